import Foundation
import TestSupport
import Testing

/// `--json` on a command that changes something: one JSON document on stdout saying what changed,
/// while the note for people stays on stderr. A script that asks for JSON always gets JSON.
@Suite("what a change did, as JSON")
struct ChangeJSONEndToEndTests {
    @Test("every command that changes favorites or the cart answers --json with what changed")
    func changes() async throws {
        let stub = try AllCatalogsStub()
        defer { stub.stop() }

        let (added, addedRun) = try await json(stub, version: 2, "favorites", "add", "dessert", "52917")
        #expect((added["added"] as? [[String: Any]])?.map { $0["id"] as? String } == ["52917"], "what was added, as a list")
        #expect((added["favorite"] as? [String: Any])?["id"] as? String == "52917")
        #expect(added["source"] as? String == "live" && added["fetchedAt"] is String, "where the snapshot came from: \(added)")
        #expect(addedRun.stderr == "added to favorites: White chocolate creme brulee (desserts/52917)\n", "the note stays on stderr")
        let (again, _) = try await json(stub, version: 2, "favorites", "add", "dessert", "52917")
        #expect((again["added"] as? [Any])?.isEmpty == true, "already one: nothing added")
        #expect(again["source"] is NSNull && again["fetchedAt"] is NSNull, "nothing was fetched: \(again)")

        let (noted, _) = try await json(stub, version: 2, "favorites", "note", "52917", "Halve the sugar")
        #expect((noted["favorite"] as? [String: Any])?["note"] as? String == "Halve the sugar")

        let (refreshed, _) = try await json(stub, "favorites", "refresh")
        #expect(refreshed["refreshed"] as? Int == 1)
        #expect((refreshed["failures"] as? [Any])?.isEmpty == true)

        let (exported, exportRun) = try await json(stub, version: 2, "favorites", "export")
        #expect((exported["favorites"] as? [Any])?.count == 1, "--json exports the store's JSON, not the cookbook")
        let backup = stub.home.url.appendingPathComponent("backup.json")
        try Data(exportRun.stdout.utf8).write(to: backup)

        let (removed, _) = try await json(stub, version: 2, "favorites", "remove", "52917", "--yes")
        #expect((removed["removed"] as? [[String: Any]])?.first?["note"] as? String == "Halve the sugar", "what was removed, note and all")
        #expect(removed["remaining"] as? Int == 0, "\(removed)")

        let (imported, _) = try await json(stub, "favorites", "import", backup.path)
        #expect(imported["added"] as? Int == 1 && imported["updated"] as? Int == 0 && imported["unchanged"] as? Int == 0)

        _ = try await json(stub, "cart", "add", "drink", "Coke", "--quantity", "2")
        _ = try await json(stub, "cart", "add", "pizza", "Hawaii")
        let (removedLine, _) = try await json(stub, "cart", "remove", "1")
        #expect(removedLine["remaining"] as? Int == 1)
        let line = try #require((removedLine["removed"] as? [[String: Any]])?.first)
        #expect(
            line["number"] as? Int == 1 && line["name"] as? String == "Coke" && line["quantity"] as? Int == 2 && line["drink"] as? Int == 3)
        let (cleared, _) = try await json(stub, "cart", "clear")
        #expect(cleared["remaining"] as? Int == 0)
        #expect((cleared["removed"] as? [[String: Any]])?.map { $0["name"] as? String } == ["Hawaii"])
        #expect((cleared["removed"] as? [[String: Any]])?.first?["number"] as? Int == 1)
    }

    @Test("favorites export: --json with --format markdown is a usage error, before anything is read")
    func exportConflict() async throws {
        let stub = try AllCatalogsStub()
        defer { stub.stop() }
        let result = try await stub.run("favorites", "export", "--json", "--format", "markdown")
        #expect(result.status == 64, "\(result)")
        #expect(result.stdout == "")
        #expect(result.stderr == "recipes: --json exports JSON: drop --format markdown, or --json.\n")
    }

    /// Runs `recipes arguments --json`, expects success and exactly one JSON object on stdout, of `version`.
    private func json(_ stub: AllCatalogsStub, version: Int = 1, _ arguments: String...) async throws -> (
        [String: Any], RecipesProcess.Result
    ) {
        let result = try await stub.run(arguments + ["--json"])
        #expect(result.status == 0, "\(arguments): \(result)")
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any],
            "\(arguments) printed no JSON object: \(result)")
        #expect(object["schemaVersion"] as? Int == version, "\(arguments)")
        return (object, result)
    }
}
