import RecipesCatalog
import RecipesKitchen

/// What `can-make` counts as at hand: the pantry's items, and the staples unless turned off.
/// Recipes are judged by identity and family (`KitchenShelf`), or, `strict`, by the name alone
/// (case, accents and spaces aside) with no garnish let off.
public struct Shelf: Sendable {
    public let items: [PantryItem]
    public let staples: [String]
    public let strict: Bool
    /// Strict: each name's key (case, accents and spaces aside) and the name, items before staples.
    private let names: [String: String]
    private let kitchen: KitchenShelf

    public init(items: [PantryItem], staples: Bool = true, strict: Bool = false, vocabulary: KitchenVocabulary = .standard) {
        self.items = items
        self.staples = staples ? Staples.names : []
        self.strict = strict
        names = Dictionary(
            (items.map(\.name) + self.staples).map { (PantryItem.key(for: $0), $0) }, uniquingKeysWith: { first, _ in first })
        kitchen = KitchenShelf(names: items.map(\.name) + self.staples, vocabulary: vocabulary)
    }

    public var vocabulary: KitchenVocabulary { kitchen.vocabulary }

    /// Whether an ingredient, as a recipe spells it, is at hand (a garnish of a drink counting as at hand).
    public func has(_ ingredient: String, measure: String? = nil, drink: Bool = false) -> Bool {
        !judge(ingredient, measure: measure, drink: drink).match.blocks
    }

    /// One line of a recipe judged: what it is, what two lines are the same ingredient by, and how it is at hand.
    public struct Line: Sendable {
        /// Two lines with the same `key` are one ingredient: the identity, or, strict, the name.
        public let key: String
        public let identity: IngredientIdentity
        public let match: ShelfMatch
    }

    /// Each name is folded once here, however many questions are asked of it.
    public func judge(_ ingredient: String, measure: String?, drink: Bool) -> Line {
        let spelling = IngredientKey.key(for: ingredient)
        let identity = vocabulary.identity(forKey: spelling)
        guard strict else {
            return Line(
                key: identity.key, identity: identity, match: kitchen.match(identity, spelling: spelling, measure: measure, drink: drink))
        }
        let key = PantryItem.key(for: ingredient)
        return Line(
            key: key, identity: identity, match: names[key].map { ShelfMatch(kind: .exact, shelfNames: [$0]) } ?? ShelfMatch(kind: .missing)
        )
    }

    /// The key two spellings are one ingredient by: the identity, or, strict, the name.
    public func sameness(_ ingredient: String) -> String {
        strict ? PantryItem.key(for: ingredient) : kitchen.vocabulary.identity(of: ingredient).key
    }

    /// The names to ask a catalog's filter for so that every recipe the shelf could make is found:
    /// each item, and, unless strict, every spelling of what it covers (its family below it, the
    /// families it belongs to, and what it helps stand in for), except the spellings of members in
    /// `skipping` aisles (desserts skip the spirits and mixers: a dessert with dark rum is found by
    /// its flour or its sugar). Each name once, whatever its case.
    public func searchNames(skipping: Set<Aisle> = []) -> [String] {
        var seen = Set<String>()
        var names: [String] = []
        func add(_ name: String) {
            if seen.insert(AlphabeticalOrder.key(for: name)).inserted { names.append(name) }
        }
        for item in items {
            add(item.name)
            guard !strict else { continue }
            let identity = vocabulary.identity(of: item.name)
            var covered = [identity] + vocabulary.descendants(identity) + vocabulary.ancestors(identity)
            covered += vocabulary.substituted(by: identity)
            for member in covered where !skipping.contains(vocabulary.entry(member)?.aisle ?? .pantry) || member == identity {
                vocabulary.spellings(member).forEach(add)
            }
        }
        return names
    }
}
