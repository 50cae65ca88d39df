import Foundation
import RecipesCatalog
import RecipesOutput
import Testing

@Suite("sync output")
struct SyncOutputTests {
    private let report = SyncReport(
        catalogs: ["desserts", "pizza"], stored: 3, skipped: 2,
        failed: (1...7).map { SyncReport.Failure(url: "https://example.test/\($0)", reason: "answered HTTP 503") })

    @Test("--json is one document like every other: schemaVersion, the counts, each failure; keys sorted, slashes as they are")
    func json() throws {
        let text = try SyncOutput.json(report)
        #expect(text.hasSuffix("}\n") && text.contains(#""url" : "https://example.test/1""#))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["schemaVersion", "catalogs", "stored", "skipped", "failed"])
        #expect(object["schemaVersion"] as? Int == 1 && object["stored"] as? Int == 3 && object["skipped"] as? Int == 2)
        #expect((object["failed"] as? [[String: String]])?.first == ["url": "https://example.test/1", "reason": "answered HTTP 503"])
    }

    @Test("at most five failures are named, then a count; the summary only at a terminal")
    func notes() {
        let piped = SyncOutput.notes(report, atTerminal: false)
        #expect(piped.count == 6 && piped[0] == "warning: could not sync https://example.test/1: answered HTTP 503")
        #expect(piped[5] == "warning: and 2 more requests failed")
        #expect(SyncOutput.notes(report, atTerminal: true).last == "synced desserts, pizza: 3 answers stored, 2 still fresh, 7 failed")
    }
}
