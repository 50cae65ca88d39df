#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// How a catalog answers `can-make` ("what can I make from my pantry"): the recipes that use one
/// ingredient (TheCocktailDB's and TheMealDB's `filter.php?i=`), kept to what the catalog holds.
/// `can-make` asks every catalog whose registration has one, and looks each recipe found up
/// through the catalog (`Catalog.card(id:)`) for its ingredients.
public struct IngredientSearch: Sendable {
    /// Its recipes are drinks: a garnish never blocks one, and the shelf's spirits and mixers are
    /// asked for under every spelling of what they cover. A catalog of other recipes is asked for
    /// them only by the names on the shelf (a dessert with dark rum is found by its flour or sugar).
    public let drinks: Bool
    private let holding: (@Sendable (any Catalog) async throws -> Loaded<[RecipeSummary]>)?
    private let using: @Sendable (any Catalog, String) async throws -> Loaded<[RecipeSummary]>

    /// `using`: the recipes of the catalog the registration builds, a `Concrete`, that use one
    /// ingredient. `keptTo`, when the filter answers more than the catalog holds (TheMealDB's answers
    /// every meal; the catalog holds desserts): the list of what it holds, loaded once before.
    public init<Concrete: Catalog>(
        _ type: Concrete.Type, drinks: Bool = false, keptTo holding: (@Sendable (Concrete) async throws -> Loaded<[RecipeSummary]>)? = nil,
        using: @escaping @Sendable (Concrete, String) async throws -> Loaded<[RecipeSummary]>
    ) {
        self.drinks = drinks
        if let holding {
            self.holding = { (catalog: any Catalog) async throws -> Loaded<[RecipeSummary]> in
                let concrete: Concrete = try Self.concrete(catalog)
                return try await holding(concrete)
            }
        } else {
            self.holding = nil
        }
        self.using = { (catalog: any Catalog, ingredient: String) async throws -> Loaded<[RecipeSummary]> in
            let concrete: Concrete = try Self.concrete(catalog)
            return try await using(concrete, ingredient)
        }
    }

    /// What the catalog holds, when the filter answers more than that; nil when it answers only its own.
    public func held(in catalog: any Catalog) async throws -> Loaded<[RecipeSummary]>? {
        try await holding?(catalog)
    }

    /// The recipes of `catalog` that use `ingredient`.
    public func recipes(using ingredient: String, in catalog: any Catalog) async throws -> Loaded<[RecipeSummary]> {
        try await using(catalog, ingredient)
    }

    /// The registration's own `build` made it, so it is a `Concrete`; a directory built otherwise
    /// gets an error, never a crash.
    private static func concrete<Concrete: Catalog>(_ catalog: any Catalog) throws -> Concrete {
        guard let concrete = catalog as? Concrete else { throw CatalogError.unknownCatalog(catalog.name.rawValue, known: []) }
        return concrete
    }
}
