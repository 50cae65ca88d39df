import RecipesCatalog

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `--scale` and `--units`: every amount a measure states, multiplied and said in other units,
/// every other word kept as written. Measures that are words ("Coarse", "to taste") keep their
/// words; an amount that cannot be scaled or converted stays as written and says why
/// (`Adjusted.problem`), once, in a note.
public struct MeasureAdjustment: Sendable, Equatable {
    public let scale: Fraction
    public let units: UnitSystem
    /// The catalogs whose recipes weigh in ounces (TheMealDB's desserts); everywhere else "oz" is a
    /// fluid ounce.
    public let weightOunces: Set<CatalogName>

    /// The smallest and largest `--scale`.
    public static let scales = Fraction(1, 1000)...Fraction(100)

    /// Nothing changes: every measure prints as written.
    public static let none = MeasureAdjustment(scale: Fraction(1), units: .asIs)

    public init(scale: Fraction = Fraction(1), units: UnitSystem = .asIs, weightOunces: Set<CatalogName> = []) {
        self.scale = scale
        self.units = units
        self.weightOunces = weightOunces
    }

    /// `--scale` as typed: "2", "0.5", "1/3", "1 1/2", "½", from 0.001 to 100. Anything else ("0",
    /// "-1", "nan", "inf", "1e400", "abc", "1,5") is `ShoppingError.badScale`.
    public static func scale(_ text: String) throws -> Fraction {
        let measure = Measure(text)
        guard !text.contains(","), measure.lead.isEmpty, measure.unit == nil, measure.tail.isEmpty, let factor = measure.amount,
            scales.contains(factor)
        else {
            throw ShoppingError.badScale(text)
        }
        return factor
    }

    public var changesNothing: Bool { scale == Fraction(1) && units == .asIs }

    /// The same units, every amount multiplied by `factor` too (a recipe's count in a shopping list).
    public func times(_ factor: Fraction) -> MeasureAdjustment? {
        scale.multiplying(factor).map { MeasureAdjustment(scale: $0, units: units, weightOunces: weightOunces) }
    }

    public func ounces(in catalog: CatalogName) -> OunceKind {
        weightOunces.contains(catalog) ? .weight : .fluid
    }

    /// A measure after scaling and converting, and, when its amount could not be, why.
    public struct Adjusted: Sendable, Equatable {
        public let text: String?
        public let problem: MeasureProblem?

        public init(text: String?, problem: MeasureProblem?) {
            self.text = text
            self.problem = problem
        }
    }

    /// The measure as it prints after scaling and converting: "3 oz", "89 ml", "1 1/2 cups", "Juice of 4";
    /// the text as written when nothing changes it.
    public func text(_ measure: String?, ounces: OunceKind) -> String? {
        adjusted(measure, ounces: ounces).text
    }

    /// `agreeing`: a unit word agrees with its amount even when nothing else changes ("1 1/2 cup" is
    /// "1 1/2 cups" in a shopping list; `show` keeps a measure exactly as written).
    public func adjusted(_ text: String?, ounces: OunceKind, agreeing: Bool = false) -> Adjusted {
        guard !changesNothing || agreeing else { return Adjusted(text: text, problem: nil) }
        let measure = Measure(text)
        if let problem = measure.problem { return Adjusted(text: text, problem: changesNothing ? nil : problem) }
        guard measure.quantity != nil else { return Adjusted(text: text, problem: nil) }
        guard let result = render(measure, ounces: ounces, agreeing: agreeing) else {
            return Adjusted(text: text, problem: .tooLargeToAdjust)
        }
        return Adjusted(text: result == measure.written ? text : result, problem: nil)
    }

    /// The card with every ingredient's measure adjusted; names, order and the rest unchanged.
    public func card(_ card: RecipeCard) -> RecipeCard {
        guard !changesNothing else { return card }
        var adjusted = card
        let ounces = ounces(in: card.catalog)
        adjusted.ingredients = card.ingredients.map { Ingredient(name: $0.name, measure: text($0.measure, ounces: ounces)) }
        return adjusted
    }

    /// What could not be scaled or converted on a card, once per measure: "'-5 g' (Sugar) is a
    /// negative amount; kept as written".
    public func notes(for card: RecipeCard) -> [MeasureNote] {
        guard !changesNothing else { return [] }
        let ounces = ounces(in: card.catalog)
        var notes: [MeasureNote] = []
        for ingredient in card.ingredients {
            guard let problem = adjusted(ingredient.measure, ounces: ounces).problem else { continue }
            let note = MeasureNote(
                measure: ingredient.measure?.trimmed() ?? "", ingredient: ingredient.name, recipes: [card.name], problem: problem)
            if !notes.contains(where: { $0.measure == note.measure && $0.problem == problem }) { notes.append(note) }
        }
        return notes
    }

    /// A pair ("175g/6oz") in a system prints the side already in it, else the first converted;
    /// as written, both sides scale.
    private func render(_ measure: Measure, ounces: OunceKind, agreeing: Bool) -> String? {
        guard units != .asIs, let alternative = measure.alternative else {
            return side(measure, ounces: ounces, agreeing: agreeing)
        }
        let inSystem = { (side: Measure) in
            side.unit.flatMap { MeasureUnit(word: $0.canonical, ounces: ounces) }?.belongs(to: units) == true
        }
        if !inSystem(measure), inSystem(alternative.measure) {
            return side(alternative.measure, ounces: ounces, agreeing: agreeing, lead: measure.lead, tail: measure.tail)
        }
        return side(measure, ounces: ounces, agreeing: agreeing, alternative: false)
    }

    /// One side: lead, amount, unit (agreeing), the other side of a pair when kept, tail.
    private func side(
        _ measure: Measure, ounces: OunceKind, agreeing: Bool = false, alternative keep: Bool = true, lead: String? = nil,
        tail: String? = nil
    ) -> String? {
        guard let quantity = measure.quantity else { return nil }
        let lead = lead ?? measure.lead
        let tail = tail ?? measure.tail
        var other = ""
        if keep, let alternative = measure.alternative {
            guard let text = side(alternative.measure, ounces: ounces, lead: "", tail: alternative.measure.tail) else { return nil }
            other = alternative.opening + text + alternative.closing
        }
        let known = measure.unit.flatMap { MeasureUnit(word: $0.canonical, ounces: ounces) }
        let (low, high) = Self.ends(quantity)
        let separator = Self.separator(quantity)
        guard let scaledHigh = high.multiplying(scale), let scaledLow = low.map({ $0.multiplying(scale) }) ?? .some(nil) else {
            return nil
        }
        if units != .asIs, let known, !known.belongs(to: units) {
            let converted = UnitConversion.text(
                UnitConversion.base(scaledHigh, of: known), low: scaledLow.map { UnitConversion.base($0, of: known) }, separator: separator,
                known.dimension, in: units, ounces: ounces)
            return converted.map { lead + $0 + tail }
        }
        if scale == Fraction(1) {
            let unit = measure.unit.map { agreeing ? $0.agreeing(many: scaledHigh > Fraction(1)) : $0.written } ?? ""
            return lead + measure.quantityText + measure.gap + unit + other + tail
        }
        if let known, [.ml, .l, .g, .kg].contains(known) {
            let large = AmountText.metric(UnitConversion.base(scaledHigh, of: known), known.dimension)
            guard let large,
                let near = scaledLow.map({
                    AmountText.metric(UnitConversion.base($0, of: known), known.dimension, large: large.unit == "l" || large.unit == "kg")
                }) ?? .some(nil)
            else { return nil }
            let sameUnit = large.unit == known.rawValue
            let unit = sameUnit ? measure.unit?.written ?? large.unit : large.unit
            var number = near.map { "\($0.number)\(separator)\(large.number)" } ?? large.number
            if Self.style(quantity, high: true) == .decimal(comma: true) { number = String(number.map { $0 == "." ? "," : $0 }) }
            return lead + number + (sameUnit ? measure.gap : " ") + unit + other + tail
        }
        let styleHigh = Self.style(quantity, high: true)
        var number = AmountText.exact(scaledHigh, style: styleHigh)
        if let scaledLow { number = AmountText.exact(scaledLow, style: Self.style(quantity, high: false)) + separator + number }
        let unit = measure.unit?.agreeing(many: scaledHigh > Fraction(1)) ?? ""
        // "3cl" halved is "1 1/2 cl": a glued unit gets a space once the number has one.
        let gap = measure.gap.isEmpty && unit != "" && (number.contains(" ") || number.contains("/")) ? " " : measure.gap
        return lead + number + gap + unit + other + tail
    }

    private static func ends(_ quantity: Measure.Quantity) -> (Fraction?, Fraction) {
        switch quantity {
        case .one(let number): (nil, number.value)
        case .range(let low, let high, _): (low.value, high.value)
        }
    }

    private static func separator(_ quantity: Measure.Quantity) -> String {
        if case .range(_, _, let separator) = quantity { return separator }
        return "-"
    }

    private static func style(_ quantity: Measure.Quantity, high: Bool) -> MeasureNumber.Style {
        switch quantity {
        case .one(let number): number.style
        case .range(let low, let far, _): high ? far.style : low.style
        }
    }
}

/// A measure whose amount could not be scaled, converted or added, said once.
public struct MeasureNote: Sendable, Equatable {
    public let measure: String
    public let ingredient: String
    public var recipes: [String]
    public let problem: MeasureProblem

    /// "'-5 g' of Sugar (Eton Mess) is a negative amount; kept as written".
    public var text: String {
        "'\(measure)' of \(ingredient) (\(recipes.joined(separator: ", "))) \(problem.reason); kept as written"
    }
}
