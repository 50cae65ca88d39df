import RecipesBasics
import RecipesCatalog
import RecipesCocktails
import RecipesDesserts
import RecipesOutput

/// The catalogs' list commands (`desserts list`, `cocktail list|search|filter`, their name lists):
/// each asks its catalog once and presents the answer.
extension RunContext {
    /// `desserts list [--area A]`: every dessert, with a star on favorites.
    public func listDesserts(area: String?, steering: ListSteering) async throws {
        let root = app
        let desserts = try root.desserts
        let loaded = try await desserts.list(area: area).map(steering.apply)
        if loaded.value.isEmpty, let area { note("no dessert is from '\(TerminalSanitizer.sanitizeLine(area))'") }
        let favorites = root.favorites.ids(in: .desserts)
        // Which rows open offline costs a cache lookup a row: asked only when it is shown (JSON, or
        // text from the cache or the sample), never for a live list in text.
        let offline = { desserts.openOffline(loaded.value.map(\.id)) }
        try present(
            loaded, catalog: .desserts, list: true,
            json: { try JSONOutput.list(loaded, catalog: .desserts, favorites: favorites, offline: offline()) },
            text: {
                ListOutput.recipes(
                    loaded.value, favorites: favorites, offline: loaded.source == .live ? nil : offline(),
                    style: style)
            })
    }

    /// `desserts categories`.
    public func listDessertCategories() async throws {
        try presentNames(try await app.desserts.names(.categories), catalog: .desserts, list: "categories")
    }

    /// `desserts areas`.
    public func listDessertAreas() async throws {
        try presentNames(try await app.desserts.names(.areas), catalog: .desserts, list: "areas")
    }

    /// `cocktail list`: drinks that meet every criterion given, or every drink.
    public func listCocktails(
        letter: String?, category: String?, glass: String?, alcoholic: Bool?, concurrency: Int, steering: ListSteering
    ) async throws {
        let filters: [CocktailListFilter] = [
            category.map(CocktailListFilter.category), glass.map(CocktailListFilter.glass), alcoholic.map(CocktailListFilter.alcoholic),
        ].compactMap { $0 }
        let root = app
        let cocktails = try root.cocktails
        let listed = try await cocktails.list(
            letter: letter, filters: filters, concurrency: concurrency,
            progress: { Terminal.activity.update(done: $0, total: $1) }
        )
        let loaded = listed.map(steering.apply)
        let favorites = root.favorites.ids(in: .cocktails)
        if loaded.value.isEmpty { note("no cocktail matches those criteria") }
        // Which rows open offline costs a cache lookup a row: asked only when it is shown (JSON, or
        // text from the cache or the sample), never for a live list in text.
        let offline = { cocktails.browser.openOffline(loaded.value.map(\.id)) }
        try present(
            loaded, catalog: .cocktails, list: true,
            json: { try JSONOutput.list(loaded, catalog: .cocktails, favorites: favorites, offline: offline()) },
            text: {
                ListOutput.recipes(
                    loaded.value, favorites: favorites, offline: loaded.source == .live ? nil : offline(),
                    style: style)
            })
        if loaded.source == .snapshot {
            note(
                // How many the sample holds (or holds that match), not how many --limit shows.
                ProvenanceNote.sampleSubset(
                    count: listed.value.count, noun: "drinks", service: "TheCocktailDB",
                    whole: letter == nil && filters.isEmpty))
        }
    }

    /// `cocktail search NAME`.
    public func searchCocktails(_ name: String, steering: ListSteering) async throws {
        let found = try await app.searchCocktails(name, steering: steering)
        let (loaded, favorites) = (found.loaded, found.favorites)
        if loaded.value.isEmpty { note("no cocktail matches '\(TerminalSanitizer.sanitizeLine(name))'") }
        try present(
            loaded, catalog: .cocktails, list: true,
            json: { try JSONOutput.list(loaded, catalog: .cocktails, favorites: favorites) },
            text: { CocktailOutput.search(loaded.value, favorites: favorites, style: style) })
    }

    /// `cocktail filter -i A -i B [--any|--almost]`.
    public func filterCocktails(ingredients: [String], any: Bool, almost: Bool, details: Bool, concurrency: Int) async throws {
        let loaded = try await app.cocktails.filter(
            ingredients: ingredients, mode: any ? .any : almost ? .almost : .all,
            details: details, concurrency: concurrency,
            progress: { Terminal.activity.update(done: $0, total: $1) })
        if loaded.value.isEmpty { note("no cocktail has \(any ? "any" : "all") of those ingredients") }
        try present(
            loaded, catalog: .cocktails, list: true,
            json: { try JSONOutput.list(loaded, catalog: .cocktails) },
            text: { CocktailOutput.filter(loaded.value, style: style) })
    }

    /// `cocktail categories`, `glasses`, `ingredients`.
    public func listCocktailNames(_ list: CocktailNames) async throws {
        let names: CocktailNameList =
            switch list {
            case .categories: .categories
            case .glasses: .glasses
            case .ingredients: .ingredients
            }
        let loaded = try await app.cocktails.names(names)
        try presentNames(loaded, catalog: .cocktails, list: String(describing: names))
    }
}

/// TheCocktailDB's lists of names.
public enum CocktailNames: Sendable {
    case categories, glasses, ingredients
}

/// The checks of `cocktail filter`'s and `cocktail list`'s options.
extension InputCheck {
    /// `-i`: at least one ingredient (two for --almost), and not --any with --almost.
    public static func ingredients(_ ingredients: [String], any: Bool, almost: Bool) -> String? {
        let normalized = IngredientFilter.normalized(ingredients)
        if normalized.isEmpty { return "Give at least one --ingredient." }
        if any && almost { return "--any and --almost cannot be combined." }
        if almost && normalized.count < 2 { return "--almost needs at least two ingredients." }
        return nil
    }

    /// `--concurrency`: 1 to 64.
    public static func concurrency(_ concurrency: Int) -> String? {
        (1...64).contains(concurrency) ? nil : "--concurrency must be between 1 and 64."
    }

    /// Requests at once by default when a command fans out (8).
    public static var defaultConcurrency: Int { CocktailFinder.defaultConcurrency }
}
