import RecipesHTTP

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Where a resource lives and how its bytes become a model. Catalogs contribute endpoints;
/// the loaders (remote, and the decorators around it) are shared by all of them.
public struct Endpoint<Resource: Sendable>: Sendable {
    public let url: URL
    /// The resource's name whatever the base URL, e.g. `mealdb/lookup.php?i=52917`: how the bundled
    /// sample catalog finds it.
    public let resourceName: String
    /// Pure: the same bytes always give the same resource. Throws `MappingError` on unexpected data.
    public let map: @Sendable (Data, HTTPResponse) throws -> Resource

    public init(url: URL, resourceName: String, map: @escaping @Sendable (Data, HTTPResponse) throws -> Resource) {
        self.url = url
        self.resourceName = resourceName
        self.map = map
    }

    /// `base` + `path` + encoded `query`, named `service/path?query`.
    public init(
        base: URL, service: String, path: String, query: [(String, String)] = [],
        map: @escaping @Sendable (Data, HTTPResponse) throws -> Resource
    ) {
        let relative = QueryEncoding.relative(path: path, query: query)
        self.init(url: QueryEncoding.url(base: base, relative: relative), resourceName: "\(service)/\(relative)", map: map)
    }

    /// The same URL read as something else: a catalog's list read for its names.
    public func mapped<Other>(_ transform: @escaping @Sendable (Resource) throws -> Other) -> Endpoint<Other> {
        Endpoint<Other>(url: url, resourceName: resourceName) { [map] data, response in try transform(map(data, response)) }
    }

    /// The same endpoint with extra work after a successful mapping (decorators use it to keep the bytes).
    func onMapped(_ handle: @escaping @Sendable (Data) -> Void) -> Endpoint<Resource> {
        Endpoint(url: url, resourceName: resourceName) { [map] data, response in
            let resource = try map(data, response)
            handle(data)
            return resource
        }
    }
}
