import RecipesBasics
import RecipesCatalog
import RecipesStorage

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// favorites.json as one scan found it (`FavoritesIndexScanner`): each favorite's summary and
/// where its bytes are, decoded only when a command asks for that one. A change edits it entry by
/// entry and writes the file from the bytes of the entries it did not touch plus the encoding of
/// those it did (`spliced()`): at 20,000 favorites a note decoded and encoded 20,000 recipes to
/// change one.
struct ScannedFavorites: SplicedListEdit {
    enum Slot {
        /// An entry of the file, as it is there: which of `kept`. A number, not the entry, so
        /// that the slots are copied, filtered and searched without copying 20,000 entries.
        case kept(Int)
        /// A favorite added or changed (held apart, so every slot is not as large as a favorite).
        case changed(HeldFavorite)
    }

    /// The summary of the favorite in `slot`.
    private func summary(_ slot: Slot) -> FavoriteSummary {
        switch slot {
        case .kept(let number): kept[number].summary
        case .changed(let held):
            FavoriteSummary(catalog: held.favorite.catalog, id: held.favorite.id, name: held.favorite.name, note: held.favorite.note)
        }
    }

    /// Whether the entry in `slot` is of `catalog` (any, when nil) and is named by `query` as its
    /// key or id, or as its name. Read in place: an entry read from the index compares its bytes
    /// there, and makes no string unless one of them is not ASCII (`FavoriteTexts`).
    private func answers(_ slot: Slot, _ query: TextQuery, catalog: CatalogName?) -> (key: Bool, name: Bool) {
        switch slot {
        case .kept(let number): kept[number].texts.answers(query, catalog: catalog)
        case .changed: FavoriteTexts.made(summary(slot)).answers(query, catalog: catalog)
        }
    }

    /// Whether the entry in `slot` is of that favorite, without a copy of its id.
    /// `scope`: `table?.scope(identity.identity.catalog)`, taken once per search.
    private func isOf(_ slot: Slot, _ identity: IdentityQuery, scope: Int?) -> Bool {
        if identity.isASCII, case .kept(let number) = slot,
            let answer = identity.idUTF8.withUnsafeBytes({ table?.isOf(number, catalog: scope, id: $0) })
        {
            return answer
        }
        switch slot {
        case .kept(let number): return kept[number].texts.isOf(identity)
        case .changed(let held): return held.favorite.identity == identity.identity
        }
    }

    /// The file's bytes: the file itself, still open, or (read whole) in memory.
    let source: SplicedBytes.Source
    private let decoder: JSONDecoder
    /// The file, for what an error says.
    private let file: String
    private(set) var slots: [Slot]
    /// The file's entries the slots number.
    private let kept: [FavoritesIndexScanner.Entry]
    /// Their texts as numbers, when all were read from the index (what a search runs through).
    private let table: IndexedTable?
    var unreadable: [UnreadableEntry]
    /// A file of an older version is written anew, every entry encoded (version 1 becomes 2).
    let rewritesAll: Bool
    /// The entries came from the file's index (`FavoritesIndexFile`), not a scan: one that does not
    /// decode as it says is the index's fault (`StaleIndex`), not the file's.
    let fromIndex: Bool
    /// How a favorite just encoded is checked for the index the next write leaves (nil: none is written).
    private let types: RecipeTypes?
    /// How much of the index is still to be held to the file's bytes (`FavoritesIndexFile.Check`):
    /// a change's write reads the file once, checking it as it copies it (`spliced()`), and a
    /// change that gives up checks it before its error is said (`confirmIndex()`).
    private var pendingCheck: FavoritesIndexFile.Check?

    /// The file read a piece at a time, its entries' bytes left in it until they are asked for;
    /// from its index when that holds (`checkedAt`: a `FileStamp.now()` taken before the file was
    /// opened). Throws `DocumentProblem` for a file that cannot be used at all. `deferringCheck`:
    /// for a change, the index is held to the file's bytes only as far as `.bounds` here, the rest
    /// (`checking`) by the write, which reads the file anyway (`pendingCheck`).
    init(
        _ source: FileSource, types: RecipeTypes, decoder: JSONDecoder, file: String, checkedAt: Int64, checking: FavoritesIndexFile.Check,
        deferringCheck: Bool = false
    ) throws {
        let (scanned, fromIndex) = try FavoritesIndexFile.scan(
            source, types: types, decoder: decoder, checkedAt: checkedAt, checking: deferringCheck ? .bounds : checking)
        self.init(.file(source), scanned, decoder: decoder, file: file, types: types, fromIndex: fromIndex)
        if fromIndex, deferringCheck, checking != .bounds { pendingCheck = checking }
    }

    /// Throws `DocumentProblem` for a file that cannot be used at all.
    init(_ data: Data, types: RecipeTypes, decoder: JSONDecoder, file: String) throws {
        try self.init(.data(data), FavoritesIndexScanner.scan(data, types: types, decoder: decoder), decoder: decoder, file: file)
    }

    private init(
        _ source: SplicedBytes.Source, _ scanned: FavoritesIndexScanner.Result, decoder: JSONDecoder, file: String,
        types: RecipeTypes? = nil, fromIndex: Bool = false
    ) {
        self.source = source
        self.decoder = decoder
        self.file = file
        kept = scanned.entries
        table = scanned.table ?? IndexedTable(scanned.entries)
        slots = scanned.entries.indices.map(Slot.kept)
        unreadable = scanned.unreadable
        rewritesAll = scanned.version < FavoritesDocument.currentVersion
        self.types = types
        self.fromIndex = fromIndex
    }

    /// No file yet.
    init(emptyDecodingWith decoder: JSONDecoder, file: String, types: RecipeTypes? = nil) {
        source = .data(Data())
        self.decoder = decoder
        self.file = file
        slots = []
        kept = []
        table = nil
        unreadable = []
        rewritesAll = false
        self.types = types
        fromIndex = false
    }

    var count: Int { slots.count }

    /// Whether this is an unchanged scan of the file `source` reads (the same file, untouched
    /// since): a change under the lock may then use it instead of scanning the file again.
    func isScan(of source: FileSource) -> Bool {
        guard case .file(let scanned) = self.source else { return false }
        return scanned.isSameFile(as: source)
    }

    /// Every favorite's summary, in the file's order.
    var summaries: [FavoriteSummary] { slots.map(summary) }

    /// The entry `query` names (`FavoritesBook.find`). From the index, a query that names none, or
    /// several, is asked of the file itself (`StaleIndex`): an index that left an entry out, or
    /// told two as one, must not make a favorite that is there look missing.
    func find(_ query: String, catalog: CatalogName?) throws -> Int {
        // What `FavoritesBook.find` decides first, without a copy of every summary: no entry's
        // key or id is the query, and one name is exactly it.
        var named: Int?
        var names = 0
        var keys = 0
        let asked = TextQuery(query)
        let scope = table?.scope(catalog)
        // The table compares bytes: an ASCII query's own, another's ASCII equivalent (the Kelvin
        // sign is `K`), or, for one that has none, answers no for every ASCII entry.
        let equivalent = asked.asciiEquivalent
        let hasEquivalent = equivalent != nil
        let mayBeKey = equivalent?.contains(UInt8(ascii: "/")) ?? false
        let table = table // bound once: a copy inside the loop was a retain and a release an entry
        (equivalent ?? []).withUnsafeBytes { utf8 in
            for index in slots.indices {
                var answer: (key: Bool, name: Bool)?
                if case .kept(let number) = slots[index] {
                    answer =
                        hasEquivalent
                        ? table?.answers(number, utf8, mayBeKey: mayBeKey, scope: scope) : table?.answersNoASCII(number)
                }
                let (key, name) = answer ?? answers(slots[index], asked, catalog: catalog)
                if key { keys += 1 }
                if name {
                    names += 1
                    named = index
                }
            }
        }
        if keys == 0, names == 1, let named { return named }
        do {
            return try FavoritesBook.find(query, in: summaries, catalog: catalog)
        } catch is FavoritesError where fromIndex {
            throw FavoritesIndexFile.StaleIndex()
        }
    }

    /// The first entry of that favorite (a file may hold one twice).
    func index(of identity: Favorite.Identity) -> Int? {
        let identity = IdentityQuery(identity)
        let scope = table?.scope(identity.identity.catalog)
        return slots.firstIndex { isOf($0, identity, scope: scope) }
    }

    /// The favorite `identity` names, when the file holds it: its first entry, decoded from its own
    /// bytes, with the index held to the file first when that was left to a write (none follows an
    /// answer that it is there already). Throws `StaleIndex` when the index does not hold.
    func existing(_ identity: Favorite.Identity) throws -> Favorite? {
        guard let index = index(of: identity) else { return nil }
        let favorite = try favorite(at: index)
        try confirmIndex()
        return favorite
    }

    /// Every entry of the favorite at `index` (`found`, decoded already), each other copy decoded
    /// alone from its own bytes, and the place of each (`index` among them), in order: what
    /// `remove(at:)` takes.
    func copiesAndPlaces(of found: Favorite, at index: Int) throws -> (favorites: [Favorite], places: [Int]) {
        let identity = IdentityQuery(found.identity)
        let scope = table?.scope(identity.identity.catalog)
        var places = slots.indices.filter { $0 != index && isOf(slots[$0], identity, scope: scope) }
        let favorites = try [found] + places.map { try favorite(at: $0) }
        places.insert(index, at: places.firstIndex { $0 > index } ?? places.endIndex)
        return (favorites, places)
    }

    /// Removes the entries at `places` (ascending).
    mutating func remove(at places: [Int]) {
        var left: [Slot] = []
        left.reserveCapacity(slots.count - places.count)
        var next = places.startIndex
        for index in slots.indices {
            if next < places.endIndex, places[next] == index {
                next += 1
                continue
            }
            left.append(slots[index])
        }
        slots = left
    }

    /// The favorite at `index`, decoded alone.
    func favorite(at index: Int) throws -> Favorite {
        switch slots[index] {
        case .changed(let held): return held.favorite
        case .kept(let number): return try favorite(kept[number])
        }
    }

    private func favorite(_ entry: FavoritesIndexScanner.Entry) throws -> Favorite {
        if let decoded = entry.decoded { return decoded }
        // The file scanned may since have been written over where it stands: a large file's old
        // version is the next change's spare (`AtomicFile.Spare`). Bytes read then (or a file cut
        // shorter) are not the entry the scan found, so the command reads the file again, as for
        // a stale index; on that second reading, a file that changed again is the usual error.
        let spliced = SplicedBytes(source: source)
        let bytes: Data
        do {
            bytes = try spliced.bytes(entry.bytes)
        } catch  where !spliced.sourceUnchanged {
            throw changedSinceTheScan()
        }
        guard spliced.sourceUnchanged else { throw changedSinceTheScan() }
        do {
            let favorite = try decoder.decode(Favorite.self, from: bytes)
            guard
                !fromIndex
                    || (favorite.catalog == entry.summary.catalog && favorite.id == entry.summary.id
                        && favorite.name == entry.summary.name && favorite.note == entry.summary.note)
            else { throw FavoritesIndexFile.StaleIndex() }
            return favorite
        } catch is DecodingError where fromIndex {
            throw FavoritesIndexFile.StaleIndex()
        } catch let error as DecodingError {
            // The scan checks each field against the type it decodes as, so this is a scan that
            // took an entry the decoder does not: said as the whole reading would say it.
            let path = [AnyKey(stringValue: FavoritesDocument.entriesKey), AnyKey(intValue: entry.position)]
            throw StoreError.corrupt(path: file, reason: JSONProblem.describe(error, under: path))
        }
    }

    private func changedSinceTheScan() -> Error {
        FavoritesIndexFile.bypassed
            ? FileError.cannotRead(path: file, reason: "it kept changing while it was read; try again") : FavoritesIndexFile.StaleIndex()
    }

    mutating func replace(at index: Int, with favorite: Favorite) {
        slots[index] = .changed(HeldFavorite(favorite))
    }

    mutating func append(_ favorite: Favorite) {
        slots.append(.changed(HeldFavorite(favorite)))
    }

    /// The file as `JSONFileStore` writes a `FavoritesDocument` (pretty, keys sorted), each entry
    /// left as it was copied from the file as it was: the separator between two entries that were
    /// neighbours there is copied too, so an unchanged run of entries is one range. An entry whose
    /// bytes say more or other than it (`Entry.exact`), and every entry of an older version's
    /// file, is encoded instead.
    /// With a check pending, the file's bytes are checked as they are copied: the write fails
    /// (`SplicedBytes.Disagreed`) and puts nothing in place when the index does not hold.
    func spliced() throws -> SplicedBytes {
        if fromIndex { try checkBreaks() }
        var spliced = try spliced(order: slots.indices)
        if let check = pendingCheck {
            let (kept, table) = (kept, table)
            spliced.check = { file, take in
                try withoutActuallyEscaping(take) { try FavoritesIndexFile.verify(kept, table: table, in: file, checking: check, take: $0) }
            }
        }
        return spliced
    }

    /// Holds the index to the file's bytes as far as the change needs, when the write has not:
    /// for a change that gives up (an error said from what an index told, such as a favorite
    /// missing, must be what the file says). Throws `StaleIndex` when it does not hold.
    func confirmIndex() throws {
        guard let check = pendingCheck, case .file(let file) = source else { return }
        // A file written over where it stands (a later change's spare) while it was checked is read again too.
        guard try FavoritesIndexFile.verify(kept, table: table, in: file, checking: check), file.isUnchanged else {
            throw FavoritesIndexFile.StaleIndex()
        }
    }

    /// Where the written file stops copying the old one's bytes in a run (an entry removed, replaced
    /// or added between two), the entries on either side must each be one whole JSON object:
    /// brackets balanced, strings skipped, closing only at their last byte. The index's layout
    /// checks catch two entries told as one, but not, in a layout this program never writes, one
    /// entry told as several (an entry-shaped object hidden in another's field): removing the middle
    /// one would rewrite the outer favorite. Throws `StaleIndex`: the change then runs on a full scan.
    private func checkBreaks() throws {
        let last = slots.count - 1
        for (at, slot) in slots.enumerated() {
            guard case .kept(let number) = slot else { continue }
            let joinsBefore = at > 0 ? Self.isKept(slots[at - 1], number - 1) : number == 0
            let joinsAfter = at < last ? Self.isKept(slots[at + 1], number + 1) : number == kept.count - 1
            guard !joinsBefore || !joinsAfter else { continue }
            let bytes = try SplicedBytes(source: source).bytes(kept[number].bytes)
            guard Self.isOneObject(bytes) else { throw FavoritesIndexFile.StaleIndex() }
        }
    }

    private static func isKept(_ slot: Slot, _ number: Int) -> Bool {
        if case .kept(number) = slot { return true }
        return false
    }

    /// Whether `bytes` are one JSON object as far as its brackets say: `{` first, and the depth of
    /// `{`/`[` against `}`/`]` (strings skipped, escapes honoured) back at 0 only at the last byte.
    static func isOneObject(_ bytes: Data) -> Bool {
        guard bytes.first == UInt8(ascii: "{") else { return false }
        var depth = 0
        var inString = false
        var escaped = false
        var closedAt: Int?
        for (offset, byte) in bytes.enumerated() {
            guard closedAt == nil else { return false } // anything after the object closed
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
                if depth < 0 { return false }
                if depth == 0 { closedAt = offset }
            default: break
            }
        }
        return closedAt == bytes.count - 1 && !inString
    }

    /// `spliced()` with the entries at `order`, in that order (`favorites --json`: alphabetical).
    func spliced(order: some Collection<Int>) throws -> SplicedBytes {
        var spliced = SplicedBytes(source: source)
        guard !order.isEmpty else {
            spliced.append(try JSONFileStore<FavoritesDocument>.encoder.encode(FavoritesDocument.empty) + Data([0x0A]))
            return spliced
        }
        spliced.append("{\n  \"favorites\" : [\n    ")
        var copied: (position: Int, end: Int)?
        for (written, index) in order.enumerated() {
            if case .kept(let number) = slots[index], kept[number].exact, !rewritesAll {
                let (position, bytes) = (kept[number].position, kept[number].bytes)
                if let last = copied, last.position + 1 == position {
                    spliced.append(source: last.end..<bytes.upperBound)
                } else {
                    if written > 0 { spliced.append(",\n    ") }
                    spliced.append(source: bytes)
                }
                copied = (position, bytes.upperBound)
                continue
            }
            if written > 0 { spliced.append(",\n    ") }
            let favorite = try favorite(at: index)
            spliced.append(Self.indented(try JSONFileStore<FavoritesDocument>.encoder.encode(favorite)))
            copied = nil
        }
        spliced.append(Data("\n  ],\n  \"schemaVersion\" : \(FavoritesDocument.currentVersion)\n}\n".utf8))
        return spliced
    }

    /// Writes the index of the file `spliced()` has just written: where each entry now is, kept
    /// entries shifted, changed ones scanned as written. None when an entry is not one this program
    /// wrote exactly (the next full scan decides).
    func didWrite(to file: URL) {
        guard let types, !rewritesAll, let placed = try? writtenEntries(types: types) else {
            return FavoritesIndexFile.remove(of: file.path)
        }
        FavoritesIndexFile.saveWritten(placed, file: file.path)
    }

    /// The entries of `spliced()`'s file and where each now starts there (a kept one is not
    /// changed to say so: that copied each); nil when one is not exactly as this program writes one.
    private func writtenEntries(types: RecipeTypes) throws -> FavoritesIndexFile.Placed? {
        guard !slots.isEmpty else { return nil }
        var made: [FavoritesIndexScanner.Entry] = []
        var picks: [Int] = []
        var starts: [Int] = []
        picks.reserveCapacity(slots.count)
        starts.reserveCapacity(slots.count)
        var at = FavoritesIndexFile.head.count
        for (position, slot) in slots.enumerated() {
            if position > 0 { at += FavoritesIndexFile.separator.count }
            if case .kept(let number) = slot, kept[number].exact {
                // copied as a person wrote it: not where an encoding would put it
                guard kept[number].fields != nil else { return nil }
                picks.append(number)
                starts.append(at)
                at += kept[number].bytes.count
                continue
            }
            let length: Int
            var summary = summary(slot)
            let fields: FavoritesIndexScanner.FieldOffsets?
            do {
                let bytes = Self.indented(try JSONFileStore<FavoritesDocument>.encoder.encode(try favorite(at: position)))
                let scanned = FavoritesIndexScanner.writtenEntry(bytes, types: types)
                length = bytes.count
                fields = scanned?.fields
                summary = scanned?.summary ?? summary
            }
            guard let fields else { return nil }
            made.append(
                FavoritesIndexScanner.Entry(summary: summary, bytes: at..<(at + length), position: position, exact: true, fields: fields))
            picks.append(-made.count)
            starts.append(at)
            at += length
        }
        return FavoritesIndexFile.Placed(kept: kept, made: made, picks: picks, starts: starts)
    }

    /// A favorite encoded alone, indented as an entry of the list: four more spaces on every line
    /// but the first and the empty ones (the pretty printer writes an empty list as `[`, an empty
    /// line, `]`). A newline is never inside a string, where JSON writes it as `\n`.
    static func indented(_ json: Data) -> Data {
        var indented = Data(capacity: json.count + json.count / 8)
        var lineStart = json.startIndex
        for index in json.indices where json[index] == 0x0A {
            indented.append(json[lineStart...index])
            if index + 1 < json.endIndex, json[index + 1] != 0x0A { indented.append(contentsOf: [0x20, 0x20, 0x20, 0x20]) }
            lineStart = index + 1
        }
        indented.append(json[lineStart...])
        return indented
    }
}
