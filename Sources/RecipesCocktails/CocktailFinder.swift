import RecipesCatalog

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

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
    public func filter(
        ingredients: [String], mode: IngredientFilter.Mode, details: Bool,
        concurrency: Int = CocktailFinder.defaultConcurrency,
        progress: (@Sendable (Int, Int) -> Void)? = nil
    ) async throws -> Loaded<[IngredientMatch]> {
        var ingredients = IngredientFilter.normalized(ingredients)
        var lists = try await BoundedConcurrency.map(ingredients, limit: concurrency, progress: progress) { [browser] ingredient in
            try await browser.feed(browser.provider.ingredientEndpoint(ingredient))
        }
        // TheCocktailDB lists only its first 100 ingredients: one that some drink has is never refused.
        for index in ingredients.indices where lists[index].value.isEmpty {
            guard let listed = try await browser.listedSpelling(of: ingredients[index], in: names(.ingredients)) else { continue }
            ingredients[index] = listed
            lists[index] = try await browser.feed(browser.provider.ingredientEndpoint(listed))
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

    /// `cocktail list`: drinks whose name starts with `letter`, of a category, in a glass, with or
    /// without alcohol, alphabetically. Every criterion given must hold (one request each, the
    /// answers intersected by id); with none, every drink, one request per letter or digit, at
    /// most `concurrency` at once. Records left out are summed over every answer.
    public func list(
        letter: String? = nil, filters: [CocktailListFilter] = [], concurrency: Int = CocktailFinder.defaultConcurrency,
        progress: (@Sendable (Int, Int) -> Void)? = nil
    ) async throws -> Loaded<[RecipeSummary]> {
        let letters = letter.map { [$0.lowercased()] } ?? (filters.isEmpty ? CocktailCatalog.letters : [])
        // Each letter's answer as it comes: the lists are put in order once, together, by `intersection`.
        let byLetter = try await BoundedConcurrency.map(letters, limit: concurrency, progress: progress) { [browser] letter in
            try await browser.load(browser.provider.letterListEndpoint(letter)).listed()
        }
        var filtered = try await BoundedConcurrency.map(filters, limit: concurrency) { [browser] filter in
            try await browser.feed(browser.provider.filterEndpoint(filter))
        }
        for (index, filter) in filters.enumerated() where filtered[index].value.isEmpty {
            guard let (value, list) = filter.listedValue,
                let listed = try await browser.listedSpelling(of: value, in: names(list))
            else { continue }
            filtered[index] = try await browser.feed(browser.provider.filterEndpoint(filter.named(listed)))
        }
        var lists = filtered.map(\.value)
        if !letters.isEmpty { lists.insert(byLetter.flatMap(\.value), at: 0) }
        return Loaded(value: Self.intersection(lists), combining: byLetter + filtered, now: now())
    }

    /// The drinks in every list, each once, alphabetically.
    static func intersection(_ lists: [[RecipeSummary]]) -> [RecipeSummary] {
        guard let first = lists.first else { return [] }
        let others = lists.dropFirst().map { Set($0.map(\.id)) }
        var seen = Set<String>(minimumCapacity: first.count)
        return first.filter { drink in (others.isEmpty || others.allSatisfy { $0.contains(drink.id) }) && seen.insert(drink.id).inserted }
            .sortedAlphabetically()
    }

    /// A list a filter's value is checked against when it matched nothing, and how to say it.
    private func names(_ list: CocktailNameList) -> FilterNames {
        let kind =
            switch list {
            case .categories: "category"
            case .glasses: "glass"
            case .ingredients: "ingredient"
            case .alcoholic: "alcohol content"
            }
        return FilterNames(endpoint: browser.provider.namesEndpoint(list), kind: kind, listCommand: "recipes cocktail \(list)")
    }

    /// `cocktail categories|glasses|ingredients`: the names TheCocktailDB lists, alphabetically.
    public func names(_ list: CocktailNameList) async throws -> Loaded<[String]> {
        try await browser.load(browser.provider.namesEndpoint(list))
    }

    /// TheCocktailDB's `random.php`. Its answer is never stored, so without a connection the bundled
    /// sample's drink would stand in even after `recipes sync`: then a drink is picked uniformly among
    /// those stored here (the cached lists, each drink whose recipe opens offline), as `desserts random`
    /// picks, and the sample's only when nothing is stored. `pick` gets a count and returns an index.
    public func random(pick: (Int) -> Int = { Int.random(in: 0..<$0) }) async throws -> Loaded<Cocktail> {
        let loaded: Loaded<Cocktail?>
        do {
            loaded = try await browser.load(browser.provider.randomEndpoint())
        } catch let error as LoadError where error.isUnavailable {
            guard let stored = try? await storedPick(pick) else { throw error }
            return stored
        }
        guard let cocktail = loaded.value else {
            throw LoadError.invalidData(host: browser.provider.baseURL.hostForMessages, reason: "random.php sent no drink")
        }
        if loaded.source == .snapshot, let stored = try? await storedPick(pick) { return stored }
        return loaded.map { _ in cocktail }
    }

    /// A drink among those the cache holds, or nil when the cache holds none.
    private func storedPick(_ pick: (Int) -> Int) async throws -> Loaded<Cocktail>? {
        let drinks = try await list()
        guard drinks.source == .cache else { return nil }
        let open = browser.openOffline(drinks.value.map(\.id))
        let ids = drinks.value.map(\.id).filter(open.contains).compactMap(RecipeID.init)
        guard !ids.isEmpty else { return nil }
        let detail = try await browser.detail(id: ids[min(max(pick(ids.count), 0), ids.count - 1)])
        return Loaded(value: detail.value, combining: [drinks.map { _ in () }, detail.map { _ in () }], now: now())
    }
}
