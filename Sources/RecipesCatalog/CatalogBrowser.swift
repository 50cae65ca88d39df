#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The common feed and detail loaders over any catalog.
public struct CatalogBrowser<Provider: CatalogProvider>: Sendable {
    public let provider: Provider
    let loader: ResourceLoader

    public init(provider: Provider, loader: ResourceLoader) {
        self.provider = provider
        self.loader = loader
    }

    /// Loads a list and puts it in the shared alphabetical order.
    public func feed<Item: CatalogItem>(_ endpoint: Endpoint<[Item]>) async throws -> Loaded<[Item]> {
        try await loader.load(endpoint).map { $0.sortedAlphabetically() }
    }

    /// Loads a list answer, its records in the shared alphabetical order; the records it had to
    /// leave out are counted in `skippedRecords`.
    public func feed<Item: CatalogItem>(_ endpoint: Endpoint<Feed<Item>>) async throws -> Loaded<[Item]> {
        try await loader.load(endpoint).listed().map { $0.sortedAlphabetically() }
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
        let id = try await resolve(idOrName)
        do {
            return try await detail(id: id)
        } catch let error as CatalogError where RecipeID(idOrName) == nil {
            throw error.askedByName(idOrName)
        }
    }

    /// Loads one recipe, or throws `CatalogError.notFound`, or the provider's refusal of a recipe
    /// the catalog does not hold. Checked after loading, so live, cached and bundled answers agree.
    public func detail(id: RecipeID) async throws -> Loaded<Provider.Detail> {
        let loaded: Loaded<Provider.Detail?>
        do {
            loaded = try await loader.load(provider.detailEndpoint(for: id))
        } catch let error as LoadError where error.isUnavailable || error.isSnapshotMiss {
            throw notStored(id: id, error: error)
        }
        guard let detail = loaded.value else { throw CatalogError.notFound(catalog: provider.name, id: id.rawValue) }
        try provider.checkBelongs(detail)
        return loaded.map { _ in detail }
    }

    /// The ids of `items` whose recipe opens without a connection: its answer is cached or bundled.
    /// One look at the cache and the sample for the whole list (`ResourceLoader.holding`).
    public func openOffline(_ ids: [String]) -> Set<String> {
        let recipeIDs = ids.compactMap(RecipeID.init)
        let held = loader.holding(recipeIDs.map(provider.detailEndpoint(for:))) { detail in
            detail.map { (try? provider.checkBelongs($0)) != nil } ?? false
        }
        var open = Set<String>(minimumCapacity: recipeIDs.count)
        for (index, id) in recipeIDs.enumerated() where held[index] { open.insert(id.rawValue) }
        return open
    }

    /// A recipe that the bundled sample lists but whose answer is not stored says so in plain words;
    /// a snapshot miss names the recipe, never the resource; any other miss keeps its error.
    private func notStored(id: RecipeID, error: LoadError) -> Error {
        let listed = provider.storedSearchLists.lazy.compactMap { endpoint -> SearchResult? in
            guard let list = self.loader.stored(endpoint), list.source == .snapshot else { return nil }
            return list.value.first { $0.id == id.rawValue }
        }.first
        if let listed {
            return CatalogError.recipeNotStored(
                catalog: provider.name, id: id.rawValue, name: listed.name, snapshotOnly: error.isSnapshotMiss)
        }
        return error.isSnapshotMiss ? CatalogError.notInSample(catalog: provider.name, id: id.rawValue) : error
    }
}
