#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Dates as the tool prints them, always in UTC: no locale, no ICU.
///
/// Dates from 1900 to 9999 are written from the civil calendar's arithmetic (days since 1970 to a
/// Gregorian year, month and day, Howard Hinnant's `civil_from_days`): Foundation's
/// `ISO8601FormatStyle` cost 1.85 M instructions for its first date, a tenth of an offline list's
/// whole run. Any other date (a hostile file's) goes to Foundation, which writes it as it always did (before
/// 1582 Foundation's calendar is the Julian one, which this arithmetic is not).
public enum UTCDate {
    /// `2026-11-23T03:00:00Z`.
    public static func iso8601(_ date: Date) -> String {
        guard let parts = Parts(date) else { return Date.ISO8601FormatStyle().format(date) }
        return parts.text(dateSeparator: "-", timeSeparator: ":")
    }

    /// `2026-11-23`.
    public static func day(_ date: Date) -> String {
        String(iso8601(date).prefix(10))
    }

    /// `20261123T030000Z`: for file names.
    public static func compact(_ date: Date) -> String {
        guard let parts = Parts(date) else {
            return Date.ISO8601FormatStyle(dateSeparator: .omitted, dateTimeSeparator: .standard, timeSeparator: .omitted).format(date)
        }
        return parts.text(dateSeparator: "", timeSeparator: "")
    }

    /// A date's UTC fields, whole seconds (the fraction dropped, as `ISO8601FormatStyle` drops it).
    struct Parts: Equatable {
        var year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int

        /// 1900-01-01 to 9999-12-31: Gregorian throughout, and four digits write the year.
        static let range: ClosedRange<Double> = -2_208_988_800...253_402_300_799

        init?(_ date: Date) {
            let interval = date.timeIntervalSince1970
            guard interval.isFinite, Self.range.contains(interval) else { return nil }
            let seconds = Int(interval.rounded(.down))
            let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
            let time = seconds - days * 86_400
            (hour, minute, second) = (time / 3_600, time % 3_600 / 60, time % 60)
            // civil_from_days: eras of 400 years from 0000-03-01.
            let z = days + 719_468
            let era = (z >= 0 ? z : z - 146_096) / 146_097
            let dayOfEra = z - era * 146_097
            let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
            let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
            let monthIndex = (5 * dayOfYear + 2) / 153
            day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
            month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
            year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        }

        func text(dateSeparator: String, timeSeparator: String) -> String {
            Self.digits(year, 4) + dateSeparator + Self.digits(month, 2) + dateSeparator + Self.digits(day, 2) + "T"
                + Self.digits(hour, 2) + timeSeparator + Self.digits(minute, 2) + timeSeparator + Self.digits(second, 2) + "Z"
        }

        private static func digits(_ value: Int, _ count: Int) -> String {
            let text = String(value)
            return text.count >= count ? text : String(repeating: "0", count: count - text.count) + text
        }
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
