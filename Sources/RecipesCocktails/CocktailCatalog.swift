import RecipesCatalog

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// TheCocktailDB: search, lookup, ingredient filter, random.
public struct CocktailCatalog: CatalogProvider {
    public static let defaultBaseURL = URL(string: "https://www.thecocktaildb.com/api/json/v1/1/")!

    public static let registration = CatalogRegistration(
        name: .cocktails, aliases: ["cocktail", "drink", "drinks"], commandNames: ["cocktail", "cocktails"],
        summary: "TheCocktailDB base URL",
        urlVariable: "RECIPES_COCKTAILDB_URL",
        defaultURL: defaultBaseURL, pictureHosts: ["www.thecocktaildb.com"], recipe: Cocktail.self, tabTitle: "Cocktails",
        thumbnail: .appendingPath("preview"),
        // Every drink, as `cocktail list` lists them.
        browseList: .summaries(of: CocktailCatalog.self) { try await CocktailFinder(browser: $0).list() },
        ingredientSearch: IngredientSearch(
            CatalogBrowser<CocktailCatalog>.self, drinks: true,
            using: { browser, ingredient in try await browser.feed(browser.provider.ingredientEndpoint(ingredient)) }),
        // `cocktail list --category` and `--glass`, `cocktail filter -i` and `pantry add`.
        valueLists: [
            CatalogValueList("categories", of: CatalogBrowser<CocktailCatalog>.self) { $0.provider.namesEndpoint(.categories) },
            CatalogValueList("glasses", of: CatalogBrowser<CocktailCatalog>.self) { $0.provider.namesEndpoint(.glasses) },
            CatalogValueList("ingredients", of: CatalogBrowser<CocktailCatalog>.self) { $0.provider.namesEndpoint(.ingredients) },
        ],
        build: { url, loader in CatalogBrowser(provider: CocktailCatalog(baseURL: url), loader: loader) }
    )

    public let baseURL: URL
    /// `lookup.php?i=`, asked for each row of a list (which of them open offline).
    private let lookup: EndpointTemplate

    public init(baseURL: URL = CocktailCatalog.defaultBaseURL) {
        self.baseURL = baseURL
        lookup = EndpointTemplate(base: baseURL, service: "cocktaildb", path: "lookup.php", name: "i")
    }

    /// `search.php?s=NAME`: full drinks whose name contains the text.
    public func searchEndpoint(_ text: String) -> Endpoint<Feed<CocktailSummary>> {
        Endpoint(base: baseURL, service: "cocktaildb", path: "search.php", query: [("s", text)], map: CocktailMapper.summaries)
    }

    public func detailEndpoint(for id: RecipeID) -> Endpoint<Cocktail?> {
        lookup.endpoint(id.rawValue, map: MappingError.refusingOthers(than: id, CocktailMapper.first, id: \.id))
    }

    /// `filter.php?i=INGREDIENT`: drinks that contain one ingredient.
    public func ingredientEndpoint(_ ingredient: String) -> Endpoint<Feed<RecipeSummary>> {
        Endpoint(base: baseURL, service: "cocktaildb", path: "filter.php", query: [("i", ingredient)], map: CocktailMapper.filtered)
    }

    /// The letters `search.php?f=` is asked for when `cocktail list` lists every drink.
    public static let letters: [String] =
        (UnicodeScalar("a").value...UnicodeScalar("z").value).map { String(UnicodeScalar($0)!) }
        + (0...9).map(String.init)

    /// `search.php?f=A`: full drinks whose name starts with the letter.
    public func letterEndpoint(_ letter: String) -> Endpoint<Feed<CocktailSummary>> {
        Endpoint(base: baseURL, service: "cocktaildb", path: "search.php", query: [("f", letter)], map: CocktailMapper.summaries)
    }

    /// The same answer as `letterEndpoint` (the same address, so the same cached copy), read for each
    /// drink's id, name and picture only, as `cocktail list` and browse show it: a list of 5,000
    /// drinks no longer reads every drink's ingredients and instructions to drop them.
    public func letterListEndpoint(_ letter: String) -> Endpoint<Feed<RecipeSummary>> {
        Endpoint(base: baseURL, service: "cocktaildb", path: "search.php", query: [("f", letter)], map: CocktailMapper.filtered)
    }

    /// `filter.php?c=` / `g=` / `a=`: drinks of one category, glass, or alcohol content.
    public func filterEndpoint(_ filter: CocktailListFilter) -> Endpoint<Feed<RecipeSummary>> {
        Endpoint(base: baseURL, service: "cocktaildb", path: "filter.php", query: [filter.query], map: CocktailMapper.filtered)
    }

    /// `list.php?c=list` / `g=list` / `i=list` / `a=list`: the names a filter takes.
    public func namesEndpoint(_ list: CocktailNameList) -> Endpoint<[String]> {
        Endpoint(
            base: baseURL, service: "cocktaildb", path: "list.php", query: [(list.rawValue, "list")], map: CocktailMapper.names(list.field))
    }

    /// `random.php`: one random drink.
    public func randomEndpoint() -> Endpoint<Cocktail?> {
        Endpoint(base: baseURL, service: "cocktaildb", path: "random.php", map: CocktailMapper.first)
    }

    /// Drinks whose name holds the text, for `recipes search`.
    public func searchResultsEndpoint(_ text: String) -> Endpoint<[SearchResult]> {
        searchEndpoint(text).mapped { feed in
            feed.items.map { SearchResult(catalog: .cocktails, id: $0.id, name: $0.name, detail: $0.category) }
        }
    }

    /// Drinks by first letter (`cocktail list`), whose cached copies complete names.
    public var nameListEndpoints: [Endpoint<[String]>] {
        CocktailCatalog.letters.map { letter in letterEndpoint(letter).mapped { $0.items.map(\.name) } }
    }

    /// Drinks by first letter (cached by `cocktail list`) and the bundled sample's one search (margarita):
    /// searched by name, and naming what is listed, when offline.
    public var storedSearchLists: [Endpoint<[SearchResult]>] {
        CocktailCatalog.letters.map { letter in
            letterEndpoint(letter).mapped { feed in
                feed.items.map { SearchResult(catalog: .cocktails, id: $0.id, name: $0.name, detail: $0.category) }
            }
        } + [searchResultsEndpoint("margarita")]
    }

    public func nameCandidatesEndpoint(for name: String) -> Endpoint<[RecipeSummary]> {
        Endpoint(base: baseURL, service: "cocktaildb", path: "search.php", query: [("s", name)]) { data, response in
            try CocktailMapper.cocktails(data, response).map { RecipeSummary(id: $0.id, name: $0.name, thumbnailURL: $0.imageURL) }
        }
    }
}
