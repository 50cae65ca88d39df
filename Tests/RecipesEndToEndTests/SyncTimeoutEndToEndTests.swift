import Foundation
import TestSupport
import Testing

/// `--timeout` bounds the whole sync's wait on the network: once it is spent no request is started
/// or tried again, and what was not asked is reported as failed, so a sync against a host that
/// stopped answering ends near `--timeout`, not after a pause and two retries per queued request.
/// The margins are wide: a busy 2-core machine runs these beside the rest of the suite.
@Suite("sync ends near --timeout", .serialized)
struct SyncTimeoutEndToEndTests {
    private static func report(_ result: RecipesProcess.Result) throws -> (stored: Int, failed: [(url: String, reason: String)]) {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(result)")
        let failed = try #require(object["failed"] as? [[String: String]])
        return (try #require(object["stored"] as? Int), failed.map { ($0["url"] ?? "", $0["reason"] ?? "") })
    }

    /// Why a request failed once the time was spent: it timed out, or it was never sent.
    private static func spent(_ reason: String, host: String, seconds: String) -> Bool {
        reason == "cannot reach \(host): no complete answer within \(seconds) s (--timeout)"
            || reason == "not asked: the --timeout of \(seconds) seconds was spent"
    }

    @Test("with every request hanging, sync --timeout 2 ends well within 15 s, each request reported, exit 69")
    func everyRequestHangs() async throws {
        let stub = try AllCatalogsStub(override: { _ in .hang })
        defer { stub.stop() }
        let result = try await stub.run("sync", "--timeout", "2", "--json")
        #expect(result.seconds < 15, "took \(result.seconds) s")
        #expect(result.status == 69, "\(result)")
        let (stored, failed) = try Self.report(result)
        #expect(stored == 0 && failed.count == 3 + 41 + 3, "every plan request of the three catalogs: \(failed.map(\.url))")
        #expect(failed.allSatisfy { Self.spent($0.reason, host: stub.host, seconds: "2") }, "\(failed.map(\.reason))")
        #expect(stub.server.requests.count <= 4, "only what was under way when the time ran out: \(stub.server.requests.map(\.target))")
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(lines.count == 7 && lines[5] == "warning: and 42 more requests failed", "\(result.stderr)")
        #expect(
            lines.last == "recipes: sync stored nothing: 47 requests failed (not asked: the --timeout of 2 seconds was spent).",
            "\(result.stderr)")
    }

    @Test("with every dessert's lookup hanging, sync desserts --timeout 2 stores the lists, reports the rest and exits 0")
    func lookupsHang() async throws {
        let stub = try AllCatalogsStub(override: { request in request.path.hasSuffix("/lookup.php") ? .hang : nil })
        defer { stub.stop() }
        let result = try await stub.run("sync", "desserts", "--timeout", "2", "--json")
        #expect(result.seconds < 15, "took \(result.seconds) s")
        #expect(result.status == 0, "some were stored: \(result)")
        let (stored, failed) = try Self.report(result)
        // The area lists answer at once; whether they were asked before the time ran out depends on
        // which list answered first (the area names or the dessert list), so either is right.
        #expect(stored == 3 || stored == 3 + 29, "the dessert list and the category and area names: \(result.stdout)")
        #expect(stored + failed.count == 3 + 65 + 29, "\(failed.map(\.url))")
        #expect(failed.filter { $0.url.contains("/lookup.php") }.count == 65, "every lookup: \(failed.map(\.url))")
        #expect(failed.allSatisfy { Self.spent($0.reason, host: stub.host, seconds: "2") }, "\(failed.map(\.reason))")
        let lookups = stub.server.requests.filter { $0.path.hasSuffix("/lookup.php") }
        #expect(lookups.count <= 4, "no lookup tried again, none started after the time ran out: \(lookups.map(\.target))")
        #expect(result.stderr.hasSuffix("warning: and \(failed.count - 5) more requests failed\n"), "\(result.stderr)")
    }

    @Test("with 3,000 categories listed and their lists hanging, sync cocktails --timeout 2 ends well within 15 s")
    func manyQueuedRequests() async throws {
        let categories = (1...3_000).map { ["strCategory": "Category \($0)"] }
        let names = (try? JSONSerialization.data(withJSONObject: ["drinks": categories])) ?? Data()
        let stub = try CocktailDBStub(override: { request in
            switch (request.path, request.query) {
            case ("/api/json/v1/1/list.php", "c=list"): .json(names)
            case ("/api/json/v1/1/list.php", _): .json(#"{"drinks":null}"#)
            case ("/api/json/v1/1/filter.php", let query) where query.hasPrefix("c="): .hang
            default: nil
            }
        })
        defer { stub.stop() }
        let result = try await stub.run("sync", "cocktails", "--timeout", "2", "--rate", "100", "--json")
        #expect(result.seconds < 15, "took \(result.seconds) s")
        #expect(result.status == 0, "the letters and lists were stored: \(result)")
        let (stored, failed) = try Self.report(result)
        // The 41 letters and lists answer at once, but a busy machine may spend the 2 s before the
        // last of them: every request is either stored or reported, and the hanging ones all fail.
        #expect(stored > 0 && stored + failed.count == 36 + 2 + 3 + 3_000, "\(stored) stored, \(failed.count) failed")
        #expect(failed.filter { $0.url.contains("c=Category") }.count == 3_000)
        #expect(failed.allSatisfy { Self.spent($0.reason, host: stub.host, seconds: "2") })
        #expect(stub.server.requests.filter { $0.query.hasPrefix("c=Category") }.count <= 4)
    }
}
