import CatalogDoubles
import Foundation
import RecipesCatalog
import RecipesDesserts
import RecipesFavorites
import RecipesStorage
import TestSupport
import Testing

@Suite("one broken favorite hides no other")
struct SalvagedFavoritesTests {
    private func entry(_ id: String, recipe: String? = nil) -> String {
        let recipe =
            recipe
            ?? #"{"catalog":"desserts","facts":[],"id":"\#(id)","ingredients":[],"instructions":null,"links":[],"name":"Dessert \#(id)","tags":[]}"#
        return
            #"{"addedAt":"2026-11-22T00:00:00Z","catalog":"desserts","id":"\#(id)","name":"Dessert \#(id)","note":"kept \#(id)","updatedAt":"2026-11-22T00:00:00Z","recipe":\#(recipe)}"#
    }

    private func makeSUT(_ entries: [String], catalogs: CatalogDirectory = CatalogDirectory([Doubles.desserts()])) throws -> (
        FavoritesService, TemporaryFolder, Warnings
    ) {
        let folder = try TemporaryFolder()
        let file = folder.url.appendingPathComponent("favorites.json")
        try Data(#"{"schemaVersion":1,"favorites":[\#(entries.joined(separator: ","))]}"#.utf8).write(to: file)
        let warnings = Warnings()
        let store = JSONFileStore<FavoritesDocument>(file: file, now: { Date(timeIntervalSince1970: 1_800_000_000) }, warn: warnings.append)
        return (FavoritesService(store: store, catalogs: catalogs, warn: warnings.append), folder, warnings)
    }

    @Test("reads the good entries and says which one was left out")
    func read() throws {
        let (sut, folder, warnings) = try makeSUT([entry("1"), entry("2", recipe: #"{"catalog":"desserts","id":"2"}"#), entry("3")])
        defer { folder.remove() }
        #expect(try sut.list().map(\.id) == ["1", "3"])
        #expect(
            warnings.all == [
                "warning: favorites.json: 1 entry could not be read (missing favorites[1].recipe.name) and is left out; the next change keeps it in a file of its own"
            ])
        #expect(try sut.summaries().map(\.id) == ["1", "3"], "the list reads the file as every other command does")
    }

    @Test("a change keeps the good entries and puts the broken one, note and all, in a file an import reads back")
    func write() throws {
        let broken = entry("2", recipe: #"{"catalog":"desserts","id":"2","name":7}"#)
        let (sut, folder, warnings) = try makeSUT([entry("1"), broken, entry("3")])
        defer { folder.remove() }
        _ = try sut.note("1", change: .replace("changed"))
        #expect(try sut.list().map(\.id) == ["1", "3"])
        let aside = folder.url.appendingPathComponent("favorites.json.unreadable-20270115T080000Z")
        let kept = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: aside)) as? [String: Any])
        #expect(kept["schemaVersion"] as? Int == FavoritesDocument.currentVersion)
        let entries = try #require(kept["favorites"] as? [[String: Any]])
        #expect(entries.count == 1 && entries[0]["note"] as? String == "kept 2")
        #expect(
            warnings.all.last
                == "warning: favorites.json: 1 entry could not be read (unexpected type at favorites[1].recipe.name) and is kept in \(aside.path); "
                + "the others are saved. Fix it there, then bring it back with: recipes favorites import \(aside.path)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["favorites.json", aside.lastPathComponent])
    }

    @Test("an import takes the entries it can read, and names and counts the one it cannot instead of dropping it unsaid")
    func importNamesUnreadable() throws {
        let (sut, folder, warnings) = try makeSUT([], catalogs: CatalogDirectory([Doubles.desserts()]))
        defer { folder.remove() }
        let backup = folder.url.appendingPathComponent("backup.json")
        let lone = entry("2").replacingOccurrences(of: "kept 2", with: #"kept \ud800"#)
        try Data(#"{"schemaVersion":1,"favorites":[\#(entry("1")),\#(lone),\#(entry("3"))]}"#.utf8).write(to: backup)
        let summary = try sut.importFile(backup).summary
        #expect(summary == FavoritesBook.MergeSummary(added: 2, skipped: 1))
        #expect(warnings.all == ["warning: backup.json: an entry that could not be read is skipped (lone surrogate at favorites[1].note)"])
        #expect(try sut.list().map(\.id) == ["1", "3"])
    }
}
