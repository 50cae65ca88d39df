import RecipesCatalog

/// What is at hand, as identities, ready to judge any number of recipe lines: every item's
/// identity and families are worked out once, here, not once per comparison.
///
/// A recipe's ingredient is at hand when the shelf holds it in any spelling, holds its family
/// (a parent at any depth: "Lemon" covers "Lemon juice", "Vodka" covers "Absolut Citron"), holds a
/// kind of it ("Dark rum" covers "Rum"), or holds everything one of its substitutes needs ("Sugar"
/// and "Water" make "Sugar syrup"). In a drink, a garnish never blocks: an entry marked as one
/// ("Cherry", "Salt" for a rim) or a line whose measure says it is one ("1 slice", "Garnish with").
public struct KitchenShelf: Sendable {
    public let vocabulary: KitchenVocabulary
    /// Each identity on the shelf, with the name it was put there as (the first, if spelled twice).
    private let held: [IngredientIdentity: String]
    /// Spellings on the shelf, by `IngredientKey`.
    private let spelled: Set<String>
    /// Each family a shelf item belongs to, with the item: what a recipe's "Rum" finds "Dark rum" by.
    private let kinds: [IngredientIdentity: String]

    /// `names` as the shelf spells them, staples included.
    public init(names: [String], vocabulary: KitchenVocabulary = .standard) {
        self.vocabulary = vocabulary
        var held: [IngredientIdentity: String] = [:]
        var kinds: [IngredientIdentity: String] = [:]
        var spelled = Set<String>()
        for name in names {
            let identity = vocabulary.identity(of: name)
            spelled.insert(IngredientKey.key(for: name))
            if held[identity] == nil { held[identity] = name }
            for family in vocabulary.ancestors(identity) where kinds[family] == nil { kinds[family] = name }
        }
        self.held = held
        self.spelled = spelled
        self.kinds = kinds
    }

    /// How `ingredient` (with its recipe's `measure`) is at hand. `drink`: garnishes do not block.
    public func match(_ ingredient: String, measure: String? = nil, drink: Bool) -> ShelfMatch {
        let spelling = IngredientKey.key(for: ingredient)
        return match(vocabulary.identity(forKey: spelling), spelling: spelling, measure: measure, drink: drink)
    }

    /// `match` for a line whose identity and `IngredientKey` (`spelling`) the caller has already worked out.
    public func match(_ identity: IngredientIdentity, spelling: String, measure: String?, drink: Bool) -> ShelfMatch {
        if let found = covering(identity, spelling: spelling) { return found }
        for alternative in vocabulary.substitutes(identity) {
            let parts = alternative.map { covering($0, spelling: nil) }
            if !alternative.isEmpty, parts.allSatisfy({ $0 != nil }) {
                return ShelfMatch(kind: .substitute, shelfNames: parts.flatMap { $0!.shelfNames })
            }
        }
        if drink && (vocabulary.entry(identity)?.garnish == true || Self.saysGarnish(measure)) { return ShelfMatch(kind: .garnish) }
        return ShelfMatch(kind: .missing)
    }

    private func covering(_ identity: IngredientIdentity, spelling: String?) -> ShelfMatch? {
        if let there = held[identity] {
            let same = spelling.map(spelled.contains) ?? false
            return ShelfMatch(kind: same ? .exact : .spelling, shelfNames: [there])
        }
        for family in vocabulary.ancestors(identity) {
            if let there = held[family] { return ShelfMatch(kind: .family, shelfNames: [there]) }
        }
        if let there = kinds[identity] { return ShelfMatch(kind: .kind, shelfNames: [there]) }
        return nil
    }

    /// Measures that make a line a garnish in a drink: "1 slice", "2 wedges", "Twist of",
    /// "Garnish with", "1 sprig", "for the rim".
    static func saysGarnish(_ measure: String?) -> Bool {
        guard let measure, !measure.isEmpty else { return false }
        return AlphabeticalOrder.key(for: measure).split(whereSeparator: { !$0.isLetter })
            .contains { garnishWords.contains(IngredientKey.singular(String($0))) }
    }

    private static let garnishWords: Set<String> = ["garnish", "slice", "wedge", "twist", "wheel", "sprig", "spiral", "rim"]
}
