/// A number as a measure writes it: its exact value and how it was written, so a scaled amount
/// is written the same way ("4.5 cl" → "9 cl", "1,5 kg" → "3 kg", "1 1/2 oz" → "3 oz").
public struct MeasureNumber: Sendable, Hashable {
    public enum Style: Sendable, Hashable {
        /// Whole numbers, fractions, mixed numbers and vulgar fractions: "2", "1/2", "1-1/2", "1 ½".
        case fraction
        /// "4.5", or with a decimal comma, "1,5".
        case decimal(comma: Bool)
    }

    public let value: Fraction
    public let style: Style

    /// Why a number could not be read.
    enum Failure: Error { case tooLarge, zeroDenominator, exponent }

    static let vulgar: [Character: Fraction] = [
        "½": Fraction(1, 2), "⅓": Fraction(1, 3), "⅔": Fraction(2, 3), "¼": Fraction(1, 4), "¾": Fraction(3, 4),
        "⅕": Fraction(1, 5), "⅖": Fraction(2, 5), "⅗": Fraction(3, 5), "⅘": Fraction(4, 5), "⅙": Fraction(1, 6),
        "⅚": Fraction(5, 6), "⅐": Fraction(1, 7), "⅛": Fraction(1, 8), "⅜": Fraction(3, 8), "⅝": Fraction(5, 8),
        "⅞": Fraction(7, 8), "⅑": Fraction(1, 9), "⅒": Fraction(1, 10),
    ]

    static func isDigit(_ character: Character) -> Bool { character.isASCII && character.isNumber }

    /// Whether a number starts at `character`: an ASCII digit or a vulgar fraction.
    static func starts(_ character: Character) -> Bool { isDigit(character) || vulgar[character] != nil }

    /// Reads one number from the front of `text`: "2", "1/2", "1 1/2", "1-1/2", "1½", "1 ½", "1-⅓",
    /// "4.5", ".5", "1,5", "1,000". A mixed number's fraction is below one ("1-2" is no mixed
    /// number, but perhaps a range). Nil when no number starts there; throws for one that cannot
    /// be an amount ("1/0", a part past `Fraction.limit`, "1e308").
    static func read(_ text: inout Substring) throws -> MeasureNumber? {
        guard let first = text.first else { return nil }
        if let fraction = vulgar[first] {
            text = text.dropFirst()
            return MeasureNumber(value: fraction, style: .fraction)
        }
        var rest = text
        let leadingDot = first == "." && rest.dropFirst().first.map(isDigit) == true
        let whole = leadingDot ? Substring("0") : try digits(&rest)
        guard let whole else { return nil }
        var number: MeasureNumber
        if rest.first == "/" || rest.first == "⁄", let denominator = try digits(after: rest) {
            let top = try integer(whole)
            let bottom = try integer(denominator.digits)
            guard bottom != 0 else { throw Failure.zeroDenominator }
            guard let value = Fraction.checked(top, bottom) else { throw Failure.tooLarge }
            rest = denominator.rest
            number = MeasureNumber(value: value, style: .fraction)
        } else if let separator = rest.first, separator == "." || separator == ",", let decimals = try digits(after: rest) {
            if separator == ",", decimals.digits.count == 3, whole.count <= 3, !leadingDot {
                // "1,000": a thousands separator; "1,5" and "1,25" are decimal commas.
                var grouped = String(whole) + decimals.digits
                rest = decimals.rest
                while rest.first == ",", let group = try digits(after: rest), group.digits.count == 3 {
                    grouped += group.digits
                    rest = group.rest
                }
                guard let value = Fraction.checked(try integer(Substring(grouped))) else { throw Failure.tooLarge }
                number = MeasureNumber(value: value, style: .fraction)
            } else {
                guard decimals.digits.count <= 6 else { throw Failure.tooLarge }
                let scale = (0..<decimals.digits.count).reduce(1) { product, _ in product * 10 }
                let top = try integer(whole)
                guard top <= Fraction.limit, let value = Fraction.checked(top * scale + (try integer(decimals.digits)), scale) else {
                    throw Failure.tooLarge
                }
                rest = decimals.rest
                number = MeasureNumber(value: value, style: .decimal(comma: separator == ","))
            }
        } else {
            guard let value = Fraction.checked(try integer(whole)) else { throw Failure.tooLarge }
            number = MeasureNumber(value: value, style: .fraction)
            if let part = properFraction(after: rest) {
                guard let sum = value.adding(part.value) else { throw Failure.tooLarge }
                number = MeasureNumber(value: sum, style: .fraction)
                rest = part.rest
            }
        }
        if let next = rest.first, next == "e" || next == "E", let after = rest.dropFirst().first,
            isDigit(after) || after == "+" || after == "-"
        {
            throw Failure.exponent
        }
        text = rest
        return number
    }

    /// The fraction of a mixed number: "½", " ½", "-⅓", " 1/2", "-1/2", below one.
    private static func properFraction(after text: Substring) -> (value: Fraction, rest: Substring)? {
        var rest = text
        if let first = rest.first, let fraction = vulgar[first] { return (fraction, rest.dropFirst()) }
        guard let separator = rest.first, separator == " " || separator == "-" else { return nil }
        rest = rest.dropFirst()
        if let first = rest.first, let fraction = vulgar[first] { return (fraction, rest.dropFirst()) }
        guard let top = try? digits(&rest), rest.first == "/" || rest.first == "⁄",
            let bottom = try? digits(after: rest),
            let numerator = try? integer(top), let denominator = try? integer(bottom.digits),
            numerator < denominator, let value = Fraction.checked(numerator, denominator)
        else { return nil }
        return (value, bottom.rest)
    }

    /// ASCII digits at the front of `text` (nil when there are none); more than 18 is past any limit.
    private static func digits(_ text: inout Substring) throws -> Substring? {
        let run = text.prefix(while: isDigit)
        guard !run.isEmpty else { return nil }
        guard run.count <= 18 else { throw Failure.tooLarge }
        text = text.dropFirst(run.count)
        return run
    }

    /// The digits after a one-character separator ("/2", ".5"), when digits follow it.
    private static func digits(after text: Substring) throws -> (digits: Substring, rest: Substring)? {
        var rest = text.dropFirst()
        guard let run = try digits(&rest) else { return nil }
        return (run, rest)
    }

    private static func integer(_ digits: Substring) throws -> Int {
        guard let value = Int(digits) else { throw Failure.tooLarge }
        return value
    }
}
