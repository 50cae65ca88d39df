import RecipesBasics
import RecipesCatalog
import RecipesStorage

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Reads the summaries (catalog, id, name, note) out of favorites.json without building the stored
/// recipes: every field is checked byte by byte against the type JSONDecoder would read it as
/// (`FavoritesFile` checks the grammar), but not built, which is several times faster. An entry the
/// scan is not sure of is decoded alone by JSONDecoder, which reads it or says why not: the list
/// shows exactly the favorites every other command reads.
enum FavoritesIndexScanner {
    /// A favorite every command reads, and where the file holds it.
    struct Entry {
        /// Its catalog, id, name and note (made strings here when read from the index).
        var summary: FavoriteSummary {
            get { texts.summary }
            set { texts = .made(newValue) }
        }
        /// Its catalog, id, name and note as they were read: from the index, still its bytes.
        private(set) var texts: FavoriteTexts
        /// Its bytes, from offsets of the file.
        var bytes: Range<Int>
        /// Its place among all the entries of the file's list, unreadable ones included.
        var position: Int
        /// The bytes say exactly this favorite and nothing else (no key it does not have, no card
        /// its decoder turns into a recipe, no trailing comma): a write may copy them as they are.
        var exact: Bool
        /// Where its catalog, id, name and note are, for the file's index (`FavoritesIndexFile`):
        /// known for an entry exactly as this program writes one.
        var fields: FieldOffsets?
        /// The favorite, when the scan was not sure of the entry and the decoder read it.
        var decoded: Favorite? { held?.favorite }
        /// Held apart: a favorite is a few hundred bytes, and 20,000 entries would each have room for one.
        private var held: HeldFavorite?

        init(
            summary: FavoriteSummary, bytes: Range<Int>, position: Int, exact: Bool, fields: FieldOffsets? = nil, decoded: Favorite? = nil
        ) {
            texts = .made(summary)
            self.bytes = bytes
            self.position = position
            self.exact = exact
            self.fields = fields
            held = decoded.map(HeldFavorite.init)
        }

        /// An entry read from the file's index, exactly as this program writes one.
        init(indexed texts: IndexedTexts, bytes: Range<Int>, position: Int, fields: FieldOffsets) {
            self.texts = .indexed(texts)
            self.bytes = bytes
            self.position = position
            exact = true
            self.fields = fields
            held = nil
        }
    }

    struct Result {
        var entries: [Entry] = []
        /// Entries left out, as every other reading of the file leaves them out.
        var unreadable: [UnreadableEntry] = []
        /// The file's `schemaVersion` (the current one when there is no file).
        var version = FavoritesDocument.currentVersion
        /// The entries' texts as numbers, when they were read from the index.
        var table: IndexedTable?

        var favorites: [FavoriteSummary] { entries.map(\.summary) }
    }

    /// What the scan made of one entry.
    struct Scanned {
        var summary: FavoriteSummary
        var exact: Bool
        var fields: FieldOffsets? = nil
    }

    /// Where an entry's catalog, id, name and note strings start (their opening quote), counted
    /// from the entry's first byte; `note` is nil when the note is `null`.
    struct FieldOffsets: Equatable {
        var catalog: Int
        var id: Int
        var name: Int
        var note: Int?
    }

    /// One entry alone, exactly as this program writes one (a favorite just encoded), or nil.
    static func writtenEntry(_ bytes: Data, types: RecipeTypes) -> Scanned? {
        var checkers = Checkers(types: types)
        return bytes.withUnsafeBytes { raw in
            var scanner = StrictJSONScanner(bytes: raw.bindMemory(to: UInt8.self))
            guard let scanned = written(&scanner, checkers: &checkers), scanner.atEnd() else { return nil }
            return scanned
        }
    }

    /// Throws `DocumentProblem` for a file that cannot be used at all. `decoder` is the one every
    /// other command reads the file with (`JSONFileStore.decoder`, told `types`).
    static func scan(_ data: Data, types: RecipeTypes, decoder: JSONDecoder) throws -> Result {
        var result = Result()
        var checkers = Checkers(types: types)
        var understood: [Scanned?] = []
        let (version, entries) = try FavoritesFile.versionedEntries(data) { scanner in
            var value: Scanned?
            defer { understood.append(value) }
            return summary(&scanner, &value, checkers: &checkers)
        }
        result.version = version
        result.entries.reserveCapacity(entries.count)
        for (index, entry) in entries.enumerated() {
            if entry.doubt == nil, let scanned = understood[index] {
                result.entries.append(
                    Entry(summary: scanned.summary, bytes: entry.bytes, position: index, exact: scanned.exact, fields: scanned.fields))
            } else {
                // Judged as every other command judges it: as a whole `Favorite`, not its summary.
                var decoded: [Favorite] = []
                FavoritesFile.decode(entry, at: index, in: data, decoder: decoder, into: &decoded, unreadable: &result.unreadable)
                for favorite in decoded {
                    result.entries.append(
                        Entry(
                            summary: FavoriteSummary(catalog: favorite.catalog, id: favorite.id, name: favorite.name, note: favorite.note),
                            bytes: entry.bytes, position: index, exact: false, decoded: favorite))
                }
            }
        }
        return result
    }

    /// `scan` of the file read a piece at a time (`JSONListStream`): the same entries, the same
    /// judgement, and memory for a window of the file rather than all of it. A file not in the
    /// plain shape the stream reads is read whole and scanned as ever.
    static func scan(_ source: FileSource, types: RecipeTypes, decoder: JSONDecoder) throws -> Result {
        var result = Result()
        var checkers = Checkers(types: types)
        var understood: [Scanned?] = []
        let streamed = try JSONListFile.versionedEntries(
            source, list: FavoritesDocument.entriesKey, newest: FavoritesDocument.currentVersion,
            readEntry: { index, scanner in
                var value: Scanned?
                let read = summary(&scanner, &value, checkers: &checkers)
                if index < understood.count { understood[index] = value } else { understood.append(value) }
                return read
            },
            scanned: { index, entry, bytes in
                if entry.doubt == nil, let scanned = understood[index] {
                    result.entries.append(
                        Entry(summary: scanned.summary, bytes: entry.bytes, position: index, exact: scanned.exact, fields: scanned.fields))
                    return
                }
                var decoded: [Favorite] = []
                JSONListFile.decode(
                    Data(bytes), doubt: entry.doubt, at: index, of: FavoritesDocument.entriesKey, decoder: decoder,
                    into: &decoded, unreadable: &result.unreadable)
                for favorite in decoded {
                    result.entries.append(
                        Entry(
                            summary: FavoriteSummary(catalog: favorite.catalog, id: favorite.id, name: favorite.name, note: favorite.note),
                            bytes: entry.bytes, position: index, exact: false, decoded: favorite))
                }
            })
        guard let streamed else { return try scan(try source.read(0..<source.size), types: types, decoder: decoder) }
        result.version = streamed.version
        return result
    }

    /// One entry's summary, every other field checked against the type `Favorite` decodes it as.
    /// False only when it is not JSON. Anything the scan is not sure JSONDecoder reads as a
    /// `Favorite` — a missing key, a value of another type, a date or a URL not in the form this
    /// program writes — leaves the summary nil, and the decoder judges that entry: so the list
    /// shows exactly the entries every other command reads.
    private static func summary(_ scanner: inout StrictJSONScanner, _ value: inout Scanned?, checkers: inout Checkers) -> Bool {
        var written = scanner
        if let scanned = self.written(&written, checkers: &checkers) {
            scanner = written
            value = scanned
            return true
        }
        var shape = JSONShape()
        var catalog: String?
        var id: String?
        var name: String?
        var note: String?
        var dates = 0
        var recipe = false
        let commas = scanner.trailingCommas
        let read = shape.object(&scanner) { key, scanner, shape in
            switch key {
            case "catalog": return shape.string(&scanner, into: &catalog)
            case "id": return shape.string(&scanner, into: &id)
            case "name": return shape.string(&scanner, into: &name)
            case "note": return shape.string(&scanner, into: &note, nullable: true)
            case "addedAt", "updatedAt":
                dates += 1
                return isWrittenDate(&scanner, &shape)
            case "recipe":
                recipe = true
                return storedRecipe(&scanner, &shape, checker: catalog.flatMap { checkers[$0] })
            default: return shape.unknown(&scanner) // JSONDecoder ignores keys it does not know
            }
        }
        if read, shape.understood, dates == 2, recipe, let catalog, let id, let name {
            value = Scanned(
                summary: FavoriteSummary(catalog: CatalogName(rawValue: catalog), id: id, name: name, note: note),
                exact: shape.exact && scanner.trailingCommas == commas)
        }
        return read
    }

    /// An entry exactly as this program writes one in favorites.json (keys at six spaces, each on its
    /// line, its recipe in its catalog's `WrittenLayout`), with nothing doubtful in it: what every
    /// entry of a file the program wrote is, checked by comparing bytes. nil for anything else,
    /// which `summary` reads key by key; the two agree on every entry this one takes (a test
    /// holds them to it on real favorites and on every change to one byte of them).
    private static func written(_ scanner: inout StrictJSONScanner, checkers: inout Checkers) -> Scanned? {
        let clear = scanner.doubt == nil
        let start = scanner.position
        var offsets: [Int] = []
        func key(_ name: StaticString) -> Bool {
            scanner.takeLine(indent: 6) && scanner.takeKey(name)
        }
        func date() -> Bool {
            guard let bytes = scanner.plainString() else { return false }
            return isWrittenDate(bytes)
        }
        func text() -> String? {
            offsets.append(scanner.position - start)
            return scanner.peek() == UInt8(ascii: "\"") ? scanner.string() : nil
        }
        guard scanner.take(UInt8(ascii: "{")), key("addedAt"), date(), scanner.take(UInt8(ascii: ",")),
            key("catalog"), let catalog = text(), scanner.take(UInt8(ascii: ",")),
            key("id"), let id = text(), scanner.take(UInt8(ascii: ",")),
            key("name"), let name = text(), scanner.take(UInt8(ascii: ",")), key("note")
        else { return nil }
        var note: String?
        if !scanner.take("null") {
            guard let text = text() else { return nil }
            note = text
        }
        guard scanner.take(UInt8(ascii: ",")), key("recipe"), let layout = checkers.layout(catalog), layout.matches(&scanner, indent: 6),
            scanner.take(UInt8(ascii: ",")), key("updatedAt"), date(), scanner.takeLine(indent: 4), scanner.take(UInt8(ascii: "}")),
            clear, scanner.doubt == nil
        else { return nil }
        let fields = FieldOffsets(catalog: offsets[0], id: offsets[1], name: offsets[2], note: note == nil ? nil : offsets[3])
        return Scanned(
            summary: FavoriteSummary(catalog: CatalogName(rawValue: catalog), id: id, name: name, note: note), exact: true, fields: fields)
    }

    /// A favorite's `recipe`, as `Favorite`'s decoder reads it: the catalog's recipe (checked by the
    /// model when it can check itself), or a version-1 card. `catalog` comes before `recipe` in
    /// the files this program writes; when it does not, or the model cannot check itself, the
    /// decoder judges the entry.
    private static func storedRecipe(
        _ scanner: inout StrictJSONScanner, _ shape: inout JSONShape,
        checker: (any StoredShapeChecking.Type)?
    ) -> Bool {
        if let checking = checker {
            var attempt = scanner
            var model = JSONShape()
            let read = checking.checkStored(&attempt, &model)
            if !read || model.understood {
                scanner = attempt
                if !model.exact { shape.exact = false }
                return read
            }
        }
        var card = JSONShape()
        let read = card.card(&scanner)
        if !card.understood { shape.understood = false }
        shape.exact = false // a card may be read as its recipe, and is then written as one
        return read
    }

    /// Each catalog's recipe type as the shape check it offers, looked up once per catalog rather
    /// than cast once per favorite (a conformance check is a search of the binary's conformances).
    private struct Checkers {
        let types: RecipeTypes
        var known: [String: (any StoredShapeChecking.Type)?] = [:]

        var layouts: [String: WrittenLayout?] = [:]

        /// How the catalog's recipe is written, when it says.
        mutating func layout(_ catalog: String) -> WrittenLayout? {
            if let layout = layouts[catalog] { return layout }
            let layout = self[catalog]?.writtenLayout
            layouts[catalog] = .some(layout)
            return layout
        }

        subscript(catalog: String) -> (any StoredShapeChecking.Type)? {
            mutating get {
                if let checker = known[catalog] { return checker }
                let checker = types[CatalogName(rawValue: catalog)] as? any StoredShapeChecking.Type
                known[catalog] = .some(checker)
                return checker
            }
        }
    }

    /// A date as `isWrittenDate` says, read from the bytes without building a String; any other
    /// string (an escape in it, another form) is checked as text, and anything else is a mismatch.
    private static func isWrittenDate(_ scanner: inout StrictJSONScanner, _ shape: inout JSONShape) -> Bool {
        guard let bytes = scanner.plainString() else {
            return shape.string(&scanner, where: { isWrittenDate(Array($0.utf8)) })
        }
        if !isWrittenDate(bytes) { shape.understood = false }
        return true
    }

    static func isWrittenDate(_ text: String) -> Bool {
        isWrittenDate(Array(text.utf8))
    }

    /// `2026-11-22T09:30:00Z`, a real day and time: how this program writes dates, and a form
    /// JSONDecoder's ISO 8601 reads. Anything else is the decoder's to judge.
    static func isWrittenDate<Bytes: RandomAccessCollection>(_ digits: Bytes) -> Bool where Bytes.Element == UInt8, Bytes.Index == Int {
        guard digits.count == 20, digits[4] == UInt8(ascii: "-"), digits[7] == UInt8(ascii: "-"), digits[10] == UInt8(ascii: "T"),
            digits[13] == UInt8(ascii: ":"), digits[16] == UInt8(ascii: ":"), digits[19] == UInt8(ascii: "Z")
        else { return false }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for index in range {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(digits[index]) else { return nil }
                value = value * 10 + Int(digits[index] - UInt8(ascii: "0"))
            }
            return value
        }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
            let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19),
            (1970...9999).contains(year), (1...12).contains(month), hour < 24, minute < 60, second < 60
        else { return false }
        let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        let days =
            switch month {
            case 2: leap ? 29 : 28
            case 4, 6, 9, 11: 30
            default: 31
            }
        return (1...days).contains(day)
    }
}

/// A favorite kept by reference, so a list of entries that rarely hold one stays small.
final class HeldFavorite {
    let favorite: Favorite

    init(_ favorite: Favorite) {
        self.favorite = favorite
    }
}
