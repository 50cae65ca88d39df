import RecipesKitchen

/// One ingredient of a recipe judged against the shelf: what it is and how it is at hand.
public struct JudgedIngredient: Sendable, Equatable {
    /// As the recipe spells it.
    public let name: String
    /// The vocabulary's canonical name for it, or its own name when the vocabulary does not know it.
    public let identity: String
    /// The families it belongs to, nearest first ("Vodka" for "Absolut Citron").
    public let family: [String]
    public let match: ShelfMatch

    public init(name: String, identity: String, family: [String], match: ShelfMatch) {
        self.name = name
        self.identity = identity
        self.family = family
        self.match = match
    }

    /// "Lemon juice ← Lemon", "Orange (garnish)"; nil when nothing needs saying.
    public var explanation: String? { match.explanation(of: name) }
}
