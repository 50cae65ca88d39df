import Foundation
import RecipesHTTP
import TestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// The test server's own promises, as libcurl sees them. The suite runs tests in parallel, so other
/// tests start processes (tmux servers, shells, `recipes`) while a server's connections are open:
/// those processes must not keep a connection alive after the server closed it.
@Suite("Loopback server")
struct LoopbackServerTests {
    @Test("a reset reaches the client while a process started during the wait still runs")
    func resetWhileAnotherProcessRuns() async throws {
        let server = try LoopbackServer { _ in .delayed(seconds: 3, .reset) }
        defer { server.stop() }
        let url = try #require(URL(string: server.url("x")))
        let request = Task { try await CurlHTTPClient(timeout: 30).send(HTTPRequest(url: url)) }
        try await server.waitForRequests(1)
        try await whileBystanderRuns {
            // A connection the bystander inherited stays open when the server closes it: no reset,
            // and the client waits out its 30 s instead.
            await #expect {
                try await request.value
            } throws: { error in
                guard case .connectivity(let host, _) = error as? HTTPClientError else { return false }
                return host == server.host
            }
        }
    }

    /// Runs `body` while an unrelated child process (a `sleep` that outlives it) runs, then ends it.
    private func whileBystanderRuns(_ body: () async throws -> Void) async throws {
        let bystander = try ChildProcess.spawn("/bin/sleep", ["120"], environment: [:], stdout: .null, stderr: .null)
        var failure: Error?
        do { try await body() } catch { failure = error }
        bystander.send(SIGKILL, group: true)
        _ = await bystander.finish(deadline: Date().addingTimeInterval(20))
        if let failure { throw failure }
    }
}
