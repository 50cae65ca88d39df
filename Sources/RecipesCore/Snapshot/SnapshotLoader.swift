import Foundation

/// Serves the sample catalog compiled into the tool. Never touches the network or the disk.
public struct SnapshotLoader: ResourceLoader {
    private let resources: [String: String]
    private let capturedAt: Date

    public init(resources: [String: String] = BundledSnapshot.resources, capturedAt: Date = BundledSnapshot.capturedAt) {
        self.resources = resources
        self.capturedAt = capturedAt
    }

    public func load<Resource>(_ endpoint: Endpoint<Resource>) async throws -> Loaded<Resource> {
        guard let text = resources[endpoint.resourceName] else { throw LoadError.notInSnapshot(resource: endpoint.resourceName) }
        do {
            let value = try endpoint.map(Data(text.utf8), HTTPResponse(statusCode: 200, headers: ["Content-Type": "application/json"]))
            return Loaded(value: value, source: .snapshot, fetchedAt: capturedAt)
        } catch let error as MappingError {
            throw LoadError.invalidData(host: "the bundled sample catalog", reason: error.reason)
        }
    }
}

/// The last fallback: when neither the network nor the cache can serve, the bundled sample catalog
/// does, if it has the resource. Otherwise the original error stands.
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
        } catch let error as LoadError where error.isUnavailable {
            guard var loaded = try? await snapshot.load(endpoint) else { throw error }
            loaded.fallbackReason = error.shortReason
            return loaded
        }
    }
}

extension LoadError {
    var isUnavailable: Bool {
        switch self {
        case .unavailable, .notCached: true
        case .invalidData, .notInSnapshot: false
        }
    }

    var shortReason: String {
        switch self {
        case let .unavailable(host, reason): "cannot reach \(host): \(reason)"
        case .notCached: "offline and nothing cached"
        case let .invalidData(host, reason): "invalid data from \(host): \(reason)"
        case let .notInSnapshot(resource): "\(resource) is not in the sample catalog"
        }
    }
}
