import CatalogDoubles
import Foundation
import RecipesBasics
import RecipesDesserts
import TestSupport
import Testing

@testable import RecipesCatalog
@testable import RecipesFavorites
@testable import RecipesStorage

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Issue 33: favorites.json's index (`favorites.json.index`) spares a command the strict check of
/// every entry, and is only ever a cache: a missing, stale, racy, damaged or lying index is not
/// used, and every command then reads the file itself, as it always did.
@Suite("favorites: the index beside favorites.json is a cache that cannot lie", .serialized)
struct FavoritesIndexFileTests {
    private static let t0 = Date(timeIntervalSince1970: 1_800_000_000)

    private struct SUT {
        let service: FavoritesService
        let folder: TemporaryFolder
        let types: RecipeTypes
        var file: URL { folder.url.appendingPathComponent("favorites.json") }
        var index: URL { folder.url.appendingPathComponent("favorites.json.index") }

        func source() throws -> FileSource { try #require(try FileSource.open(file)) }

        /// What the index on disk gives for the file now, when it holds.
        func indexed() throws -> FavoritesIndexScanner.Result? {
            FavoritesIndexFile.load(for: try source(), types: types)
        }

        /// The entries a full scan finds.
        func scanned() throws -> FavoritesIndexScanner.Result {
            try FavoritesIndexScanner.scan(Data(contentsOf: file), types: types, decoder: service.store.decoder)
        }

        func names() throws -> [String] { try service.summaries().map(\.name) }

        /// The file as a command scans it, its entries' bytes left in the file still open.
        func scannedFromFile() throws -> ScannedFavorites {
            try ScannedFavorites(
                try source(), types: types, decoder: service.store.decoder, file: file.path, checkedAt: FileStamp.now(), checking: .bounds)
        }

        /// Writes an index of the file as it is now, saying `entries`, checked at `checkedAt` (default: now, settled).
        func writeIndex(_ entries: [FavoritesIndexScanner.Entry], checkedAt: Int64? = nil) throws {
            let source = try source()
            try FavoritesIndexFile.encoded(entries, stamp: source.stamp, checkedAt: checkedAt ?? FileStamp.now()).write(to: index)
        }
    }

    private func makeSUT(_ favorites: [Favorite]) throws -> SUT {
        try makeSUT(bytes: JSONFileStore<FavoritesDocument>.encoder.encode(FavoritesDocument(favorites: favorites)) + Data([0x0A]))
    }

    private func makeSUT(bytes: Data) throws -> SUT {
        let folder = try TemporaryFolder()
        let url = folder.url.appendingPathComponent("favorites.json")
        try bytes.write(to: url)
        Self.settle(url)
        let catalogs = CatalogDirectory([Doubles.desserts()])
        let store = JSONFileStore<FavoritesDocument>(file: url, now: { Self.t0 }, warn: { _ in })
        let service = FavoritesService(store: store, catalogs: catalogs, now: { Self.t0 }, warn: { _ in })
        return SUT(service: service, folder: folder, types: RecipeTypes(catalogs.all.map(\.registration)))
    }

    /// Waits until the file system's clock has ticked past the file's last change: an index made
    /// from then on is one a later change to the file would show to be stale.
    private static func settle(_ url: URL) {
        let stamp = FileStamp.of(url.path)!
        while FileStamp.now() <= max(stamp.changed, stamp.modified) { usleep(500) }
    }

    static func dessert(_ id: String, _ name: String, note: String? = nil, instructions: String = "Mix.\r\nBake.") -> Favorite {
        let recipe = Dessert(
            id: id, name: name, category: "Dessert", area: "British", instructions: instructions,
            ingredients: [Ingredient(name: "Flour", measure: "200g")], tags: ["Pudding"],
            imageURL: URL(string: "http://127.0.0.1:9/images/\(id).jpg"), sourceURL: nil, youtubeURL: nil)
        return Favorite(snapshot: RecipeSnapshot(recipe), note: note, addedAt: t0)
    }

    private let three = [dessert("1", "Apple pie"), dessert("2", "Banana \"bread\"", note: "Ripe ones"), dessert("3", "Cake")]

    @Test("a reading of a settled file writes the index, and the index then gives exactly the scan's entries")
    func written() throws {
        let sut = try makeSUT(three)
        defer { sut.folder.remove() }
        #expect(try sut.names() == ["Apple pie", "Banana \"bread\"", "Cake"])
        let indexed = try #require(try sut.indexed())
        let scanned = try sut.scanned()
        #expect(indexed.entries.map(\.summary) == scanned.entries.map(\.summary))
        #expect(indexed.entries.map(\.bytes) == scanned.entries.map(\.bytes))
        #expect(indexed.entries.map(\.fields) == scanned.entries.map(\.fields))
    }

    @Test("a change writes the index of the new file, which holds for it: a note, a removal, an addition")
    func change() throws {
        let sut = try makeSUT(three)
        defer { sut.folder.remove() }
        _ = try sut.service.note("Cake", change: .replace("Less sugar"))
        var indexed = try #require(try sut.indexed())
        #expect(indexed.entries.map(\.summary) == (try sut.scanned()).entries.map(\.summary))
        #expect(indexed.entries.map(\.bytes) == (try sut.scanned()).entries.map(\.bytes))
        try sut.service.remove("Apple pie", notes: .any)
        indexed = try #require(try sut.indexed())
        #expect(indexed.entries.map(\.summary) == (try sut.scanned()).entries.map(\.summary))
        _ = try sut.service.add(Loaded(value: Self.dessert("4", "Doughnuts").snapshot, source: .live, fetchedAt: Self.t0))
        indexed = try #require(try sut.indexed())
        #expect(indexed.entries.map(\.summary.name) == ["Banana \"bread\"", "Cake", "Doughnuts"])
        #expect(indexed.entries.map(\.bytes) == (try sut.scanned()).entries.map(\.bytes))
    }

    @Test("an index made in the tick the file last changed is not trusted (git's racily clean file)")
    func racy() throws {
        let sut = try makeSUT(three)
        defer { sut.folder.remove() }
        var lying = try sut.scanned().entries
        lying[0].summary.name = "Apple pie" // the truth, but from an index that cannot know
        let stamp = try sut.source().stamp
        try sut.writeIndex(lying, checkedAt: max(stamp.changed, stamp.modified))
        #expect(try sut.indexed() == nil)
    }

    @Test("an index that lies about a name, an id, a catalog or a note is not used; the file's names are listed")
    func liesAboutStrings() throws {
        let sut = try makeSUT(three)
        defer { sut.folder.remove() }
        let truth = try sut.scanned().entries
        let lies: [(inout FavoritesIndexScanner.Entry) -> Void] = [
            { $0.summary.name = "Apple pix" }, { $0.summary.id = "9" }, { $0.summary.catalog = CatalogName(rawValue: "cocktails") },
            { $0.summary.note = "a note the file does not hold" }, { $0.fields?.name += 1 }, { $0.fields?.note = 3 },
            { $0.fields?.catalog = -5 }, { $0.fields?.id = 1 << 40 },
        ]
        for lie in lies {
            var entries = truth
            lie(&entries[0])
            try sut.writeIndex(entries)
            #expect(try sut.indexed() == nil)
            #expect(try sut.names() == ["Apple pie", "Banana \"bread\"", "Cake"])
            #expect(throws: FavoritesError.self) { try sut.service.find("Apple pix") }
            // The reading that did not trust it wrote the truth.
            #expect(try sut.indexed()?.entries.map(\.summary) == truth.map(\.summary))
        }
    }

    @Test("an index that lies about where entries are, or how many there are, is not used")
    func liesAboutOffsetsAndCount() throws {
        let sut = try makeSUT(three)
        defer { sut.folder.remove() }
        let truth = try sut.scanned().entries
        let size = Int(try sut.source().size)
        func at(_ entry: FavoritesIndexScanner.Entry, _ range: Range<Int>) -> FavoritesIndexScanner.Entry {
            var entry = entry
            entry.bytes = range
            return entry
        }
        let lies: [[FavoritesIndexScanner.Entry]] = [
            [at(truth[0], truth[0].bytes.lowerBound + 1..<truth[0].bytes.upperBound), truth[1], truth[2]],
            [at(truth[0], truth[0].bytes.lowerBound..<truth[0].bytes.upperBound - 1), truth[1], truth[2]],
            [truth[0], truth[1], at(truth[2], truth[2].bytes.lowerBound..<size + 10)],
            [truth[0], truth[1], at(truth[2], size..<size + 2)],
            // two entries told as one, and the second left out
            [
                at(truth[0], truth[0].bytes.lowerBound..<truth[1].bytes.upperBound),
                {
                    var e = truth[2]
                    e.position = 1
                    return e
                }(),
            ],
            // one left out
            [truth[0], truth[1]],
            // one told twice
            [
                truth[0], truth[1], truth[2],
                {
                    var e = truth[2]
                    e.position = 3
                    return e
                }(),
            ],
            // out of order
            [truth[1], truth[0], truth[2]],
        ]
        for lie in lies {
            try sut.writeIndex(lie)
            #expect(try sut.indexed() == nil)
            #expect(try sut.names() == ["Apple pie", "Banana \"bread\"", "Cake"])
            // show, note and remove find each through such an index too (or the file, when it does not hold).
            try sut.writeIndex(lie)
            for name in ["Apple pie", "Banana \"bread\"", "Cake"] { #expect(try sut.service.find(name).name == name) }
            try sut.writeIndex(lie)
            #expect(try sut.service.note("Banana \"bread\"", change: .replace("Ripe ones")).note == "Ripe ones")
            #expect(try sut.names() == ["Apple pie", "Banana \"bread\"", "Cake"])
            #expect(try sut.scanned().entries.map(\.bytes) == truth.map(\.bytes), "the note wrote the same entry again")
            Self.settle(sut.file)
        }
    }

    @Test("remove asks each copy's own note, never the index's: an index that hides a note costs no note")
    func removeAsksTheBytesForNotes() throws {
        let sut = try makeSUT([Self.dessert("1", "Apple pie"), Self.dessert("1", "Apple pie", note: "secret"), Self.dessert("3", "Cake")])
        defer { sut.folder.remove() }
        var entries = try sut.scanned().entries
        entries[1].summary.note = nil
        entries[1].fields?.note = nil
        try sut.writeIndex(entries)
        #expect(throws: FavoritesError.self) { try sut.service.remove("desserts/1", notes: .none) }
        #expect(try sut.scanned().entries.count == 3, "both copies kept, the note with them")
        #expect(try sut.service.remove("desserts/1", notes: .seen("secret")).favorite.id == "1")
        #expect(try sut.names() == ["Cake"])
    }

    @Test("a favorite decoded after its file was written over where it stands is not taken from the new bytes: the file is read again")
    func writtenOverAfterTheScan() throws {
        let sut = try makeSUT(three)
        defer { sut.folder.remove() }
        let scanned = try sut.scannedFromFile()
        // A later change wrote over this very file (it had become the spare): the same layout, another favorite.
        let other = try Data(contentsOf: sut.file).replacing(Data("Apple pie".utf8), with: Data("Apple tie".utf8))
        let fd = open(sut.file.path, O_WRONLY | O_CLOEXEC)
        try #require(fd >= 0)
        #expect(FileDescriptor.writeAll(other, to: fd) == nil)
        close(fd)

        #expect(throws: FavoritesIndexFile.StaleIndex.self) { try scanned.favorite(at: 0) }
        #expect(try sut.service.find("Apple tie").name == "Apple tie")
    }

    @Test(
        "a favorite decoded after its file was cut shorter is read again, and on that second reading the file's change is the usual error")
    func cutShorterAfterTheScan() throws {
        let sut = try makeSUT(three)
        defer { sut.folder.remove() }
        let scanned = try sut.scannedFromFile()
        #expect(truncate(sut.file.path, 40) == 0)
        #expect(throws: FavoritesIndexFile.StaleIndex.self) { try scanned.favorite(at: 2) }
        let again = #expect(throws: FileError.self) { try FavoritesIndexFile.$bypassed.withValue(true) { try scanned.favorite(at: 2) } }
        #expect(again == .cannotRead(path: sut.file.path, reason: "it kept changing while it was read; try again"))
    }

    @Test(
        "a check copied as it reads hands over every byte of the file once, in order, across its megabyte windows; one that fails hands over nothing past what it checked",
        arguments: [FavoritesIndexFile.Check.layout, .entries, .everything])
    func checkHandsOverWhatItChecked(checking: FavoritesIndexFile.Check) throws {
        // 700 favorites with long instructions: 1.6 MB, so entries straddle the 1 MiB windows.
        let many = (0..<700).map { number in
            Self.dessert(
                "\(number)", "Dessert \(number)", note: number % 3 == 0 ? "note \(number)" : nil,
                instructions: String(repeating: "Whisk, fold and bake until golden. ", count: 60))
        }
        let sut = try makeSUT(many)
        defer { sut.folder.remove() }
        let bytes = try Data(contentsOf: sut.file)
        #expect(bytes.count > 1_048_576 + 200_000)
        let truth = try sut.scanned().entries
        var handed = Data()
        var consecutive = true
        let agreed = try FavoritesIndexFile.verify(truth, in: try sut.source(), checking: checking) { offset, run in
            consecutive = consecutive && offset == handed.count && !run.isEmpty
            handed.append(contentsOf: run)
            return true
        }
        #expect(agreed && consecutive)
        let whole = handed == bytes // a Bool: megabytes are not diffed in the report
        #expect(whole)
        #expect(
            try FavoritesIndexFile.verify(truth, in: try sut.source(), checking: checking) { _, _ in false } == false,
            "a refusal is a failure")

        // The entry that straddles the first window's end, its id misstated: nothing from it on is
        // handed over, though the window read held its first bytes.
        var lie = truth
        let wrong = try #require(lie.indices.first { lie[$0].bytes.upperBound > 1_048_576 })
        #expect(lie[wrong].bytes.lowerBound < 1_048_576)
        lie[wrong].summary.id = "999999"
        handed = Data()
        #expect(
            try FavoritesIndexFile.verify(lie, in: try sut.source(), checking: checking) { _, run in
                handed.append(contentsOf: run)
                return true
            } == false)
        #expect(handed.count == lie[wrong].bytes.lowerBound, "everything before it, streamed")
        let prefix = handed == bytes.prefix(handed.count)
        #expect(prefix)
    }

    @Test(
        "a change whose check fails after it has copied megabytes is made again on the file: the same bytes as without the index, no temp file left",
        arguments: ["note", "remove"])
    func changeMadeAgainAfterCopying(change: String) throws {
        let many = (0..<700).map { number in
            Self.dessert(
                "\(number)", "Dessert \(number)", note: number == 5 ? "mine" : nil,
                instructions: String(repeating: "Whisk, fold and bake until golden. ", count: 60))
        }
        func run(_ sut: SUT) throws {
            if change == "note" {
                _ = try sut.service.note("Dessert 3", change: .replace("Less sugar"))
            } else {
                _ = try sut.service.remove("Dessert 3", notes: .none)
            }
        }
        let plain = try makeSUT(many)
        defer { plain.folder.remove() }
        try run(plain)

        let sut = try makeSUT(many)
        defer { sut.folder.remove() }
        var lie = try sut.scanned().entries
        let late = try #require(lie.indices.first { lie[$0].bytes.lowerBound > 1_200_000 })
        lie[late].summary.id = "99999" // an id the file does not hold there, past the first megabyte
        try sut.writeIndex(lie)
        try run(sut)
        let same = try Data(contentsOf: sut.file) == Data(contentsOf: plain.file)
        #expect(same)
        let left = try FileManager.default.contentsOfDirectory(atPath: sut.folder.url.path).filter { $0.hasSuffix(".tmp") }
        #expect(left.isEmpty)
        #expect(try sut.indexed()?.entries.count == (change == "note" ? 700 : 699), "the index written anew holds")
    }

    @Test("a change's check waits for its write; a change that gives up checks the index first, and one that does not hold is StaleIndex")
    func deferredCheck() throws {
        let sut = try makeSUT(three)
        defer { sut.folder.remove() }
        let truth = try sut.scanned().entries
        func deferred() throws -> ScannedFavorites {
            try ScannedFavorites(
                try sut.source(), types: sut.types, decoder: sut.service.store.decoder, file: sut.file.path, checkedAt: FileStamp.now(),
                checking: .entries, deferringCheck: true)
        }
        try sut.writeIndex(truth)
        let holding = try deferred()
        #expect(holding.fromIndex)
        try holding.confirmIndex()
        #expect(try holding.spliced().check != nil)

        var merged = truth[0]
        merged.bytes = truth[0].bytes.lowerBound..<truth[1].bytes.upperBound
        var third = truth[2]
        third.position = 1
        try sut.writeIndex([merged, third])
        let lying = try deferred()
        #expect(lying.fromIndex, "held to the file only by its bounds until the write")
        #expect(throws: FavoritesIndexFile.StaleIndex.self) { try lying.confirmIndex() }
        let spliced = try lying.spliced()
        let check = try #require(spliced.check)
        #expect(try check(try sut.source()) { _, _ in true } == false)

        // A full scan has nothing left to check.
        FavoritesIndexFile.remove(of: sut.file.path)
        let scanned = try deferred()
        #expect(!scanned.fromIndex)
        try scanned.confirmIndex()
        #expect(try scanned.spliced().check == nil)
    }

    /// Banana bread's entry as a list holds it (indented four spaces).
    private func bananaEntry() throws -> String {
        String(decoding: try JSONFileStore<FavoritesDocument>.encoder.encode(three[1]), as: UTF8.self)
            .replacingOccurrences(of: "\n", with: "\n    ")
    }

    /// Test-only file: Apple pie and Cake, Apple pie carrying `inserted` at its end, in a field of
    /// its own (an object shaped like Banana bread's entry, in a layout never written here).
    private func appleCarrying(_ inserted: String) throws -> Data {
        let written = try JSONFileStore<FavoritesDocument>.encoder.encode(FavoritesDocument(favorites: [three[0], three[2]]))
        var text = String(decoding: written, as: UTF8.self)
        let appleEnd = try #require(text.range(of: "\n    },\n    {"))
        text.replaceSubrange(appleEnd.lowerBound..<appleEnd.lowerBound, with: inserted)
        return Data((text + "\n").utf8)
    }

    @Test("an add whose look through a lying index missed the favorite, and whose fetch then fails, asks the file: it is there already")
    func addAsksTheFileWhenTheFetchFails() async throws {
        let sut = try makeSUT(three)
        defer { sut.folder.remove() }
        var entries = try sut.scanned().entries
        entries[1].summary.id = "7" // Banana bread, hidden from a search by id
        try sut.writeIndex(entries)
        let before = try Data(contentsOf: sut.file)
        // The test server knows no dessert 2: the fetch fails.
        let added = try await sut.service.add(catalog: "desserts", idOrName: "2")
        #expect(!added.isNew)
        #expect(added.favorite.name == "Banana \"bread\"")
        #expect(try Data(contentsOf: sut.file) == before, "nothing written")
        await #expect(throws: (any Error).self, "one that is truly not there: the fetch's error") {
            try await sut.service.add(catalog: "desserts", idOrName: "8")
        }
    }

    @Test("add's answer that a favorite is there already, given before any write, holds the index to the file first")
    func existingHoldsTheIndex() throws {
        let banana = try bananaEntry()
        let bytes = try appleCarrying(",\n      \"x\" : " + banana)
        let sut = try makeSUT(bytes: bytes)
        defer { sut.folder.remove() }
        #expect(try sut.names() == ["Apple pie", "Cake"], "a full scan sees two favorites")
        let truth = try sut.scanned().entries
        let start = try #require(bytes.range(of: Data(banana.utf8))).lowerBound
        // An index crafted to list the object inside Apple pie as Banana bread, then Cake: in bounds, out of the layout.
        var hidden = truth[0]
        hidden.bytes = start..<(start + banana.utf8.count)
        hidden.summary = FavoriteSummary(catalog: hidden.summary.catalog, id: "2", name: "Banana \"bread\"", note: "Ripe ones")
        func field(_ key: String) throws -> Int {
            try #require(bytes.range(of: Data("\"\(key)\" : ".utf8), in: start..<bytes.count)).lowerBound + key.utf8.count + 5 - start
        }
        hidden.fields = .init(catalog: try field("catalog"), id: try field("id"), name: try field("name"), note: try field("note"))
        var cake = truth[1]
        cake.position = 1
        try sut.writeIndex([hidden, cake])
        let scanned = try ScannedFavorites(
            try sut.source(), types: sut.types, decoder: sut.service.store.decoder, file: sut.file.path, checkedAt: FileStamp.now(),
            checking: .entries, deferringCheck: true)
        #expect(scanned.fromIndex)
        #expect(try scanned.favorite(at: 0).name == "Banana \"bread\"", "its bytes decode as the index says")
        #expect(throws: FavoritesIndexFile.StaleIndex.self) { try scanned.existing(three[1].identity) }
        #expect(throws: FavoritesIndexFile.StaleIndex.self, "whichever favorite it finds") { try scanned.existing(three[2].identity) }
        #expect(
            try scanned.existing(Self.dessert("7", "Fig roll").identity) == nil, "one it does not find is checked by the write that follows"
        )
    }

    @Test("every copy of a favorite is found, wherever the one asked for is, and removed by place with nothing else")
    func copiesByPlace() throws {
        let favorites = [Self.dessert("1", "Apple pie"), Self.dessert("2", "Cake"), Self.dessert("1", "Apple pie", note: "second")]
        let sut = try makeSUT(favorites)
        defer { sut.folder.remove() }
        let bytes = try Data(contentsOf: sut.file)
        for found in [0, 2] {
            var scanned = try ScannedFavorites(bytes, types: sut.types, decoder: sut.service.store.decoder, file: sut.file.path)
            let (copies, places) = try scanned.copiesAndPlaces(of: try scanned.favorite(at: found), at: found)
            #expect(places == [0, 2])
            #expect(copies.map(\.note) == (found == 0 ? [nil, "second"] : ["second", nil]))
            scanned.remove(at: places)
            #expect(scanned.summaries.map(\.name) == ["Cake"])
        }
    }

    @Test("an index that tells two entries as one is not used by a change: the favorite it hid is not added twice")
    func changeCatchesMergedEntries() throws {
        let sut = try makeSUT(three)
        defer { sut.folder.remove() }
        let truth = try sut.scanned().entries
        var merged = truth[0]
        merged.bytes = truth[0].bytes.lowerBound..<truth[1].bytes.upperBound
        var third = truth[2]
        third.position = 1
        try sut.writeIndex([merged, third])
        #expect(try sut.service.restore(three[1]) == false, "Banana bread is a favorite already")
        #expect(try sut.scanned().entries.map(\.summary.name) == ["Apple pie", "Banana \"bread\"", "Cake"])
    }

    @Test(
        "a note under an index that tells two entries as one writes what a note without the index writes: the hidden favorite is kept, byte for byte",
        arguments: [0, 1, 2, 3])
    func noteKeepsMergedEntries(target: Int) throws {
        let four = three + [Self.dessert("4", "Date loaf")]
        let name = four[target].name
        let plain = try makeSUT(four)
        defer { plain.folder.remove() }
        try plain.service.note(name, change: .replace("Less sugar"))

        let sut = try makeSUT(four)
        defer { sut.folder.remove() }
        let truth = try sut.scanned().entries
        var merged = truth[0]
        merged.bytes = truth[0].bytes.lowerBound..<truth[1].bytes.upperBound
        let rest = truth[2...].map { entry in
            var entry = entry
            entry.position -= 1
            return entry
        }
        try sut.writeIndex([merged] + rest)
        try sut.service.note(name, change: .replace("Less sugar"))

        #expect(try Data(contentsOf: sut.file) == Data(contentsOf: plain.file))
        #expect(try sut.scanned().entries.map(\.summary.note) == (0..<4).map { $0 == target ? "Less sugar" : four[$0].note })
        // Date loaf's note went by the index (a note changes one entry, decoded from its own bytes; the
        // entries beside its break are whole objects), and the index it leaves still tells the two as
        // one. The others could not: Apple pie's range is two objects, Banana bread is in no range,
        // and Cake's break has the two-object range beside it. The file was scanned for them.
        let left = try #require(FavoritesIndexFile.load(for: try sut.source(), types: sut.types, checking: .bounds))
        #expect(left.entries.count == (target == 3 ? 3 : 4))
    }

    @Test("an index that puts an entry's id, catalog, name or note on another string of it (a key) is not used by a change")
    func liesAboutWhichStringIsTheID() throws {
        for field in ["id", "catalog", "name", "note"] {
            let sut = try makeSUT(three)
            defer { sut.folder.remove() }
            let fileBytes = try Data(contentsOf: sut.file)
            var entries = try sut.scanned().entries
            // Banana bread's entry, its field said to be the string `"name"`: the key of its name.
            let entry = entries[1]
            let key = try #require(fileBytes.range(of: Data("\"name\"".utf8), in: entry.bytes)).lowerBound - entry.bytes.lowerBound
            var fields = try #require(entry.fields)
            var summary = entry.summary
            switch field {
            case "id":
                fields.id = key
                summary = FavoriteSummary(catalog: summary.catalog, id: "name", name: summary.name, note: summary.note)
            case "catalog":
                fields.catalog = key
                summary = FavoriteSummary(catalog: CatalogName(rawValue: "name"), id: summary.id, name: summary.name, note: summary.note)
            case "name":
                fields.name = key
                summary = FavoriteSummary(catalog: summary.catalog, id: summary.id, name: "name", note: summary.note)
            default:
                fields.note = key
                summary = FavoriteSummary(catalog: summary.catalog, id: summary.id, name: summary.name, note: "name")
            }
            entries[1].summary = summary
            entries[1].fields = fields
            try sut.writeIndex(entries)
            // Adding it again finds it, whatever the index said: no second copy.
            #expect(try sut.service.restore(three[1]) == false, "\(field): Banana bread is a favorite already")
            #expect(try sut.scanned().entries.map(\.summary.name) == ["Apple pie", "Banana \"bread\"", "Cake"], "\(field)")
            #expect(try sut.names() == ["Apple pie", "Banana \"bread\"", "Cake"], "\(field): the file's names are listed")
        }
    }

    @Test("one entry told as three (an entry-shaped object hidden in its field, in a layout never written here) is not cut by a change")
    func changeCatchesOneEntryToldAsSeveral() throws {
        let banana = try bananaEntry()
        let inner1 = "{\n      \"k\" : \"v\"\n    }"
        let inner3 = "{\n      \"catalog\" : \"desserts\",\n      \"id\" : \"9\"}]"
        let bytes = try appleCarrying(",\n      \"x\" : [" + inner1 + ",\n    " + banana + ",\n    " + inner3)
        let sut = try makeSUT(bytes: bytes)
        defer { sut.folder.remove() }
        #expect(try sut.names() == ["Apple pie", "Cake"], "a full scan sees two favorites")
        // An index crafted to tile Apple pie as three entries, the middle one Banana bread.
        let truth = try sut.scanned().entries
        let apple = truth[0]
        func offset(_ needle: String, from start: Int) throws -> Int {
            try #require(bytes.range(of: Data(needle.utf8), in: start..<bytes.count)).lowerBound
        }
        let start1 = apple.bytes.lowerBound
        let end1 = try offset(inner1, from: start1) + inner1.utf8.count
        let start2 = end1 + FavoritesIndexFile.separator.count
        let end2 = start2 + banana.utf8.count
        let start3 = end2 + FavoritesIndexFile.separator.count
        let end3 = apple.bytes.upperBound
        func field(_ key: String, _ start: Int) throws -> Int { try offset("\"\(key)\" : \"", from: start) + key.utf8.count + 5 - start }
        var p1 = apple
        p1.bytes = start1..<end1
        p1.summary = FavoriteSummary(catalog: apple.summary.catalog, id: "1", name: "Apple pie", note: nil)
        p1.fields = .init(catalog: try field("catalog", start1), id: try field("id", start1), name: try field("name", start1), note: nil)
        var p2 = apple
        p2.bytes = start2..<end2
        p2.summary = FavoriteSummary(catalog: apple.summary.catalog, id: "2", name: "Banana \"bread\"", note: "Ripe ones")
        p2.fields = .init(
            catalog: try field("catalog", start2), id: try field("id", start2), name: try field("name", start2),
            note: try field("note", start2))
        var p3 = apple
        p3.bytes = start3..<end3
        p3.summary = FavoriteSummary(catalog: apple.summary.catalog, id: "9", name: "", note: nil)
        p3.fields = .init(catalog: try field("catalog", start3), id: try field("id", start3), name: 0, note: nil)
        var cake = truth[1]
        var crafted = [p1, p2, p3, cake]
        for index in crafted.indices { crafted[index].position = index }
        cake = crafted[3]
        try sut.writeIndex(crafted)
        // What a change reads: the crafted index passes the layout checks; only the brackets tell.
        let index = try #require(FavoritesIndexFile.load(for: try sut.source(), types: sut.types, checking: .layout))
        #expect(index.entries.map(\.summary.name) == ["Apple pie", "Banana \"bread\"", "", "Cake"])
        // Removing "Banana bread" must not cut Apple pie: on the file's own reading it is not a favorite.
        #expect(throws: FavoritesError.self) { try sut.service.remove("desserts/2", notes: .any) }
        #expect(try Data(contentsOf: sut.file) == bytes, "the file is as it was")
    }

    @Test("an entry is one object when its brackets close only at its last byte, strings and escapes aside")
    func oneObject() {
        let cases: [(String, Bool)] = [
            ("{}", true), ("{\"a\" : [1, {\"b\" : \"}]\"}]}", true), ("{\"a\" : \"\\\"}\"}", true),
            ("{\"a\" : [{\n    }", false), ("{\"a\" : 1}]\n    }", false), ("{} {}", false), ("[]", false), ("{\"a\" : \"}", false),
            ("", false), ("{\"a\" : 1}}", false),
        ]
        for (text, expected) in cases {
            #expect(ScannedFavorites.isOneObject(Data(text.utf8)) == expected, "\(text)")
        }
    }

    @Test("a file dated past what 64 bits of nanoseconds hold (2300, 1600) is read, never indexed, and traps nothing")
    func farDates() throws {
        #expect(FileStamp.nanoseconds(10_413_792_000, 5) == .max)
        #expect(FileStamp.nanoseconds(-11_676_096_000, 5) == .min)
        #expect(FileStamp.nanoseconds(1_800_000_000, 5) == 1_800_000_000_000_000_005)
        let sut = try makeSUT(three)
        defer { sut.folder.remove() }
        for seconds in [10_413_792_000, -11_676_096_000] {
            var times = [timespec(tv_sec: seconds, tv_nsec: 0), timespec(tv_sec: seconds, tv_nsec: 0)]
            #expect(utimensat(AT_FDCWD, sut.file.path, &times, 0) == 0)
            try? FileManager.default.removeItem(at: sut.index)
            #expect(try sut.names() == ["Apple pie", "Banana \"bread\"", "Cake"])
            #expect(!FileManager.default.fileExists(atPath: sut.index.path), "no index against a time held at the end of 64 bits")
            #expect(try sut.service.note("Cake", change: .replace("Warm")).note == "Warm")
        }
    }

    @Test("a damaged index (cut short anywhere, huge or negative counts and lengths, noise) is not used and crashes nothing")
    func damaged() throws {
        let sut = try makeSUT(three)
        defer { sut.folder.remove() }
        let source = try sut.source()
        let whole = FavoritesIndexFile.encoded(try sut.scanned().entries, stamp: source.stamp, checkedAt: FileStamp.now())
        for length in stride(from: 0, to: whole.count, by: 7) {
            try whole.prefix(length).write(to: sut.index)
            #expect(try sut.indexed() == nil)
        }
        // Every 8-byte field in turn set to extremes.
        for offset in stride(from: 8, to: whole.count - 8, by: 8) {
            for value in [Int64.max, Int64.min, -1, 1 << 40] {
                var bad = whole
                withUnsafeBytes(of: value.littleEndian) { bad.replaceSubrange(offset..<offset + 8, with: $0) }
                try bad.write(to: sut.index)
                if let indexed = try sut.indexed() { // a change that says the same (an unused field) may hold
                    #expect(indexed.entries.map(\.summary) == (try sut.scanned()).entries.map(\.summary))
                }
            }
        }
        var noise = SystemRandomNumberGenerator()
        for _ in 0..<20 {
            try Data((0..<whole.count).map { _ in UInt8.random(in: 0...255, using: &noise) }).write(to: sut.index)
            #expect(try sut.indexed() == nil)
        }
        #expect(try sut.names() == ["Apple pie", "Banana \"bread\"", "Cake"])
    }

    @Test("an index that is a FIFO, a folder, or larger than the file could need is not used, and no command waits for it")
    func notARegularIndex() throws {
        for kind in ["fifo", "folder", "large"] {
            let sut = try makeSUT(three)
            defer { sut.folder.remove() }
            switch kind {
            case "fifo": #expect(mkfifo(sut.index.path, 0o600) == 0) // opened without O_NONBLOCK, a read would wait here
            case "folder": #expect(mkdir(sut.index.path, 0o700) == 0)
            default:
                let source = try sut.source()
                let whole = FavoritesIndexFile.encoded(try sut.scanned().entries, stamp: source.stamp, checkedAt: FileStamp.now())
                try (whole + Data(count: source.size / 2 + (1 << 20))).write(to: sut.index)
            }
            #expect(try sut.indexed() == nil, "\(kind)")
            #expect(try sut.names() == ["Apple pie", "Banana \"bread\"", "Cake"], "\(kind)")
        }
    }

    @Test("a file changed behind the index, to the same size, is read again: the index is of another file")
    func changedBehind() throws {
        let sut = try makeSUT(three)
        defer { sut.folder.remove() }
        _ = try sut.names()
        #expect(try sut.indexed() != nil)
        // Another program rewrites one letter in place: same size, same inode.
        var bytes = try Data(contentsOf: sut.file)
        let at = try #require(bytes.range(of: Data("Apple pie".utf8)))
        bytes.replaceSubrange(at, with: Data("Apple pix".utf8))
        let handle = try FileHandle(forWritingTo: sut.file)
        try handle.write(contentsOf: bytes)
        try handle.close()
        #expect(try sut.indexed() == nil)
        #expect(try sut.names() == ["Apple pix", "Banana \"bread\"", "Cake"])
        #expect(try sut.service.find("Apple pix").name == "Apple pix")
        _ = try sut.service.note("Apple pix", change: .replace("Tart"))
        #expect(try sut.service.find("Apple pix").note == "Tart")
    }

    @Test("an index that calls an unreadable entry readable: show, note and remove fall back to the file's verdict")
    func liesAboutVerdict() throws {
        var bytes = try JSONFileStore<FavoritesDocument>.encoder.encode(FavoritesDocument(favorites: three)) + Data([0x0A])
        // The second entry's recipe broken in the layout the program writes: the scan leaves it out.
        let recipe = try #require(
            bytes.range(of: Data("\"recipe\" : {".utf8), in: bytes.range(of: Data("Ripe ones".utf8))!.upperBound..<bytes.count))
        let end = try #require(bytes.range(of: Data("\n      },\n      \"updatedAt\"".utf8), in: recipe.upperBound..<bytes.count))
        bytes.replaceSubrange(recipe.lowerBound..<end.lowerBound + 8, with: Data("\"recipe\" : 5".utf8))
        let sut = try makeSUT(bytes: bytes)
        defer { sut.folder.remove() }
        #expect(try sut.scanned().unreadable.count == 1)
        #expect(try sut.names() == ["Apple pie", "Cake"])
        #expect(try sut.indexed() == nil) // no index is written for a file with an unreadable entry
        // An index crafted to call it readable, every string where it says.
        let fileBytes = try Data(contentsOf: sut.file)
        var entries = try sut.scanned().entries
        let second = try #require(
            FavoritesIndexFile.Decoded(
                try {
                    var crafted = entries
                    let start = entries[0].bytes.upperBound + FavoritesIndexFile.separator.count
                    let stop = entries[1].bytes.lowerBound - FavoritesIndexFile.separator.count
                    let text = fileBytes[start..<stop]
                    func offset(_ needle: String) -> Int { text.range(of: Data(needle.utf8))!.lowerBound - start + needle.utf8.count - 1 }
                    var entry = entries[0]
                    entry.bytes = start..<stop
                    entry.summary = FavoriteSummary(catalog: entry.summary.catalog, id: "2", name: "Banana \"bread\"", note: "Ripe ones")
                    entry.fields = .init(
                        catalog: offset("\"catalog\" : \""), id: offset("\"id\" : \""), name: offset("\"name\" : \""),
                        note: offset("\"note\" : \""))
                    crafted.insert(entry, at: 1)
                    for index in crafted.indices { crafted[index].position = index }
                    return FavoritesIndexFile.encoded(crafted, stamp: try sut.source().stamp, checkedAt: FileStamp.now())
                }()))
        entries = second.entries
        try sut.writeIndex(entries)
        #expect(try sut.indexed() != nil) // the limit of a cache trusted by its stamp: see Docs/FileFormats.md
        #expect(throws: FavoritesError.self) { try sut.service.find("Banana \"bread\"") }
        #expect(throws: FavoritesError.self) { try sut.service.note("Banana \"bread\"", change: .replace("x")) }
        #expect(try sut.indexed() == nil) // the full scan removed it
        #expect(try sut.names() == ["Apple pie", "Cake"])
        #expect(try Data(contentsOf: sut.file) == fileBytes)
    }
}
