/// One ingredient of the vocabulary: its canonical name, where it is shopped for, its family and
/// what stands in for it.
public struct KitchenEntry: Sendable, Equatable {
    /// The canonical spelling.
    public let name: String
    public let aisle: Aisle
    /// The family's name (`KitchenVocabulary` resolves it), or nil.
    public let parent: String?
    /// Other spellings the catalogs use for it.
    public let spellings: [String]
    /// Alternatives, each what it needs together ("Sugar" and "Water" for sugar syrup).
    public let substitutes: [[String]]
    /// A garnish never blocks a drink.
    public let garnish: Bool
}
