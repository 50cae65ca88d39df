#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Says a quantity of millilitres or grams in metric or US units (the sizes are `MeasureUnit.size`):
/// - metric: millilitres and grams, then litres and kilograms from 1000 (`AmountText.metric`).
/// - US, volume: teaspoons below 1 tbsp; then ounces in drinks, or tablespoons below 1/4 cup and
///   then cups in desserts. US, mass: ounces below 1 lb, then pounds. Each to the nearest 1/8,
///   1/4, 1/3, 1/2, 2/3 or 3/4 (`AmountText.cooks`).
public enum UnitConversion {
    /// Millilitres or grams in `amount` of `unit`: a `Double`, since the result is rounded for
    /// people anyway and sums of exact sizes (4.92892 ml) would soon pass `Fraction.limit`.
    public static func base(_ amount: Fraction, of unit: MeasureUnit) -> Double {
        amount.doubleValue * unit.size.doubleValue
    }

    /// The US unit `base` is said in.
    static func usUnit(for base: Double, _ dimension: MeasureUnit.Dimension, ounces: OunceKind) -> MeasureUnit {
        switch dimension {
        case .volume:
            if base < MeasureUnit.tbsp.size.doubleValue { return .tsp }
            if ounces == .fluid { return .fluidOunce }
            return base < MeasureUnit.cup.size.doubleValue / 4 ? .tbsp : .cup
        case .mass:
            return base < MeasureUnit.lb.size.doubleValue ? .weightOunce : .lb
        }
    }

    /// "89 ml", "1.5 l", "1 1/2 oz", "2 1/3 cups", and for a range "59-89 ml" (`low` and
    /// `separator` given): `high` millilitres or grams said in `system`, the unit chosen by the
    /// larger end. Nil for `.asIs`, or a quantity too large to round.
    public static func text(
        _ high: Double, low: Double? = nil, separator: String = "-", _ dimension: MeasureUnit.Dimension, in system: UnitSystem,
        ounces: OunceKind
    ) -> String? {
        switch system {
        case .asIs: return nil
        case .metric:
            guard let far = AmountText.metric(high, dimension) else { return nil }
            guard let low else { return "\(far.number) \(far.unit)" }
            guard let near = AmountText.metric(low, dimension, large: far.unit == "l" || far.unit == "kg") else { return nil }
            return "\(near.number)\(separator)\(far.number) \(far.unit)"
        case .us:
            let unit = usUnit(for: high, dimension, ounces: ounces)
            let size = unit.size.doubleValue
            guard let far = AmountText.cooks(high / size) else { return nil }
            let word = UnitWord.named(unit.word).agreeing(many: AmountText.isMany(far))
            guard let low else { return "\(far) \(word)" }
            guard let near = AmountText.cooks(low / size) else { return nil }
            return "\(near)\(separator)\(far) \(word)"
        }
    }
}
