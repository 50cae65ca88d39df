import Foundation
import RecipesBasics
import RecipesCatalog
import RecipesHTTP
import RecipesStorage
import TestSupport
import Testing

@Suite("Cache policy")
struct CachePolicyTests {
    private let policy = CachePolicy(maxAge: 7 * 86_400)
    private let now = Date(timeIntervalSince1970: 1_800_000_000)

    static let ages: [(Double, Bool)] = [
        (0, true), (60, true), (604_799, true), (604_800, false), (604_801, false), (-3600, false), (-1, false),
    ]

    @Test("serves a copy younger than the max age, not one at or past it, nor one dated in the future", arguments: ages)
    func freshness(age: Double, fresh: Bool) {
        #expect(policy.isFresh(fetchedAt: now.addingTimeInterval(-age), now: now) == fresh)
    }

    @Test(
        "durations parse up to 100 years; anything longer, or absurd, is refused without trapping",
        arguments: [
            ("7d", 604_800.0), ("36500d", 3_153_600_000.0), ("90s", 90.0),
        ])
    func durations(text: String, seconds: Double) {
        #expect(DurationText.parse(text) == seconds)
    }

    @Test("absurd durations are not durations", arguments: ["99999999999999999999999d", "36501d", "1e400", "-1d", "nan", "inf"])
    func absurdDurations(text: String) {
        #expect(DurationText.parse(text) == nil)
    }

    @Test("printing any number of seconds never traps")
    func printing() {
        #expect(DurationText.amount(.infinity) == "36500 days")
        #expect(DurationText.amount(.nan) == "0 seconds")
        #expect(DurationText.amount(1e30) == "36500 days")
    }

    @Test("under a minute, a part of a second is said: --timeout 2.5 ran out after 2.5 seconds, not 2")
    func partsOfSeconds() {
        #expect(DurationText.amount(2.5) == "2.5 seconds")
        #expect(DurationText.amount(0.25) == "0.3 seconds")
        #expect(DurationText.amount(1) == "1 second")
        #expect(DurationText.amount(10) == "10 seconds")
        #expect(DurationText.amount(10.02) == "10 seconds")
        #expect(DurationText.amount(59.99) == "60 seconds")
    }
}

@Suite("Caching loader")
struct CachingLoaderTests {
    private let url = URL(string: "http://127.0.0.1:9/api/filter.php?c=Dessert")!
    private let now = Date(timeIntervalSince1970: 1_800_000_000)

    @Test("saves every good answer with its fetch time, replacing the old entry")
    func savesLive() async throws {
        let store = InMemoryCacheStore()
        try store.save(CacheEntry(url: url.absoluteString, fetchedAt: now.addingTimeInterval(-99), body: Data("[0]".utf8)))
        let sut = makeSUT(remote: .success(Data("[1,2]".utf8)), store: store)
        let loaded = try await sut.load(numbers())
        #expect(loaded.value == [1, 2] && loaded.source == .live)
        #expect(store.entry(for: url) == CacheEntry(url: url.absoluteString, fetchedAt: now, body: Data("[1,2]".utf8)))
    }

    @Test("never caches invalid data")
    func invalidNotCached() async throws {
        let store = InMemoryCacheStore()
        let sut = makeSUT(remote: .success(Data("not json".utf8)), store: store)
        await #expect(throws: LoadError.invalidData(host: "h", reason: "not JSON")) { try await sut.load(numbers()) }
        #expect(store.entry(for: url) == nil)
    }

    @Test("when the network fails, serves a fresh cached copy and says why")
    func fallsBack() async throws {
        let store = InMemoryCacheStore()
        try store.save(CacheEntry(url: url.absoluteString, fetchedAt: now.addingTimeInterval(-3 * 3600), body: Data("[3]".utf8)))
        let sut = makeSUT(remote: .failure(.unavailable(host: "h", reason: "connection refused")), store: store)
        let loaded = try await sut.load(numbers())
        #expect(loaded.value == [3])
        #expect(loaded.source == .cache)
        #expect(loaded.fetchedAt == now.addingTimeInterval(-3 * 3600))
        #expect(loaded.fallbackReason == "cannot reach h: connection refused")
    }

    @Test("a copy seconds old past a --max-age of 1 s is said in seconds, never 'just now' (issue 31 item 4)")
    func secondsOldSaidInSeconds() async throws {
        let store = InMemoryCacheStore()
        try store.save(CacheEntry(url: url.absoluteString, fetchedAt: now.addingTimeInterval(-2), body: Data("[3]".utf8)))
        let asked = makeSUT(
            remote: .failure(.unavailable(host: "h", reason: "connection refused")), store: store,
            policy: CachePolicy(maxAge: 1, isExplicit: true))
        await #expect(
            throws: LoadError.unavailable(
                host: "h", reason: "connection refused, and the copy cached 2 seconds ago is older than --max-age 1 second")
        ) {
            try await asked.load(numbers())
        }
    }

    @Test("for an unusable answer a copy of any age stands in, unless a max age was asked for: then the error says the copy is older")
    func staleServedUnlessAsked() async throws {
        let store = InMemoryCacheStore()
        try store.save(CacheEntry(url: url.absoluteString, fetchedAt: now.addingTimeInterval(-30 * 86_400), body: Data("[3]".utf8)))
        let anyAge = makeSUT(remote: .failure(.unavailable(host: "h", reason: "timeout")), store: store)
        #expect(try await anyAge.load(numbers()).fallbackReason == "cannot reach h: timeout")
        let asked = makeSUT(
            remote: .failure(.unavailable(host: "h", reason: "timeout")), store: store,
            policy: CachePolicy(maxAge: 7 * 86_400, isExplicit: true))
        await #expect(
            throws: LoadError.unavailable(host: "h", reason: "timeout, and the copy cached 30 days ago is older than --max-age 7 days")
        ) {
            try await asked.load(numbers())
        }
        let nothing = makeSUT(remote: .failure(.unavailable(host: "h", reason: "timeout")), store: InMemoryCacheStore())
        await #expect(throws: LoadError.unavailable(host: "h", reason: "timeout, and nothing cached can serve")) {
            try await nothing.load(numbers())
        }
    }

    @Test("a cached copy stands in for invalid data (an HTML page, garbage), saying why; --no-cache keeps the error")
    func invalidDataServedFromCache() async throws {
        let store = InMemoryCacheStore()
        try store.save(CacheEntry(url: url.absoluteString, fetchedAt: now, body: Data("[3]".utf8)))
        let sut = makeSUT(remote: .failure(.invalidData(host: "h", reason: "html")), store: store)
        let loaded = try await sut.load(numbers())
        #expect(loaded.value == [3] && loaded.source == .cache && loaded.fallbackReason == "invalid data from h: html")
        let strict = makeSUT(remote: .failure(.invalidData(host: "h", reason: "html")), store: store, strict: true)
        await #expect(throws: LoadError.invalidData(host: "h", reason: "html")) { try await strict.load(numbers()) }
        let down = makeSUT(remote: .failure(.unavailable(host: "h", reason: "HTTP 500")), store: store, strict: true)
        await #expect(throws: LoadError.unavailable(host: "h", reason: "HTTP 500")) { try await down.load(numbers()) }
    }

    @Test("a corrupt cached copy is a miss, replaced by the next good answer")
    func corruptIsMiss() async throws {
        let store = InMemoryCacheStore()
        try store.save(CacheEntry(url: url.absoluteString, fetchedAt: now, body: Data("{broken".utf8)))
        let offline = makeSUT(remote: .failure(.unavailable(host: "h", reason: "refused")), store: store)
        await #expect(throws: LoadError.unavailable(host: "h", reason: "refused, and nothing cached can serve")) {
            try await offline.load(numbers())
        }
        _ = try await makeSUT(remote: .success(Data("[5]".utf8)), store: store).load(numbers())
        #expect(store.entry(for: url)?.body == Data("[5]".utf8))
    }

    @Test("offline mode never asks the network")
    func offlineMode() async throws {
        let store = InMemoryCacheStore()
        let remote = LoaderSpy(result: .success(Data("[1]".utf8)))
        let sut = CachingLoader(remote: remote, store: store, policy: CachePolicy(), offline: true, now: { [now] in now }, warn: { _ in })
        await #expect(throws: LoadError.notCached(maxAge: CachePolicy.defaultMaxAge)) { try await sut.load(numbers()) }
        try store.save(CacheEntry(url: url.absoluteString, fetchedAt: now.addingTimeInterval(-60), body: Data("[7]".utf8)))
        let loaded = try await sut.load(numbers())
        #expect(loaded.value == [7] && loaded.source == .cache && loaded.fallbackReason == nil)
        #expect(remote.loads == 0)
    }

    @Test("a cache that cannot be written warns but still delivers the live answer")
    func unwritableCache() async throws {
        let store = InMemoryCacheStore(failingWrites: true)
        let warnings = Warnings()
        let sut = CachingLoader(
            remote: LoaderSpy(result: .success(Data("[1]".utf8))), store: store, policy: CachePolicy(),
            offline: false, now: { [now] in now }, warn: warnings.append)
        #expect(try await sut.load(numbers()).value == [1])
        #expect(warnings.all == ["warning: could not cache the answer in /cache: permission denied"])
    }

    @Test("many endpoints are judged from one listing: a fresh copy the mapper takes holds; stale, corrupt or unlisted do not")
    func holdingFromOneListing() throws {
        let store = InMemoryCacheStore()
        let urls = (0..<5).map { URL(string: "http://127.0.0.1:9/api/lookup.php?i=\($0)")! }
        try store.save(CacheEntry(url: urls[0].absoluteString, fetchedAt: now.addingTimeInterval(-60), body: Data("[1]".utf8)))
        try store.save(CacheEntry(url: urls[1].absoluteString, fetchedAt: now.addingTimeInterval(-30 * 86_400), body: Data("[1]".utf8)))
        try store.save(CacheEntry(url: urls[2].absoluteString, fetchedAt: now, body: Data("{broken".utf8)))
        try store.save(CacheEntry(url: urls[3].absoluteString, fetchedAt: now, body: Data("[]".utf8)))
        let sut = makeSUT(remote: .failure(.unavailable(host: "h", reason: "refused")), store: store)
        let endpoints = urls.map { numbers(at: $0) }
        #expect(sut.holding(endpoints) { !$0.isEmpty } == [true, false, false, false, false])
        #expect(sut.holding(endpoints) { !$0.isEmpty } == endpoints.map { sut.holds($0) { !$0.isEmpty } })
        #expect(
            makeSUT(remote: .success(Data()), store: InMemoryCacheStore()).holding(endpoints) { _ in true } == [
                false, false, false, false, false,
            ])
    }

    // MARK: - Helpers

    private func makeSUT(
        remote: Result<Data, LoadError>, store: CacheStore, policy: CachePolicy = CachePolicy(maxAge: 7 * 86_400),
        strict: Bool = false
    ) -> CachingLoader {
        CachingLoader(
            remote: LoaderSpy(result: remote), store: store, policy: policy,
            offline: false, strict: strict, now: { [now] in now }, warn: { _ in })
    }

    private func numbers(at url: URL? = nil) -> Endpoint<[Int]> {
        Endpoint(url: url ?? self.url, resourceName: "test/numbers") { data, _ in
            guard let numbers = try? JSONDecoder().decode([Int].self, from: data) else { throw MappingError("not JSON") }
            return numbers
        }
    }

    /// A remote loader primed with bytes (run through the endpoint's mapper, as the real one does) or an error.
    private final class LoaderSpy: ResourceLoader, @unchecked Sendable {
        private let result: Result<Data, LoadError>
        private let lock = NSLock()
        private var count = 0
        let fetchedAt = Date(timeIntervalSince1970: 1_800_000_000)

        init(result: Result<Data, LoadError>) { self.result = result }

        var loads: Int { lock.withLock { count } }

        func load<Resource>(_ endpoint: Endpoint<Resource>) async throws -> Loaded<Resource> {
            lock.withLock { count += 1 }
            let data = try result.get()
            do {
                return Loaded(value: try endpoint.map(data, HTTPResponse(statusCode: 200)), source: .live, fetchedAt: fetchedAt)
            } catch let error as MappingError {
                throw LoadError.invalidData(host: "h", reason: error.reason)
            }
        }
    }
}
