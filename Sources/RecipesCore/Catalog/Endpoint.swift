import Foundation

/// Where a resource lives and how its bytes become a model. Catalogs contribute endpoints;
/// the loaders (remote, and the decorators around it) are shared by all of them.
public struct Endpoint<Resource: Sendable>: Sendable {
    public let url: URL
    /// Pure: the same bytes always give the same resource. Throws `MappingError` on unexpected data.
    public let map: @Sendable (Data, HTTPResponse) throws -> Resource

    public init(url: URL, map: @escaping @Sendable (Data, HTTPResponse) throws -> Resource) {
        self.url = url
        self.map = map
    }
}

/// Where a loaded resource came from, as JSON envelopes report it.
public enum ResourceSource: String, Sendable, Codable {
    case live, cache, snapshot
}

/// A resource together with its provenance.
public struct Loaded<Resource: Sendable>: Sendable {
    public var value: Resource
    public var source: ResourceSource
    public var fetchedAt: Date

    public init(value: Resource, source: ResourceSource, fetchedAt: Date) {
        self.value = value
        self.source = source
        self.fetchedAt = fetchedAt
    }

    public func map<Other>(_ transform: (Resource) throws -> Other) rethrows -> Loaded<Other> {
        Loaded<Other>(value: try transform(value), source: source, fetchedAt: fetchedAt)
    }
}
