import Foundation
import TestSupport
import Testing

/// Hotel and airport Wi-Fi: after a good answer is cached, a captive portal's HTML page, a 500 or
/// garbage gets the cached copy with a note saying why (exit 0), not "invalid data". `--no-cache`
/// keeps the strict answer.
@Suite("a stored copy before a broken answer, end to end", .serialized)
struct StaleBeforeBrokenEndToEndTests {
    struct Broken: Sendable, CustomTestStringConvertible {
        let name: String
        let reply: LoopbackServer.Reply
        let reason: String
        let strictStatus: Int32
        var testDescription: String { name }
    }

    static let broken: [Broken] = [
        Broken(
            name: "a captive portal's HTML page",
            reply: .status(200, "<html><body>Log in to the Wi-Fi</body></html>", contentType: "text/html"),
            reason: "invalid data from {host}: the server sent an HTML page instead of JSON", strictStatus: 65),
        Broken(name: "HTTP 500", reply: .status(500, "oops"), reason: "{host} answered HTTP 500", strictStatus: 69),
        Broken(name: "garbage", reply: .json("{\"meals\": 42"), reason: "invalid data from {host}: ", strictStatus: 65),
    ]

    @Test(
        "after a good list is cached, a broken answer serves the cache with a note and exit 0; --no-cache exits 65 or 69", arguments: broken
    )
    func servesCache(broken: Broken) async throws {
        let failing = Locked(false)
        let stub = try MealDBStub(override: { _ in failing.value ? broken.reply : nil })
        defer { stub.stop() }
        let live = try await stub.run("desserts", "list")
        #expect(live.status == 0)
        failing.set(true)
        let served = try await stub.run("desserts", "list")
        #expect(served.status == 0, "\(served)")
        #expect(served.stdout.hasPrefix("53049\tApam balik") && served.stdout.split(separator: "\n").count == 65, "the cached list, whole")
        let reason = broken.reason.replacingOccurrences(of: "{host}", with: stub.host)
        #expect(served.stderr.hasPrefix("offline: showing desserts cached just now (\(reason)"), "\(served.stderr)")
        let json = try await stub.run("desserts", "list", "--json")
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        #expect(object?["source"] as? String == "cache", "\(json)")

        let strict = try await stub.run("desserts", "list", "--no-cache")
        #expect(strict.status == broken.strictStatus, "\(strict)")
        #expect(strict.stdout == "")
        #expect(strict.stderr.hasPrefix("recipes: ") && strict.stderr.split(separator: "\n").count == 1, "\(strict)")
    }

    @Test("a broken answer with nothing cached: the bundled sample, and the note says the answer was unusable")
    func sampleForBroken() async throws {
        let stub = try MealDBStub(override: { _ in .status(200, "<html>portal</html>", contentType: "text/html") })
        defer { stub.stop() }
        let served = try await stub.run("desserts", "list")
        #expect(served.status == 0, "\(served)")
        #expect(
            served.stderr == "an unusable answer and nothing cached: showing the bundled sample catalog from 2026-11-22 "
                + "(invalid data from \(stub.host): the server sent an HTML page instead of JSON)\n")
    }

    @Test("--no-cache cannot be combined with --offline or --snapshot")
    func noCacheUsage() async throws {
        let stub = try MealDBStub()
        defer { stub.stop() }
        let both = try await stub.run("desserts", "list", "--no-cache", "--offline")
        #expect(both.status == 64, "\(both)")
        #expect(both.stderr.hasPrefix("recipes: --no-cache cannot be combined with --offline or --snapshot."))
    }
}
