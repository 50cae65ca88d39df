import Foundation
import RecipesApp
import RecipesBrowse
import RecipesCatalog
import RecipesCocktails
import RecipesDesserts
import RecipesHTTP
import RecipesPizza
import TestSupport
import Testing

/// What used to be switches over catalog names outside the catalogs' modules, now read from each
/// catalog's registration: the standard registry still says exactly what those switches said.
@Suite("each catalog is described once, on its registration")
struct CatalogRegistrationTests {
    @Test("only TheMealDB's ounces weigh")
    func ounces() {
        #expect(CatalogRegistry.weighingInOunces == [.desserts])
    }

    @Test("thumbnails: /preview for TheMealDB and TheCocktailDB, the pizza's picture as served")
    func thumbnails() {
        let image = URL(string: "https://example.invalid/a.jpg")!
        let rules = RecipePictures.thumbnails(registry: CatalogRegistry.standard)
        #expect(rules == [.desserts: .appendingPath("preview"), .cocktails: .appendingPath("preview"), .pizza: .asServed])
        #expect(ThumbnailRule.appendingPath("preview").thumbnail(of: image).absoluteString == "https://example.invalid/a.jpg/preview")
        #expect(ThumbnailRule.asServed.thumbnail(of: image) == image)
    }

    @Test("browse's tabs: titles, counts and the words that name them, as they were")
    func tabs() {
        let tabs = BrowseTabs.standard
        #expect(tabs.all == [.catalog(.desserts), .catalog(.cocktails), .catalog(.pizza), .favorites, .cart])
        #expect(tabs.labels.map(\.title) == ["Desserts", "Cocktails", "Pizza", "Favorites", "Cart"])
        #expect(tabs.labels.map { $0.noun.counted(1) } == ["1 dessert", "1 cocktail", "1 pizza or drink", "1 favorite", "1 line"])
        #expect(tabs.labels.map { $0.noun.counted(2) } == ["2 desserts", "2 cocktails", "2 pizzas and drinks", "2 favorites", "2 lines"])
        let accepted = [
            "desserts", "dessert", "cocktails", "cocktail", "pizza", "pizzas", "favorites", "favorite", "favourites", "favourite", "cart",
            "DESSERT",
        ]
        #expect(
            accepted.map { tabs.named($0)?.name } == [
                "desserts", "desserts", "cocktails", "cocktails", "pizza", "pizza", "favorites", "favorites", "favorites", "favorites",
                "cart",
                "desserts",
            ])
        #expect(["drink", "drinks", "tea", "menu", ""].allSatisfy { tabs.named($0) == nil }, "what browse-tab refused it still refuses")
    }

    @Test("the option values each catalog's registration completes: areas, categories, glasses, ingredients, drinks")
    func valueLists() {
        #expect(
            CatalogRegistry.standard.map { "\($0.name): \($0.valueLists.map(\.name).joined(separator: " "))" } == [
                "desserts: areas", "cocktails: categories glasses ingredients", "pizza: drinks ingredients",
            ])
        // Only the addresses are compared: the catalog names a loopback port nothing listens on, and
        // its client is a stub that answers nothing and records that it was never asked.
        let desserts = DessertCatalog(baseURL: URL(string: "http://127.0.0.1:9/")!)
        let areas = DessertCatalog.registration.valueLists[0]
        let client = HTTPClientStub(result: .failure(.connectivity(host: "127.0.0.1", reason: "not asked in this test")))
        let browser = CatalogBrowser(provider: desserts, loader: RemoteLoader(client: client))
        #expect(areas.endpoint(of: browser)?.url == desserts.namesEndpoint(.areas).url)
        #expect(CocktailCatalog.registration.valueLists[0].endpoint(of: browser) == nil, "a list reads only its own catalog")
        #expect(client.requests.isEmpty)
    }

    @Test("libcurl is preloaded for exactly the commands that ask the network first: each catalog's own command, search, can-make")
    func preload() {
        let forecast = RequestForecast.standard
        #expect(forecast.commands == ["desserts", "dessert", "cocktail", "cocktails", "pizza", "pizzas", "search", "can-make"])
        #expect(forecast.willLikelyRequest(["cocktail", "list"]) && forecast.willLikelyRequest(["pizzas", "menu"]))
        #expect(forecast.willLikelyRequest(["search", "chocolate"]) && forecast.willLikelyRequest(["can-make", "--missing", "1"]))
        // `drink` names the cocktails to `favorites add`, but no command: `recipes drink list` fails to parse.
        #expect(!forecast.willLikelyRequest(["drink", "list"]) && !forecast.willLikelyRequest(["drinks", "search", "gin"]))
        #expect(!forecast.willLikelyRequest(["desserts", "list", "--offline"]) && !forecast.willLikelyRequest(["desserts"]))
        #expect(!forecast.willLikelyRequest(["desserts", "list", "--help"]) && !forecast.willLikelyRequest(["favorites", "list"]))
        #expect(!forecast.willLikelyRequest(["cocktail", "list", "--snapshot"]) && !forecast.willLikelyRequest(["--version"]))
        // A catalog without a command of its own adds no word; search and can-make need catalogs that answer them.
        #expect(RequestForecast(registry: CatalogRegistry.standard + [TeaCatalog.registration]).commands == forecast.commands)
        #expect(RequestForecast(registry: [PizzaShop.registration]).commands == ["pizza", "pizzas", "search"])
        #expect(RequestForecast(registry: []).commands.isEmpty)
    }
}
