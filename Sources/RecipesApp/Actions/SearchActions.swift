import RecipesCatalog
import RecipesCocktails

/// A catalog's answer to a search, and which of its rows are favorites: what `cocktail search`
/// prints with its stars.
public struct FoundRecipes<Item: Sendable>: Sendable {
    public let loaded: Loaded<[Item]>
    /// The ids of the catalog's favorites (stars), read after the search.
    public let favorites: Set<String>
}

/// Searching: `recipes search` and `cocktail search` ask here. (Browse's `/` asks no catalog: it
/// filters the tab's loaded rows in memory, `BrowseList`.)
extension CompositionRoot {
    /// `recipes search`: every catalog, or only those named (a name no catalog has is
    /// `CatalogError.unknownCatalog`, said before anything is asked), each catalog's rows ordered
    /// and cut as `steering` says.
    public func search(_ text: String, in catalogs: [String] = [], steering: ListSteering = ListSteering()) async throws
        -> UnifiedSearch.Outcome
    {
        let scope = try catalogs.isEmpty ? nil : catalogs.map { try self.catalogs.named($0).name }
        var outcome = try await search.search(text, in: scope)
        outcome.results = outcome.results.map(steering.apply)
        return outcome
    }

    /// `cocktail search`: drinks whose name contains `name`, and which of them are favorites.
    public func searchCocktails(_ name: String, steering: ListSteering = ListSteering()) async throws
        -> FoundRecipes<CocktailSummary>
    {
        let loaded = try await cocktails.search(name).map(steering.apply)
        return FoundRecipes(loaded: loaded, favorites: favorites.ids(in: CocktailShelf.catalog))
    }
}
