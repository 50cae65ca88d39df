import Foundation

/// Anything a catalog lists or shows: it has an id and a name.
public protocol CatalogItem: Sendable, Codable {
    var id: String { get }
    var name: String { get }
}

/// A catalog plugs into the shared core by naming itself and saying where one recipe's details
/// live. Lists differ per catalog (a category, a search, a menu) and come as extra endpoints.
public protocol CatalogProvider: Sendable {
    associatedtype Detail: CatalogItem

    var name: CatalogName { get }

    /// `nil` from the mapper means the catalog has no such recipe.
    func detailEndpoint(for id: RecipeID) -> Endpoint<Detail?>
}

/// The thing asked for does not exist.
public enum CatalogError: Error, Equatable, Sendable {
    case notFound(catalog: CatalogName, id: String)
}

/// The common feed and detail loaders over any catalog.
public struct CatalogBrowser<Provider: CatalogProvider>: Sendable {
    public let provider: Provider
    private let loader: ResourceLoader

    public init(provider: Provider, loader: ResourceLoader) {
        self.provider = provider
        self.loader = loader
    }

    /// Loads a list and puts it in the shared alphabetical order.
    public func feed<Item: CatalogItem>(_ endpoint: Endpoint<[Item]>) async throws -> Loaded<[Item]> {
        try await loader.load(endpoint).map { $0.sortedAlphabetically() }
    }

    /// Loads one recipe, or throws `CatalogError.notFound`.
    public func detail(id: RecipeID) async throws -> Loaded<Provider.Detail> {
        let loaded = try await loader.load(provider.detailEndpoint(for: id))
        guard let detail = loaded.value else { throw CatalogError.notFound(catalog: provider.name, id: id.rawValue) }
        return loaded.map { _ in detail }
    }
}
