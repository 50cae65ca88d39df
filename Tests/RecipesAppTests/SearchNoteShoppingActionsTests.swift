import Foundation
import RecipesApp
import RecipesCatalog
import RecipesFavorites
import RecipesShopping
import TestSupport
import Testing

/// The search, note and shopping-list actions the commands call (`recipes search`, `cocktail
/// search`, `favorites note`, `shopping-list`).
@Suite("search, note and shopping-list actions on the composition root")
struct SearchNoteShoppingActionsTests {
    /// Nenno's Pizza and TheCocktailDB's margarita search on one loopback server, which every
    /// catalog's address names; the menu's pictures are on it too (a favorite keeps its picture), so
    /// nothing this process asks for leaves the machine.
    private func makeSUT() throws -> (CompositionRoot, LoopbackServer, TemporaryFolder) {
        let png = Fixtures.data("images/test-only-16x16-quadrants.png")
        let server = try LoopbackServer { request in
            switch request.path {
            case "/challenge/pizzas.json":
                let host = request.headers.first { $0.key.lowercased() == "host" }?.value ?? "localhost"
                return .json(
                    Fixtures.text("pizza/pizzas.json").replacingOccurrences(
                        of: "https://doclerlabs.github.io/mobile-native-challenge/images/", with: "http://\(host)/pictures/"))
            case let path where path.hasPrefix("/pictures/"):
                return .response(status: 200, headers: ["Content-Type": "image/png"], body: png)
            case "/challenge/ingredients.json": return .json(Fixtures.data("pizza/ingredients.json"))
            case "/challenge/drinks.json": return .json(Fixtures.data("pizza/drinks.json"))
            case "/api/json/v1/1/search.php" where request.query == "s=margarita":
                return .json(Fixtures.data("cocktaildb/search-s-margarita.json"))
            default: return .status(404, "not found")
            }
        }
        let home = try TemporaryFolder()
        let environment = [
            "RECIPES_PIZZA_URL": server.url("challenge/"), "RECIPES_COCKTAILDB_URL": server.url("api/json/v1/1/"),
            "RECIPES_MEALDB_URL": server.url("mealdb/"), "RECIPES_CHECKOUT_URL": server.url("post"),
            "RECIPES_HOME": home.path, "RECIPES_NO_SNAPSHOT": "1",
        ]
        return (CompositionRoot(settings: try Settings.resolve(environment: environment), warn: { _ in }), server, home)
    }

    @Test("search names catalogs by name or alias, refuses an unknown one before asking any, and orders and cuts each answer")
    func search() async throws {
        let (root, server, home) = try makeSUT()
        defer {
            server.stop()
            home.remove()
        }
        await #expect(throws: CatalogError.self) { try await root.search("margherita", in: ["pizzas", "teas"]) }
        #expect(server.requests.isEmpty, "nothing is asked when a catalog is unknown")
        let all = try await root.search("margarita", in: ["cocktail", "pizzas"])
        #expect(all.failures.isEmpty)
        #expect(all.results.value.count == 6 && all.results.value.allSatisfy { $0.catalog == .cocktails })
        let two = try await root.search("margarita", in: ["cocktails"], steering: ListSteering(order: .id, limit: 2))
        #expect(two.results.value.map(\.id) == all.results.value.map(\.id).sorted { Int($0)! < Int($1)! }.prefix(2).map { $0 })
    }

    @Test("cocktail search gives the drinks, ordered and cut as asked, and which are favorites")
    func cocktailSearch() async throws {
        let (root, server, home) = try makeSUT()
        defer {
            server.stop()
            home.remove()
        }
        let found = try await root.searchCocktails("margarita", steering: ListSteering(limit: 3))
        #expect(found.loaded.value.count == 3)
        #expect(found.favorites.isEmpty)
    }

    @Test("a note is written, extended and cleared in favorites.json, under the favorite it names")
    func note() async throws {
        let (root, server, home) = try makeSUT()
        defer {
            server.stop()
            home.remove()
        }
        _ = try await root.addFavorite(catalog: "pizza", idOrName: "Margherita")
        #expect(server.requests.contains { $0.path.hasPrefix("/pictures/") }, "the favorite's picture came from this server")
        let file = home.url.appendingPathComponent("favorites.json")
        func saved() throws -> String? { try root.favorites.find("pizza/Margherita").note }
        #expect(try root.noteFavorite("Margherita", catalog: "pizza", change: .replace("Extra basil")).note == "Extra basil")
        #expect(try root.noteFavorite("pizza/Margherita", change: .append("Thin crust")).note == "Extra basil\nThin crust")
        #expect(try saved() == "Extra basil\nThin crust")
        #expect(try String(contentsOf: file, encoding: .utf8).contains("Thin crust"))
        #expect(try root.noteFavorite("Margherita", catalog: "pizza", change: .clear).hasNote == false)
        #expect(try saved() == nil || saved() == "")
        #expect(throws: FavoritesError.self) { try root.noteFavorite("Hawaii", catalog: "pizza", change: .replace("no")) }
    }

    @Test("a shopping list is for the recipes named, or for every favorite (none is an error)")
    func shoppingList() async throws {
        let (root, server, home) = try makeSUT()
        defer {
            server.stop()
            home.remove()
        }
        let named = try await root.shoppingList(.named(["pizza:margherita=2"]))
        #expect(named.value.items.map(\.name).contains("Mozzarella"))
        await #expect(throws: ShoppingError.noFavorites) { try await root.shoppingList(.favorites) }
        _ = try await root.addFavorite(catalog: "pizza", idOrName: "Margherita")
        let favorites = try await root.shoppingList(.favorites)
        #expect(favorites.source == .favorites)
        #expect(favorites.value.items.map(\.name) == named.value.items.map(\.name))
    }
}
