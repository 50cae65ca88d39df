import Foundation

/// One drink found by ingredient: what it lacks of the ingredients asked for (in `--almost`), and
/// its full recipe when `--details` asked for it.
public struct IngredientMatch: CatalogItem, Encodable {
    public var drink: RecipeSummary
    public var missing: [String]
    public var details: Cocktail?

    public var id: String { drink.id }
    public var name: String { drink.name }

    public init(drink: RecipeSummary, missing: [String] = [], details: Cocktail? = nil) {
        self.drink = drink
        self.missing = missing
        self.details = details
    }

    enum CodingKeys: String, CodingKey { case id, name, thumbnailURL, missing, details }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(drink.id, forKey: .id)
        try container.encode(drink.name, forKey: .name)
        try container.encode(drink.thumbnailURL, forKey: .thumbnailURL)
        try container.encode(missing, forKey: .missing)
        try container.encodeIfPresent(details, forKey: .details)
    }
}

/// The free API filters by one ingredient per call; this combines the per-ingredient answers.
public enum IngredientFilter {
    public enum Mode: String, Sendable, CaseIterable {
        /// Drinks with every ingredient.
        case all
        /// Drinks with at least one.
        case any
        /// Drinks with every ingredient, and those missing exactly one (marked with what is missing).
        case almost
    }

    /// Ingredients as asked, trimmed, blanks and case-insensitive repeats dropped, order kept.
    public static func normalized(_ ingredients: [String]) -> [String] {
        var seen = Set<String>()
        return ingredients
            .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
            .filter { !$0.isEmpty && seen.insert($0.lowercased()).inserted }
    }

    /// `lists[i]` holds the drinks with `ingredients[i]`. Alphabetical result.
    public static func combine(ingredients: [String], lists: [[RecipeSummary]], mode: Mode) -> [IngredientMatch] {
        var drinks: [String: RecipeSummary] = [:]
        var has: [String: Set<Int>] = [:]
        for (index, list) in lists.enumerated() {
            for drink in list {
                drinks[drink.id] = drinks[drink.id] ?? drink
                has[drink.id, default: []].insert(index)
            }
        }
        let needed: Int
        switch mode {
        case .all: needed = ingredients.count
        case .any: needed = 1
        case .almost: needed = max(1, ingredients.count - 1)
        }
        return has.compactMap { id, found -> IngredientMatch? in
            guard found.count >= needed, let drink = drinks[id] else { return nil }
            let missing = mode == .any ? [] : ingredients.indices.filter { !found.contains($0) }.map { ingredients[$0] }
            return IngredientMatch(drink: drink, missing: missing)
        }.sortedAlphabetically()
    }
}
