import Foundation
import Testing

@testable import RecipesBasics

@Suite("UTC dates: written by arithmetic, as Foundation's ISO 8601 style writes them")
struct UTCDateTests {
    @Test("every day from 1969 to 2101 at a few times of day reads as ISO8601FormatStyle reads it")
    func agreesWithFoundationDayByDay() {
        var seconds = -86_400.0 * 366
        while seconds < 86_400 * 366 * 132 {
            for offset in [0.0, 45_296.75, 86_399.9] {
                let date = Date(timeIntervalSince1970: seconds + offset)
                #expect(UTCDate.iso8601(date) == Date.ISO8601FormatStyle().format(date), "\(seconds + offset)")
            }
            seconds += 86_400
        }
    }

    @Test("the edges of the range, leap days and before 1970 agree with Foundation")
    func agreesAtTheEdges() {
        let edges: [Double] = [
            -2_208_988_800, -2_208_988_799.5, -2_208_988_801, -62_135_596_801, 253_402_300_799, 253_402_300_800, 951_782_400,
            951_868_799, 4_107_542_400, -1, -0.5, 0, 1_764_032_400, 1_795_000_000.25,
        ]
        for seconds in edges {
            let date = Date(timeIntervalSince1970: seconds)
            #expect(UTCDate.iso8601(date) == Date.ISO8601FormatStyle().format(date), "\(seconds)")
            let compact = Date.ISO8601FormatStyle(dateSeparator: .omitted, dateTimeSeparator: .standard, timeSeparator: .omitted)
            #expect(UTCDate.compact(date) == compact.format(date), "\(seconds)")
        }
        #expect(UTCDate.day(Date(timeIntervalSince1970: 951_782_400)) == "2000-02-29")
        #expect(UTCDate.compact(Date(timeIntervalSince1970: 1_764_032_400)) == "20251125T010000Z")
    }

    @Test("a date no four digits write, or no date at all, goes to Foundation and never traps")
    func absurdDatesDoNotTrap() {
        for seconds in [Double.nan, .infinity, -.infinity, 1e300, -1e300, 253_402_300_800, -2_208_988_801] {
            #expect(UTCDate.Parts(Date(timeIntervalSince1970: seconds)) == nil)
            _ = UTCDate.iso8601(Date(timeIntervalSince1970: seconds))
            _ = UTCDate.day(Date(timeIntervalSince1970: seconds))
        }
    }
}
