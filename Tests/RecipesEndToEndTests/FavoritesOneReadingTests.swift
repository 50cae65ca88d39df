import Foundation
import TestSupport
import Testing

/// Issue 19 (3, 4): the list, `--json`, `export` and a change must read favorites.json the same
/// way, and no change may drop bytes it did not keep. Each hostile document runs through every
/// reader of the real binary; their answers must be the expected one, and so each other's.
@Suite("favorites: one reading of the file, whichever command reads it", .serialized)
struct FavoritesOneReadingTests {
    /// What every command must make of a document.
    enum Reading: Sendable {
        /// Entries `ids` are read; one entry could not be read, for `reason`, and is left out.
        case entries(ids: [String], reason: String)
        /// The whole file is corrupt, for `reason`.
        case corrupt(reason: String)
    }

    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let document: [UInt8]
        let reading: Reading
        var testDescription: String { name }
    }

    /// A compact favorite like the ones people edit by hand. `name`, `note` and `recipeExtra` are JSON text.
    static func entry(_ id: String, name: String, note: String? = nil, recipeExtra: String = "") -> String {
        let note = note ?? #""note \#(id)""#
        return #"{"addedAt":"2026-11-22T00:00:00Z","catalog":"desserts","id":"\#(id)","name":\#(name),"note":\#(note),"#
            + #""recipe":{"catalog":"desserts","facts":[],"id":"\#(id)","ingredients":[],"instructions":null,"links":[],"name":\#(name),"tags":[]\#(recipeExtra)},"#
            + #""updatedAt":"2026-11-22T00:00:00Z"}"#
    }

    static let apple = entry("1", name: #""Apple pie""#)
    static let cake = entry("3", name: #""Cake""#)

    /// `{"schemaVersion":1,"favorites":[A, middle, C]}`, as bytes.
    static func document(middle: [UInt8]) -> [UInt8] {
        Array(#"{"schemaVersion":1,"favorites":[\#(apple),"#.utf8) + middle + Array(#",\#(cake)]}"#.utf8)
    }

    static func document(middle: String) -> [UInt8] { document(middle: Array(middle.utf8)) }

    static let cases: [Case] = [
        Case(
            name: "favorites given twice",
            document: Array(
                #"{"schemaVersion":1,"favorites":[\#(apple),\#(entry("2", name: #""Banana bread""#))],"favorites":[\#(cake)]}"#.utf8),
            reading: .corrupt(reason: "duplicate key at favorites")),
        Case(
            name: "schemaVersion given twice",
            document: Array(#"{"schemaVersion":1,"favorites":[\#(apple),\#(cake)],"schemaVersion":2}"#.utf8),
            reading: .corrupt(reason: "duplicate key at schemaVersion")),
        Case(
            name: "a name given twice in one entry",
            document: document(middle: entry("2", name: #""Banana bread","name":"Brioche""#)),
            reading: .entries(ids: ["1", "3"], reason: "duplicate key at favorites[1].name")),
        Case(
            name: "a key given twice, once escaped",
            document: document(middle: entry("2", name: #""Banana bread""#, note: #""first","not\u0065":"second""#)),
            reading: .entries(ids: ["1", "3"], reason: "duplicate key at favorites[1].note")),
        Case(
            name: "a key given twice deep in a stored recipe",
            document: document(middle: entry("2", name: #""Banana bread""#, recipeExtra: #","tags":["kept"]"#)),
            reading: .entries(ids: ["1", "3"], reason: "duplicate key at favorites[1].recipe.tags")),
        Case(
            name: "a note that is not UTF-8",
            // "café" as Latin-1: the é is the single byte E9, which UTF-8 never has alone.
            document: document(
                middle: Array(entry("2", name: #""Banana bread""#, note: #""caf~""#).utf8).map { $0 == UInt8(ascii: "~") ? 0xE9 : $0 }),
            reading: .entries(ids: ["1", "3"], reason: "invalid UTF-8 at favorites[1].note")),
        Case(
            name: "a lone surrogate in one note",
            document: document(middle: entry("2", name: #""Banana bread""#, note: #""half \ud800""#)),
            reading: .entries(ids: ["1", "3"], reason: "lone surrogate at favorites[1].note")),
        Case(
            name: "an unknown key nested 600 levels deep in one stored recipe",
            // Valid JSON that JSONDecoder refuses (past 512 levels): that entry, not the whole file.
            document: document(
                middle: entry(
                    "2", name: #""Banana bread""#,
                    recipeExtra: #","deep":"# + String(repeating: "[", count: 600) + String(repeating: "]", count: 600))),
            reading: .entries(ids: ["1", "3"], reason: "nesting deeper than 512 levels at favorites[1].recipe.deep")),
        Case(
            name: "deep nesting that never closes",
            document: document(
                middle: entry(
                    "2", name: #""Banana bread""#,
                    recipeExtra: #","deep":"# + String(repeating: "[", count: 600) + String(repeating: "]", count: 599))),
            reading: .corrupt(reason: "not valid JSON")),
        Case(
            name: "a malformed value the list used to skip",
            document: document(middle: entry("2", name: #""Banana bread""#, recipeExtra: #","servings":tru"#)),
            reading: .corrupt(reason: "not valid JSON")),
    ]

    private func file(_ stub: MealDBStub) -> URL { stub.home.url.appendingPathComponent("favorites.json") }

    private func ids(json: String) throws -> [String] {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any], "\(json)")
        return try #require(object["favorites"] as? [[String: Any]]).compactMap { $0["id"] as? String }
    }

    private func asides(_ stub: MealDBStub, kind: String) throws -> [URL] {
        try FileManager.default.contentsOfDirectory(atPath: stub.home.path).filter { $0.hasPrefix("favorites.json.\(kind)-") }
            .map { stub.home.url.appendingPathComponent($0) }
    }

    @Test("list, --json, export and remove agree, and every entry's bytes survive the change", arguments: cases)
    func oneReading(_ hostile: Case) async throws {
        let stub = try MealDBStub()
        defer { stub.stop() }
        let original = Data(hostile.document)
        try original.write(to: file(stub))

        let list = try await stub.run("favorites")
        let json = try await stub.run("favorites", "--json")
        let export = try await stub.run("favorites", "export", "--format", "json")
        let removed = try await stub.run("favorites", "remove", "1", "--yes")

        switch hostile.reading {
        case .entries(let expected, let reason):
            let warning =
                "warning: favorites.json: 1 entry could not be read (\(reason)) and is left out; the next change keeps it in a file of its own\n"
            let names = ["1": "Apple pie", "3": "Cake"]
            #expect(list.stdout == expected.map { "desserts\t\($0)\t\(names[$0] ?? "?")\t✎\n" }.joined(), "\(list)")
            #expect(try ids(json: json.stdout) == expected, "\(json)")
            #expect(try ids(json: export.stdout) == expected, "\(export)")
            for result in [list, json, export] {
                #expect(result.status == 0, "\(result)")
                #expect(result.stderr == warning, "\(result)")
            }
            // The change keeps the entry it could not read, byte for byte, and saves the others.
            let kept = try asides(stub, kind: "unreadable")
            try #require(kept.count == 1, "\(removed)")
            #expect(removed.status == 0, "\(removed)")
            #expect(
                removed.stderr
                    == "warning: favorites.json: 1 entry could not be read (\(reason)) and is kept in \(kept[0].path); the others are saved. "
                    + "Fix it there, then bring it back with: recipes favorites import \(kept[0].path)\nremoved from favorites: Apple pie (desserts/1)\n"
            )
            let middle = original[
                original.range(of: Data(Self.apple.utf8))!.upperBound + 1..<original.range(of: Data(Self.cake.utf8))!.lowerBound - 1]
            #expect(try Data(contentsOf: kept[0]).range(of: middle) != nil, "the unreadable entry's exact bytes are kept")
            #expect(try ids(json: String(decoding: Data(contentsOf: file(stub)), as: UTF8.self)) == expected.filter { $0 != "1" })
            let after = try await stub.run("favorites")
            #expect(after.stdout == "desserts\t3\tCake\t✎\n" && after.stderr == "" && after.status == 0, "\(after)")
        case .corrupt(let reason):
            for result in [list, json, export] {
                #expect(result.status == 65, "\(result)")
                #expect(result.stdout == "", "\(result)")
                #expect(
                    result.stderr == "recipes: \(file(stub).path) is corrupt (\(reason)). Nothing was changed; fix or move the file, "
                        + "or run a command that changes it to start afresh (its bytes are kept).\n", "\(result)")
            }
            // A remove has nothing to remove from a file it cannot read: it says so, and changes nothing.
            #expect(try asides(stub, kind: "corrupt").isEmpty, "\(removed)")
            #expect(try Data(contentsOf: file(stub)) == original)
            #expect(removed.status == 65, "\(removed)")
            #expect(
                removed.stderr == "recipes: \(file(stub).path) is corrupt (\(reason)). Nothing was changed; fix or move the file, "
                    + "or run a command that changes it to start afresh (its bytes are kept).\n", "\(removed)")
            // A change that goes ahead moves the whole file aside, every byte kept, and says how to go back.
            let added = try await stub.run("favorites", "add", "desserts", "52917")
            let kept = try asides(stub, kind: "corrupt")
            try #require(kept.count == 1, "\(added)")
            #expect(try Data(contentsOf: kept[0]) == original)
            #expect(added.status == 0, "\(added)")
            #expect(
                added.stderr.hasPrefix(
                    "warning: favorites.json was corrupt (\(reason)); its bytes are kept in \(kept[0].path) and a new one is started. "
                        + "To go back to it: mv \(kept[0].path) \(file(stub).path)\n"), "\(added)")
        }
    }
}
