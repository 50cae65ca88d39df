import Foundation
import TestSupport
import Testing

/// What a person wrote is never lost to one command: removing a favorite with a note asks first at a
/// terminal, and without one is refused unless --yes.
@Suite("removing a favorite with a note, end to end", .serialized)
struct NotedFavoriteRemovalEndToEndTests {
    private func notedFavorite() async throws -> MealDBStub {
        let stub = try MealDBStub()
        #expect(try await stub.run("favorites", "add", "dessert", "52917").status == 0)
        #expect(try await stub.run("favorites", "note", "52917", "Halve the sugar").status == 0)
        return stub
    }

    private var file: (MealDBStub) -> URL { { $0.home.url.appendingPathComponent("favorites.json") } }

    @Test("in a pipe: refused (exit 64) and the file untouched; --yes removes it with its note")
    func pipe() async throws {
        let stub = try await notedFavorite()
        defer { stub.stop() }
        let before = try Data(contentsOf: file(stub))
        let refused = try await stub.run("favorites", "remove", "52917")
        #expect(refused.status == 64, "\(refused)")
        #expect(refused.stdout == "")
        #expect(
            refused.stderr == "recipes: White chocolate creme brulee (desserts/52917) has a note, which removing it would lose; "
                + "pass --yes to remove it with its note. Nothing was removed.\n")
        #expect(try Data(contentsOf: file(stub)) == before)
        let json = try await stub.run("favorites", "remove", "52917", "--json")
        #expect(json.status == 64 && json.stdout == "", "--json is no consent: \(json)")

        let removed = try await stub.run("favorites", "remove", "52917", "--yes")
        #expect(removed.status == 0, "\(removed)")
        #expect(removed.stderr == "removed from favorites: White chocolate creme brulee (desserts/52917)\n")
        #expect(try await stub.run("favorites").stderr.contains("no favorites"))
    }

    @Test("a favorite without a note is removed without a question, as before")
    func noNote() async throws {
        let stub = try MealDBStub()
        defer { stub.stop() }
        _ = try await stub.run("favorites", "add", "dessert", "52917")
        let removed = try await stub.run("favorites", "remove", "52917")
        #expect(
            removed.status == 0 && removed.stderr == "removed from favorites: White chocolate creme brulee (desserts/52917)\n", "\(removed)"
        )
    }

    @Test("at a terminal: the note is shown and asked about; no keeps it (exit 1), yes removes it")
    func terminal() async throws {
        let stub = try await notedFavorite()
        defer { stub.stop() }
        let environment = stub.endpoints.merging(["RECIPES_HOME": stub.home.path, "HOME": stub.home.path, "TERM": "xterm"]) { $1 }
        let kept = try await RecipesProcess.runInTerminal(
            ["favorites", "remove", "52917"], environment: environment, input: Data("n\n".utf8))
        #expect(kept.status == 1, "\(kept)")
        #expect(kept.stdout.contains("Note: Halve the sugar\n"), "\(kept)")
        #expect(kept.stdout.contains("Remove White chocolate creme brulee (desserts/52917) and its note? [y/N] "))
        #expect(kept.stdout.hasSuffix("recipes: kept White chocolate creme brulee (desserts/52917) and its note; nothing was removed.\n"))
        #expect(try await stub.run("favorites", "show", "52917").stdout.contains("Halve the sugar"))

        let removed = try await RecipesProcess.runInTerminal(
            ["favorites", "remove", "52917"], environment: environment, input: Data("y\n".utf8))
        #expect(removed.status == 0, "\(removed)")
        #expect(removed.stdout.hasSuffix("removed from favorites: White chocolate creme brulee (desserts/52917)\n"), "\(removed)")
        #expect(try await stub.run("favorites", "show", "52917").status == 1)
    }
}
