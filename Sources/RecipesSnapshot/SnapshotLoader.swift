#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import RecipesCatalog
import RecipesHTTP

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
            return try mapped(text, endpoint)
        } catch let error as MappingError {
            throw LoadError.invalidData(host: SnapshotHost.name, reason: error.reason)
        }
    }

    public func stored<Resource>(_ endpoint: Endpoint<Resource>) -> Loaded<Resource>? {
        resources[endpoint.resourceName].flatMap { try? mapped($0, endpoint) }
    }

    private func mapped<Resource>(_ text: String, _ endpoint: Endpoint<Resource>) throws -> Loaded<Resource> {
        let value = try endpoint.map(Data(text.utf8), HTTPResponse(statusCode: 200, headers: ["Content-Type": "application/json"]))
        return Loaded(value: value, source: .snapshot, fetchedAt: capturedAt)
    }
}
