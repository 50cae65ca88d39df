import RecipesCatalog
import RecipesKitchen

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One list of what to buy for several recipes, each made `count` times. The same ingredient
/// (`key(for:)`: its identity in the kitchen's vocabulary, "Eggs" is "Egg") is one item, and its amounts
/// add up: counts with counts ("1 beaten" + "2 large" = 3), each unit with its own spellings
/// ("tbs" + "tbsp"), and with `--units metric|us` volume with volume and mass with mass, in metric
/// dry goods weighed (`DryGoods`). What cannot be added (a range, words, a sized count, another
/// kind) is listed beside, once, with its recipes.
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

    /// A recipe and how many times it is made.
    public struct Order: Sendable, Equatable {
        public var card: RecipeCard
        public var count: Fraction

        public init(card: RecipeCard, count: Fraction = Fraction(1)) {
            self.card = card
            self.count = count
        }
    }

    public var recipes: [String]
    public var items: [Item]
    /// Amounts that could not be scaled or converted, each said once.
    public var notes: [MeasureNote]

    /// The one key ingredients merge by: the ingredient's identity in the kitchen's vocabulary
    /// (`KitchenVocabulary`: "Fresh lemon juice" is "Lemon juice"), else the name folded as the
    /// vocabulary folds one (case, accents, punctuation and the last word's plural: "Eggs" is "Egg").
    public static func key(for name: String) -> String {
        KitchenVocabulary.standard.identity(of: name).key
    }

    public init(cards: [RecipeCard], adjustment: MeasureAdjustment = .none) {
        self.init(orders: cards.map { Order(card: $0) }, adjustment: adjustment)
    }

    public init(orders: [Order], adjustment: MeasureAdjustment = .none) {
        recipes = orders.map(\.card.name)
        var order: [String] = []
        var names: [String: String] = [:]
        var sums: [String: [Part]] = [:]
        var others: [String: [Need]] = [:]
        var notes: [MeasureNote] = []
        for entry in orders {
            let card = entry.card
            let adjusted = adjustment.times(entry.count)
            let ounces = adjustment.ounces(in: card.catalog)
            for ingredient in card.ingredients {
                let key = Self.key(for: ingredient.name)
                if names[key] == nil {
                    names[key] = ingredient.name
                    order.append(key)
                }
                let written = ingredient.measure?.trimmed()
                guard let adjusted else {
                    others[key, default: []].add(Need(measure: written, recipes: [card.name]))
                    notes.add(
                        MeasureNote(measure: written ?? "", ingredient: ingredient.name, recipes: [card.name], problem: .tooLargeToAdjust))
                    continue
                }
                let result = adjusted.adjusted(written, ounces: ounces, agreeing: true)
                if let problem = result.problem {
                    if !adjusted.changesNothing {
                        notes.add(MeasureNote(measure: written ?? "", ingredient: ingredient.name, recipes: [card.name], problem: problem))
                    }
                    others[key, default: []].add(Need(measure: written.map { $0.isEmpty ? nil : $0 } ?? nil, recipes: [card.name]))
                    continue
                }
                let measure = Measure(written)
                guard let part = Part(measure, alone: result.text, key: key, adjustment: adjusted, ounces: ounces, recipe: card.name) else {
                    let text = result.text.flatMap { $0.isEmpty ? nil : $0 }
                    others[key, default: []].add(Need(measure: text, recipes: [card.name]))
                    continue
                }
                sums[key, default: []].add(part)
            }
        }
        self.notes = notes
        items = order.map { key in
            let summed = (sums[key] ?? []).map { Need(measure: $0.text(adjustment), recipes: $0.recipes) }
            return Item(name: names[key]!, needs: summed + (others[key] ?? []))
        }.sortedAlphabetically()
    }
}

/// Amounts of one ingredient that add up.
private struct Part {
    enum Kind: Hashable {
        /// Converting: millilitres or grams in `base`.
        case dimension(MeasureUnit.Dimension)
        /// As written: one unit's spellings ("tbs", "tbsp"), or a counted word ("dash", "slice").
        case unit(String)
        /// A number of things: "2", "1 beaten", "Juice of 1/2".
        case count
    }

    let kind: Kind
    /// The exact sum, while every part was in one unit; nil once other units joined.
    var exact: Fraction?
    var unit: UnitWord?
    var known: MeasureUnit?
    var decimal: Bool
    var base: Double
    var fluid: Bool
    /// The part's own adjusted text while it is alone ("Juice of 4"), so its words stay.
    var alone: String?
    /// The words before the amount, while every part had the same ("Juice of ").
    var lead: String
    var recipes: [String]

    /// Nil for what does not add up: words, a range, a size after a count ("3 2-inch strips").
    init?(_ measure: Measure, alone: String?, key: String, adjustment: MeasureAdjustment, ounces: OunceKind, recipe: String) {
        var side = measure
        if adjustment.units != .asIs, let alternative = measure.alternative,
            measure.unit.flatMap({ MeasureUnit(word: $0.canonical, ounces: ounces) })?.belongs(to: adjustment.units) != true,
            alternative.measure.unit.flatMap({ MeasureUnit(word: $0.canonical, ounces: ounces) })?.belongs(to: adjustment.units) == true
        {
            side = alternative.measure
        }
        guard case .one(let number) = side.quantity, !side.tail.contains(where: MeasureNumber.starts),
            let scaled = number.value.multiplying(adjustment.scale)
        else { return nil }
        exact = scaled
        unit = side.unit
        decimal = number.style != .fraction
        fluid = ounces == .fluid
        recipes = [recipe]
        self.alone = alone
        lead = measure.lead
        known = side.unit.flatMap { MeasureUnit(word: $0.canonical, ounces: ounces) }
        base = 0
        if let known, adjustment.units != .asIs {
            base = UnitConversion.base(scaled, of: known)
            var dimension = known.dimension
            if adjustment.units == .metric, dimension == .volume, let density = DryGoods.gramsPerMillilitre(key) {
                base *= density
                dimension = .mass
                self.alone = nil
                self.known = nil
                exact = nil
            }
            kind = .dimension(dimension)
        } else if let unit = side.unit {
            kind = .unit(unit.canonical)
        } else {
            kind = .count
        }
    }

    /// Adds `part` when it is of the same kind and the sum stays within bounds.
    mutating func add(_ part: Part) -> Bool {
        guard kind == part.kind else { return false }
        if case .dimension = kind {
            guard base + part.base < AmountText.ceiling else { return false }
            base += part.base
            if known == part.known, let exact, let other = part.exact { self.exact = exact.adding(other) } else { exact = nil }
        } else {
            guard let exact, let other = part.exact, let sum = exact.adding(other) else { return false }
            self.exact = sum
        }
        decimal = decimal && part.decimal
        fluid = fluid && part.fluid
        if lead.lowercased() != part.lead.lowercased() { lead = "" }
        alone = nil
        for recipe in part.recipes where !recipes.contains(recipe) { recipes.append(recipe) }
        return true
    }

    /// "2 oz", "4.5 cl", "89 ml", "3", "Juice of 4".
    func text(_ adjustment: MeasureAdjustment) -> String {
        if let alone { return alone }
        let style: MeasureNumber.Style = decimal ? .decimal(comma: false) : .fraction
        if case .dimension(let dimension) = kind {
            // One unit of the system throughout: its exact sum, in it ("6 cl").
            if let exact, let known, let unit, known.belongs(to: adjustment.units), ![.ml, .g].contains(known) {
                return AmountText.exact(exact, style: style) + " " + unit.agreeing(many: exact > Fraction(1))
            }
            return UnitConversion.text(base, dimension, in: adjustment.units, ounces: fluid ? .fluid : .weight) ?? ""
        }
        guard let exact else { return "" }
        if let known, [.ml, .g, .l, .kg].contains(known),
            let metric = AmountText.metric(UnitConversion.base(exact, of: known), known.dimension)
        {
            return "\(metric.number) \(metric.unit)"
        }
        let number = lead + AmountText.exact(exact, style: style)
        guard let unit else { return number }
        return number + " " + unit.agreeing(many: exact > Fraction(1))
    }
}

extension Array where Element == Part {
    fileprivate mutating func add(_ part: Part) {
        for index in indices where self[index].add(part) { return }
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

extension Array where Element == MeasureNote {
    /// A measure that cannot be adjusted is said once, naming every recipe it is in.
    mutating func add(_ note: MeasureNote) {
        if let index = firstIndex(where: { $0.measure == note.measure && $0.ingredient == note.ingredient && $0.problem == note.problem }) {
            self[index].recipes += note.recipes.filter { !self[index].recipes.contains($0) }
        } else {
            append(note)
        }
    }
}
