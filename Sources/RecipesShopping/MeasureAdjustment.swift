import RecipesCatalog

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `--scale` and `--units`: every amount a measure states, multiplied and said in other units.
/// Measures that are words ("Coarse", "to taste", "Juice of 1/2") and units no table has ("2 spoons")
/// keep their words; an amount that would pass `Fraction.limit` once scaled stays as written.
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
    /// "-1", "nan", "inf", "1e400", "abc") is `ShoppingError.badScale`.
    public static func scale(_ text: String) throws -> Fraction {
        guard case .amount(let factor, unit: nil) = Measure(text), scales.contains(factor) else {
            throw ShoppingError.badScale(text)
        }
        return factor
    }

    public var changesNothing: Bool { scale == Fraction(1) && units == .asIs }

    public func ounces(in catalog: CatalogName) -> OunceKind {
        weightOunces.contains(catalog) ? .weight : .fluid
    }

    /// The measure as it prints after scaling and converting: "3 oz", "89 ml", "1 1/2 cups"; the
    /// text as written when nothing changes it.
    public func text(_ measure: String?, ounces: OunceKind) -> String? {
        guard !changesNothing, case .amount(let amount, let unit) = Measure(measure), let scaled = amount.multiplying(scale) else {
            return measure
        }
        if let unit, let known = MeasureUnit(word: unit, ounces: ounces), units != .asIs, !known.belongs(to: units),
            let converted = UnitConversion.text(UnitConversion.base(scaled, of: known), known.dimension, in: units, ounces: ounces)
        {
            return converted
        }
        guard scale != Fraction(1) else { return measure }
        return AmountText.scaled(scaled, unit: unit, decimal: Measure.isDecimal(measure)) ?? measure
    }

    /// The card with every ingredient's measure adjusted; names, order and the rest unchanged.
    public func card(_ card: RecipeCard) -> RecipeCard {
        guard !changesNothing else { return card }
        var adjusted = card
        let ounces = ounces(in: card.catalog)
        adjusted.ingredients = card.ingredients.map { Ingredient(name: $0.name, measure: text($0.measure, ounces: ounces)) }
        return adjusted
    }
}
