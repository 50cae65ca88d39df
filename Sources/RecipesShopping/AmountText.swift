#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// How amounts print (Docs/Architecture.md, "Measures"):
/// - an exact amount keeps how it was written: fractions with denominators up to 8 (fifths
///   included: 2/5 × 2 is "4/5"), otherwise two decimals; a decimal stays a decimal, its comma kept;
/// - millilitres and grams: whole from 5 up, one decimal below 5 ("2.5 g", "0.6 ml"), "<0.1" for
///   less; litres and kilograms from 1000, with two decimals below 10, one below 100, then whole;
/// - a converted US amount goes to the nearest 1/8, 1/4, 1/3, 1/2, 2/3 or 3/4 a cook measures.
/// Every number is bounded before it becomes an `Int`: nothing traps.
public enum AmountText {
    /// Above this an amount is not rounded into an `Int` (and is no recipe's).
    static let ceiling = 1e15

    /// "1 1/2", "4/5", "0.11", "4,5", "<0.01".
    public static func exact(_ amount: Fraction, style: MeasureNumber.Style) -> String {
        switch style {
        case .fraction:
            guard amount.denominator > 8 else { return fraction(amount) }
            return decimal(amount, places: 2, comma: false)
        case .decimal(let comma):
            return decimal(amount, places: 2, comma: comma)
        }
    }

    /// "3/4", "1 1/2", "2".
    static func fraction(_ amount: Fraction) -> String {
        let whole = amount.numerator / amount.denominator
        let rest = amount.numerator % amount.denominator
        if rest == 0 { return String(whole) }
        return whole == 0 ? "\(rest)/\(amount.denominator)" : "\(whole) \(rest)/\(amount.denominator)"
    }

    /// Rounded half up to `places`, trailing zeros dropped; "<0.01" for an amount that is not zero
    /// but rounds to it.
    static func decimal(_ amount: Fraction, places: Int, comma: Bool) -> String {
        // Amounts from measures are within `Fraction.limit`; any larger one is said whole rather than overflow.
        guard amount.numerator.magnitude <= UInt(Fraction.limit) * 1000 else { return String(amount.numerator / amount.denominator) }
        let scale = places == 1 ? 10 : 100
        let scaled = (amount.numerator * scale * 2 + amount.denominator) / (amount.denominator * 2)
        let point = comma ? "," : "."
        if scaled == 0 && amount.numerator > 0 { return "<0\(point)" + String(repeating: "0", count: places - 1) + "1" }
        var decimals = String(scaled % scale)
        while decimals.count < places { decimals = "0" + decimals }
        while decimals.hasSuffix("0") { decimals.removeLast() }
        return decimals.isEmpty ? "\(scaled / scale)" : "\(scaled / scale)\(point)\(decimals)"
    }

    /// Millilitres or grams said in metric: ("89", "ml"), ("1.14", "l"), ("2.5", "g"), ("<0.1", "ml").
    /// `large` forces litres or kilograms (the far end of a range decided). Nil for an amount that is
    /// not a finite number from 0 up to `ceiling`.
    public static func metric(_ value: Double, _ dimension: MeasureUnit.Dimension, large: Bool? = nil) -> (number: String, unit: String)? {
        guard value.isFinite, value >= 0, value < ceiling else { return nil }
        let inLarge = large ?? (value >= 999.5)
        let (small, big) = dimension == .volume ? ("ml", "l") : ("g", "kg")
        if inLarge {
            let thousands = value / 1000
            let places = thousands < 10 ? 100.0 : thousands < 100 ? 10.0 : 1.0
            return (plain((thousands * places).rounded() / places), big)
        }
        if value >= 4.95 { return (String(Int(value.rounded())), small) }
        if value >= 0.05 { return (plain((value * 10).rounded() / 10), small) }
        return (value > 0 ? "<0.1" : "0", small)
    }

    /// A rounded `Double` with its needed decimals: 1.5 → "1.5", 2.0 → "2", 1.14 → "1.14".
    private static func plain(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        return decimal(Fraction(hundredths, 100), places: 2, comma: false)
    }

    /// Whether a printed amount is more than one, for the unit's plural: "1 1/2", "2" are; "1", "3/4",
    /// "0.07", "<0.1" are not.
    static func isMany(_ printed: String) -> Bool {
        guard let first = printed.first, first != "<", first != "0" else { return false }
        if printed == "1" { return false }
        return printed.contains(" ") || !printed.contains("/")
    }

    /// The fractions a measuring cup or spoon has, in 24ths: 1/8, 1/4, 1/3, 1/2, 2/3, 3/4.
    private static let cooksTwentyFourths = [0, 3, 6, 8, 12, 16, 18, 24]

    /// "1 1/2", "2/3", "3": to the nearest 1/8, 1/4, 1/3, 1/2, 2/3 or 3/4. Below one, an amount
    /// that fraction would miss by more than 30% is said in hundredths ("0.07" for 2 g in ounces).
    public static func cooks(_ value: Double) -> String? {
        guard value.isFinite, value >= 0, value < ceiling else { return nil }
        let whole = value.rounded(.down)
        let rest = (value - whole) * 24
        let nearest = cooksTwentyFourths.min { abs(Double($0) - rest) < abs(Double($1) - rest) } ?? 0
        if whole == 0 && value > 0 && abs(Double(nearest) / 24 - value) > value * 0.3 {
            return decimal(Fraction(Int((value * 100).rounded()), 100), places: 2, comma: false)
        }
        return fraction(Fraction(Int(whole) * 24 + nearest, 24))
    }
}
