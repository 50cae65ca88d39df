import RecipesCatalog

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One list of what to buy for several recipes. The same ingredient (case-insensitively) is one
/// item; its measures add up when their units agree, and are otherwise listed side by side with
/// the recipe each belongs to. With `--units metric|us` every unit `MeasureUnit` knows adds up
/// with the others of its kind (1 1/2 oz + 4.5 cl = 89 ml); with `--scale` every amount is
/// multiplied first.
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

    public init(cards: [RecipeCard], adjustment: MeasureAdjustment = .none) {
        recipes = cards.map(\.name)
        var order: [String] = []
        var names: [String: String] = [:]
        var amounts: [String: [Sum]] = [:]
        var others: [String: [Need]] = [:]
        for card in cards {
            let ounces = adjustment.ounces(in: card.catalog)
            for ingredient in card.ingredients {
                let key = ingredient.name.lowercased()
                if names[key] == nil {
                    names[key] = ingredient.name
                    order.append(key)
                }
                switch Measure(ingredient.measure) {
                case .amount(let amount, let unit):
                    // An amount too large to scale safely stays the words it was written as.
                    guard let scaled = amount.multiplying(adjustment.scale) else {
                        others[key, default: []].add(Need(measure: ingredient.measure?.trimmed(), recipes: [card.name]))
                        continue
                    }
                    let part = Sum(
                        amount: scaled, unit: unit, decimal: Measure.isDecimal(ingredient.measure),
                        converting: adjustment.units == .asIs ? nil : unit.flatMap { MeasureUnit(word: $0, ounces: ounces) },
                        ounces: ounces, recipe: card.name)
                    amounts[key, default: []].add(part)
                case .words(let words):
                    others[key, default: []].add(Need(measure: words, recipes: [card.name]))
                case .none:
                    others[key, default: []].add(Need(measure: nil, recipes: [card.name]))
                }
            }
        }
        items = order.map { key in
            let summed = (amounts[key] ?? []).map { Need(measure: $0.text(adjustment), recipes: $0.recipes) }
            return Item(name: names[key]!, needs: summed + (others[key] ?? []))
        }.sortedAlphabetically()
    }
}

/// Amounts of one ingredient that add up: in one unit as written, or, when converting, in any
/// units of one kind (volume or mass), in millilitres or grams.
private struct Sum {
    /// The exact sum while every part was in `unit`; nil once parts in other units joined.
    var amount: Fraction?
    var unit: String?
    /// Every part was written as a decimal, so the sum prints as one.
    var decimal: Bool
    /// The unit of the first part, when it converts.
    var known: MeasureUnit?
    /// Millilitres or grams, when converting.
    var base: Double
    /// Every part came from a recipe whose "oz" is a fluid ounce (a drink).
    var fluid: Bool
    var recipes: [String]

    init(amount: Fraction, unit: String?, decimal: Bool, converting known: MeasureUnit?, ounces: OunceKind, recipe: String) {
        self.amount = amount
        self.unit = unit
        self.decimal = decimal
        self.known = known
        base = known.map { UnitConversion.base(amount, of: $0) } ?? 0
        fluid = ounces == .fluid
        recipes = [recipe]
    }

    /// Adds `part` when it can: the same unit and a sum within `Fraction.limit`, or, converting,
    /// the same kind and a total that can still be rounded.
    mutating func add(_ part: Sum) -> Bool {
        if let known, let other = part.known {
            guard known.dimension == other.dimension, base + part.base < AmountText.ceiling else { return false }
            base += part.base
            fluid = fluid && part.fluid
            if unit == part.unit, let amount, let other = part.amount, let sum = amount.adding(other) {
                self.amount = sum
            } else {
                amount = nil
            }
        } else {
            guard known == nil, part.known == nil, unit == part.unit, let amount, let other = part.amount,
                let sum = amount.adding(other)
            else { return false }
            self.amount = sum
        }
        decimal = decimal && part.decimal
        for recipe in part.recipes where !recipes.contains(recipe) { recipes.append(recipe) }
        return true
    }

    /// "2 oz", "4.5 cl", "89 ml": in the unit written when every part had it (and, converting, it is
    /// already one of the system's), else in the system's unit for the total.
    func text(_ adjustment: MeasureAdjustment) -> String {
        if let amount, known == nil || known!.belongs(to: adjustment.units) {
            let exact = Measure.text(amount, unit: unit, decimal: decimal)
            return adjustment.scale == Fraction(1) ? exact : AmountText.scaled(amount, unit: unit, decimal: decimal) ?? exact
        }
        // `add` keeps every total below `AmountText.ceiling`, so the conversion always has a text.
        return known.flatMap { UnitConversion.text(base, $0.dimension, in: adjustment.units, ounces: fluid ? .fluid : .weight) }
            ?? amount.map { Measure.text($0, unit: unit, decimal: decimal) } ?? ""
    }
}

extension Array where Element == Sum {
    fileprivate mutating func add(_ part: Sum) {
        for index in indices {
            if self[index].add(part) { return }
        }
        append(part)
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
