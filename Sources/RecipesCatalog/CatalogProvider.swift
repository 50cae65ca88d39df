import RecipesBasics

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A remote catalog whose recipes have numeric ids (TheMealDB, TheCocktailDB) plugs into the shared
/// core with endpoints only: where a recipe's details live, what a name could mean, what a search
/// finds, which lists hold its names. `CatalogBrowser` does the loading for all of them. Lists
/// that differ per catalog (a category, a letter, a glass) are extra endpoints of its own.
public protocol CatalogProvider: Sendable {
    associatedtype Detail: RecipeCardConvertible

    static var registration: CatalogRegistration { get }

    /// `nil` from the mapper means the catalog has no such recipe.
    func detailEndpoint(for id: RecipeID) -> Endpoint<Detail?>

    /// Throws a `CatalogError` for a recipe the lookup found but the catalog does not hold (TheMealDB
    /// looks up any meal; the desserts catalog holds desserts). Most catalogs hold all they find.
    func checkBelongs(_ detail: Detail) throws

    /// The items a name could mean, for `favorites add <catalog> <name>` and name lookups.
    func nameCandidatesEndpoint(for name: String) -> Endpoint<[RecipeSummary]>

    /// What `recipes search` finds for the text.
    func searchResultsEndpoint(_ text: String) -> Endpoint<[SearchResult]>

    /// Lists whose cached answers hold its names, for completion.
    var nameListEndpoints: [Endpoint<[String]>] { get }

    /// Lists a stored copy (cached or bundled) of which `recipes search` filters when the search
    /// endpoint cannot answer, and which say a recipe is listed offline.
    var storedSearchLists: [Endpoint<[SearchResult]>] { get }

    /// What `recipes sync` stores of the catalog, every request read through `loader`.
    func syncPlan(loader: ResourceLoader) -> SyncPlan
}

extension CatalogProvider {
    public var name: CatalogName { Self.registration.name }

    public func checkBelongs(_ detail: Detail) throws {}

    public var storedSearchLists: [Endpoint<[SearchResult]>] { [] }

    public func syncPlan(loader: ResourceLoader) -> SyncPlan { .nothing }
}

/// Every provider's browser is a catalog: ids are 1 to 12 digits, cards come from the details.
extension CatalogBrowser: Catalog {
    public var registration: CatalogRegistration { Provider.registration }

    public func isValidID(_ text: String) -> Bool { RecipeID(text) != nil }

    public func resolveID(_ idOrName: String) async throws -> String { try await resolve(idOrName).rawValue }

    public func recipe(id: String) async throws -> Loaded<RecipeSnapshot> {
        guard let id = RecipeID(id) else { throw CatalogError.notFound(catalog: provider.name, id: id) }
        return try await detail(id: id).map { RecipeSnapshot($0) }
    }

    /// The search endpoint's answer; when it cannot answer (offline, nothing cached, not in the
    /// sample), the stored lists filtered by name, with `searchedStoredLists` set.
    public func search(_ text: String) async throws -> Loaded<[SearchResult]> {
        do {
            return try await feed(provider.searchResultsEndpoint(text))
        } catch let error as LoadError where error.isUnavailable || error.isSnapshotMiss {
            let lists = provider.storedSearchLists.compactMap { loader.stored($0) }
            guard !lists.isEmpty else { throw error }
            let key = TextFolding.fold(text.trimmed())
            var seen = Set<String>()
            let rows = lists.flatMap { $0.value }.filter { TextFolding.fold($0.name).contains(key) && seen.insert($0.id).inserted }
            var loaded = Loaded(value: rows.sortedAlphabetically(), combining: lists, now: Date())
            loaded.searchedStoredLists = true
            loaded.fallbackReason = error.shortReason
            return loaded
        }
    }

    public var nameListEndpoints: [Endpoint<[String]>] { provider.nameListEndpoints }

    public var syncPlan: SyncPlan { provider.syncPlan(loader: loader) }
}
