import RecipesCatalog

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The last fallback: when neither the network (unreachable, or an unusable answer) nor the cache can
/// serve, the bundled sample catalog does, if it has the resource. Otherwise the original error stands.
public struct SnapshotFallbackLoader: ResourceLoader {
    private let primary: ResourceLoader
    private let snapshot: SnapshotLoader

    public init(primary: ResourceLoader, snapshot: SnapshotLoader = SnapshotLoader()) {
        self.primary = primary
        self.snapshot = snapshot
    }

    public func load<Resource>(_ endpoint: Endpoint<Resource>) async throws -> Loaded<Resource> {
        do {
            return try await primary.load(endpoint)
        } catch let error as LoadError where error.isUnavailable || error.isInvalidData {
            // An HTML page or garbage with nothing cached: the sample stands in, as for no connection.
            guard var loaded = try? await snapshot.load(endpoint) else { throw error }
            loaded.fallbackReason = error.shortReason
            loaded.fallbackIsInvalidData = error.isInvalidData
            return loaded
        }
    }

    public func stored<Resource>(_ endpoint: Endpoint<Resource>) -> Loaded<Resource>? {
        primary.stored(endpoint) ?? snapshot.stored(endpoint)
    }

    public func holds<Resource>(_ endpoint: Endpoint<Resource>, accepting: (Resource) -> Bool) -> Bool {
        primary.holds(endpoint, accepting: accepting) || snapshot.holds(endpoint, accepting: accepting)
    }

    public func holding<Resource>(_ endpoints: [Endpoint<Resource>], accepting: (Resource) -> Bool) -> [Bool] {
        var held = primary.holding(endpoints, accepting: accepting)
        for index in held.indices where !held[index] { held[index] = snapshot.holds(endpoints[index], accepting: accepting) }
        return held
    }
}
