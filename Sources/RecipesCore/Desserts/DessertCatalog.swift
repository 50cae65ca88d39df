import Foundation

/// TheMealDB's dessert category: where its list and details live.
public struct DessertCatalog: CatalogProvider {
    public static let defaultBaseURL = URL(string: "https://www.themealdb.com/api/json/v1/1/")!

    public let name = CatalogName.desserts
    public let baseURL: URL

    public init(baseURL: URL = DessertCatalog.defaultBaseURL) {
        self.baseURL = baseURL
    }

    /// `filter.php?c=Dessert`: every dessert's id, name and thumbnail.
    public func listEndpoint() -> Endpoint<[RecipeSummary]> {
        Endpoint(base: baseURL, service: "mealdb", path: "filter.php", query: [("c", "Dessert")], map: DessertListMapper.map)
    }

    /// `search.php?s=TEXT`: meals whose name contains the text, desserts only.
    public func searchEndpoint(_ text: String) -> Endpoint<[RecipeSummary]> {
        Endpoint(base: baseURL, service: "mealdb", path: "search.php", query: [("s", text)], map: DessertListMapper.mapDessertsOnly)
    }

    /// Every dessert: TheMealDB's name search is not limited to desserts, the category list is.
    public func nameCandidatesEndpoint(for name: String) -> Endpoint<[RecipeSummary]> {
        listEndpoint()
    }

    /// `lookup.php?i=ID`: one meal's details, nil when TheMealDB has none.
    public func detailEndpoint(for id: RecipeID) -> Endpoint<Dessert?> {
        Endpoint(base: baseURL, service: "mealdb", path: "lookup.php", query: [("i", id.rawValue)], map: DessertDetailsMapper.map)
    }
}
