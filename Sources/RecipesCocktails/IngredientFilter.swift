import RecipesCatalog

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

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
        return
            ingredients
            .map { $0.trimmed() }
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
