import Foundation

/// Cocktail features beyond list and show: the ingredient filter's fan-outs and random.
public struct CocktailFinder: Sendable {
    public static let defaultConcurrency = 8

    public let browser: CatalogBrowser<CocktailCatalog>
    private let now: @Sendable () -> Date

    public init(browser: CatalogBrowser<CocktailCatalog>, now: @escaping @Sendable () -> Date = Date.init) {
        self.browser = browser
        self.now = now
    }

    public func search(_ text: String) async throws -> Loaded<[CocktailSummary]> {
        try await browser.feed(browser.provider.searchEndpoint(text))
    }

    /// One `filter.php` call per ingredient, then (with `details`) one lookup per drink, each fan-out
    /// at most `concurrency` requests at once. Any failed request fails the whole answer.
    /// `progress` hears (done, total) over both fan-outs.
    public func filter(ingredients: [String], mode: IngredientFilter.Mode, details: Bool,
                       concurrency: Int = CocktailFinder.defaultConcurrency,
                       progress: (@Sendable (Int, Int) -> Void)? = nil) async throws -> Loaded<[IngredientMatch]> {
        let ingredients = IngredientFilter.normalized(ingredients)
        let lists = try await BoundedConcurrency.map(ingredients, limit: concurrency, progress: progress) { [browser] ingredient in
            try await browser.feed(browser.provider.ingredientEndpoint(ingredient))
        }
        var matches = IngredientFilter.combine(ingredients: ingredients, lists: lists.map(\.value), mode: mode)
        guard details else { return Loaded(value: matches, combining: lists, now: now()) }
        let recipes = try await BoundedConcurrency.map(matches.map(\.drink.id), limit: concurrency, progress: progress) { [browser] id in
            guard let recipeID = RecipeID(id) else { throw CatalogError.notFound(catalog: .cocktails, id: id) }
            return try await browser.detail(id: recipeID)
        }
        for index in matches.indices { matches[index].details = recipes[index].value }
        return Loaded(value: matches, combining: lists.map { $0.map { _ in () } } + recipes.map { $0.map { _ in () } }, now: now())
    }

    public func random() async throws -> Loaded<Cocktail> {
        let loaded = try await browser.load(browser.provider.randomEndpoint())
        guard let cocktail = loaded.value else {
            throw LoadError.invalidData(host: browser.provider.baseURL.hostForMessages, reason: "random.php sent no drink")
        }
        return loaded.map { _ in cocktail }
    }
}
