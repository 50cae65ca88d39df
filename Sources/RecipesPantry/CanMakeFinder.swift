import RecipesCatalog
import RecipesKitchen

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Which catalogs `can-make` looks in: every catalog that can answer (its registration has an
/// `IngredientSearch`), or one of them.
public enum CanMakeScope: Sendable, Hashable {
    case all
    case only(CatalogName)

    /// As `--catalog` takes it and the JSON's `catalog` says it: "all", "cocktails".
    public var rawValue: String {
        switch self {
        case .all: "all"
        case .only(let catalog): catalog.rawValue
        }
    }

    /// The word `--catalog` took, among the catalogs of `registry` that can answer; nil for any other.
    public init?(_ word: String, registry: [CatalogRegistration]) {
        if word == "all" {
            self = .all
        } else if let registration = Self.catalogs(in: registry).first(where: { $0.name.rawValue == word }) {
            self = .only(registration.name)
        } else {
            return nil
        }
    }

    /// The catalogs of `registry` that `can-make` asks, by name: the order in which they are asked
    /// and `--catalog` lists them ("cocktails, desserts"). Not the registry's order, which is
    /// browse's tab bar: can-make has always asked the drinks first and named them first.
    public static func catalogs(in registry: [CatalogRegistration]) -> [CatalogRegistration] {
        registry.filter { $0.ingredientSearch != nil }.sorted { $0.name.rawValue < $1.name.rawValue }
    }

    /// `--catalog`'s values: each catalog that can answer, then `all`.
    public static func words(in registry: [CatalogRegistration]) -> [String] {
        catalogs(in: registry).map(\.name.rawValue) + ["all"]
    }
}

/// `can-make`'s fan-outs, over every catalog whose registration says how it finds the recipes that
/// use an ingredient (`IngredientSearch`). The free APIs filter by one ingredient per request: one
/// request per name the shelf searches by (`Shelf.searchNames`: each item, and the spellings of what
/// it covers, so "Rum" finds the drinks of "Light rum"), the union of the answers (kept to what the
/// catalog holds, when its filter answers more), then one lookup per recipe for its ingredients,
/// every fan-out at most `concurrency` requests at once, through the same loader (and cache) as
/// every command. Any failed request fails the whole answer: it is never silently partial. Only
/// recipes that use at least one item of the shelf are found.
public struct CanMakeFinder: Sendable {
    public static let defaultConcurrency = 8

    /// The catalogs that can answer, in the order they are asked (`CanMakeScope.catalogs`).
    private let catalogs: [(catalog: any Catalog, search: IngredientSearch)]
    private let now: @Sendable () -> Date

    public init(catalogs directory: CatalogDirectory, now: @escaping @Sendable () -> Date = Date.init) {
        catalogs = CanMakeScope.catalogs(in: directory.all.map(\.registration)).compactMap { registration in
            guard let catalog = directory.named(registration.name), let search = registration.ingredientSearch else { return nil }
            return (catalog, search)
        }
        self.now = now
    }

    /// The recipes missing at most `missingAtMost` ingredients, ranked (`CanMake.ranked`).
    /// `progress` hears (done, total) of each fan-out in turn. A scope naming a catalog that cannot
    /// answer is `CatalogError.unknownCatalog`.
    public func find(
        shelf: Shelf, scope: CanMakeScope, missingAtMost: Int, concurrency: Int = CanMakeFinder.defaultConcurrency,
        progress: (@Sendable (Int, Int) -> Void)? = nil
    ) async throws -> Loaded<[Makeable]> {
        guard !shelf.items.isEmpty else { throw PantryError.empty }
        let asked = catalogs.filter { scope == .all || scope == .only($0.catalog.name) }
        guard !asked.isEmpty else {
            throw CatalogError.unknownCatalog(scope.rawValue, known: catalogs.map(\.catalog.name.rawValue))
        }
        var cards: [RecipeCard] = []
        var parts: [Loaded<Void>] = []
        for (catalog, search) in asked {
            let found = try await recipeCards(in: catalog, search: search, shelf: shelf, concurrency: concurrency, progress: progress)
            cards += found.value
            parts.append(found.map { _ in () })
        }
        let drinks = Set(asked.filter(\.search.drinks).map(\.catalog.name))
        let ranked = CanMake.ranked(cards, shelf: shelf, missingAtMost: missingAtMost, drinks: drinks)
        return Loaded(value: ranked, combining: parts, now: now())
    }

    /// One catalog's recipes that use something on the shelf, each looked up for its ingredients.
    private func recipeCards(
        in catalog: any Catalog, search: IngredientSearch, shelf: Shelf, concurrency: Int, progress: (@Sendable (Int, Int) -> Void)?
    ) async throws -> Loaded<[RecipeCard]> {
        let held = try await search.held(in: catalog)
        // A drink is asked for under every spelling of the shelf's spirits and mixers; other recipes
        // are found by their other ingredients, and those families are left to the drinks.
        let names = search.drinks ? shelf.searchNames() : shelf.searchNames(skipping: [.spirits, .mixers])
        let lists = try await BoundedConcurrency.map(names, limit: concurrency, progress: progress) { name in
            try await search.recipes(using: name, in: catalog)
        }
        var ids = Self.union(lists.map(\.value))
        // The held list's own skipped records are its list command's to report.
        var before: [Loaded<Void>] = []
        if let held {
            let holds = Set(held.value.map(\.id))
            ids = ids.filter(holds.contains)
            before.append(Loaded(value: (), source: held.source, fetchedAt: held.fetchedAt, fallbackReason: held.fallbackReason))
        }
        let recipes = try await BoundedConcurrency.map(ids.filter(catalog.isValidID), limit: concurrency, progress: progress) { id in
            try await catalog.card(id: id)
        }
        let parts = before + lists.map { $0.map { _ in () } } + recipes.map { $0.map { _ in () } }
        return Loaded(value: recipes.map(\.value), combining: parts, now: now())
    }

    /// Every id once, in the order first seen.
    static func union(_ lists: [[RecipeSummary]]) -> [String] {
        var seen = Set<String>()
        return lists.joined().map(\.id).filter { seen.insert($0).inserted }
    }
}
