import RecipesCatalog

/// The pure rules of `can-make`: which recipes the shelf makes or nearly makes, in what order,
/// what to buy next, and the shopping list of what is missing.
public enum CanMake {
    /// What `card` lacks of `shelf`. An ingredient a recipe names twice (in any spelling) counts
    /// once. `drink`: its garnishes never block it.
    public static func judge(_ card: RecipeCard, shelf: Shelf, drink: Bool = false) -> Makeable {
        var seen = Set<String>()
        var missing: [String] = []
        var missingKeys = Set<String>()
        var judged: [JudgedIngredient] = []
        var keys: [String] = []
        for ingredient in card.ingredients {
            let line = shelf.judge(ingredient.name, measure: ingredient.measure, drink: drink)
            keys.append(line.key)
            guard !line.key.isEmpty, seen.insert(line.key).inserted else { continue }
            let name = PantryItem.tidied(ingredient.name)
            judged.append(
                JudgedIngredient(
                    name: name, identity: shelf.vocabulary.entry(line.identity)?.name ?? name,
                    family: shelf.vocabulary.ancestors(line.identity).compactMap { shelf.vocabulary.entry($0)?.name }, match: line.match))
            if line.match.blocks {
                missing.append(name)
                missingKeys.insert(line.key)
            }
        }
        let lines = zip(card.ingredients, keys).filter { missingKeys.contains($0.1) }.map(\.0)
        return Makeable(
            catalog: card.catalog, id: card.id, name: card.name, missing: missing, missingLines: lines, ingredientCount: seen.count,
            judged: judged)
    }

    /// The recipes missing at most `missingAtMost` ingredients, each once, ranked by how many are
    /// missing, then in the shared alphabetical order. A recipe with no ingredients at all makes nothing.
    /// Garnishes never block a recipe of `drinks`.
    public static func ranked(_ cards: [RecipeCard], shelf: Shelf, missingAtMost: Int, drinks: Set<CatalogName> = []) -> [Makeable] {
        var seen = Set<String>()
        let judged =
            cards
            .filter { seen.insert("\($0.catalog.rawValue)/\($0.id)").inserted }
            .map { judge($0, shelf: shelf, drink: drinks.contains($0.catalog)) }
            .filter { $0.ingredientCount > 0 && $0.missing.count <= missingAtMost }
        return Dictionary(grouping: judged.sortedAlphabetically(), by: \.missing.count)
            .sorted { $0.key < $1.key }
            .flatMap(\.value)
    }

    /// An ingredient to buy, and the recipes it is missing from.
    public struct Purchase: Sendable, Equatable {
        public let name: String
        public let recipes: [Makeable]
    }

    /// Each ingredient missing from any of `makeables`, with the recipes it is missing from (in
    /// their order): with recipes missing one ingredient each, how many buying it completes.
    /// Most recipes first, then alphabetically. Spelled as the first recipe that needs it spells it.
    /// Two spellings of one ingredient are one purchase (`sameness`).
    public static func buyNext(_ makeables: [Makeable], shelf: Shelf) -> [Purchase] {
        var order: [String] = []
        var names: [String: String] = [:]
        var recipes: [String: [Makeable]] = [:]
        for makeable in makeables {
            for name in makeable.missing {
                let key = shelf.sameness(name)
                if names[key] == nil {
                    names[key] = name
                    order.append(key)
                }
                recipes[key, default: []].append(makeable)
            }
        }
        let purchases = order.map { Purchase(name: names[$0]!, recipes: recipes[$0]!) }
        return Dictionary(grouping: AlphabeticalOrder.sorted(purchases, name: \.name, id: \.name), by: \.recipes.count)
            .sorted { $0.key > $1.key }
            .flatMap(\.value)
    }
}
