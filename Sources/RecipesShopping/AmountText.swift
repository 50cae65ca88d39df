#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A scaled or converted amount, said the way cooks write it: metric amounts as whole grams and
/// millilitres (kilograms and litres with one decimal), US amounts in the fractions on measuring
/// cups and spoons. Every number comes from a checked `Fraction` (at most `Fraction.limit`, times
/// a unit's size, at most 1000), and each `Int` made from a `Double` is bounded first.
public enum AmountText {
    /// Above this an amount is not rounded into an `Int` (and is no recipe's).
    static let ceiling = 1e15

    /// The fractions a measuring cup or spoon has, in 24ths: 1/8, 1/4, 1/3, 1/2, 2/3, 3/4.
    private static let cooksTwentyFourths = [0, 3, 6, 8, 12, 16, 18, 24]

    /// "89 ml", "1.5 l", "0.25 g": whole `small` units from 1 up to 1000, then `large` ones to one
    /// decimal; below 1, two decimals. Nil for an amount that is not a finite number up to `ceiling`.
    public static func metric(_ value: Double, small: String, large: String) -> String? {
        guard value.isFinite, value >= 0, value < ceiling else { return nil }
        if value >= 999.5 {
            return "\(Fraction(Int((value / 100).rounded()), 10).decimalDescription) \(large)"
        }
        if value >= 1 { return "\(Int(value.rounded())) \(small)" }
        return hundredths(value, unit: small)
    }

    /// "0.07 oz"; "<0.01 oz" for an amount that is not zero but rounds to it (never "0 oz").
    private static func hundredths(_ value: Double, unit: String?) -> String {
        let hundredths = Int((value * 100).rounded())
        if hundredths == 0 && value > 0 { return "<" + Measure.text(Fraction(1, 100), unit: unit, decimal: true) }
        return Measure.text(Fraction(hundredths, 100), unit: unit, decimal: true)
    }

    /// "1 1/2 oz", "2/3 cups", "3 tsp": to the nearest 1/8, 1/4, 1/3, 1/2, 2/3 or 3/4, a word unit
    /// plural above one. Below one, an amount that fraction would miss by more than 30% is said in
    /// hundredths ("0.07 oz" for 2 g, never "1/8 oz" or "0 oz"; 1/6 is still "1/8").
    public static func cooks(_ value: Double, unit: String?) -> String? {
        guard value.isFinite, value >= 0, value < ceiling else { return nil }
        let whole = value.rounded(.down)
        let rest = (value - whole) * 24
        let nearest = cooksTwentyFourths.min { abs(Double($0) - rest) < abs(Double($1) - rest) } ?? 0
        if whole == 0 && value > 0 && abs(Double(nearest) / 24 - value) > value * 0.3 {
            return hundredths(value, unit: unit)
        }
        return Measure.text(Fraction(Int(whole) * 24 + nearest, 24), unit: unit, decimal: false)
    }

    /// A scaled amount in the unit it was written in: a decimal stays a decimal ("9 cl"), grams and
    /// millilitres are whole (hundredths below 1), halves, thirds, quarters and eighths stay exact
    /// ("3/4 cup"), and any other fraction goes to the nearest a cook measures (1/3 cup × 0.5 is 1/8 cup).
    public static func scaled(_ amount: Fraction, unit: String?, decimal: Bool) -> String? {
        if let unit, unit == "g" || unit == "ml" {
            return amount.doubleValue >= 1 ? "\(amount.rounded) \(unit)" : metric(amount.doubleValue, small: unit, large: unit)
        }
        if decimal || ["cl", "dl", "l", "kg"].contains(unit) { return Measure.text(amount, unit: unit, decimal: true) }
        if [1, 2, 3, 4, 8].contains(amount.denominator) { return Measure.text(amount, unit: unit, decimal: false) }
        return cooks(amount.doubleValue, unit: unit)
    }
}
