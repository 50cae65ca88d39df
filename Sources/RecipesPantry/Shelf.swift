/// What `can-make` counts as at hand: the pantry's items, and the staples unless turned off.
public struct Shelf: Sendable, Equatable {
    public let items: [PantryItem]
    public let staples: [String]
    private let keys: Set<String>

    public init(items: [PantryItem], staples: Bool = true) {
        self.items = items
        self.staples = staples ? Staples.names : []
        keys = Set(items.map(\.key) + self.staples.map(PantryItem.key(for:)))
    }

    /// Whether an ingredient, as a recipe spells it, is at hand.
    public func has(_ ingredient: String) -> Bool {
        keys.contains(PantryItem.key(for: ingredient))
    }
}
