import RecipesHTTP

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Where a resource lives and how its bytes become a model. Catalogs contribute endpoints;
/// the loaders (remote, and the decorators around it) are shared by all of them.
public struct Endpoint<Resource: Sendable>: Sendable {
    /// The URL as text (its `absoluteString`): what the cache keys an answer on. A list asks the
    /// cache about each of its rows' endpoints (offline marks), thousands for a list of drinks, and
    /// parsing each row's URL cost ~5,000 instructions that nothing used.
    public let address: String
    private let parsed: URL?
    /// Built when a request or a cache entry needs it; the address was made from a valid base URL
    /// and percent-encoded parts (`QueryEncoding`), or is a valid URL's own text.
    public var url: URL { parsed ?? URL(string: address)! }
    /// The resource's name whatever the base URL, e.g. `mealdb/lookup.php?i=52917`: how the bundled
    /// sample catalog finds it.
    public let resourceName: String
    /// Pure: the same bytes always give the same resource. Throws `MappingError` on unexpected data.
    public let map: @Sendable (Data, HTTPResponse) throws -> Resource

    public init(url: URL, resourceName: String, map: @escaping @Sendable (Data, HTTPResponse) throws -> Resource) {
        self.init(address: url.absoluteString, parsed: url, resourceName: resourceName, map: map)
    }

    init(
        address: String, parsed: URL?, resourceName: String, map: @escaping @Sendable (Data, HTTPResponse) throws -> Resource
    ) {
        self.address = address
        self.parsed = parsed
        self.resourceName = resourceName
        self.map = map
    }

    /// `base` + `path` + encoded `query`, named `service/path?query`.
    public init(
        base: URL, service: String, path: String, query: [(String, String)] = [],
        map: @escaping @Sendable (Data, HTTPResponse) throws -> Resource
    ) {
        let relative = QueryEncoding.relative(path: path, query: query)
        var name = service
        name.append("/")
        name.append(relative)
        self.init(address: QueryEncoding.address(base: base, relative: relative), parsed: nil, resourceName: name, map: map)
    }

    /// The same URL read as something else: a catalog's list read for its names.
    public func mapped<Other>(_ transform: @escaping @Sendable (Resource) throws -> Other) -> Endpoint<Other> {
        Endpoint<Other>(address: address, parsed: parsed, resourceName: resourceName) { [map] data, response in
            try transform(map(data, response))
        }
    }

    /// The same endpoint with extra work after a successful mapping (decorators use it to keep the bytes).
    func onMapped(_ handle: @escaping @Sendable (Data) -> Void) -> Endpoint<Resource> {
        Endpoint(address: address, parsed: parsed, resourceName: resourceName) { [map] data, response in
            let resource = try map(data, response)
            handle(data)
            return resource
        }
    }
}

/// The endpoints `base` + `path?name=VALUE`, named `service/path?name=VALUE`, for many values (a
/// lookup by id): everything before the value is made once. A list marks each of its rows that
/// opens offline by its lookup's endpoint, and making each from its parts cost ~4,500 instructions
/// a row; from a template it is the value's encoding and two appends.
public struct EndpointTemplate: Sendable {
    private let addressPrefix: String
    private let namePrefix: String

    public init(base: URL, service: String, path: String, name: String) {
        var relative = path
        relative.append("?")
        relative.append(QueryEncoding.encode(name))
        relative.append("=")
        addressPrefix = QueryEncoding.address(base: base, relative: relative)
        var prefix = service
        prefix.append("/")
        prefix.append(relative)
        namePrefix = prefix
    }

    /// The same endpoint `Endpoint(base:service:path:query: [(name, value)], map:)` makes.
    public func endpoint<Resource>(_ value: String, map: @escaping @Sendable (Data, HTTPResponse) throws -> Resource) -> Endpoint<
        Resource
    > {
        let encoded = QueryEncoding.encode(value)
        var address = addressPrefix
        address.append(encoded)
        var name = namePrefix
        name.append(encoded)
        return Endpoint(address: address, parsed: nil, resourceName: name, map: map)
    }
}
