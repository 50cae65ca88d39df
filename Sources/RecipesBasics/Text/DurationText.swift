#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Durations for people ("7 days", "3 hours ago") and for flags ("7d", "12h", "30m", "90s").
public enum DurationText {
    /// The longest duration a flag or variable may give: 100 years.
    public static let longest: Double = 100 * 365 * 86_400

    /// The largest whole unit: "7 days", "1 hour", "90 seconds" stays "1 minute"; under a minute,
    /// tenths of a second when there are any ("2.5 seconds"). Clamped to
    /// `longest`, so no value can overflow the whole number it is printed as.
    public static func amount(_ seconds: Double) -> String {
        let seconds = seconds.isNaN ? 0 : min(max(0, seconds), longest)
        for (unit, size) in [("day", 86_400.0), ("hour", 3_600.0), ("minute", 60.0)] where seconds >= size {
            let count = Int(seconds / size)
            return "\(count) \(unit)\(count == 1 ? "" : "s")"
        }
        // Tenths, rounded: --timeout 2.5 ran out after "2.5 seconds", and 10.02 is "10 seconds".
        let tenths = Int((seconds * 10).rounded())
        if tenths % 10 != 0 { return "\(tenths / 10).\(tenths % 10) seconds" }
        return "\(tenths / 10) second\(tenths == 10 ? "" : "s")"
    }

    /// "just now" under a minute, else "3 hours ago". A date in the future reads as "just now".
    public static func ago(_ date: Date, now: Date) -> String {
        let seconds = now.timeIntervalSince(date)
        return seconds < 60 ? "just now" : "\(amount(seconds)) ago"
    }

    /// Parses `7d`, `12h`, `30m`, `90s` or plain seconds; nil for anything else, a negative value,
    /// or more than `longest`.
    public static func parse(_ text: String) -> Double? {
        let trimmed = text.trimmed().lowercased()
        let units: [Character: Double] = ["s": 1, "m": 60, "h": 3_600, "d": 86_400, "w": 604_800]
        var number = Substring(trimmed)
        var scale = 1.0
        if let last = trimmed.last, let unit = units[last] {
            number = number.dropLast()
            scale = unit
        }
        guard !number.isEmpty, number.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
            let value = Double(number), value.isFinite, value >= 0, value * scale <= longest
        else { return nil }
        return value * scale
    }
}
