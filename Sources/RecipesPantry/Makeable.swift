import RecipesCatalog

/// A recipe judged against the shelf: what it lacks.
public struct Makeable: CatalogItem, Equatable {
    public let catalog: CatalogName
    public let id: String
    public let name: String
    /// The ingredients not at hand, each once, spelled and ordered as the recipe has them.
    public let missing: [String]
    /// The recipe's lines of those ingredients, measures included: what a shopping list adds up.
    public let missingLines: [Ingredient]
    /// How many different ingredients the recipe has.
    public let ingredientCount: Int
    /// Each different ingredient, in the recipe's order, with what it is and how it is at hand.
    public let judged: [JudgedIngredient]

    public init(
        catalog: CatalogName, id: String, name: String, missing: [String], missingLines: [Ingredient], ingredientCount: Int,
        judged: [JudgedIngredient] = []
    ) {
        self.catalog = catalog
        self.id = id
        self.name = name
        self.missing = missing
        self.missingLines = missingLines
        self.ingredientCount = ingredientCount
        self.judged = judged
    }

    /// What a person reads of the matches that need a word: "Lemon juice ← Lemon", "Cherry (garnish)".
    public var explanations: [String] { judged.compactMap(\.explanation) }
}
