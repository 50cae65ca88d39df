#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import RecipesCatalog

/// One list of what to buy for several recipes. The same ingredient (case-insensitively) is one
/// item; its measures add up when their units agree, and are otherwise listed side by side with
/// the recipe each belongs to.
public struct ShoppingList: Sendable, Equatable {
    public struct Need: Sendable, Equatable {
        /// "2 oz", "to taste", or nil when the recipe gives no measure.
        public var measure: String?
        /// The recipes this amount is for.
        public var recipes: [String]

        public init(measure: String?, recipes: [String]) {
            self.measure = measure
            self.recipes = recipes
        }
    }

    public struct Item: Sendable, Equatable, CatalogItem {
        public var name: String
        public var needs: [Need]
        public var id: String { name.lowercased() }
    }

    public var recipes: [String]
    public var items: [Item]

    public init(cards: [RecipeCard]) {
        recipes = cards.map(\.name)
        var order: [String] = []
        var names: [String: String] = [:]
        // `decimal`: every amount added was written as a decimal, so the sum prints as one.
        var amounts: [String: [(unit: String?, amount: Fraction, decimal: Bool, recipes: [String])]] = [:]
        var others: [String: [Need]] = [:]
        for card in cards {
            for ingredient in card.ingredients {
                let key = ingredient.name.lowercased()
                if names[key] == nil {
                    names[key] = ingredient.name
                    order.append(key)
                }
                switch Measure(ingredient.measure) {
                case let .amount(amount, unit):
                    var list = amounts[key, default: []]
                    // Amounts too large to add up safely stay side by side, each with its recipes.
                    if let index = list.firstIndex(where: { $0.unit == unit && $0.amount.adding(amount) != nil }),
                       let sum = list[index].amount.adding(amount) {
                        list[index].amount = sum
                        list[index].decimal = list[index].decimal && Measure.isDecimal(ingredient.measure)
                        if !list[index].recipes.contains(card.name) { list[index].recipes.append(card.name) }
                    } else {
                        list.append((unit, amount, Measure.isDecimal(ingredient.measure), [card.name]))
                    }
                    amounts[key] = list
                case let .words(words):
                    others[key, default: []].add(Need(measure: words, recipes: [card.name]))
                case .none:
                    others[key, default: []].add(Need(measure: nil, recipes: [card.name]))
                }
            }
        }
        items = order.map { key in
            let summed = (amounts[key] ?? []).map { Need(measure: Measure.text($0.amount, unit: $0.unit, decimal: $0.decimal), recipes: $0.recipes) }
            return Item(name: names[key]!, needs: summed + (others[key] ?? []))
        }.sortedAlphabetically()
    }
}

extension Array where Element == ShoppingList.Need {
    /// The same words (or no measure) for several recipes is one need naming them all.
    mutating func add(_ need: ShoppingList.Need) {
        if let index = firstIndex(where: { $0.measure?.lowercased() == need.measure?.lowercased() }) {
            self[index].recipes += need.recipes.filter { !self[index].recipes.contains($0) }
        } else {
            append(need)
        }
    }
}
