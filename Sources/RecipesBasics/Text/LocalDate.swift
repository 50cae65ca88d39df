#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Dates as a person reads them: in the local time zone (`TZ`, else the system's), to the minute,
/// with the zone's abbreviation: `2026-11-23 18:30 CET`. The C library's own zone rules, so no
/// locale, no ICU. JSON never uses this; it keeps `UTCDate`.
public enum LocalDate {
    public static func text(_ date: Date) -> String {
        // time_t from a Double traps outside Int64: a date past any calendar is said in UTC.
        let interval = date.timeIntervalSince1970.rounded(.down)
        guard interval.isFinite, abs(interval) < 1e15 else { return UTCDate.iso8601(date) }
        var seconds = time_t(interval)
        var parts = tm()
        guard localtime_r(&seconds, &parts) != nil else { return UTCDate.iso8601(date) }
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let zone = parts.tm_zone.map { String(cString: $0) } ?? ""
        let day = "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday))"
        return "\(day) \(two(parts.tm_hour)):\(two(parts.tm_min))" + (zone.isEmpty ? "" : " \(zone)")
    }
}
