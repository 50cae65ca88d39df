import Foundation

/// Durations for people ("7 days", "3 hours ago") and for flags ("7d", "12h", "30m", "90s").
public enum DurationText {
    /// The largest whole unit: "7 days", "1 hour", "90 seconds" stays "1 minute".
    public static func amount(_ seconds: Double) -> String {
        let seconds = max(0, seconds)
        for (unit, size) in [("day", 86_400.0), ("hour", 3_600.0), ("minute", 60.0)] where seconds >= size {
            let count = Int(seconds / size)
            return "\(count) \(unit)\(count == 1 ? "" : "s")"
        }
        let count = Int(seconds)
        return "\(count) second\(count == 1 ? "" : "s")"
    }

    /// "just now" under a minute, else "3 hours ago". A date in the future reads as "just now".
    public static func ago(_ date: Date, now: Date) -> String {
        let seconds = now.timeIntervalSince(date)
        return seconds < 60 ? "just now" : "\(amount(seconds)) ago"
    }

    /// Parses `7d`, `12h`, `30m`, `90s` or plain seconds; nil for anything else or a negative value.
    public static func parse(_ text: String) -> Double? {
        let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
        let units: [Character: Double] = ["s": 1, "m": 60, "h": 3_600, "d": 86_400, "w": 604_800]
        var number = Substring(trimmed)
        var scale = 1.0
        if let last = trimmed.last, let unit = units[last] {
            number = number.dropLast()
            scale = unit
        }
        guard !number.isEmpty, number.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
              let value = Double(number), value.isFinite, value >= 0 else { return nil }
        return value * scale
    }
}
