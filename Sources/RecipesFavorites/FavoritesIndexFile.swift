import RecipesBasics
import RecipesCatalog
import RecipesStorage

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `favorites.json.index`: what the last full scan of favorites.json found (each entry's place,
/// catalog, id, name and note), so that a command need not check 41 MiB strictly again to find one
/// favorite (Docs/FileFormats.md). It is a cache: keyed on the file's stamp (device, inode, size,
/// modification and change times to the nanosecond, as git's index), trusted only when the file had
/// settled before the index was made, and checked against the file's bytes at every use. Missing,
/// stale, damaged or lying, it is not used: the file is scanned as ever and the index written anew.
/// It never adds, changes or loses a favorite.
struct FavoritesIndexFile {
    /// The index of `file`.
    static func url(of file: String) -> URL {
        URL(fileURLWithPath: file + ".index")
    }

    /// What the index says of the file `source` reads, checked against it; nil when there is no
    /// index, or it is not of this very file, or anything in it disagrees with the file's bytes.
    static func load(for source: FileSource, types: RecipeTypes, checking: Check = .everything) -> FavoritesIndexScanner.Result? {
        guard !bypassed, let bytes = IndexBytes(reading: url(of: source.path), largest: source.size / 2 + (1 << 20)),
            let index = Decoded(bytes), index.stamp == source.stamp, index.stamp.isSettled(before: index.checkedAt),
            index.version == FavoritesDocument.currentVersion, inBounds(index.entries, size: source.size),
            checking == .bounds || (try? verify(index.entries, table: index.table, in: source, checking: checking)) == true
        else { return nil }
        var result = FavoritesIndexScanner.Result()
        result.version = index.version
        result.entries = index.entries
        result.table = index.table
        return result
    }

    /// Writes the index of the file `source` reads, as `result` found it, when every entry is one
    /// this program wrote and the file is laid out as it writes one; otherwise removes any index,
    /// since it could not be of this file. `checkedAt` is a `FileStamp.now()` taken before the file
    /// was read. Failing to write it fails nothing: it is a cache.
    static func save(_ result: FavoritesIndexScanner.Result, for source: FileSource, checkedAt: Int64) {
        let target = url(of: source.path)
        guard result.unreadable.isEmpty, !result.entries.isEmpty, result.version == FavoritesDocument.currentVersion,
            result.entries.allSatisfy({ $0.exact && $0.fields != nil && $0.decoded == nil }),
            source.stamp.isSettled(before: checkedAt), (try? verify(result.entries, in: source, checking: .everything)) == true,
            source.isUnchanged
        else { return remove(of: source.path) }
        try? AtomicFile.write(
            encoded(result.entries, stamp: source.stamp, checkedAt: checkedAt), to: target, durable: false, followLinks: false)
    }

    /// Set while a command does its work again after the index said what the file's bytes do not:
    /// that try reads the file whole, even when the index could not be removed (a read-only folder).
    @TaskLocal static var bypassed = false

    /// Throws `StaleIndex`: an entry taken from the index did not decode as the index said.
    struct StaleIndex: Error {}

    /// How much of the index is held to the file's bytes before it is used. Whatever is not, the
    /// use holds: an entry decoded from the index is decoded from the file's bytes and must say
    /// what the index said (`StaleIndex`), and a query that finds nothing asks the file.
    enum Check {
        /// Every entry where the file can hold one, in order (`show`: it decodes the one entry it
        /// shows, so an index's lie shows nothing that is not in the file).
        case bounds
        /// And the file is exactly the head, those entries with a separator between each two, and
        /// the tail, each entry holding its catalog and id where and as the index says: what a
        /// change copies by. Enough for `note`: it decodes the one entry it changes from that
        /// entry's bytes (`StaleIndex` when they are not one favorite, as the index says), copies
        /// every other byte as it was, and the entries beside its break must be whole objects
        /// (`ScannedFavorites.checkBreaks`). An entry hidden inside another's range is copied, not lost.
        case layout
        /// And each entry one object, ending at its closing line alone (two entries told as one are
        /// caught): for a change whose answer depends on no favorite hiding in another's range:
        /// `remove` takes every copy of its favorite, `add` and `restore` add only one not there.
        /// Every `}` of the file is looked at (~14 M instructions at 20,000 favorites).
        case entries
        /// And each entry's name and note as the index says: what the list shows.
        case everything
    }

    /// Every range inside the file's list, in the file's order, none overlapping.
    static func inBounds(_ entries: [FavoritesIndexScanner.Entry], size: Int) -> Bool {
        var at = head.count
        let end = size - tail.count
        for position in entries.indices {
            let bytes = entries[position].bytes
            guard entries[position].position == position, bytes.lowerBound >= at, bytes.count >= 7, bytes.upperBound <= end else {
                return false
            }
            at = bytes.upperBound + separator.count
        }
        return true
    }
    /// The file's entries from its index when that holds, else from a full scan (which then
    /// writes the index). `checkedAt`: a `FileStamp.now()` taken before the file was opened.
    static func scan(_ source: FileSource, types: RecipeTypes, decoder: JSONDecoder, checkedAt: Int64, checking: Check) throws -> (
        result: FavoritesIndexScanner.Result, fromIndex: Bool
    ) {
        if let indexed = load(for: source, types: types, checking: checking) { return (indexed, true) }
        let result = try FavoritesIndexScanner.scan(source, types: types, decoder: decoder)
        save(result, for: source, checkedAt: checkedAt)
        return (result, false)
    }

    /// The index of a file this program has just written, its entries at `entries`. Trusted at once:
    /// the bytes are this program's own, so the reading it records is as of the file's change time.
    /// Waiting for the file system's clock to tick first would buy nothing: another program's
    /// rewrite in place, to the same size, in the tick of this write leaves the same stamp whether
    /// it comes before the index is written or after (the one case an index keyed on a stamp cannot see).
    /// `starts`: where each entry now starts in the file (its `bytes` may be where it was).
    static func saveWritten(_ entries: Placed, file: String) {
        guard let source = try? FileSource.open(URL(fileURLWithPath: file)), entries.count > 0, let starts = entries.starts,
            let start = starts.last, starts.count == entries.count,
            start + entries.bytes(entries.count - 1).count + tail.count == source.size
        else { return remove(of: file) }
        let stamp = source.stamp
        // Removed first, not renamed over: on ext4 a rename that replaces a file starts the new
        // one's writeback first (`auto_da_alloc`), 2 ms for the index of 20,000 favorites. The
        // index is a cache: a reader that finds none meanwhile reads the file in full.
        remove(of: file)
        try? AtomicFile.write(
            encoded(entries, stamp: stamp, checkedAt: max(stamp.changed, stamp.modified) &+ 1), to: url(of: file),
            durable: false,
            followLinks: false)
    }

    static func remove(of file: String) {
        unlink(url(of: file).path)
    }

    // MARK: - Checked against the file

    static let head = Array("{\n  \"favorites\" : [\n    ".utf8)
    static let separator = Array(",\n    ".utf8)
    static let tail = Array("\n  ],\n  \"schemaVersion\" : \(FavoritesDocument.currentVersion)\n}\n".utf8)
    /// An entry's last line, which no other line of an entry written by this program is: a string
    /// never holds a raw newline, and every other line of an entry is indented further.
    private static let closing = Array("\n    }".utf8)

    /// Whether `entries`, in the file's order, are exactly its entries: the file is the list's head,
    /// the entries with a separator between each two, and its tail, as this program writes them;
    /// each entry is one object that ends where its last line says; and its catalog, id, name
    /// and note are where the index says, as it says. Every byte of the file is read once, a
    /// megabyte at a time; what is compared is found with `memchr` and `memcmp`.
    /// `table`: the entries' texts as numbers into the index they were read from, when they were.
    /// `take`: handed each run of the file's bytes once it is checked, in order (`SplicedBytes.Check`):
    /// a change copies the file as this reads it. False when `take` is.
    static func verify(
        _ entries: [FavoritesIndexScanner.Entry], table: IndexedTable? = nil, in source: FileSource, checking: Check,
        take: ((Int, UnsafeRawBufferPointer) -> Bool)? = nil
    ) throws -> Bool {
        if let table, table.numbers.count != entries.count { return false }
        let everything = checking == .everything
        let (head, separator, tail) = (head, separator, tail)
        var reader = WindowReader(source: source, take: take ?? { _, _ in true })
        defer { reader.buffer.deallocate() }
        guard try reader.matches(head, at: 0) else { return false }
        var at = head.count
        reader.checked(upTo: at)
        for position in entries.indices {
            // Each field read in place: the entries are not copied.
            let range = entries[position].bytes
            if position > 0 {
                guard try reader.matches(separator, at: at) else { return false }
                at += separator.count
                reader.checked(upTo: at)
            }
            guard entries[position].position == position, range.lowerBound == at, range.count >= 7,
                range.upperBound <= source.size, let fields = entries[position].fields, let bytes = try reader.bytes(range),
                bytes[0] == UInt8(ascii: "{"), bytes[bytes.count - 1] == UInt8(ascii: "}")
            else { return false }
            // Each string the index names is the value of its own key: a line of the entry six spaces
            // in, `"id" : `, right before it. Without this an index could call another string of the
            // entry (the key `"name"`, a recipe's field) its id, and a change would miss the favorite.
            guard follows(Self.catalogKey, in: bytes, at: fields.catalog), follows(Self.idKey, in: bytes, at: fields.id) else {
                return false
            }
            // Its catalog and id as the index's bytes between quotes (the common case), else compared in full.
            if table?.holds(position, in: bytes, catalogAt: fields.catalog, idAt: fields.id) != true {
                let texts = entries[position].texts
                guard catalog(in: bytes, at: fields.catalog, is: texts), string(in: bytes, at: fields.id, is: .id, of: texts) else {
                    return false
                }
            }
            // Two entries told as one are caught for a change that must see every copy of a favorite.
            guard checking == .layout || closesOnlyAtItsEnd(bytes) else { return false }
            if !everything {
                at = range.upperBound
                reader.checked(upTo: at)
                continue
            }
            let texts = entries[position].texts
            guard follows(Self.nameKey, in: bytes, at: fields.name), string(in: bytes, at: fields.name, is: .name, of: texts) else {
                return false
            }
            switch fields.note {
            case nil: guard texts.withBytes(.note, { $0 == nil }) else { return false }
            case let offset?:
                guard follows(Self.noteKey, in: bytes, at: offset), string(in: bytes, at: offset, is: .note, of: texts) else {
                    return false
                }
            }
            at = range.upperBound
            reader.checked(upTo: at)
        }
        guard try reader.matches(tail, at: at), at + tail.count == source.size else { return false }
        reader.checked(upTo: source.size)
        return reader.handOver()
    }

    /// What comes right before each field's value in an entry this program writes.
    static let catalogKey = Array("\n      \"catalog\" : ".utf8)
    static let idKey = Array("\n      \"id\" : ".utf8)
    static let nameKey = Array("\n      \"name\" : ".utf8)
    static let noteKey = Array("\n      \"note\" : ".utf8)

    /// Whether `key` is the bytes right before `offset`.
    private static func follows(_ key: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Bool {
        guard offset >= key.count, offset <= bytes.count else { return false }
        return key.withUnsafeBytes { memcmp(bytes.baseAddress! + offset - key.count, $0.baseAddress!, key.count) == 0 }
    }

    /// Whether the entry's closing line (a newline, four spaces, `}`) is its last and only: no
    /// other line of an entry this program writes is indented four spaces, and a string never
    /// holds a raw newline, so two entries told as one are caught here. Each `}` is found with `memchr`.
    private static func closesOnlyAtItsEnd(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let base = bytes.baseAddress!
        let last = bytes.count - 1
        let spaces = UInt32(0x2020_2020)
        guard last >= 5, base[last - 5] == 0x0A, UnsafeRawPointer(base + last - 4).loadUnaligned(as: UInt32.self) == spaces else {
            return false
        }
        var from = 0
        while from < last, let hit = memchr(base + from, 0x7D, last - from) {
            let brace = UnsafeRawPointer(hit).assumingMemoryBound(to: UInt8.self) - base
            if brace >= 5, base[brace - 5] == 0x0A, UnsafeRawPointer(base + brace - 4).loadUnaligned(as: UInt32.self) == spaces {
                return false
            }
            from = brace + 1
        }
        return true
    }

    /// Whether the JSON string whose opening quote is at `offset` says the entry's `field` (a
    /// `null` note is no string): its bytes compared, made a string only when the file escapes one.
    private static func string(
        in bytes: UnsafeBufferPointer<UInt8>, at offset: Int, is field: FavoriteTexts.Field, of texts: FavoriteTexts
    ) -> Bool {
        texts.withBytes(field) { utf8 in
            guard let utf8 else { return false }
            if field == .id, case .indexed(let indexed) = texts, indexed.idIsPlain, quoted(utf8, in: bytes, at: offset) { return true }
            return string(in: bytes, at: offset, isUTF8: utf8) { String(decoding: utf8, as: UTF8.self) }
        }
    }

    /// Whether the JSON string at `offset` names the entry's catalog.
    private static func catalog(in bytes: UnsafeBufferPointer<UInt8>, at offset: Int, is texts: FavoriteTexts) -> Bool {
        if case .indexed(let indexed) = texts, let quoted = indexed.index.quotedCatalogs[Int(indexed.catalogNumber)],
            offset >= 0, offset <= bytes.count - quoted.count,
            quoted.withUnsafeBytes({ memcmp(bytes.baseAddress! + offset, $0.baseAddress!, $0.count) == 0 })
        {
            return true
        }
        return string(in: bytes, at: offset, is: texts.catalog.rawValue)
    }

    /// Whether the file holds `utf8` at `offset` as it is, between quotes: for text with no quote,
    /// backslash or control character, that is the JSON string saying it. Anything else (an
    /// escape the file chose) is for the full comparison to judge.
    private static func quoted(_ utf8: UnsafeRawBufferPointer, in bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Bool {
        guard offset >= 0, offset <= bytes.count - utf8.count - 2 else { return false }
        let base = bytes.baseAddress!
        return base[offset] == UInt8(ascii: "\"") && base[offset + 1 + utf8.count] == UInt8(ascii: "\"")
            && (utf8.isEmpty || memcmp(base + offset + 1, utf8.baseAddress!, utf8.count) == 0)
    }

    /// Whether the JSON string whose opening quote is at `offset` says `text`.
    private static func string(in bytes: UnsafeBufferPointer<UInt8>, at offset: Int, is text: String) -> Bool {
        var utf8 = text
        return utf8.withUTF8 { utf8 in string(in: bytes, at: offset, isUTF8: UnsafeRawBufferPointer(utf8)) { text } }
    }

    /// Whether the JSON string whose opening quote is at `offset` is `utf8` (`text()` as a string, compared as
    /// Swift compares strings when the file escapes a character).
    private static func string(
        in bytes: UnsafeBufferPointer<UInt8>, at offset: Int, isUTF8 utf8: UnsafeRawBufferPointer, text: () -> String
    ) -> Bool {
        guard offset >= 0, offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else { return false }
        let base = bytes.baseAddress!
        var end = offset + 1
        var escaped = false
        while end < bytes.count {
            let byte = base[end]
            if byte == UInt8(ascii: "\"") { break }
            if byte < 0x20 { return false }
            if byte == UInt8(ascii: "\\") {
                escaped = true
                end += 1
            }
            end += 1
        }
        guard end < bytes.count else { return false }
        if escaped {
            let decoded = try? JSONDecoder().decode(String.self, from: Data(UnsafeBufferPointer(rebasing: bytes[offset...end])))
            return decoded == text()
        }
        return utf8.count == end - offset - 1 && (utf8.isEmpty || memcmp(base + offset + 1, utf8.baseAddress!, utf8.count) == 0)
    }

    /// Valid UTF-8 as a String, else nil: decoding repairs what is not, so the text is the bytes only when they were.
    private static func validText(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        var text = String(decoding: bytes, as: UTF8.self)
        let same = text.withUTF8 { utf8 in
            utf8.count == bytes.count && (utf8.isEmpty || memcmp(utf8.baseAddress!, bytes.baseAddress!, utf8.count) == 0)
        }
        return same ? text : nil
    }

    /// The file read forward a megabyte at a time: every byte once, and never all of it in memory.
    /// What the reading has checked is handed to `take` before the window moves on from it.
    private struct WindowReader {
        let source: FileSource
        let take: (Int, UnsafeRawBufferPointer) -> Bool
        var buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 20, alignment: 16)
        var start = 0
        var count = 0
        /// Where the bytes checked so far end, and how many of them `take` has had.
        var checkedTo = 0
        var handed = 0

        init(source: FileSource, take: @escaping (Int, UnsafeRawBufferPointer) -> Bool) {
            self.source = source
            self.take = take
        }

        /// The bytes before `offset` are what the check expects.
        mutating func checked(upTo offset: Int) {
            checkedTo = offset
        }

        /// Hands the bytes checked and not yet handed over to `take`; they are in the window, since
        /// the reading only moves forward from where the check has got to. False when `take` is, or
        /// (never, as `verify` reads) when they are not in the window.
        mutating func handOver() -> Bool {
            guard checkedTo > handed else { return true }
            guard handed >= start, checkedTo <= start + count else { return false }
            let bytes = UnsafeRawBufferPointer(rebasing: buffer[(handed - start)..<(checkedTo - start)])
            handed = checkedTo
            return take(handed - bytes.count, bytes)
        }

        /// The bytes at `range`, nil past the file's end (or when `take` refused what was checked
        /// before it). Valid until the next call.
        mutating func bytes(_ range: Range<Int>) throws -> UnsafeBufferPointer<UInt8>? {
            guard range.lowerBound >= 0, range.upperBound <= source.size else { return nil }
            if range.lowerBound < start || range.upperBound > start + count {
                guard handOver() else { return nil }
                if range.count > buffer.count {
                    buffer.deallocate()
                    buffer = .allocate(byteCount: range.count, alignment: 16)
                }
                start = range.lowerBound
                count = try source.read(into: buffer, at: start)
                guard range.upperBound <= start + count else { return nil }
            }
            let offset = range.lowerBound - start
            return UnsafeBufferPointer(start: buffer.baseAddress!.assumingMemoryBound(to: UInt8.self) + offset, count: range.count)
        }

        mutating func matches(_ expected: [UInt8], at offset: Int) throws -> Bool {
            guard let bytes = try bytes(offset..<(offset + expected.count)) else { return false }
            return expected.withUnsafeBufferPointer { memcmp(bytes.baseAddress!, $0.baseAddress!, $0.count) == 0 }
        }
    }

    // MARK: - The file's bytes

    /// `RCPFAVIX`, the format's version, the stamp, when it was checked, favorites.json's
    /// `schemaVersion`, the count, then each entry: its start and length in the file, where its
    /// four strings are in it (-1: a `null` note), and the four strings (length, UTF-8). Little-endian.
    private static let magic = Array("RCPFAVIX".utf8)
    private static let format: Int64 = 1

    /// `starts`: where each entry starts in the file, when not where its `bytes` say.
    static func encoded(_ entries: [FavoritesIndexScanner.Entry], at starts: [Int]? = nil, stamp: FileStamp, checkedAt: Int64) -> Data {
        encoded(Placed(kept: entries, picks: nil, starts: starts), stamp: stamp, checkedAt: checkedAt)
    }

    /// The entries of a file, in its order, each either one of `kept` or one of `made`: a change's
    /// new index names the entries it kept without copying each into a new list.
    struct Placed {
        var kept: [FavoritesIndexScanner.Entry]
        var made: [FavoritesIndexScanner.Entry] = []
        /// For each entry of the file: a number >= 0 is that one of `kept`, < 0 is `made[-1 - number]`;
        /// nil: `kept`, in order.
        var picks: [Int]?
        /// Where each starts in the file, when not where its `bytes` say.
        var starts: [Int]?

        var count: Int { picks?.count ?? kept.count }

        func bytes(_ number: Int) -> Range<Int> {
            guard let picks else { return kept[number].bytes }
            return picks[number] >= 0 ? kept[picks[number]].bytes : made[-1 - picks[number]].bytes
        }

        func fields(_ number: Int) -> FavoritesIndexScanner.FieldOffsets? {
            guard let picks else { return kept[number].fields }
            return picks[number] >= 0 ? kept[picks[number]].fields : made[-1 - picks[number]].fields
        }

        func texts(_ number: Int) -> FavoriteTexts {
            guard let picks else { return kept[number].texts }
            return picks[number] >= 0 ? kept[picks[number]].texts : made[-1 - picks[number]].texts
        }
    }

    static func encoded(_ entries: Placed, stamp: FileStamp, checkedAt: Int64) -> Data {
        let starts = entries.starts
        var texts = 0
        for number in 0..<entries.count {
            switch entries.texts(number) {
            case .indexed(let indexed):
                texts += indexed.catalog.rawValue.utf8.count + Int(indexed.id.count) + Int(indexed.name.count) + 16
                texts += indexed.note.count >= 0 ? Int(indexed.note.count) + 8 : 0
            case .strings(let made):
                let summary = made.summary
                texts += summary.catalog.rawValue.utf8.count + summary.id.utf8.count + summary.name.utf8.count + 16
                texts += summary.note.map { $0.utf8.count + 8 } ?? 0
            }
        }
        var out = Data(count: magic.count + 9 * 8 + entries.count * 7 * 8 + texts)
        out.withUnsafeMutableBytes { (buffer: UnsafeMutableRawBufferPointer) -> Void in
            var writer = Writer(buffer: buffer)
            for byte in magic { writer.put(byte) }
            for value in [format, stamp.device, stamp.inode, stamp.size, stamp.modified, stamp.changed, checkedAt] { writer.put(value) }
            writer.put(Int64(FavoritesDocument.currentVersion))
            writer.put(Int64(entries.count))
            for number in 0..<entries.count {
                let fields = entries.fields(number) ?? FavoritesIndexScanner.FieldOffsets(catalog: -1, id: -1, name: -1, note: nil)
                let bytes = entries.bytes(number)
                writer.put(Int64(starts?[number] ?? bytes.lowerBound))
                writer.put(Int64(bytes.count))
                writer.put(Int64(fields.catalog))
                writer.put(Int64(fields.id))
                writer.put(Int64(fields.name))
                writer.put(Int64(fields.note ?? -1))
                let texts = entries.texts(number)
                if case .indexed(let texts) = texts {
                    // As read: the catalog's, id's, name's and note's lengths and bytes follow each other there.
                    let catalog = texts.index.catalogUTF8[Int(texts.catalogNumber)].count
                    let end = texts.note.count >= 0 ? texts.note.start + texts.note.count : texts.name.start + texts.name.count
                    withExtendedLifetime(texts.index) {
                        writer.putRaw(UnsafeRawBufferPointer(rebasing: texts.index.bytes[(Int(texts.id.start) - 16 - catalog)..<Int(end)]))
                    }
                } else {
                    writer.put(texts.catalog.rawValue)
                    for field in FavoriteTexts.Field.all { texts.withBytes(field) { $0.map { writer.put($0) } } }
                }
            }
        }
        return out
    }

    /// Writes the index's bytes forward into a buffer sized for them.
    private struct Writer {
        let buffer: UnsafeMutableRawBufferPointer
        var at = 0

        mutating func put(_ byte: UInt8) {
            buffer[at] = byte
            at += 1
        }

        mutating func put(_ value: Int64) {
            buffer.storeBytes(of: value.littleEndian, toByteOffset: at, as: Int64.self)
            at += 8
        }

        mutating func put(_ text: String) {
            var text = text
            text.withUTF8 { put(UnsafeRawBufferPointer($0)) }
        }

        mutating func putRaw(_ bytes: UnsafeRawBufferPointer) {
            if !bytes.isEmpty { (buffer.baseAddress! + at).copyMemory(from: bytes.baseAddress!, byteCount: bytes.count) }
            at += bytes.count
        }

        mutating func put(_ utf8: UnsafeRawBufferPointer) {
            put(Int64(utf8.count))
            if !utf8.isEmpty { (buffer.baseAddress! + at).copyMemory(from: utf8.baseAddress!, byteCount: utf8.count) }
            at += utf8.count
        }
    }

    /// An index read back, every count and length bounded by the bytes there are; nil for anything
    /// that is not one.
    struct Decoded {
        var stamp: FileStamp
        var checkedAt: Int64
        var version: Int
        var entries: [FavoritesIndexScanner.Entry]
        var table: IndexedTable?

        init?(_ data: Data) {
            self.init(IndexBytes(data))
        }

        init?(_ index: IndexBytes) {
            guard index.bytes.count <= Int32.max, let decoded = Self.decode(Cursor(bytes: index.bytes), index: index) else { return nil }
            self = decoded
        }

        private init(stamp: FileStamp, checkedAt: Int64, version: Int, entries: [FavoritesIndexScanner.Entry]) {
            self.stamp = stamp
            self.checkedAt = checkedAt
            self.version = version
            self.entries = entries
        }

        private init(stamp: FileStamp, checkedAt: Int64, version: Int, entries: [FavoritesIndexScanner.Entry], table: IndexedTable) {
            self.init(stamp: stamp, checkedAt: checkedAt, version: version, entries: entries)
            self.table = table
        }

        /// One entry as the index says it, before the catalogs it names are all known.
        private struct Record {
            var bytes: Range<Int>
            var fields: FavoritesIndexScanner.FieldOffsets
            var catalog: UInt8
            var id: IndexedTexts.Span
            var name: IndexedTexts.Span
            var note: IndexedTexts.Span
            var isASCII: Bool
            var idIsPlain: Bool
        }

        /// Each entry's id, name and note left in the index's bytes (`cursor` reads `index`), checked
        /// to be UTF-8 (ASCII read eight bytes at a time); its catalog one of the few the index names.
        private static func decode(_ cursor: Cursor, index: IndexBytes) -> Decoded? {
            var cursor = cursor
            guard cursor.takeMagic(), cursor.int() == FavoritesIndexFile.format,
                let device = cursor.int(), let inode = cursor.int(), let size = cursor.int(), let modified = cursor.int(),
                let changed = cursor.int(), let checkedAt = cursor.int(), let version = cursor.int(), let count = cursor.int(),
                count >= 0, count <= cursor.remaining / (6 * 8 + 3 * 8)
            else { return nil }
            var records: [Record] = []
            records.reserveCapacity(Int(count))
            var catalogs: [[UInt8]] = []
            for _ in 0..<Int(count) {
                guard let start = cursor.int(), let length = cursor.int(), start >= 0, length >= 0, start <= Int64.max - length,
                    let catalogAt = cursor.int(), let idAt = cursor.int(), let nameAt = cursor.int(), let noteAt = cursor.int(),
                    let catalog = cursor.catalog(reusing: &catalogs), let id = cursor.span(), let name = cursor.span()
                else { return nil }
                var note = IndexedTexts.Span(start: 0, count: -1)
                if noteAt >= 0 {
                    guard let span = cursor.span() else { return nil }
                    note = span
                }
                // The id, name and note follow each other with their lengths: when all of that is
                // ASCII (a length under 128 is), so is each text; else each is checked alone.
                let idRange = Int(id.start)..<Int(id.start + id.count)
                let (idASCII, plain) = IndexBytes.kind(cursor.bytes, idRange)
                var ascii = idASCII && IndexBytes.isASCII(cursor.bytes, idRange.upperBound..<cursor.offset)
                func isText(_ span: IndexedTexts.Span) -> Bool {
                    let range = Int(span.start)..<Int(span.start) + Int(max(span.count, 0))
                    if IndexBytes.isASCII(cursor.bytes, range) { return true }
                    ascii = false
                    let raw = UnsafeRawBufferPointer(rebasing: cursor.bytes[range])
                    return FavoritesIndexFile.validText(raw.assumingMemoryBound(to: UInt8.self)) != nil
                }
                if !ascii {
                    ascii = true
                    guard isText(id), isText(name), isText(note) else { return nil }
                }
                let fields = FavoritesIndexScanner.FieldOffsets(
                    catalog: Int(catalogAt), id: Int(idAt), name: Int(nameAt), note: noteAt >= 0 ? Int(noteAt) : nil)
                records.append(
                    Record(
                        bytes: Int(start)..<Int(start + length), fields: fields, catalog: catalog, id: id, name: name, note: note,
                        isASCII: ascii, idIsPlain: plain))
            }
            guard cursor.remaining == 0 else { return nil }
            var names: [CatalogName] = []
            for utf8 in catalogs {
                guard let text = utf8.withUnsafeBufferPointer({ FavoritesIndexFile.validText($0) }) else { return nil }
                names.append(CatalogName(rawValue: text))
            }
            index.name(names)
            let entries = records.indices.map { position in
                let record = records[position]
                let texts = IndexedTexts(
                    index: index, catalogNumber: record.catalog, id: record.id, name: record.name, note: record.note,
                    isASCII: record.isASCII, idIsPlain: record.idIsPlain)
                return FavoritesIndexScanner.Entry(indexed: texts, bytes: record.bytes, position: position, fields: record.fields)
            }
            let table = IndexedTable(
                index: index,
                numbers: records.map {
                    IndexedTable.Numbers(catalog: $0.catalog, id: $0.id, name: $0.name, isASCII: $0.isASCII, idIsPlain: $0.idIsPlain)
                })
            return Decoded(
                stamp: FileStamp(device: device, inode: inode, size: size, modified: modified, changed: changed), checkedAt: checkedAt,
                version: Int(truncatingIfNeeded: version), entries: entries, table: table)
        }
    }

    /// Reads the index's bytes forward, never past their end.
    private struct Cursor {
        let bytes: UnsafeRawBufferPointer
        var offset = 0

        var remaining: Int { bytes.count - offset }

        mutating func takeMagic() -> Bool {
            guard remaining >= magic.count, bytes[0..<magic.count].elementsEqual(magic) else { return false }
            offset += magic.count
            return true
        }

        @inline(__always)
        mutating func int() -> Int64? {
            guard remaining >= 8 else { return nil }
            defer { offset += 8 }
            return Int64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: Int64.self))
        }

        /// A string's place in the bytes (they are the index's own: `Decoded` reads no other).
        @inline(__always)
        mutating func span() -> IndexedTexts.Span? {
            guard let count = int(), count >= 0, count <= remaining else { return nil }
            defer { offset += Int(count) }
            return IndexedTexts.Span(start: Int32(offset), count: Int32(count))
        }

        /// Which of `known` the next string is, added to them when it is none of them yet; nil
        /// past 256 catalogs (no file this program writes names more than it knows).
        mutating func catalog(reusing known: inout [[UInt8]]) -> UInt8? {
            guard let span = span() else { return nil }
            let raw = UnsafeRawBufferPointer(rebasing: bytes[Int(span.start)..<Int(span.start + span.count)])
            for number in known.indices where known[number].count == raw.count {
                let same = known[number].withUnsafeBytes { raw.isEmpty || memcmp($0.baseAddress!, raw.baseAddress!, raw.count) == 0 }
                if same { return UInt8(number) }
            }
            guard known.count < 256 else { return nil }
            known.append(Array(raw))
            return UInt8(known.count - 1)
        }
    }
}
