#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A recipe's measure, understood: an amount with an optional unit ("1 1/2 oz", "100g", "½ cup",
/// "6"), or words kept as they are ("to taste", "Top", "pinch", "Juice of 1/2").
public enum Measure: Sendable, Hashable {
    case amount(Fraction, unit: String?)
    case words(String)
    case none

    private static let unicodeFractions: [Character: Fraction] = [
        "½": Fraction(1, 2), "⅓": Fraction(1, 3), "⅔": Fraction(2, 3), "¼": Fraction(1, 4), "¾": Fraction(3, 4),
        "⅕": Fraction(1, 5), "⅖": Fraction(2, 5), "⅗": Fraction(3, 5), "⅘": Fraction(4, 5), "⅙": Fraction(1, 6),
        "⅚": Fraction(5, 6), "⅛": Fraction(1, 8), "⅜": Fraction(3, 8), "⅝": Fraction(5, 8), "⅞": Fraction(7, 8),
    ]

    /// Spellings of one unit, so "2 tbs" and "1 tblsp" add up.
    private static let unitSynonyms: [String: String] = [
        "gram": "g", "grams": "g", "gr": "g", "kilogram": "kg", "kilograms": "kg", "kgs": "kg",
        "millilitre": "ml", "milliliter": "ml", "millilitres": "ml", "milliliters": "ml",
        "litre": "l", "liter": "l", "litres": "l", "liters": "l",
        "ounce": "oz", "ounces": "oz", "cups": "cup", "shots": "shot", "parts": "part", "dashes": "dash",
        "tbs": "tbsp", "tblsp": "tbsp", "tbl": "tbsp", "tablespoon": "tbsp", "tablespoons": "tbsp", "tbsps": "tbsp",
        "teaspoon": "tsp", "teaspoons": "tsp", "tsps": "tsp", "spoons": "spoon", "slices": "slice",
        "pounds": "lb", "pound": "lb", "lbs": "lb", "pinches": "pinch", "cloves": "clove",
        "pints": "pint", "pt": "pint", "fl. oz": "fl oz", "fluid ounce": "fl oz", "fluid ounces": "fl oz", "fl oz.": "fl oz",
    ]

    public init(_ text: String?) {
        let trimmed = (text ?? "").trimmed()
        guard !trimmed.isEmpty else {
            self = .none
            return
        }
        var rest = Substring(trimmed)
        guard let amount = Self.amount(&rest), !Self.isExponent(rest), Self.isUnit(rest) else {
            self = .words(trimmed)
            return
        }
        let unit = rest.trimmed().lowercased()
        self = .amount(amount, unit: unit.isEmpty ? nil : Self.unitSynonyms[unit] ?? unit)
    }

    /// What follows the amount is a unit only when it is words: letters, spaces, dots and
    /// apostrophes, a hyphen only inside a word ("tblsp fresh", "fl. oz", "x-large"). A count of
    /// items of one size is one too, the size kept as written: "(400g) tins", "x 400g tins" (two
    /// tins of 400 g scale to four). Anything else ("-3 tbsp" of a range, "g/6oz", "cup (30g)", a
    /// second "1/2") is no unit this can scale, and the measure stays words, as written.
    private static func isUnit(_ rest: Substring) -> Bool {
        let text = rest.trimmed()
        if text.hasPrefix("("), let close = text.firstIndex(of: ")") {
            return !text[text.index(after: text.startIndex)..<close].contains("(") && isWords(text[text.index(after: close)...])
        }
        if text.hasPrefix("x "), let size = text.dropFirst(2).split(separator: " ", maxSplits: 1).first,
            size.first?.isNumber == true, size.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "." })
        {
            return isWords(text.dropFirst(2 + size.count))
        }
        return isWords(Substring(text))
    }

    private static func isWords(_ text: Substring) -> Bool {
        let characters = Array(text.trimmed())
        for (index, character) in characters.enumerated() {
            if character.isLetter || character == " " || character == "." || character == "'" || character == "’" { continue }
            guard character == "-", index > 0, index < characters.count - 1,
                characters[index - 1].isLetter, characters[index + 1].isLetter
            else { return false }
        }
        return true
    }

    /// "e308" after "1": a number in exponent form is no amount a recipe writes (and scaled would
    /// read as "100 e308 ml"), so the measure stays words.
    private static func isExponent(_ rest: Substring) -> Bool {
        guard let first = rest.first, first == "e" || first == "E", let next = rest.dropFirst().first else { return false }
        return next.isASCII && (next.isNumber || next == "+" || next == "-")
    }

    /// Reads "1", "1.5", "1/2", "1 1/2", "½", "1½" from the front of `text`.
    private static func amount(_ text: inout Substring) -> Fraction? {
        var total: Fraction?
        while true {
            let start = text.drop(while: { $0 == " " })
            if let first = start.first, let fraction = unicodeFractions[first] {
                total = (total ?? Fraction(0)).adding(fraction)
                text = start.dropFirst()
                return total
            }
            let number = start.prefix(while: { $0.isASCII && ($0.isNumber || $0 == "." || $0 == "/") })
            guard !number.isEmpty, let value = parse(number) else { return total }
            if total != nil && !number.contains("/") { return total } // "1 2" is not one amount
            guard let sum = (total ?? Fraction(0)).adding(value) else { return nil }
            total = sum
            text = start.dropFirst(number.count)
            if number.contains("/") || number.contains(".") { return total }
        }
    }

    private static func parse(_ number: Substring) -> Fraction? {
        if let slash = number.firstIndex(of: "/") {
            guard let top = Int(number[..<slash]), let bottom = Int(number[number.index(after: slash)...]) else { return nil }
            return Fraction.checked(top, bottom)
        }
        if let dot = number.firstIndex(of: ".") {
            let decimals = number[number.index(after: dot)...]
            guard decimals.count <= 4, !decimals.contains("."), let whole = Int(number[..<dot].isEmpty ? "0" : number[..<dot]),
                whole <= Fraction.limit, let fraction = Int(decimals.isEmpty ? "0" : decimals)
            else { return nil }
            let scale = (0..<decimals.count).reduce(1) { product, _ in product * 10 }
            return Fraction.checked(whole * scale + fraction, scale)
        }
        return Int(number).flatMap { Fraction.checked($0) }
    }

    /// Units that are words, and their plurals: "2 spoons" stays plural though it adds up with "1 spoon".
    private static let plurals: [String: String] = [
        "cup": "cups", "shot": "shots", "part": "parts", "dash": "dashes", "spoon": "spoons",
        "slice": "slices", "pinch": "pinches", "clove": "cloves", "pint": "pints",
    ]

    /// How the measure prints: "2 oz", "150 g", "3/4 cup", "2 cups", "6".
    public var text: String? {
        switch self {
        case .amount(let amount, let unit): Self.text(amount, unit: unit, decimal: false)
        case .words(let words): words
        case .none: nil
        }
    }

    /// An amount of a unit as it prints: as a decimal when it was written as one ("4.5 cl"), else
    /// in halves, thirds, quarters or eighths ("1 1/2 oz"); a word unit is plural above one.
    public static func text(_ amount: Fraction, unit: String?, decimal: Bool) -> String {
        var number = decimal ? amount.decimalDescription : amount.description
        if number == "0" && amount.numerator > 0 { number = "<0.001" } // not zero: under what three decimals say
        guard let unit else { return number }
        let plural = amount.numerator > amount.denominator ? plurals[unit] : nil
        return "\(number) \(plural ?? unit)"
    }

    /// Whether `text`'s amount is written as a decimal: "4.5 cl", "0.25 l".
    public static func isDecimal(_ text: String?) -> Bool {
        let start = (text ?? "").trimmed().prefix(while: { $0.isASCII && ($0.isNumber || $0 == "." || $0 == "/") })
        return start.contains(".") && !start.contains("/")
    }
}
