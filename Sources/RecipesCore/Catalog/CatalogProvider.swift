import Foundation

/// Anything a catalog lists or shows: it has an id and a name.
public protocol CatalogItem: Sendable {
    var id: String { get }
    var name: String { get }
}

/// A remote catalog whose recipes have numeric ids (TheMealDB, TheCocktailDB) plugs into the shared
/// core with endpoints only: where a recipe's details live, what a name could mean, what a search
/// finds, which lists hold its names. `CatalogBrowser` does the loading for all of them. Lists
/// that differ per catalog (a category, a letter, a glass) are extra endpoints of its own.
public protocol CatalogProvider: Sendable {
    associatedtype Detail: RecipeCardConvertible

    static var registration: CatalogRegistration { get }

    /// `nil` from the mapper means the catalog has no such recipe.
    func detailEndpoint(for id: RecipeID) -> Endpoint<Detail?>

    /// The items a name could mean, for `favorites add <catalog> <name>` and name lookups.
    func nameCandidatesEndpoint(for name: String) -> Endpoint<[RecipeSummary]>

    /// What `recipes search` finds for the text.
    func searchResultsEndpoint(_ text: String) -> Endpoint<[SearchResult]>

    /// Lists whose cached answers hold its names, for completion.
    var nameListEndpoints: [Endpoint<[String]>] { get }
}

extension CatalogProvider {
    public var name: CatalogName { Self.registration.name }
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

    /// Loads any other endpoint of the catalog as it comes.
    public func load<Resource>(_ endpoint: Endpoint<Resource>) async throws -> Loaded<Resource> {
        try await loader.load(endpoint)
    }

    /// The id a person meant: the text itself when it is an id, else the one item its name matches.
    public func resolve(_ idOrName: String) async throws -> RecipeID {
        if let id = RecipeID(idOrName) { return id }
        let candidates = try await loader.load(provider.nameCandidatesEndpoint(for: idOrName)).value
        let item = try NameMatcher.resolve(idOrName, in: candidates, catalog: provider.name)
        guard let id = RecipeID(item.id) else { throw CatalogError.notFound(catalog: provider.name, id: item.id) }
        return id
    }

    /// Loads one recipe by id, or by name (exact, else a unique case-insensitive match, else the
    /// candidates in a `CatalogError`). Only a validated id ever reaches the lookup URL.
    public func detail(idOrName: String) async throws -> Loaded<Provider.Detail> {
        try await detail(id: resolve(idOrName))
    }

    /// Loads one recipe, or throws `CatalogError.notFound`.
    public func detail(id: RecipeID) async throws -> Loaded<Provider.Detail> {
        let loaded = try await loader.load(provider.detailEndpoint(for: id))
        guard let detail = loaded.value else { throw CatalogError.notFound(catalog: provider.name, id: id.rawValue) }
        return loaded.map { _ in detail }
    }
}

/// Every provider's browser is a catalog: ids are 1 to 12 digits, cards come from the details.
extension CatalogBrowser: Catalog {
    public var registration: CatalogRegistration { Provider.registration }

    public func isValidID(_ text: String) -> Bool { RecipeID(text) != nil }

    public func resolveID(_ idOrName: String) async throws -> String { try await resolve(idOrName).rawValue }

    public func card(id: String) async throws -> Loaded<RecipeCard> {
        guard let id = RecipeID(id) else { throw CatalogError.notFound(catalog: provider.name, id: id) }
        return try await detail(id: id).map(\.card)
    }

    public func search(_ text: String) async throws -> Loaded<[SearchResult]> {
        try await feed(provider.searchResultsEndpoint(text))
    }

    public var nameListEndpoints: [Endpoint<[String]>] { provider.nameListEndpoints }
}
