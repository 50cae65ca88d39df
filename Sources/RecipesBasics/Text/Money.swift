#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Prices are exact decimals: 4 + 1 + 0.5 + 2.2 is 7.7, never 7.700000000000001.
public enum Money {
    /// The most one price on the menu may be. Anything above is a server's mistake or an attack, and
    /// keeping every price this small keeps every sum the tool makes (a pizza's ingredients, 99 of
    /// a drink, a cart) far inside what `Decimal` holds exactly.
    public static let maximumPrice: Decimal = 1_000_000

    /// A price from the menu as an exact decimal, or nil when it is not a price at all: not finite,
    /// negative, or above `maximumPrice`.
    public static func price(_ number: Double) -> Decimal? {
        guard number.isFinite, number >= 0 else { return nil }
        let value = decimal(number)
        guard !value.isNaN, value <= maximumPrice else { return nil }
        return value
    }

    /// A JSON number read as the shortest decimal that round-trips it ("2.2", not 2.2000000000000002).
    public static func decimal(_ number: Double) -> Decimal {
        Decimal(string: "\(number)", locale: Locale(identifier: "en_US_POSIX")) ?? Decimal(number)
    }

    /// Rounded half-up (away from zero) to cents, on the decimal's own digits.
    public static func rounded(_ amount: Decimal) -> Decimal {
        guard !amount.isNaN else { return amount }
        let text = amount.description
        guard let point = text.firstIndex(of: "."), text.distance(from: point, to: text.endIndex) > 3 else { return amount }
        let cut = text.index(point, offsetBy: 3)
        guard let truncated = Decimal(string: String(text[..<cut])) else { return amount }
        guard let next = text[cut].wholeNumberValue, next >= 5 else { return truncated }
        let cent = Decimal(sign: .plus, exponent: -2, significand: 1)
        return amount < 0 ? truncated - cent : truncated + cent
    }

    /// "7.70": always two decimals, no grouping, no currency symbol (the menu names none). Works on
    /// the decimal's digits, never through a fixed-size integer, so no amount can wrap or trap.
    public static func format(_ amount: Decimal) -> String {
        guard !amount.isNaN else { return "?" }
        let digits = rounded(amount).description
        let parts = digits.split(separator: ".", maxSplits: 1)
        let whole = parts.first.map(String.init) ?? "0"
        let fraction = parts.count > 1 ? String(parts[1].prefix(2)) : ""
        return "\(whole == "-0" ? "0" : whole).\(fraction.padded(to: 2, with: "0"))"
    }
}
