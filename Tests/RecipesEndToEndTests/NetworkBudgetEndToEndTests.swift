import Foundation
import TestSupport
import Testing

/// `--timeout` bounds a command's whole wait on the network: retries and fan-outs share it.
/// Asserted through what the server saw and what the command said, not through wall-clock time.
@Suite("--timeout bounds the whole run")
struct NetworkBudgetEndToEndTests {
    @Test("a retry after a reset gets what is left of --timeout, not a fresh one")
    func retryShareTheBudget() async throws {
        // Each attempt is reset 12 s after the server read it. With --timeout 18 the retry has at
        // most 6 s left: it times out instead of waiting for its own reset (24 s in all before).
        // 18 is 1.5 × 12, which gives both things a loaded machine can delay the same 6 s: the
        // retry must reach the server before the 18 s are spent, and the client's own deadline
        // must come before the retry's reset. (This test was disabled once for seeing one request
        // in full runs: the server's sockets leaked into other tests' tmux servers, which kept the
        // first connection open past its reset; LoopbackServerTests covers that.)
        let stub = try CocktailDBStub(override: { _ in .delayed(seconds: 12, .reset) })
        defer { stub.stop() }
        let result = try await stub.run("cocktail", "search", "foo", "--timeout", "18", "--no-snapshot")
        #expect(result.status == 69)
        #expect(result.stdout == "")
        #expect(
            result.stderr
                == "recipes: cannot reach \(stub.host): no complete answer within 18 s (--timeout), and nothing cached can serve. Check your connection, or try again later.\n"
        )
        // A starved server thread may read the retry only after the run has ended.
        try await stub.server.waitForRequests(2)
        #expect(stub.server.requests.count == 2, "one try and one retry")
    }

    @Test("a fan-out to a host that stopped answering gives up with the first wave, and serves the cache")
    func fanOutStopsWaiting() async throws {
        let hanging = Locked(false)
        let stub = try CocktailDBStub(override: { _ in hanging.value ? .hang : nil })
        defer { stub.stop() }
        let live = try await stub.run("cocktail", "list")
        #expect(live.status == 0, "\(live)")
        let letters = stub.server.requests.count
        #expect(letters == 36, "one request per letter and digit")
        hanging.set(true)
        let cached = try await stub.run("cocktail", "list", "--timeout", "1", "--concurrency", "8")
        #expect(cached.status == 0, "\(cached)")
        #expect(cached.stdout.replacingOccurrences(of: "\topens offline\n", with: "\n") == live.stdout, "the same list")
        #expect(cached.stdout.contains("11007\tMargarita\topens offline\n"), "the bundled drinks marked")
        // The first wave of eight waits out the second; every later request fails at once, unsent.
        #expect(stub.server.requests.count - letters <= 8, "\(stub.server.requests.count - letters) requests sent after the host timed out")
    }
}
