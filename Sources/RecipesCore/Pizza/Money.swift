import Foundation

/// Prices are exact decimals: 4 + 1 + 0.5 + 2.2 is 7.7, never 7.700000000000001.
public enum Money {
    /// A JSON number read as the shortest decimal that round-trips it ("2.2", not 2.2000000000000002).
    public static func decimal(_ number: Double) -> Decimal {
        Decimal(string: "\(number)", locale: Locale(identifier: "en_US_POSIX")) ?? Decimal(number)
    }

    /// Rounded half-up to cents.
    public static func rounded(_ amount: Decimal) -> Decimal {
        var value = amount
        var result = Decimal()
        NSDecimalRound(&result, &value, 2, .plain)
        return result
    }

    /// "7.70": always two decimals, no grouping, no currency symbol (the menu names none).
    public static func format(_ amount: Decimal) -> String {
        let cents = NSDecimalNumber(decimal: rounded(amount) * 100).int64Value
        let sign = cents < 0 ? "-" : ""
        let absolute = abs(cents)
        let fraction = absolute % 100
        return "\(sign)\(absolute / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}
