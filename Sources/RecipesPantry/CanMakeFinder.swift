import RecipesCatalog
import RecipesCocktails
import RecipesDesserts
import RecipesKitchen

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Which catalogs `can-make` looks in.
public enum CanMakeScope: String, Sendable, CaseIterable {
    case cocktails, desserts, all
}

/// `can-make`'s fan-outs. The free APIs filter by one ingredient per request: one
/// `filter.php?i=` per name the shelf searches by (`Shelf.searchNames`: each item, and the spellings
/// of what it covers, so "Rum" finds the drinks of "Light rum"), the union of the answers (for desserts, only those on the
/// dessert list), then one lookup per recipe for its ingredients, every fan-out at most
/// `concurrency` requests at once, through the same loader (and cache) as every command. Any
/// failed request fails the whole answer: it is never silently partial. Only recipes that use
/// at least one item of the shelf are found.
public struct CanMakeFinder: Sendable {
    public static let defaultConcurrency = 8

    private let cocktails: CatalogBrowser<CocktailCatalog>
    private let desserts: CatalogBrowser<DessertCatalog>
    private let now: @Sendable () -> Date

    public init(
        cocktails: CatalogBrowser<CocktailCatalog>, desserts: CatalogBrowser<DessertCatalog>,
        now: @escaping @Sendable () -> Date = Date.init
    ) {
        self.cocktails = cocktails
        self.desserts = desserts
        self.now = now
    }

    /// The recipes missing at most `missingAtMost` ingredients, ranked (`CanMake.ranked`).
    /// `progress` hears (done, total) of each fan-out in turn.
    public func find(
        shelf: Shelf, scope: CanMakeScope, missingAtMost: Int, concurrency: Int = CanMakeFinder.defaultConcurrency,
        progress: (@Sendable (Int, Int) -> Void)? = nil
    ) async throws -> Loaded<[Makeable]> {
        guard !shelf.items.isEmpty else { throw PantryError.empty }
        var cards: [RecipeCard] = []
        var parts: [Loaded<Void>] = []
        if scope != .desserts {
            let found = try await cocktailCards(shelf: shelf, concurrency: concurrency, progress: progress)
            cards += found.value
            parts.append(found.map { _ in () })
        }
        if scope != .cocktails {
            let found = try await dessertCards(shelf: shelf, concurrency: concurrency, progress: progress)
            cards += found.value
            parts.append(found.map { _ in () })
        }
        let ranked = CanMake.ranked(cards, shelf: shelf, missingAtMost: missingAtMost, drinks: [cocktails.provider.name])
        return Loaded(value: ranked, combining: parts, now: now())
    }

    private func cocktailCards(shelf: Shelf, concurrency: Int, progress: (@Sendable (Int, Int) -> Void)?) async throws -> Loaded<
        [RecipeCard]
    > {
        let lists = try await BoundedConcurrency.map(shelf.searchNames(), limit: concurrency, progress: progress) { [cocktails] name in
            try await cocktails.feed(cocktails.provider.ingredientEndpoint(name))
        }
        return try await lookUp(Self.union(lists.map(\.value)), in: cocktails, after: lists, concurrency: concurrency, progress: progress)
    }

    private func dessertCards(shelf: Shelf, concurrency: Int, progress: (@Sendable (Int, Int) -> Void)?) async throws -> Loaded<
        [RecipeCard]
    > {
        let all = try await desserts.feed(desserts.provider.listEndpoint())
        // A dessert is found by any of its ingredients: the spirits' and mixers' families are left to the drinks.
        let names = shelf.searchNames(skipping: [.spirits, .mixers])
        let lists = try await BoundedConcurrency.map(names, limit: concurrency, progress: progress) { [desserts] name in
            try await desserts.feed(desserts.provider.ingredientEndpoint(name))
        }
        let dessertIDs = Set(all.value.map(\.id))
        let ids = Self.union(lists.map(\.value)).filter(dessertIDs.contains)
        // The dessert list's own skipped records are `desserts list`'s to report.
        let list = Loaded(value: (), source: all.source, fetchedAt: all.fetchedAt, fallbackReason: all.fallbackReason)
        return try await lookUp(
            ids, in: desserts, after: [list] + lists.map { $0.map { _ in () } }, concurrency: concurrency, progress: progress)
    }

    /// Every id once, in the order first seen.
    static func union(_ lists: [[RecipeSummary]]) -> [String] {
        var seen = Set<String>()
        return lists.joined().map(\.id).filter { seen.insert($0).inserted }
    }

    private func lookUp<Provider: CatalogProvider, Part>(
        _ ids: [String], in browser: CatalogBrowser<Provider>, after lists: [Loaded<Part>],
        concurrency: Int, progress: (@Sendable (Int, Int) -> Void)?
    ) async throws -> Loaded<[RecipeCard]> {
        let recipes = try await BoundedConcurrency.map(ids.compactMap(RecipeID.init), limit: concurrency, progress: progress) { id in
            try await browser.detail(id: id).map(\.card)
        }
        let parts = lists.map { $0.map { _ in () } } + recipes.map { $0.map { _ in () } }
        return Loaded(value: recipes.map(\.value), combining: parts, now: now())
    }
}
