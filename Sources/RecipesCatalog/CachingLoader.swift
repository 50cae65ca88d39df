import RecipesBasics
import RecipesHTTP
import RecipesStorage

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Network first; every good answer is saved; when the live answer is unusable (no connectivity, a
/// timeout, a 5xx, an HTML page or garbage) a cached copy is served instead, with a note saying why:
/// a copy of any age, unless the person asked for a `--max-age`. In offline mode the network is
/// never touched, and the max age bounds what is served. Invalid data is never cached: bytes are
/// kept only after the endpoint's mapper accepted them. `strict` (`--no-cache`) serves no copy.
public struct CachingLoader: ResourceLoader {
    private let remote: ResourceLoader
    private let store: CacheStore
    private let policy: CachePolicy
    private let offline: Bool
    private let strict: Bool
    private let now: @Sendable () -> Date
    private let warn: @Sendable (String) -> Void

    public init(
        remote: ResourceLoader, store: CacheStore, policy: CachePolicy, offline: Bool, strict: Bool = false,
        now: @escaping @Sendable () -> Date = Date.init, warn: @escaping @Sendable (String) -> Void
    ) {
        self.remote = remote
        self.store = store
        self.policy = policy
        self.offline = offline
        self.strict = strict
        self.now = now
        self.warn = warn
    }

    public func load<Resource>(_ endpoint: Endpoint<Resource>) async throws -> Loaded<Resource> {
        if offline {
            if let cached = cached(endpoint, fallbackReason: nil) { return cached }
            throw LoadError.notCached(maxAge: policy.maxAge)
        }
        let accepted = AcceptedBytes()
        do {
            let loaded = try await remote.load(endpoint.onMapped(accepted.keep))
            if let body = accepted.bytes { save(CacheEntry(url: endpoint.url.absoluteString, fetchedAt: loaded.fetchedAt, body: body)) }
            return loaded
        } catch let error as LoadError where !strict {
            switch error {
            case .unavailable(let host, let reason):
                if let cached = standIn(endpoint, because: LoadError.unavailable(host, reason)) { return cached }
                throw LoadError.unavailable(host: host, reason: reason + whyNoCopy(endpoint))
            case .invalidData(let host, let reason):
                // An HTML page (a captive portal), garbage, a 4xx: the copy is better than nothing.
                if var cached = standIn(endpoint, because: "invalid data from \(host): \(reason)") {
                    cached.fallbackIsInvalidData = true
                    return cached
                }
                throw LoadError.invalidData(host: host, reason: reason)
            default:
                throw error
            }
        }
    }

    /// A copy for an unusable live answer: any age, unless the person set one.
    private func standIn<Resource>(_ endpoint: Endpoint<Resource>, because reason: String) -> Loaded<Resource>? {
        guard let entry = store.entry(for: endpoint.url), !policy.isExplicit || policy.isFresh(fetchedAt: entry.fetchedAt, now: now()),
            let value = try? endpoint.map(entry.body, HTTPResponse(statusCode: 200))
        else { return nil }
        return Loaded(value: value, source: .cache, fetchedAt: entry.fetchedAt, fallbackReason: reason)
    }

    /// What follows an unavailable reason when no copy stood in: nothing is cached, or the copy is
    /// older than the age the person asked for.
    private func whyNoCopy<Resource>(_ endpoint: Endpoint<Resource>) -> String {
        guard policy.isExplicit, let entry = store.entry(for: endpoint.url),
            (try? endpoint.map(entry.body, HTTPResponse(statusCode: 200))) != nil
        else { return LoadError.nothingCachedCanServe }
        return LoadError.cachedCopyTooOld(fetchedAt: entry.fetchedAt, maxAge: policy.maxAge, now: now())
    }

    public func stored<Resource>(_ endpoint: Endpoint<Resource>) -> Loaded<Resource>? {
        cached(endpoint, fallbackReason: nil)
    }

    /// One listing of the store for all the endpoints; only an entry the listing has is read.
    public func holding<Resource>(_ endpoints: [Endpoint<Resource>], accepting: (Resource) -> Bool) -> [Bool] {
        guard let listing = store.listing() else { return endpoints.map { holds($0, accepting: accepting) } }
        let listed = listing.containment(forMany: endpoints.count)
        return endpoints.map { listed($0.address) && holds($0, accepting: accepting) }
    }

    /// A fresh copy that still maps; a stale or corrupt one is a miss (and is replaced by the next save).
    private func cached<Resource>(_ endpoint: Endpoint<Resource>, fallbackReason: String?) -> Loaded<Resource>? {
        guard let entry = store.entry(for: endpoint.url), policy.isFresh(fetchedAt: entry.fetchedAt, now: now()),
            let value = try? endpoint.map(entry.body, HTTPResponse(statusCode: 200))
        else { return nil }
        return Loaded(value: value, source: .cache, fetchedAt: entry.fetchedAt, fallbackReason: fallbackReason)
    }

    /// A cache that cannot be written must not fail a good answer: warn and go on.
    private func save(_ entry: CacheEntry) {
        do {
            try store.save(entry)
        } catch let FileError.cannotWrite(path, reason) {
            warn("warning: could not cache the answer in \(path): \(reason)")
        } catch {
            warn("warning: could not cache the answer: \(error)")
        }
    }
}

/// The bytes the mapper accepted, handed from inside the loader back to the decorator.
private final class AcceptedBytes: @unchecked Sendable {
    private let lock = Lock()
    private var data: Data?

    func keep(_ data: Data) { lock.withLock { self.data = data } }
    var bytes: Data? { lock.withLock { data } }
}
