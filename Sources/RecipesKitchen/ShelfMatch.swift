/// How one ingredient of a recipe is at hand, or that it is not.
public struct ShelfMatch: Sendable, Equatable {
    public enum Kind: String, Sendable, Codable {
        /// The shelf holds it, spelled the same way (case, accents and plural aside).
        case exact
        /// The shelf holds it under another spelling: "Carbonated water" ← "Soda water".
        case spelling
        /// The shelf holds its family: "Lemon juice" ← "Lemon".
        case family
        /// The shelf holds a kind of it: "Rum" ← "Dark rum".
        case kind
        /// The shelf holds what stands in for it: "Sugar syrup" ← "Sugar" + "Water".
        case substitute
        /// A garnish, which never blocks a drink.
        case garnish
        /// Not at hand.
        case missing
    }

    public let kind: Kind
    /// The shelf's items that cover it, as the shelf spells them (empty for a garnish or missing).
    public let shelfNames: [String]

    public init(kind: Kind, shelfNames: [String] = []) {
        self.kind = kind
        self.shelfNames = shelfNames
    }

    /// Whether it keeps the recipe from being made.
    public var blocks: Bool { kind == .missing }

    /// What a person reads: "Lemon juice ← Lemon", "Sugar syrup ← Sugar + Water", "Orange (garnish)";
    /// nil for an exact match or a missing one, which need no word.
    public func explanation(of ingredient: String) -> String? {
        switch kind {
        case .exact, .missing: nil
        case .garnish: "\(ingredient) (garnish)"
        case .spelling, .family, .kind, .substitute: "\(ingredient) ← \(shelfNames.joined(separator: " + "))"
        }
    }
}
