import RecipesCatalog
import RecipesPantry

/// What `can-make` is asked: which catalogs, how many missing ingredients a recipe may lack, and
/// how the pantry's shelf is read.
public struct CanMakeRequest: Sendable, Equatable {
    public var scope: CanMakeScope
    public var missingAtMost: Int
    /// Whether the staples count as always there (`--no-staples` turns them off).
    public var staples: Bool
    /// Names alone: no families, spellings, substitutes or garnishes (`--strict`).
    public var strict: Bool
    /// Requests at once when fetching.
    public var concurrency: Int

    public init(
        scope: CanMakeScope = .all, missingAtMost: Int = 0, staples: Bool = true, strict: Bool = false,
        concurrency: Int = CanMakeFinder.defaultConcurrency
    ) {
        self.scope = scope
        self.missingAtMost = missingAtMost
        self.staples = staples
        self.strict = strict
        self.concurrency = concurrency
    }
}

/// What the pantry makes: the recipes, ranked, and the shelf they were judged against (for the
/// JSON's staples, and for what to buy next).
public struct CanMakeAnswer: Sendable {
    public let shelf: Shelf
    public let recipes: Loaded<[Makeable]>

    /// `--buy-next`: each ingredient missing from the recipes, with those it would complete.
    public var buyNext: Loaded<[CanMake.Purchase]> { recipes.map { CanMake.buyNext($0, shelf: shelf) } }
}

extension CompositionRoot {
    /// `can-make`: the pantry against every catalog whose registration can say which of its recipes
    /// use an ingredient (`IngredientSearch`), or the one `request.scope` names. `progress` hears
    /// (done, total) of each fan-out in turn.
    public func canMake(_ request: CanMakeRequest, progress: (@Sendable (Int, Int) -> Void)? = nil) async throws -> CanMakeAnswer {
        let shelf = Shelf(items: try pantry.items(), staples: request.staples, strict: request.strict)
        let recipes = try await CanMakeFinder(catalogs: catalogs).find(
            shelf: shelf, scope: request.scope, missingAtMost: request.missingAtMost, concurrency: request.concurrency, progress: progress)
        return CanMakeAnswer(shelf: shelf, recipes: recipes)
    }
}
