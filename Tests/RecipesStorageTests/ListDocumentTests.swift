import Foundation
import RecipesBasics
import RecipesStorage
import TestSupport
import Testing

@Suite("list document")
struct ListDocumentTests {
    /// A made-up list file for this test only: at most three words under "words".
    private enum TestOnlyWords: ListFormat {
        typealias Entry = String
        static let currentVersion = 3
        static let entriesKey = "words"
        static let maximumEntries: Int? = 3
        static func restoreHint(aside: String) -> String { "test-only hint for \(aside)" }
    }

    private typealias Document = ListDocument<TestOnlyWords>

    private func read(_ json: String) throws -> Document {
        try Document.read(from: Data(json.utf8), decoder: JSONDecoder())
    }

    @Test("is written as the schema version and the one list under the format's key")
    func written() throws {
        let data = try JSONFileStore<Document>.encoder.encode(Document(entries: ["a", "b"]))
        #expect(String(decoding: data, as: UTF8.self) == "{\n  \"schemaVersion\" : 3,\n  \"words\" : [\n    \"a\",\n    \"b\"\n  ]\n}")
    }

    @Test("reads older versions, keeps an entry it cannot read aside as its bytes, and hides no other")
    func salvages() throws {
        let document = try read(#"{"schemaVersion": 2, "words": ["a", 7 , "c"]}"#)
        #expect(document.entries == ["a", "c"])
        #expect(document.unreadable.map { String(decoding: $0.bytes, as: UTF8.self) } == ["7"])
        #expect(document.unreadable.first?.reason.contains("words[1]") == true)
    }

    @Test("refuses a newer version, a missing list and more entries than the format allows")
    func refuses() {
        #expect(throws: DocumentProblem.newerVersion(4)) { try read(#"{"schemaVersion": 4, "words": []}"#) }
        #expect(throws: DocumentProblem.corrupt("missing words")) { try read(#"{"schemaVersion": 3}"#) }
        #expect(throws: DocumentProblem.corrupt("more than 3 words")) { try read(#"{"schemaVersion": 3, "words": ["a","b","c","d"]}"#) }
    }

    @Test("the store keeps unreadable entries aside under the format's key, with its hint")
    func keptAside() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = folder.url.appendingPathComponent("words.json")
        try Data(#"{"schemaVersion": 3, "words": ["a", 7]}"#.utf8).write(to: file)
        let warnings = Locked<[String]>([])
        let store = JSONFileStore<Document>(
            file: file, now: { Date(timeIntervalSince1970: 1_800_000_000) }, warn: { w in warnings.update { $0.append(w) } })
        try store.update { $0.entries.append("b") }
        #expect(try store.read().entries == ["a", "b"])
        let aside = file.path + ".unreadable-20270115T080000Z"
        #expect(try String(contentsOfFile: aside, encoding: .utf8) == "{\n  \"words\" : [\n    7\n  ],\n  \"schemaVersion\" : 3\n}\n")
        #expect(warnings.value.last?.hasSuffix("Test-only hint for \(aside)") == true)
    }
}
