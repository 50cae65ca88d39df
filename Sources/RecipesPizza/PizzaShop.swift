import RecipesBasics
import RecipesCatalog

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Nenno's Pizza: where the menu lives, and loading its three documents concurrently through the
/// shared loader (so cache, offline and the bundled sample work as for every catalog). A pizza's id
/// is its name on the menu.
public struct PizzaShop: Catalog {
    public static let defaultBaseURL = URL(string: "https://doclerlabs.github.io/mobile-native-challenge/")!

    public static let registration = CatalogRegistration(
        name: .pizza, aliases: ["pizzas"], commandNames: ["pizza", "pizzas"], summary: "Nenno's Pizza menu",
        urlVariable: "RECIPES_PIZZA_URL",
        defaultURL: defaultBaseURL, pictureHosts: ["doclerlabs.github.io"], recipe: PricedPizza.self, tabTitle: "Pizza",
        noun: CatalogNoun(one: "pizza or drink", many: "pizzas and drinks"), recipesGoInCart: true,
        browseList: CatalogListing(PizzaShop.self) { try await $0.menu().map(\.browseRows) },
        // `cart add drink`, and `--add`, `--remove` and `-i` of a pizza in the cart.
        valueLists: [
            CatalogValueList("drinks", of: PizzaShop.self) { $0.drinkNamesEndpoint },
            CatalogValueList("ingredients", of: PizzaShop.self) { $0.ingredientNamesEndpoint },
        ],
        build: { url, loader in PizzaShop(baseURL: url, loader: loader) }
    )

    public var registration: CatalogRegistration { Self.registration }

    public let baseURL: URL
    let loader: ResourceLoader
    private let now: @Sendable () -> Date

    public init(baseURL: URL = PizzaShop.defaultBaseURL, loader: ResourceLoader, now: @escaping @Sendable () -> Date = Date.init) {
        self.baseURL = baseURL
        self.loader = loader
        self.now = now
    }

    var pizzasEndpoint: Endpoint<(basePrice: Decimal, pizzas: [MenuPizza])> {
        Endpoint(base: baseURL, service: "pizza", path: "pizzas.json", map: PizzaMappers.pizzas)
    }

    var ingredientsEndpoint: Endpoint<[PizzaIngredient]> {
        Endpoint(base: baseURL, service: "pizza", path: "ingredients.json", map: PizzaMappers.priced)
    }

    var drinksEndpoint: Endpoint<[PizzaIngredient]> {
        Endpoint(base: baseURL, service: "pizza", path: "drinks.json", map: PizzaMappers.priced)
    }

    public func menu() async throws -> Loaded<PizzaMenu> {
        async let pizzas = loader.load(pizzasEndpoint)
        async let ingredients = loader.load(ingredientsEndpoint)
        async let drinks = loader.load(drinksEndpoint)
        // One await each, not a tuple awaited part by part (Docs/Architecture.md, "Tuples and suspensions").
        let p = try await pizzas
        let i = try await ingredients
        let d = try await drinks
        let menu = PizzaMenu(
            basePrice: p.value.basePrice, pizzas: p.value.pizzas,
            ingredients: i.value.sortedAlphabetically(), drinks: d.value.sortedAlphabetically())
        return Loaded(value: menu, combining: [p.map { _ in () }, i.map { _ in () }, d.map { _ in () }], now: now())
    }

    public func isValidID(_ text: String) -> Bool { MenuPizza.isValidName(text) }

    public func resolveID(_ idOrName: String) async throws -> String {
        try await menu().value.pizza(named: idOrName).id
    }

    public func recipe(id: String) async throws -> Loaded<RecipeSnapshot> {
        try await menu().map { RecipeSnapshot(try $0.pizza(named: id)) }
    }

    /// Pizzas whose name or any ingredient's name contains the text (any case or accents).
    public func search(_ text: String) async throws -> Loaded<[SearchResult]> {
        let key = AlphabeticalOrder.key(for: text.trimmed())
        return try await menu().map { menu in
            menu.pricedPizzas.filter { pizza in
                ([pizza.name] + pizza.parts.compactMap { $0.ingredient?.name }).contains { AlphabeticalOrder.key(for: $0).contains(key) }
            }.map { SearchResult(catalog: .pizza, id: $0.id, name: $0.name, price: Money.rounded($0.price)) }
        }
    }

    /// The menu's pizza names, for completion.
    public var nameListEndpoints: [Endpoint<[String]>] {
        [pizzasEndpoint.mapped { $0.pizzas.map(\.name) }]
    }

    /// The menu's drink names, for completion (`cart add drink`).
    public var drinkNamesEndpoint: Endpoint<[String]> {
        drinksEndpoint.mapped { $0.map(\.name) }
    }

    /// The menu's ingredient names, for completion (`--add`, `--remove`, `--ingredient`).
    public var ingredientNamesEndpoint: Endpoint<[String]> {
        ingredientsEndpoint.mapped { $0.map(\.name) }
    }
}
