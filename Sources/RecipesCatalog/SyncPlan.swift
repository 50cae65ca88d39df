import RecipesHTTP

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What `recipes sync` stores of one catalog, as the catalog itself describes it: the requests it
/// starts with, each answer naming what follows from it. The sync (RecipesApp's `CatalogSync`) runs
/// any catalog's plan the same way: fresh answers skipped, requests bounded, paced and retried.
public struct SyncPlan: Sendable {
    public var requests: [SyncRequest]

    public init(_ requests: [SyncRequest]) {
        self.requests = requests
    }

    /// A catalog with nothing to store.
    public static let nothing = SyncPlan([])
}

/// What one answer leads to: more requests (a list's recipes), and the recipes' pictures, which a
/// sync with `--pictures` keeps.
public struct SyncFollowUp: Sendable {
    public var requests: [SyncRequest]
    /// Each recipe's picture as the answer gives it (not its thumbnail's address).
    public var pictures: [URL]

    public init(requests: [SyncRequest] = [], pictures: [URL] = []) {
        self.requests = requests
        self.pictures = pictures
    }
}

/// One answer to store, read through the catalog's own loader (whose cache keeps a live answer).
public struct SyncRequest: Sendable {
    /// Where it is asked: what the cache keys it by, and what a failure report names.
    public let url: URL
    /// What follows from an answer's bytes (a stored copy); throws when they are not the answer expected.
    public let follow: @Sendable (Data) throws -> SyncFollowUp
    /// Asks for it: live when the service answers, else whatever the loader serves instead (the
    /// sync stores only a live answer).
    public let load: @Sendable () async throws -> Loaded<SyncFollowUp>
    /// Answers that other requests would give, made from this answer's bytes and stored beside it
    /// with its date (each drink of a letter's answer as its own lookup). Not counted as requests.
    public let derived: @Sendable (Data) -> [DerivedAnswer]

    public init<Resource>(
        _ endpoint: Endpoint<Resource>, loader: ResourceLoader,
        then: @escaping @Sendable (Resource) -> SyncFollowUp = { _ in SyncFollowUp() },
        derived: @escaping @Sendable (Data) -> [DerivedAnswer] = { _ in [] }
    ) {
        url = endpoint.url
        follow = { body in then(try endpoint.map(body, HTTPResponse(statusCode: 200))) }
        load = { try await loader.load(endpoint).map(then) }
        self.derived = derived
    }
}

/// The answer another endpoint would give, made from a sync's answer (a letter's drink as its
/// lookup). Made only from bytes that endpoint's own mapper accepts and finds a recipe in, as the
/// loader chain keeps a live answer only once its mapper accepted it: a record that does not map
/// is never stored, so it can never replace a good copy of that endpoint's answer.
public struct DerivedAnswer: Sendable {
    public let url: URL
    public let body: Data

    /// Nil when `endpoint`'s mapper refuses `body` or finds nothing in it.
    public init?<Resource>(_ endpoint: Endpoint<Resource?>, body: Data) {
        guard (try? endpoint.map(body, HTTPResponse(statusCode: 200))) != nil else { return nil }
        url = endpoint.url
        self.body = body
    }
}
