import Foundation
import RecipesCatalog
import RecipesCocktails
import RecipesDesserts
import RecipesHTTP
import RecipesPizza
import TestSupport

/// Test doubles shared by the service tests: a client that answers from Fixtures/, and a catalog
/// primed with an answer or a failure.
package enum Doubles {
    package static let base = URL(string: "http://127.0.0.1:9/")!

    /// Answers `pizza/...`, `mealdb/...` and `cocktaildb/...` from Fixtures/ as the services would.
    package static func fixtureClient() -> HTTPClientStub {
        HTTPClientStub { request in
            let path = request.url.path
            let name: String
            switch path {
            case "/pizza/pizzas.json", "/pizza/ingredients.json", "/pizza/drinks.json": name = "pizza/" + request.url.lastPathComponent
            case "/mealdb/lookup.php": name = request.url.query == "i=52917" ? "mealdb/lookup-52917.json" : "mealdb/lookup-missing.json"
            case "/mealdb/filter.php": name = "mealdb/filter-c-Dessert.json"
            case "/cocktaildb/search.php", "/cocktaildb/lookup.php": name = "cocktaildb/search-s-margarita.json"
            default: return .success((Data("no".utf8), HTTPResponse(statusCode: 404)))
            }
            return .success((Fixtures.data(name), HTTPResponse(statusCode: 200, headers: ["Content-Type": "application/json"])))
        }
    }

    package static func loader() -> ResourceLoader { RemoteLoader(client: fixtureClient()) }

    package static func shop(loader: ResourceLoader = Doubles.loader()) -> PizzaShop {
        PizzaShop(baseURL: base.appendingPathComponent("pizza/"), loader: loader)
    }

    package static func desserts() -> CatalogBrowser<DessertCatalog> {
        CatalogBrowser(provider: DessertCatalog(baseURL: base.appendingPathComponent("mealdb/")), loader: loader())
    }

    package static func cocktails() -> CatalogBrowser<CocktailCatalog> {
        CatalogBrowser(provider: CocktailCatalog(baseURL: base.appendingPathComponent("cocktaildb/")), loader: loader())
    }
}

/// A catalog that answers every search with primed rows, or fails.
package struct PrimedCatalog: Catalog {
    package let registration: CatalogRegistration
    package let answer: @Sendable () throws -> Loaded<[SearchResult]>

    package init(_ name: String, answer: @escaping @Sendable () throws -> Loaded<[SearchResult]>) {
        registration = CatalogRegistration(
            name: CatalogName(rawValue: name), aliases: [], summary: name, urlVariable: "RECIPES_\(name.uppercased())_URL",
            defaultURL: Doubles.base, recipe: Dessert.self, build: { _, _ in fatalError("built directly") })
        self.answer = answer
    }

    package init(_ name: String, rows: [String], source: ResourceSource = .live) {
        self.init(name) {
            Loaded(
                value: rows.enumerated().map { SearchResult(catalog: CatalogName(rawValue: name), id: "\($0.offset)", name: $0.element) },
                source: source, fetchedAt: Date(timeIntervalSince1970: 1_000))
        }
    }

    package func isValidID(_ text: String) -> Bool { true }
    package func resolveID(_ idOrName: String) async throws -> String { idOrName }
    package func recipe(id: String) async throws -> Loaded<RecipeSnapshot> { throw CatalogError.notFound(catalog: name, id: id) }
    package func search(_ text: String) async throws -> Loaded<[SearchResult]> { try answer() }
    package var nameListEndpoints: [Endpoint<[String]>] { [] }
}
