import CatalogDoubles
import Foundation
import RecipesCatalog
import RecipesCocktails
import RecipesDesserts
import RecipesFavorites
import RecipesOutput
import RecipesStorage
import TestSupport
import Testing

@Suite("Favorites service")
struct FavoritesServiceTests {
    private let t0 = Date(timeIntervalSince1970: 1_800_000_000)

    private struct SUT {
        let service: FavoritesService
        let folder: TemporaryFolder
        let warnings: Warnings
        var file: URL { folder.url.appendingPathComponent("favorites.json") }
    }

    /// Favorites kept in a private folder, over catalogs answering from Fixtures/ (`Doubles`).
    private func makeSUT(catalogs: [any Catalog], favorites: [Favorite]) throws -> SUT {
        let folder = try TemporaryFolder()
        let warnings = Warnings()
        let now = t0.addingTimeInterval(3_600)
        let store = JSONFileStore<FavoritesDocument>(
            file: folder.url.appendingPathComponent("favorites.json"), now: { now }, warn: warnings.append)
        try store.update { $0 = FavoritesDocument(favorites: favorites) }
        return SUT(
            service: FavoritesService(store: store, catalogs: CatalogDirectory(catalogs), now: { now }, warn: warnings.append),
            folder: folder, warnings: warnings)
    }

    private func favorite(_ catalog: CatalogName, _ id: String, _ name: String, note: String? = nil) -> Favorite {
        Favorite(recipe: RecipeCard(catalog: catalog, id: id, name: name), note: note, addedAt: t0)
    }

    @Test("a catalog scope, by name or alias, keeps the other catalog's favorites out of list, find and remove")
    func scope() throws {
        let sut = try makeSUT(
            catalogs: [Doubles.desserts(), Doubles.cocktails()],
            favorites: [favorite(.desserts, "1", "Lime pie"), favorite(.cocktails, "1", "Lime rickey")])
        defer { sut.folder.remove() }
        #expect(try sut.service.list(catalog: "drinks").map(\.key) == ["cocktails/1"])
        #expect(try sut.service.summaries(catalog: "dessert").map(\.name) == ["Lime pie"])
        #expect(throws: FavoritesError.ambiguous(query: "lime", candidates: ["desserts/1 Lime pie", "cocktails/1 Lime rickey"])) {
            try sut.service.find("lime")
        }
        #expect(try sut.service.find("lime", catalog: "Desserts").key == "desserts/1")
        #expect(try sut.service.remove("1", catalog: "cocktail", notes: .none).favorite.key == "cocktails/1")
        #expect(try sut.service.list().map(\.key) == ["desserts/1"])
        #expect(throws: CatalogError.unknownCatalog("teas", known: ["desserts", "cocktails"])) { try sut.service.list(catalog: "teas") }
    }

    @Test("a favorite with a note is removed only with consent to that very note; restore puts it back as it was")
    func notedRemoval() throws {
        let noted = favorite(.desserts, "1", "Lime pie", note: "Halve the sugar")
        let sut = try makeSUT(catalogs: [Doubles.desserts()], favorites: [noted, favorite(.desserts, "2", "Pavlova")])
        defer { sut.folder.remove() }
        let before = try Data(contentsOf: sut.file)
        for consent in [FavoritesService.NoteConsent.none, .seen("Halve the sugar, a note since changed")] {
            #expect(throws: FavoritesError.hasNote(name: "Lime pie", key: "desserts/1", note: "Halve the sugar")) {
                try sut.service.remove("1", notes: consent)
            }
            #expect(try Data(contentsOf: sut.file) == before, "nothing removed, the file untouched")
        }
        #expect(try sut.service.remove("2", notes: .none).favorite.key == "desserts/2", "no note, no question")
        let stored = try sut.service.find("1")
        let removal = try sut.service.remove("1", notes: .seen("Halve the sugar"))
        #expect(try sut.service.list().isEmpty)
        let saved = try sut.service.saved(removal.favorite)
        #expect(try sut.service.restore(sut.service.favorite(saved: saved)))
        #expect(try sut.service.find("1") == stored, "note and dates as they were")
        #expect(try !sut.service.restore(noted), "already a favorite again: kept as it is")
        #expect(try sut.service.remove("1", notes: .any).favorite.note == "Halve the sugar", "--yes")
    }

    @Test("refresh saves the recipes it could fetch, keeps their notes, and reports each failure by favorite")
    func refresh() async throws {
        let sut = try makeSUT(
            catalogs: [Doubles.desserts()],
            favorites: [favorite(.desserts, "52917", "Old name", note: "less sugar"), favorite(.desserts, "11111", "Gone")])
        defer { sut.folder.remove() }
        let report = try await sut.service.refresh()
        #expect(report.refreshed == 1)
        #expect(
            try FavoritesOutput.refreshJSON(report) == """
                {
                  "failures" : [
                    {
                      "error" : "no dessert with id 11111.",
                      "favorite" : "desserts/11111",
                      "name" : "Gone"
                    }
                  ],
                  "refreshed" : 1,
                  "schemaVersion" : 1
                }

                """)
        let refreshed = try sut.service.find("desserts/52917")
        #expect(refreshed.name == "White chocolate creme brulee" && refreshed.note == "less sugar")
        #expect(refreshed.addedAt == t0 && refreshed.updatedAt == t0.addingTimeInterval(3_600))
        #expect(try sut.service.find("desserts/11111").name == "Gone")
    }

    @Test("a favorite of a catalog this run does not have fails its refresh and is kept as it was")
    func refreshUnknownCatalog() async throws {
        let kept = favorite(CatalogName(rawValue: "teas"), "7", "Sencha", note: "70 °C")
        let sut = try makeSUT(catalogs: [Doubles.desserts()], favorites: [kept])
        defer { sut.folder.remove() }
        let before = try Data(contentsOf: sut.file)
        let report = try await sut.service.refresh()
        #expect(report.refreshed == 0)
        #expect(report.failures.map(\.key) == ["teas/7"])
        guard case CatalogError.unknownCatalog("teas", let known)? = report.failures.first?.error as? CatalogError else {
            Issue.record("expected an unknown catalog, got \(String(describing: report.failures.first?.error))")
            return
        }
        #expect(known == ["desserts"], "the message names the catalogs there are, not 'there are .'")
        #expect(try Data(contentsOf: sut.file) == before, "nothing refreshed, nothing written")
    }

    @Test("entries that cannot be read are counted and named in one warning, in the plural when there are several")
    func unreadableEntries() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = folder.url.appendingPathComponent("favorites.json")
        let good =
            #"{"addedAt":"2027-01-15T08:00:00Z","catalog":"desserts","id":"1","name":"Tart","note":null,"updatedAt":"2027-01-15T08:00:00Z","recipe":{"catalog":"desserts","facts":[],"id":"1","ingredients":[],"instructions":null,"links":[],"name":"Tart","tags":[]}}"#
        try Data(
            #"{"schemaVersion":1,"favorites":[\#(good),{"catalog":"desserts","id":"2"},{"catalog":"desserts","id":"3","name":4}]}"#.utf8
        ).write(to: file)
        let warnings = Warnings()
        let service = FavoritesService(
            store: JSONFileStore(file: file, warn: warnings.append), catalogs: CatalogDirectory([]), warn: warnings.append)
        #expect(try service.list().map(\.id) == ["1"])
        #expect(
            warnings.all == [
                "warning: favorites.json: 2 entries could not be read (missing favorites[1].name; unexpected type at favorites[2].name) "
                    + "and are left out; the next change keeps them in a file of their own"
            ])
    }
}
