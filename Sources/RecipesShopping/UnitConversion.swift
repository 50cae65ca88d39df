#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Says a quantity of millilitres or grams in metric or US units (the sizes are `MeasureUnit.size`):
/// - metric: millilitres (whole) up to 1 l, then litres to one decimal; grams and kilograms alike.
/// - US, volume: teaspoons below 1 tbsp; then ounces in drinks, or tablespoons below 1/4 cup and
///   then cups in desserts. US, mass: ounces below 1 lb, then pounds. Each to the nearest 1/8,
///   1/4, 1/3, 1/2, 2/3 or 3/4 (`AmountText.cooks`).
public enum UnitConversion {
    /// Millilitres or grams in `amount` of `unit`: a `Double`, since the result is rounded for
    /// people anyway and sums of exact sizes (4.92892 ml) would soon pass `Fraction.limit`.
    public static func base(_ amount: Fraction, of unit: MeasureUnit) -> Double {
        amount.doubleValue * unit.size.doubleValue
    }

    /// The unit `base` is said in, in `system` (nil for `.asIs`).
    public static func unit(for base: Double, _ dimension: MeasureUnit.Dimension, in system: UnitSystem, ounces: OunceKind) -> MeasureUnit?
    {
        switch (system, dimension) {
        case (.asIs, _): nil
        case (.metric, .volume): base < 999.5 ? .ml : .l
        case (.metric, .mass): base < 999.5 ? .g : .kg
        case (.us, .volume):
            if base < MeasureUnit.tbsp.size.doubleValue {
                .tsp
            } else if ounces == .fluid {
                .fluidOunce
            } else if base < MeasureUnit.cup.size.doubleValue / 4 {
                .tbsp
            } else {
                .cup
            }
        case (.us, .mass): base < MeasureUnit.lb.size.doubleValue ? .weightOunce : .lb
        }
    }

    /// "89 ml", "1.5 l", "1 1/2 oz", "2 1/3 cups": `base` millilitres or grams said in `system`;
    /// nil for `.asIs`, or a quantity too large to round (then the measure stays as written).
    public static func text(_ base: Double, _ dimension: MeasureUnit.Dimension, in system: UnitSystem, ounces: OunceKind) -> String? {
        guard let unit = unit(for: base, dimension, in: system, ounces: ounces) else { return nil }
        switch system {
        case .asIs: return nil
        case .metric:
            return dimension == .volume
                ? AmountText.metric(base, small: "ml", large: "l") : AmountText.metric(base, small: "g", large: "kg")
        case .us: return AmountText.cooks(base / unit.size.doubleValue, unit: unit.word)
        }
    }
}
