import Foundation
import TestSupport
import Testing

/// The cache and the bundled sample catalog, with the real binary, a real server, and a real stop.
@Suite("offline, end to end", .serialized)
struct OfflineEndToEndTests {
    @Test("a list fetched once is served from the cache after the server stops, with a note, exit 0")
    func servedFromCache() async throws {
        let stub = try MealDBStub()
        defer { stub.stop() }
        let live = try await stub.run("desserts", "list")
        #expect(live.status == 0 && live.stderr == "", "\(live)")
        stub.server.stop()
        let cached = try await stub.run("desserts", "list")
        #expect(cached.status == 0, "\(cached)")
        #expect(cached.stdout == BundledDesserts.marked(live.stdout), "the same list, the bundled recipes marked")
        #expect(cached.stderr == "offline: showing desserts cached just now (cannot reach \(stub.host): connection refused)\n")
        let json = try await stub.run("desserts", "list", "--json")
        #expect(json.stdout.contains(#""source" : "cache""#))
        #expect(json.stdout.contains(#""fetchedAt" : "20"#))
    }

    @Test("details are cached too")
    func detailsCached() async throws {
        let stub = try MealDBStub()
        defer { stub.stop() }
        _ = try await stub.run("desserts", "show", "52917")
        stub.server.stop()
        let cached = try await stub.run("desserts", "show", "52917", "--no-snapshot")
        #expect(cached.status == 0, "\(cached)")
        #expect(cached.stdout.hasPrefix("White chocolate creme brulee\n"))
        #expect(cached.stderr.hasPrefix("offline: showing desserts cached just now"))
    }

    @Test("a server error falls back to the cache as well")
    func serverErrorFallsBack() async throws {
        let broken = BrokenAfterFirst()
        let stub = try MealDBStub(fault: nil, override: { _ in broken.next() })
        defer { stub.stop() }
        #expect(try await stub.run("desserts", "list").status == 0)
        let fallback = try await stub.run("desserts", "list")
        #expect(fallback.status == 0, "\(fallback)")
        #expect(fallback.stderr.contains("cached just now (\(stub.host) answered HTTP 503)"))
    }

    @Test("--offline answers from the cache without a single request")
    func offlineFlag() async throws {
        let stub = try MealDBStub()
        defer { stub.stop() }
        _ = try await stub.run("desserts", "list")
        let before = stub.server.requests.count
        let offline = try await stub.run("desserts", "list", "--offline")
        #expect(offline.status == 0, "\(offline)")
        #expect(offline.stderr == "offline: showing desserts cached just now\n")
        #expect(offline.stdout.hasPrefix("53049\tApam balik\n"))
        #expect(stub.server.requests.count == before)
    }

    @Test("--offline with an empty cache serves the bundled sample, still without a request")
    func offlineEmpty() async throws {
        let stub = try MealDBStub()
        defer { stub.stop() }
        let result = try await stub.run("desserts", "list", "--offline")
        #expect(result.status == 0, "\(result)")
        #expect(result.stderr == "no connection and nothing cached: showing the bundled sample catalog from 2026-11-22 (--offline)\n")
        #expect(result.stdout.split(separator: "\n").count == 65)
        #expect(stub.server.requests.isEmpty)
        let strict = try await stub.run("desserts", "list", "--offline", "--no-snapshot")
        #expect(strict.status == 69)
        #expect(
            strict.stderr
                == "recipes: --offline: nothing cached younger than 7 days for this request. Run it once with a connection, or raise --max-age.\n"
        )
        #expect(stub.server.requests.isEmpty)
    }

    @Test("no network and an empty cache: the bundled sample, labelled; with --no-snapshot, exit 69")
    func emptyCacheNoNetwork() async throws {
        let stub = try MealDBStub()
        defer { stub.stop() }
        stub.server.stop()
        let bundled = try await stub.run("desserts", "show", "52917", "--json")
        #expect(bundled.status == 0, "\(bundled)")
        #expect(bundled.stdout.contains(#""source" : "snapshot""#))
        #expect(
            bundled.stderr.hasPrefix(
                "no connection and nothing cached: showing the bundled sample catalog from 2026-11-22 (cannot reach \(stub.host)"))
        for strict in [
            try await stub.run("desserts", "list", "--no-snapshot"),
            try await stub.run("desserts", "list", environment: ["RECIPES_NO_SNAPSHOT": "1"]),
        ] {
            #expect(strict.status == 69, "\(strict)")
            #expect(strict.stdout == "")
            #expect(
                strict.stderr
                    == "recipes: cannot reach \(stub.host): connection refused, and nothing cached can serve. Check your connection, or try again later.\n"
            )
        }
        let missing = try await stub.run("desserts", "show", "1")
        #expect(missing.status == 69, "an id the sample does not hold keeps the network error: \(missing)")
    }

    @Test(
        "a cache past a --max-age asked for is not served, and the note says the copy is older than asked: the bundled sample, or exit 69")
    func stale() async throws {
        let stub = try MealDBStub()
        defer { stub.stop() }
        _ = try await stub.run("desserts", "list")
        stub.server.stop()
        try CachedAnswers(home: stub.home).age(by: 2 * 3600)
        let bundled = try await stub.run("desserts", "list", "--max-age", "1h")
        #expect(bundled.status == 0)
        #expect(
            bundled.stderr == "no connection and no cached copy young enough: showing the bundled sample catalog from 2026-11-22 "
                + "(cannot reach \(stub.host): connection refused, and the copy cached 2 hours ago is older than --max-age 1 hour)\n")
        let strict = try await stub.run("desserts", "list", "--no-snapshot", environment: ["RECIPES_CACHE_MAX_AGE": "1h"])
        #expect(strict.status == 69, "\(strict)")
        #expect(
            strict.stderr
                == "recipes: cannot reach \(stub.host): connection refused, and the copy cached 2 hours ago is older than --max-age 1 hour. "
                + "Check your connection, or try again later.\n")
        let fresh = try await stub.run("desserts", "list", "--no-snapshot", "--max-age", "3h")
        #expect(fresh.status == 0, "\(fresh)")
        #expect(fresh.stderr == "offline: showing desserts cached 2 hours ago (cannot reach \(stub.host): connection refused)\n")
    }

    @Test("--snapshot browses the bundled sample on purpose, without a request")
    func snapshotFlag() async throws {
        let stub = try MealDBStub()
        defer { stub.stop() }
        let result = try await stub.run("desserts", "list", "--snapshot")
        #expect(result.status == 0)
        #expect(result.stderr == "showing the bundled sample catalog from 2026-11-22\n")
        let missing = try await stub.run("desserts", "show", "1", "--snapshot")
        #expect(missing.status == 1)
        #expect(missing.stderr == "recipes: the bundled sample catalog has no dessert 1. Drop --snapshot to ask the live service.\n")
        #expect(stub.server.requests.isEmpty)
    }

    @Test("a corrupt cache file is a miss and is replaced by the next good answer")
    func corruptCache() async throws {
        let stub = try MealDBStub()
        defer { stub.stop() }
        _ = try await stub.run("desserts", "list")
        let cache = stub.home.url.appendingPathComponent("cache")
        let file = try #require(try FileManager.default.contentsOfDirectory(at: cache, includingPropertiesForKeys: nil).first)
        try Data("{corrupt".utf8).write(to: file)
        let offline = try await stub.run("desserts", "list", "--offline", "--no-snapshot")
        #expect(offline.status == 69, "\(offline)")
        let live = try await stub.run("desserts", "list")
        #expect(live.status == 0 && live.stderr == "")
        #expect(
            try CachedAnswers.body(of: file) == Data(stub.localPictures(Fixtures.text("mealdb/filter-c-Dessert.json")).utf8),
            "the answer's exact bytes")
        #expect(try await stub.run("desserts", "list", "--offline").stderr == "offline: showing desserts cached just now\n")
    }

    @Test("invalid data is never cached")
    func invalidNotCached() async throws {
        let stub = try MealDBStub(fault: .json("garbage"))
        defer { stub.stop() }
        #expect(try await stub.run("desserts", "list", "--no-snapshot").status == 65)
        #expect(try CachedAnswers(home: stub.home).files == [])
    }

    @Test("cache info, prune and clear")
    func cacheCommands() async throws {
        let stub = try MealDBStub()
        defer { stub.stop() }
        let empty = try await stub.run("cache", "info", "--json")
        #expect(empty.status == 0 && empty.stdout.contains(#""entries" : 0"#) && empty.stdout.contains(#""oldest" : null"#), "\(empty)")
        _ = try await stub.run("desserts", "list")
        _ = try await stub.run("desserts", "show", "52917")
        let info = try await stub.run("cache", "info")
        #expect(info.status == 0)
        #expect(info.stdout.contains("Folder\t\(stub.home.path)/cache\n"))
        #expect(info.stdout.contains("Entries\t2\n"))
        #expect(try await stub.run("cache", "prune").stderr == "removed 0 cached answers; 2 left\n")
        try CachedAnswers(home: stub.home).age(by: 2 * 3600)
        #expect(try await stub.run("cache", "prune", "--max-age", "1h", "--json").stdout.contains(#""remaining" : 0"#))
        _ = try await stub.run("desserts", "list")
        #expect(try await stub.run("cache", "clear").stderr == "removed 1 cached answer; 0 left\n")
        #expect(try await stub.run("cache", "info", "--json").stdout.contains(#""entries" : 0"#))
    }

    @Test("a cache folder that cannot be written warns, and the live answer still prints")
    func unwritableCache() async throws {
        let stub = try MealDBStub()
        defer { stub.stop() }
        try Data("not a folder".utf8).write(to: stub.home.url.appendingPathComponent("cache"))
        let result = try await stub.run("desserts", "list")
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.hasPrefix("53049\tApam balik\n"))
        #expect(result.stderr == "warning: could not cache the answer in \(stub.home.path)/cache: it is a file, not a folder\n")
    }
}

/// The cache folder's entries, as the tests look at them: a one-line JSON header (`fetchedAt` in
/// milliseconds since 1970), then the body exactly as received (Docs/FileFormats.md).
struct CachedAnswers {
    let folder: URL

    init(home: TemporaryFolder) {
        folder = home.url.appendingPathComponent("cache")
    }

    /// Every file in the folder; none when there is no folder.
    var files: [String] {
        get throws {
            guard FileManager.default.fileExists(atPath: folder.path) else { return [] }
            return try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        }
    }

    /// Dates every entry `seconds` earlier, as if fetched that long ago, its body untouched: the
    /// cache ages without the test waiting for it.
    func age(by seconds: Double) throws {
        for name in try files where name.hasSuffix(".cache") {
            let file = folder.appendingPathComponent(name)
            let data = try Data(contentsOf: file)
            let newline = try #require(data.firstIndex(of: 0x0A))
            var header = try #require(try JSONSerialization.jsonObject(with: data[..<newline]) as? [String: Any])
            let fetchedAt = try #require(header["fetchedAt"] as? NSNumber)
            header["fetchedAt"] = fetchedAt.int64Value - Int64(seconds * 1000)
            try (JSONSerialization.data(withJSONObject: header, options: [.sortedKeys, .withoutEscapingSlashes]) + data[newline...]).write(
                to: file)
        }
    }

    /// The body of one entry: everything after the header line.
    static func body(of file: URL) throws -> Data {
        let data = try Data(contentsOf: file)
        let newline = try #require(data.firstIndex(of: 0x0A))
        return Data(data[data.index(after: newline)...])
    }
}

/// Answers the first request normally, then 503 for every later one.
private final class BrokenAfterFirst: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    func next() -> LoopbackServer.Reply? {
        lock.withLock {
            count += 1
            return count == 1 ? nil : .status(503, "maintenance")
        }
    }
}
