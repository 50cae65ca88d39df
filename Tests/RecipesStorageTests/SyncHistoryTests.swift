import Foundation
import RecipesStorage
import TestSupport
import Testing

@Suite("syncs.json")
struct SyncHistoryTests {
    private func history(_ stored: String) throws -> SyncHistory {
        let runs = [
            #"{"catalog":"cocktails","finishedAt":"2026-11-01T00:00:00Z","stored":\#(stored),"skipped":1,"failed":0}"#,
            #"{"catalog":"desserts","finishedAt":"2026-11-01T00:00:00Z","stored":60,"skipped":5,"failed":0}"#,
        ]
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return try decoder.decode(SyncHistory.self, from: Data(#"{"schemaVersion":1,"syncs":[\#(runs.joined(separator: ","))]}"#.utf8))
    }

    @Test(
        "a run with a count no sync makes is kept aside as written, never dropped; the others are read",
        arguments: ["-1", "100000001", "9223372036854775807", "\"60\""])
    func absurdCount(stored: String) throws {
        let read = try history(stored)
        #expect(read.syncs.map(\.catalog) == ["desserts"])
        #expect(read.unreadable.count == 1)
        #expect(read.unreadable.first.map { String(decoding: $0.bytes, as: UTF8.self).contains("cocktails") } == true)
    }

    @Test("counts from 0 to 100,000,000 are a sync's")
    func boundaries() throws {
        #expect(try history("0").syncs.count == 2)
        #expect(try history("100000000").syncs.count == 2)
    }
}
