import Foundation

/// TheCocktailDB: search, lookup, ingredient filter, random.
public struct CocktailCatalog: CatalogProvider {
    public static let defaultBaseURL = URL(string: "https://www.thecocktaildb.com/api/json/v1/1/")!

    public let name = CatalogName.cocktails
    public let baseURL: URL

    public init(baseURL: URL = CocktailCatalog.defaultBaseURL) {
        self.baseURL = baseURL
    }

    /// `search.php?s=NAME`: full drinks whose name contains the text.
    public func searchEndpoint(_ text: String) -> Endpoint<[CocktailSummary]> {
        Endpoint(base: baseURL, service: "cocktaildb", path: "search.php", query: [("s", text)], map: CocktailMapper.summaries)
    }

    public func detailEndpoint(for id: RecipeID) -> Endpoint<Cocktail?> {
        Endpoint(base: baseURL, service: "cocktaildb", path: "lookup.php", query: [("i", id.rawValue)], map: CocktailMapper.first)
    }

    /// `filter.php?i=INGREDIENT`: drinks that contain one ingredient.
    public func ingredientEndpoint(_ ingredient: String) -> Endpoint<[RecipeSummary]> {
        Endpoint(base: baseURL, service: "cocktaildb", path: "filter.php", query: [("i", ingredient)], map: CocktailMapper.filtered)
    }

    /// `random.php`: one random drink.
    public func randomEndpoint() -> Endpoint<Cocktail?> {
        Endpoint(base: baseURL, service: "cocktaildb", path: "random.php", map: CocktailMapper.first)
    }

    public func nameCandidatesEndpoint(for name: String) -> Endpoint<[RecipeSummary]> {
        Endpoint(base: baseURL, service: "cocktaildb", path: "search.php", query: [("s", name)]) { data, response in
            try CocktailMapper.cocktails(data, response).map { RecipeSummary(id: $0.id, name: $0.name, thumbnailURL: $0.imageURL) }
        }
    }
}
