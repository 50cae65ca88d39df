import Foundation

/// One row of `recipes search`: any catalog's match.
public struct SearchResult: CatalogItem, Codable, Equatable {
    public var catalog: CatalogName
    public var id: String
    public var name: String
    /// A short fact to tell rows apart: a dessert's "Dessert", a drink's category, a pizza's price.
    @NullEncoded public var detail: String?

    public init(catalog: CatalogName, id: String, name: String, detail: String? = nil) {
        self.catalog = catalog
        self.id = id
        self.name = name
        self.detail = detail
    }
}

/// Searches every catalog at once. One catalog failing does not sink the others: its failure is
/// reported beside the answers of those that did answer.
public struct UnifiedSearch: Sendable {
    public struct Outcome: Sendable {
        public var results: Loaded<[SearchResult]>
        public var failures: [(catalog: CatalogName, error: Error)]
    }

    private let desserts: CatalogBrowser<DessertCatalog>
    private let cocktails: CatalogBrowser<CocktailCatalog>
    private let pizza: PizzaShop
    private let now: @Sendable () -> Date

    public static let catalogs: [CatalogName] = [.desserts, .cocktails, .pizza]

    public init(desserts: CatalogBrowser<DessertCatalog>, cocktails: CatalogBrowser<CocktailCatalog>, pizza: PizzaShop,
                now: @escaping @Sendable () -> Date = Date.init) {
        self.desserts = desserts
        self.cocktails = cocktails
        self.pizza = pizza
        self.now = now
    }

    /// Throws only when every catalog asked failed (the first failure, connectivity first).
    public func search(_ text: String, in catalogs: [CatalogName] = UnifiedSearch.catalogs) async throws -> Outcome {
        async let dessertRows = catalogs.contains(.desserts) ? Optional(capture { try await searchDesserts(text) }) : nil
        async let cocktailRows = catalogs.contains(.cocktails) ? Optional(capture { try await searchCocktails(text) }) : nil
        async let pizzaRows = catalogs.contains(.pizza) ? Optional(capture { try await searchPizza(text) }) : nil
        let answers = await [(CatalogName.desserts, dessertRows), (.cocktails, cocktailRows), (.pizza, pizzaRows)]
            .compactMap { name, result in result.map { (name, $0) } }

        var loads: [Loaded<[SearchResult]>] = []
        var failures: [(catalog: CatalogName, error: Error)] = []
        for (name, result) in answers {
            switch result {
            case .success(let loaded): loads.append(loaded)
            case .failure(let error): failures.append((name, error))
            }
        }
        if loads.isEmpty, let first = failures.first(where: { ($0.error as? LoadError)?.isUnavailable == true }) ?? failures.first {
            throw first.error
        }
        let rows = loads.flatMap(\.value).sortedAlphabetically()
        return Outcome(results: Loaded(value: rows, combining: loads, now: now()), failures: failures)
    }

    private func capture(_ work: () async throws -> Loaded<[SearchResult]>) async -> Result<Loaded<[SearchResult]>, Error> {
        do { return .success(try await work()) } catch { return .failure(error) }
    }

    private func searchDesserts(_ text: String) async throws -> Loaded<[SearchResult]> {
        try await desserts.feed(desserts.provider.searchEndpoint(text)).map { rows in
            rows.map { SearchResult(catalog: .desserts, id: $0.id, name: $0.name, detail: "Dessert") }
        }
    }

    private func searchCocktails(_ text: String) async throws -> Loaded<[SearchResult]> {
        try await cocktails.feed(cocktails.provider.searchEndpoint(text)).map { rows in
            rows.map { SearchResult(catalog: .cocktails, id: $0.id, name: $0.name, detail: $0.category) }
        }
    }

    /// Pizzas whose name or any ingredient's name contains the text (any case or accents).
    private func searchPizza(_ text: String) async throws -> Loaded<[SearchResult]> {
        let key = AlphabeticalOrder.key(for: text.trimmingCharacters(in: .whitespaces))
        return try await pizza.menu().map { menu in
            menu.pricedPizzas.filter { pizza in
                ([pizza.name] + pizza.parts.compactMap { $0.ingredient?.name }).contains { AlphabeticalOrder.key(for: $0).contains(key) }
            }.map { SearchResult(catalog: .pizza, id: $0.id, name: $0.name, detail: Money.format($0.price)) }
        }
    }
}
