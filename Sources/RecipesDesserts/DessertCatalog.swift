import RecipesCatalog

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// TheMealDB's dessert category: where its list and details live.
public struct DessertCatalog: CatalogProvider {
    public static let defaultBaseURL = URL(string: "https://www.themealdb.com/api/json/v1/1/")!

    public static let registration = CatalogRegistration(
        name: .desserts, aliases: ["dessert"], commandNames: ["desserts", "dessert"], summary: "TheMealDB base URL",
        urlVariable: "RECIPES_MEALDB_URL",
        defaultURL: defaultBaseURL, pictureHosts: ["www.themealdb.com"], recipe: Dessert.self, tabTitle: "Desserts",
        thumbnail: .appendingPath("preview"), weighsOunces: true,
        browseList: .summaries(of: DessertCatalog.self) { try await $0.list() },
        // TheMealDB's ingredient filter answers every meal with it: kept to the dessert list.
        ingredientSearch: IngredientSearch(
            CatalogBrowser<DessertCatalog>.self, keptTo: { try await $0.feed($0.provider.listEndpoint()) },
            using: { browser, ingredient in try await browser.feed(browser.provider.ingredientEndpoint(ingredient)) }),
        // `desserts list --area`.
        valueLists: [CatalogValueList("areas", of: CatalogBrowser<DessertCatalog>.self) { $0.provider.namesEndpoint(.areas) }],
        build: { url, loader in CatalogBrowser(provider: DessertCatalog(baseURL: url), loader: loader) }
    )

    public let baseURL: URL
    /// `lookup.php?i=`, asked for each row of a list (which of them open offline).
    private let lookup: EndpointTemplate

    public init(baseURL: URL = DessertCatalog.defaultBaseURL) {
        self.baseURL = baseURL
        lookup = EndpointTemplate(base: baseURL, service: "mealdb", path: "lookup.php", name: "i")
    }

    /// `filter.php?c=Dessert`: every dessert's id, name and thumbnail.
    public func listEndpoint() -> Endpoint<Feed<RecipeSummary>> {
        Endpoint(base: baseURL, service: "mealdb", path: "filter.php", query: [("c", "Dessert")], map: DessertListMapper.map)
    }

    /// `filter.php?a=AREA`: every meal of one area, all categories (`DessertBrowser` keeps the desserts).
    public func areaEndpoint(_ area: String) -> Endpoint<Feed<RecipeSummary>> {
        Endpoint(base: baseURL, service: "mealdb", path: "filter.php", query: [("a", area)], map: DessertListMapper.map)
    }

    /// `filter.php?i=INGREDIENT`: every meal with one ingredient, all categories (`can-make` keeps the desserts: `ingredientSearch`).
    public func ingredientEndpoint(_ ingredient: String) -> Endpoint<Feed<RecipeSummary>> {
        Endpoint(base: baseURL, service: "mealdb", path: "filter.php", query: [("i", ingredient)], map: DessertListMapper.map)
    }

    /// `list.php?c=list` / `a=list`: TheMealDB's category or area names.
    public func namesEndpoint(_ list: MealNameList) -> Endpoint<[String]> {
        Endpoint(
            base: baseURL, service: "mealdb", path: "list.php", query: [(list.rawValue, "list")], map: DessertListMapper.names(list.field))
    }

    /// `search.php?s=TEXT`: meals whose name contains the text, desserts only.
    public func searchEndpoint(_ text: String) -> Endpoint<Feed<RecipeSummary>> {
        Endpoint(base: baseURL, service: "mealdb", path: "search.php", query: [("s", text)], map: DessertListMapper.mapDessertsOnly)
    }

    /// Desserts whose name holds the text, for `recipes search`.
    public func searchResultsEndpoint(_ text: String) -> Endpoint<[SearchResult]> {
        searchEndpoint(text).mapped { feed in
            feed.items.map { SearchResult(catalog: .desserts, id: $0.id, name: $0.name, detail: "Dessert") }
        }
    }

    /// The dessert list, whose cached copy completes names.
    public var nameListEndpoints: [Endpoint<[String]>] {
        [listEndpoint().mapped { $0.items.map(\.name) }]
    }

    /// The dessert list: searched by name, and naming what is listed, when offline.
    public var storedSearchLists: [Endpoint<[SearchResult]>] {
        [listEndpoint().mapped { feed in feed.items.map { SearchResult(catalog: .desserts, id: $0.id, name: $0.name, detail: "Dessert") } }]
    }

    /// Every dessert: TheMealDB's name search is not limited to desserts, the category list is.
    public func nameCandidatesEndpoint(for name: String) -> Endpoint<[RecipeSummary]> {
        listEndpoint().mapped { $0.items }
    }

    /// `lookup.php?i=ID`: one meal's details, nil when TheMealDB has none.
    public func detailEndpoint(for id: RecipeID) -> Endpoint<Dessert?> {
        lookup.endpoint(id.rawValue, map: MappingError.refusingOthers(than: id, DessertDetailsMapper.map, id: \.id))
    }

    /// TheMealDB's lookup answers any meal's id: one filed under another category (Corba, a Side)
    /// is refused as `desserts show corba` refuses it by name. A meal with no category says
    /// nothing against it and is kept.
    public func checkBelongs(_ dessert: Dessert) throws {
        guard let category = dessert.category, !Dessert.isDessertCategory(category) else { return }
        throw CatalogError.notInCatalog(catalog: .desserts, id: dessert.id, name: dessert.name, category: category)
    }
}
