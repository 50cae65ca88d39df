import RecipesCatalog
import RecipesKitchen

/// What `can-make` counts as at hand: the pantry's items, and the staples unless turned off.
/// Recipes are judged by identity and family (`KitchenShelf`), or, `strict`, by the name alone
/// (case, accents and spaces aside) with no garnish let off.
public struct Shelf: Sendable {
    public let items: [PantryItem]
    public let staples: [String]
    public let strict: Bool
    private let keys: Set<String>
    private let kitchen: KitchenShelf

    public init(items: [PantryItem], staples: Bool = true, strict: Bool = false, vocabulary: KitchenVocabulary = .standard) {
        self.items = items
        self.staples = staples ? Staples.names : []
        self.strict = strict
        keys = Set(items.map(\.key) + self.staples.map(PantryItem.key(for:)))
        kitchen = KitchenShelf(names: items.map(\.name) + self.staples, vocabulary: vocabulary)
    }

    public var vocabulary: KitchenVocabulary { kitchen.vocabulary }

    /// Whether an ingredient, as a recipe spells it, is at hand (a garnish of a drink counting as at hand).
    public func has(_ ingredient: String, measure: String? = nil, drink: Bool = false) -> Bool {
        !match(ingredient, measure: measure, drink: drink).blocks
    }

    /// How an ingredient, as a recipe spells it, is at hand.
    public func match(_ ingredient: String, measure: String? = nil, drink: Bool) -> ShelfMatch {
        if strict {
            guard
                let found = items.first(where: { $0.key == PantryItem.key(for: ingredient) })?.name
                    ?? staples.first(where: { PantryItem.key(for: $0) == PantryItem.key(for: ingredient) })
            else { return ShelfMatch(kind: .missing) }
            return ShelfMatch(kind: .exact, shelfNames: [found])
        }
        return kitchen.match(ingredient, measure: measure, drink: drink)
    }

    /// The key two lines of a recipe are the same ingredient by: the identity, or, strict, the name.
    public func sameness(_ ingredient: String) -> String {
        strict ? PantryItem.key(for: ingredient) : kitchen.vocabulary.identity(of: ingredient).key
    }

    /// The names to ask a catalog's filter for so that every recipe the shelf could make is found:
    /// each item, and, unless strict, every spelling of what it covers (its family below it, the
    /// families it belongs to, and what it helps stand in for). Each name once, whatever its case.
    public func searchNames() -> [String] {
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
            for member in covered { vocabulary.spellings(member).forEach(add) }
        }
        return names
    }
}
