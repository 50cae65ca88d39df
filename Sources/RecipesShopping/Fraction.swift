#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// An exact non-negative rational amount, so 1 1/2 + 1/2 is 2 and 1/3 + 1/3 + 1/3 is 1.
public struct Fraction: Sendable, Hashable, CustomStringConvertible {
    public let numerator: Int
    public let denominator: Int

    public init(_ numerator: Int, _ denominator: Int = 1) {
        precondition(denominator > 0, "a fraction needs a positive denominator")
        let divisor = Self.gcd(abs(numerator), denominator)
        self.numerator = numerator / max(divisor, 1)
        self.denominator = denominator / max(divisor, 1)
    }

    public static func + (lhs: Fraction, rhs: Fraction) -> Fraction {
        Fraction(lhs.numerator * rhs.denominator + rhs.numerator * lhs.denominator, lhs.denominator * rhs.denominator)
    }

    /// "2", "3/4", "1 1/2"; a denominator other than 2, 3, 4 or 8 prints as a decimal ("4.5", "0.35").
    public var description: String {
        let whole = numerator / denominator
        let rest = numerator % denominator
        if rest == 0 { return String(whole) }
        guard [2, 3, 4, 8].contains(denominator) else {
            // Three decimals, rounded half-up, trailing zeros dropped: 1/5 is "0.2", 1/7 is "0.143".
            let thousandths = (abs(numerator) * 1000 * 2 + denominator) / (denominator * 2)
            var decimals = String(thousandths % 1000).padded(to: 3, with: "0", leading: true)
            while decimals.hasSuffix("0") { decimals.removeLast() }
            let sign = numerator < 0 ? "-" : ""
            return decimals.isEmpty ? "\(sign)\(thousandths / 1000)" : "\(sign)\(thousandths / 1000).\(decimals)"
        }
        return whole == 0 ? "\(rest)/\(denominator)" : "\(whole) \(rest)/\(denominator)"
    }

    private static func gcd(_ a: Int, _ b: Int) -> Int {
        b == 0 ? a : gcd(b, a % b)
    }
}
