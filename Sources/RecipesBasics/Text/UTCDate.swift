#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Dates as the tool prints them, always in UTC: no locale, no ICU.
public enum UTCDate {
    /// `2026-11-23T03:00:00Z`.
    public static func iso8601(_ date: Date) -> String {
        Date.ISO8601FormatStyle().format(date)
    }

    /// `2026-11-23`.
    public static func day(_ date: Date) -> String {
        String(iso8601(date).prefix(10))
    }

    /// `20261123T030000Z`: for file names.
    public static func compact(_ date: Date) -> String {
        Date.ISO8601FormatStyle(dateSeparator: .omitted, dateTimeSeparator: .standard, timeSeparator: .omitted).format(date)
    }
}

/// Sizes as a person reads them: `512 bytes`, `9 KB`, `12.3 MB` (1,000 bytes to a KB, as file managers count).
public enum ByteCount {
    public static func text(_ bytes: Int) -> String {
        if bytes < 1_000 { return bytes == 1 ? "1 byte" : "\(bytes) bytes" }
        for (unit, size) in [("GB", 1_000_000_000.0), ("MB", 1_000_000.0), ("KB", 1_000.0)] where Double(bytes) >= size {
            let value = Double(bytes) / size
            let rounded = (value * 10).rounded() / 10
            return value >= 100 || rounded == rounded.rounded() ? "\(Int(value.rounded())) \(unit)" : "\(rounded) \(unit)"
        }
        return "\(bytes) bytes"
    }
}
