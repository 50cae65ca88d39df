import CatalogDoubles
import Foundation
import RecipesBasics
import RecipesCatalog
import RecipesDesserts
import RecipesFavorites
import RecipesHTTP
import RecipesStorage
import TestSupport
import Testing

/// Issue 33: a change writes favorites.json from the bytes of the entries it did not touch plus the
/// one it changed, and a command decodes only the entry it is about.
@Suite("favorites: a change copies the entries it does not touch", .serialized)
struct SplicedFavoritesTests {
    /// A recipe's picture address, kept as data only: no request is ever made to it.
    static let thumbnailBase = "https://www.themealdb.com/images/"

    private static let t0 = Date(timeIntervalSince1970: 1_800_000_000)
    private let later = t0.addingTimeInterval(3_600)

    private struct SUT {
        let service: FavoritesService
        let folder: TemporaryFolder
        let warnings: Warnings
        var file: URL { folder.url.appendingPathComponent("favorites.json") }
        func bytes() throws -> Data { try Data(contentsOf: file) }
    }

    private func makeSUT(_ file: Data, catalogs: [any Catalog] = [Doubles.desserts()]) throws -> SUT {
        let folder = try TemporaryFolder()
        let warnings = Warnings()
        let now = later
        let url = folder.url.appendingPathComponent("favorites.json")
        try file.write(to: url)
        let store = JSONFileStore<FavoritesDocument>(file: url, now: { now }, warn: warnings.append)
        return SUT(
            service: FavoritesService(store: store, catalogs: CatalogDirectory(catalogs), now: { now }, warn: warnings.append),
            folder: folder, warnings: warnings)
    }

    static func dessert(_ id: String, _ name: String, note: String? = nil) -> Favorite {
        let recipe = Dessert(
            id: id, name: name, category: "Dessert", area: "British", instructions: "Mix.\r\nBake at 180°C.",
            ingredients: [Ingredient(name: "Flour", measure: "200g"), Ingredient(name: "Sugar", measure: nil)],
            tags: id == "2" ? [] : ["Pudding"], imageURL: URL(string: Self.thumbnailBase + "\(id).jpg"),
            sourceURL: nil, youtubeURL: nil)
        return Favorite(snapshot: RecipeSnapshot(recipe), note: note, addedAt: t0)
    }

    /// The file as a whole rewrite writes it.
    private func written(_ favorites: [Favorite]) throws -> Data {
        try JSONFileStore<FavoritesDocument>.encoder.encode(FavoritesDocument(favorites: favorites)) + Data([0x0A])
    }

    /// Each entry's bytes as the file holds them.
    private func entries(_ data: Data) throws -> [Data] {
        try JSONListFile.entries(data, list: "favorites", newest: 2).map { data.slice($0.bytes) }
    }

    private let four = [
        dessert("1", "Apple pie"), dessert("2", "Banana bread", note: "Ripe ones"), dessert("3", "Cake"), dessert("4", "Doughnuts"),
    ]

    @Test("a note rewrites its entry only: the others' bytes are copied, and the file is what a whole rewrite would write")
    func note() throws {
        let original = try written(four)
        let sut = try makeSUT(original)
        defer { sut.folder.remove() }
        let noted = try sut.service.note("Cake", change: .replace("Less sugar"))
        var expected = four
        expected[2].note = "Less sugar"
        expected[2].updatedAt = later
        #expect(noted == expected[2])
        #expect(try sut.bytes() == (try written(expected)))
        let before = try entries(original)
        let after = try entries(sut.bytes())
        #expect(after[0] == before[0] && after[1] == before[1] && after[3] == before[3])
        #expect(after[2] != before[2])
    }

    @Test("entries as a person wrote them stay as they were; the changed one is written as the program writes it")
    func handWritten() throws {
        let compact =
            #"{"catalog":"desserts","name":"Eton m\u0065ss","recipe":{"name":"Eton mess","id":"9","category":null,"area":null,"instructions":null,"ingredients":[],"tags":[],"imageURL":null,"sourceURL":null,"youtubeURL":null},"id":"9","note":null,"addedAt":"2026-11-22T00:00:00Z","updatedAt":"2026-11-22T00:00:00Z"}"#
        let canonical = try entries(written([four[0], four[2]]))
        let original =
            Data("{ \"schemaVersion\": 2, \"favorites\": [\n\(compact) ,\t".utf8) + canonical[0] + Data(",\n\n  ".utf8) + canonical[1]
            + Data("\n]}".utf8)
        let sut = try makeSUT(original)
        defer { sut.folder.remove() }
        _ = try sut.service.note("Cake", change: .append("Serve warm"))
        let after = try sut.bytes()
        #expect(try entries(after)[0] == Data(compact.utf8), "kept byte for byte, order of keys and all")
        #expect(try sut.service.list().map(\.note) == [nil, "Serve warm", nil])
        #expect(
            after.starts(with: Data("{\n  \"favorites\" : [\n    \(compact) ,\t".utf8) + canonical[0] + Data(",\n    {".utf8)),
            "the separator between two neighbours is copied with them")
        #expect(try JSONSerialization.jsonObject(with: after) is [String: Any])
    }

    @Test("an entry holding a key the program does not write, or a trailing comma, is written again as the program writes it")
    func notCopied() throws {
        let canonical = try entries(written([four[0], four[2]]))
        let extra = String(decoding: canonical[0], as: UTF8.self).replacingOccurrences(
            of: "\"catalog\" :", with: "\"colour\" : \"red\", \"catalog\" :")
        let comma = String(decoding: canonical[1], as: UTF8.self).replacingOccurrences(
            of: "\"tags\" : [\n          \"Pudding\"\n        ]", with: "\"tags\" : [\"Pudding\",]")
        try #require(comma != String(decoding: canonical[1], as: UTF8.self))
        let plain = try entries(written([four[3]]))[0]
        let original = Data("{\"favorites\":[\(extra),\(comma),".utf8) + plain + Data("],\"schemaVersion\":2}".utf8)
        let sut = try makeSUT(original)
        defer { sut.folder.remove() }
        let noted = try sut.service.note("Doughnuts", change: .replace("Jam"))
        #expect(try sut.bytes() == (try written([four[0], four[2], noted])), "the colour dropped, the comma gone, as a whole rewrite does")
    }

    @Test("remove takes every copy of a favorite held twice and copies the rest; add appends and copies all before it")
    func removeAndAdd() throws {
        let original = try written([four[0], four[2], four[0], four[3]])
        let sut = try makeSUT(original)
        defer { sut.folder.remove() }
        let removal = try sut.service.remove("desserts/1", notes: .none)
        #expect(removal.remaining == 2 && removal.favorite == four[0])
        let before = try entries(original)
        #expect(try entries(sut.bytes()) == [before[1], before[3]])
        #expect(try sut.bytes() == (try written([four[2], four[3]])))

        let kept = try sut.bytes()
        let added = try sut.service.add(
            Loaded(value: RecipeSnapshot(Self.dessert("5", "Eclair").snapshot.detail!), source: .live, fetchedAt: later))
        #expect(added.isNew)
        let after = try sut.bytes()
        #expect(try entries(after).prefix(2) == entries(kept)[...])
        var expected = [four[2], four[3], Self.dessert("5", "Eclair")]
        expected[2].addedAt = later
        expected[2].updatedAt = later
        #expect(after == (try written(expected)))
        #expect(
            try sut.service.add(Loaded(value: four[2].snapshot, source: .live, fetchedAt: later)).favorite == four[2],
            "already there: the one kept")
    }

    @Test(
        "favorites --json is the file's format, alphabetical: the entries as the file holds them, which for a file the program wrote is a whole encoding"
    )
    func listDocument() throws {
        let sut = try makeSUT(try written([four[2], four[0], four[3], four[1]]))
        defer { sut.folder.remove() }
        #expect(try sut.service.listDocument() == (try written(four)))
        #expect(try sut.service.listDocument(steering: ListSteering(order: .id, limit: 2)) == (try written([four[0], four[1]])))
        #expect(try sut.service.listDocument(catalog: "desserts", steering: ListSteering(limit: 1)) == (try written([four[0]])))
    }

    @Test("an unreadable entry is kept aside byte for byte, and the readable ones are copied")
    func unreadable() throws {
        let canonical = try entries(written(four))
        let broken =
            #"{"addedAt":"2026-11-22T00:00:00Z","catalog":"desserts","id":"8","name":"Broken","note":"kept","recipe":{"id":"8","name":7,"ingredients":[],"tags":[]},"updatedAt":"2026-11-22T00:00:00Z"}"#
        let original =
            Data("{\n  \"favorites\" : [\n    ".utf8) + canonical[0] + Data(",\n    \(broken),\n    ".utf8) + canonical[1]
            + Data(",\n    ".utf8) + canonical[2] + Data("\n  ],\n  \"schemaVersion\" : 2\n}\n".utf8)
        let sut = try makeSUT(original)
        defer { sut.folder.remove() }
        _ = try sut.service.note("Apple pie", change: .replace("Warm"))
        let after = try entries(sut.bytes())
        #expect(after.count == 3 && after[1] == canonical[1] && after[2] == canonical[2])
        let aside = try #require(
            try FileManager.default.contentsOfDirectory(atPath: sut.folder.path).first { $0.hasPrefix("favorites.json.unreadable-") })
        #expect(try Data(contentsOf: sut.folder.url.appendingPathComponent(aside)).range(of: Data(broken.utf8)) != nil)
        #expect(
            sut.warnings.all.last?.hasPrefix(
                "warning: favorites.json: 1 entry could not be read (unexpected type at favorites[1].recipe.name) and is kept in") == true)
    }

    @Test("a version-1 file is written whole as version 2 by its first change")
    func versionOne() throws {
        let card = { (id: String, name: String) in
            #"{"addedAt":"2026-11-22T00:00:00Z","catalog":"desserts","id":"\#(id)","name":"\#(name)","note":null,"recipe":{"catalog":"desserts","facts":[],"id":"\#(id)","ingredients":[],"instructions":null,"links":[],"name":"\#(name)","tags":[]},"updatedAt":"2026-11-22T00:00:00Z"}"#
        }
        let original = Data(#"{"schemaVersion":1,"favorites":[\#(card("1", "Apple pie")),\#(card("2", "Banana bread"))]}"#.utf8)
        let sut = try makeSUT(original)
        defer { sut.folder.remove() }
        let before = try sut.service.list()
        _ = try sut.service.note("Banana bread", change: .replace("Ripe ones"))
        var expected = before
        expected[1].note = "Ripe ones"
        expected[1].updatedAt = later
        #expect(try sut.bytes() == (try written(expected)))
        #expect(String(decoding: try sut.bytes(), as: UTF8.self).contains("\"schemaVersion\" : 2"))
    }
}

/// The work a favorites command does, counted: how many stored recipes it decodes and encodes.
/// Decoding every favorite to use one made each command cost the whole file; now a command pays for
/// the scan and for the one entry it is about, however many there are.
@Suite("favorites: a command decodes and encodes only the entry it is about", .serialized)
struct FavoritesWorkTests {
    private func makeSUT(count: Int) throws -> (FavoritesService, TemporaryFolder) {
        let folder = try TemporaryFolder()
        let store = JSONFileStore<FavoritesDocument>(file: folder.url.appendingPathComponent("favorites.json"), warn: { _ in })
        let favorites = (0..<count).map {
            Favorite(
                snapshot: RecipeSnapshot(CountedRecipe(id: "\($0)", name: "Recipe \($0)")), note: $0 == 7 ? "mine" : nil,
                addedAt: Date(timeIntervalSince1970: 1_800_000_000))
        }
        try store.update { $0 = FavoritesDocument(favorites: favorites) }
        return (FavoritesService(store: store, catalogs: CatalogDirectory([CountedCatalog()]), warn: { _ in }), folder)
    }

    /// (decoded, encoded) recipes while `body` runs.
    private func work(_ body: () throws -> Void) rethrows -> (decoded: Int, encoded: Int) {
        let decoded = CountedRecipe.decodes.value
        let encoded = CountedRecipe.encodes.value
        try body()
        return (CountedRecipe.decodes.value - decoded, CountedRecipe.encodes.value - encoded)
    }

    @Test(
        "show, note, remove and add at 2,000 favorites decode at most the entry they are about and encode at most the one they change",
        arguments: [100, 2_000])
    func onlyTheEntry(count: Int) throws {
        let (sut, folder) = try makeSUT(count: count)
        defer { folder.remove() }
        #expect(try work { _ = try sut.find("Recipe 42") } == (1, 0))
        #expect(try work { _ = try sut.note("Recipe 42", change: .replace("less sugar")) } == (1, 1))
        #expect(try work { _ = try sut.remove("Recipe 7", notes: .any) } == (1, 0))
        let added = Favorite(
            snapshot: RecipeSnapshot(CountedRecipe(id: "new", name: "New")), addedAt: Date(timeIntervalSince1970: 1_800_000_000))
        #expect(try work { _ = try sut.add(Loaded(value: added.snapshot, source: .live, fetchedAt: added.addedAt)) } == (0, 1))
        #expect(try work { _ = try sut.summaries() } == (0, 0), "the list reads names through the scan")
        #expect(try sut.summaries().count == count)
    }
}

extension CatalogName {
    static let counted = CatalogName(rawValue: "counted")
}

/// A recipe that counts its decodes and encodes.
struct CountedRecipe: RecipeCardConvertible, StoredShapeChecking {
    final class Count: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        func add() { lock.withLock { count += 1 } }
        var value: Int { lock.withLock { count } }
    }

    static let decodes = Count()
    static let encodes = Count()

    var id: String
    var name: String
    var ingredients: [Ingredient] = []
    var tags: [String] = []

    init(id: String, name: String) {
        self.id = id
        self.name = name
    }

    init?(card: RecipeCard) { nil }

    var card: RecipeCard { RecipeCard(catalog: .counted, id: id, name: name) }

    enum CodingKeys: String, CodingKey { case id, name, ingredients, tags }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        name = try container.decode(String.self, forKey: .name)
        ingredients = try container.decode([Ingredient].self, forKey: .ingredients)
        tags = try container.decode([String].self, forKey: .tags)
        Self.decodes.add()
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(name, forKey: .name)
        try container.encode(ingredients, forKey: .ingredients)
        try container.encode(tags, forKey: .tags)
        Self.encodes.add()
    }

    static func checkStored(_ scanner: inout StrictJSONScanner, _ shape: inout JSONShape) -> Bool {
        shape.recipe(&scanner) { _, _, _, _ in nil }
    }
}

/// A catalog whose recipes count their work; nothing is fetched.
struct CountedCatalog: Catalog {
    let registration = CatalogRegistration(
        name: .counted, aliases: [], summary: "counted", urlVariable: "RECIPES_COUNTED_URL",
        defaultURL: Doubles.base, recipe: CountedRecipe.self, build: { _, _ in fatalError("built directly") })
    func isValidID(_ text: String) -> Bool { true }
    func resolveID(_ idOrName: String) async throws -> String { idOrName }
    func recipe(id: String) async throws -> Loaded<RecipeSnapshot> { throw CatalogError.notFound(catalog: name, id: id) }
    func search(_ text: String) async throws -> Loaded<[SearchResult]> { throw CatalogError.notFound(catalog: name, id: text) }
    var nameListEndpoints: [Endpoint<[String]>] { [] }
}
