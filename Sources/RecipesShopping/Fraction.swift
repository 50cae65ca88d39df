#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// An exact non-negative rational amount, so 1 1/2 + 1/2 is 2 and 1/3 + 1/3 + 1/3 is 1.
public struct Fraction: Sendable, Hashable, Comparable, CustomStringConvertible {
    public let numerator: Int
    public let denominator: Int

    public init(_ numerator: Int, _ denominator: Int = 1) {
        precondition(denominator > 0, "a fraction needs a positive denominator")
        let divisor = Self.gcd(abs(numerator), denominator)
        self.numerator = numerator / max(divisor, 1)
        self.denominator = denominator / max(divisor, 1)
    }

    /// The most a measure's numerator or denominator may be. Measures come from servers and from
    /// favorites.json: far above any recipe's, this keeps every sum of two and every printed
    /// decimal far inside `Int`, so no amount can overflow or trap.
    public static let limit = 1_000_000_000

    /// A fraction read from text, or nil when a part passes `limit` (the measure stays words).
    public static func checked(_ numerator: Int, _ denominator: Int = 1) -> Fraction? {
        guard (0...limit).contains(numerator), (1...limit).contains(denominator) else { return nil }
        return Fraction(numerator, denominator)
    }

    /// The sum, or nil when it would pass `limit` (the two amounts are then listed side by side).
    public func adding(_ other: Fraction) -> Fraction? {
        guard isWithinLimit, other.isWithinLimit else { return nil }
        let sum = Fraction(numerator * other.denominator + other.numerator * denominator, denominator * other.denominator)
        return sum.isWithinLimit ? sum : nil
    }

    /// The product, or nil when it would pass `limit` (a scaled or converted amount then stays as
    /// it was written). Both parts are within `limit`, so each product of two fits in `Int`.
    public func multiplying(_ other: Fraction) -> Fraction? {
        guard isWithinLimit, other.isWithinLimit else { return nil }
        let product = Fraction(numerator * other.numerator, denominator * other.denominator)
        return product.isWithinLimit ? product : nil
    }

    /// Exact for any two fractions: the cross products are compared at full width, so none traps.
    public static func < (lhs: Fraction, rhs: Fraction) -> Bool {
        let left = lhs.numerator.multipliedFullWidth(by: rhs.denominator)
        let right = rhs.numerator.multipliedFullWidth(by: lhs.denominator)
        return (left.high, left.low) < (right.high, right.low)
    }

    /// The nearest whole number, halves rounded up.
    public var rounded: Int {
        let whole = numerator / denominator
        let rest = (numerator % denominator).magnitude
        guard rest >= UInt(denominator) - rest else { return whole }
        return numerator < 0 ? whole - 1 : whole + 1
    }

    /// Close to the fraction, for conversions whose results are rounded anyway.
    public var doubleValue: Double { Double(numerator) / Double(denominator) }

    private var isWithinLimit: Bool {
        numerator.magnitude <= UInt(Self.limit) && denominator <= Self.limit
    }

    /// "2", "3/4", "1 1/2"; a denominator other than 2, 3, 4 or 8 prints as a decimal ("4.5", "0.35").
    public var description: String {
        let whole = numerator / denominator
        let rest = numerator % denominator
        if rest == 0 { return String(whole) }
        guard [2, 3, 4, 8].contains(denominator) else { return decimalDescription }
        return whole == 0 ? "\(rest)/\(denominator)" : "\(whole) \(rest)/\(denominator)"
    }

    /// "4.5", "0.25", "0.143": three decimals at most, rounded half-up, trailing zeros dropped,
    /// for an amount written as a decimal ("4.5 cl" stays "4.5 cl", never "4 1/2 cl").
    public var decimalDescription: String {
        let thousandths = (abs(numerator) * 1000 * 2 + denominator) / (denominator * 2)
        var decimals = String(thousandths % 1000).padded(to: 3, with: "0", leading: true)
        while decimals.hasSuffix("0") { decimals.removeLast() }
        let sign = numerator < 0 ? "-" : ""
        return decimals.isEmpty ? "\(sign)\(thousandths / 1000)" : "\(sign)\(thousandths / 1000).\(decimals)"
    }

    private static func gcd(_ a: Int, _ b: Int) -> Int {
        b == 0 ? a : gcd(b, a % b)
    }
}
