import Foundation

/// Nenno's Pizza: where the menu lives, and loading its three documents concurrently through the
/// shared loader (so cache, offline and the bundled sample work as for every catalog).
public struct PizzaShop: Sendable {
    public static let defaultBaseURL = URL(string: "https://doclerlabs.github.io/mobile-native-challenge/")!

    public let baseURL: URL
    private let loader: ResourceLoader
    private let now: @Sendable () -> Date

    public init(baseURL: URL = PizzaShop.defaultBaseURL, loader: ResourceLoader, now: @escaping @Sendable () -> Date = Date.init) {
        self.baseURL = baseURL
        self.loader = loader
        self.now = now
    }

    public func menu() async throws -> Loaded<PizzaMenu> {
        async let pizzas = loader.load(Endpoint(base: baseURL, service: "pizza", path: "pizzas.json", map: PizzaMappers.pizzas))
        async let ingredients = loader.load(Endpoint(base: baseURL, service: "pizza", path: "ingredients.json", map: PizzaMappers.priced))
        async let drinks = loader.load(Endpoint(base: baseURL, service: "pizza", path: "drinks.json", map: PizzaMappers.priced))
        let (p, i, d) = try await (pizzas, ingredients, drinks)
        let menu = PizzaMenu(basePrice: p.value.basePrice, pizzas: p.value.pizzas,
                             ingredients: i.value.sortedAlphabetically(), drinks: d.value.sortedAlphabetically())
        return Loaded(value: menu, combining: [p.map { _ in () }, i.map { _ in () }, d.map { _ in () }], now: now())
    }

    /// The catalog face for favorites: a pizza's id is its name on the menu.
    public func anyCatalog() -> AnyCatalog {
        AnyCatalog(
            name: .pizza, aliases: ["pizzas"],
            isValidID: MenuPizza.isValidName,
            resolve: { text in try await menu().value.pizza(named: text).id },
            card: { id in try await menu().map { try $0.pizza(named: id).card } }
        )
    }
}
