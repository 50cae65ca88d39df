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
    static func load(for source: FileSource, types: RecipeTypes) -> FavoritesIndexScanner.Result? {
        guard let data = try? FileContents.read(url(of: source.path), largest: source.size / 2 + (1 << 20)),
            let index = Decoded(data), index.stamp == source.stamp, index.stamp.isSettled(before: index.checkedAt),
            index.version == FavoritesDocument.currentVersion, (try? verify(index.entries, in: source)) == true
        else { return nil }
        var result = FavoritesIndexScanner.Result()
        result.version = index.version
        result.entries = index.entries
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
            source.stamp.isSettled(before: checkedAt), (try? verify(result.entries, in: source)) == true, source.isUnchanged
        else { return remove(of: source.path) }
        try? AtomicFile.write(encoded(result.entries, stamp: source.stamp, checkedAt: checkedAt), to: target, durable: false)
    }

    /// Throws `StaleIndex`: an entry taken from the index did not decode as the index said.
    struct StaleIndex: Error {}

    /// The file's entries from its index when that holds, else from a full scan (which then
    /// writes the index). `checkedAt`: a `FileStamp.now()` taken before the file was opened.
    static func scan(_ source: FileSource, types: RecipeTypes, decoder: JSONDecoder, checkedAt: Int64) throws -> (
        result: FavoritesIndexScanner.Result, fromIndex: Bool
    ) {
        if let indexed = load(for: source, types: types) { return (indexed, true) }
        let result = try FavoritesIndexScanner.scan(source, types: types, decoder: decoder)
        save(result, for: source, checkedAt: checkedAt)
        return (result, false)
    }

    /// The index of a file this program has just written, its entries at `entries`: written once
    /// the file has settled (the file system's clock has ticked past its stamp, a few
    /// milliseconds at most), so that a change made after it is seen.
    static func saveWritten(_ entries: [FavoritesIndexScanner.Entry], file: String) {
        guard let source = try? FileSource.open(URL(fileURLWithPath: file)) else { return remove(of: file) }
        let stamp = source.stamp
        while FileStamp.now() <= max(stamp.changed, stamp.modified) { usleep(250) }
        var result = FavoritesIndexScanner.Result()
        result.entries = entries
        save(result, for: source, checkedAt: FileStamp.now())
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
    /// and note are where the index says, as it says.
    static func verify(_ entries: [FavoritesIndexScanner.Entry], in source: FileSource) throws -> Bool {
        var reader = WindowReader(source: source)
        var at = 0
        guard try reader.matches(head, at: 0) else { return false }
        at = head.count
        for (position, entry) in entries.enumerated() {
            if position > 0 {
                guard try reader.matches(separator, at: at) else { return false }
                at += separator.count
            }
            guard entry.position == position, entry.bytes.lowerBound == at, entry.bytes.count >= closing.count + 1,
                entry.bytes.upperBound <= source.size, let fields = entry.fields
            else { return false }
            let bytes = try reader.bytes(entry.bytes)
            guard let bytes, bytes.first == UInt8(ascii: "{"), bytes.last == UInt8(ascii: "}"),
                !containsClosingLine(UnsafeBufferPointer(rebasing: bytes[..<(bytes.count - 1)])),
                string(in: bytes, at: fields.catalog) == entry.summary.catalog.rawValue,
                string(in: bytes, at: fields.id) == entry.summary.id, string(in: bytes, at: fields.name) == entry.summary.name,
                fields.note.map({ string(in: bytes, at: $0) }) == entry.summary.note.map(Optional.some)
            else { return false }
            at = entry.bytes.upperBound
        }
        return try reader.matches(tail, at: at) && at + tail.count == source.size
    }

    /// Whether an entry's closing line (a newline, four spaces, `}`) is in `bytes`: found line by line with `memchr`.
    private static func containsClosingLine(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        var from = 0
        while from < bytes.count, let hit = memchr(base + from, 0x0A, bytes.count - from) {
            let line = UnsafeRawPointer(hit).assumingMemoryBound(to: UInt8.self) - base
            if line + closing.count <= bytes.count, bytes[(line + 1)..<(line + closing.count)].elementsEqual(closing[1...]) {
                return true
            }
            from = line + 1
        }
        return false
    }

    /// Valid UTF-8 as a String, else nil.
    private static func validText<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> String? {
        let text = String(decoding: bytes, as: UTF8.self)
        return text.utf8.elementsEqual(bytes) ? text : nil
    }

    /// The JSON string whose opening quote is at `offset`, read as JSON reads it; nil when there is none.
    private static func string(in bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> String? {
        guard offset >= 0, offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else { return nil }
        var end = offset + 1
        var escaped = false
        while end < bytes.count, bytes[end] != UInt8(ascii: "\"") {
            if bytes[end] == UInt8(ascii: "\\") {
                escaped = true
                end += 1
            }
            end += 1
        }
        guard end < bytes.count else { return nil }
        let raw = UnsafeBufferPointer(rebasing: bytes[(offset + 1)..<end])
        if !escaped { return validText(raw) }
        return try? JSONDecoder().decode(String.self, from: Data(UnsafeBufferPointer(rebasing: bytes[offset...end])))
    }

    /// The file read forward a megabyte at a time: every byte once, and never all of it in memory.
    private struct WindowReader {
        let source: FileSource
        var buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 20, alignment: 16)
        var start = 0
        var count = 0

        init(source: FileSource) {
            self.source = source
        }

        /// The bytes at `range`, nil past the file's end. Valid until the next call.
        mutating func bytes(_ range: Range<Int>) throws -> UnsafeBufferPointer<UInt8>? {
            guard range.lowerBound >= 0, range.upperBound <= source.size else { return nil }
            if range.lowerBound < start || range.upperBound > start + count {
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
            return bytes.elementsEqual(expected)
        }
    }

    // MARK: - The file's bytes

    /// `RCPFAVIX`, the format's version, the stamp, when it was checked, favorites.json's
    /// `schemaVersion`, the count, then each entry: its start and length in the file, where its
    /// four strings are in it (-1: a `null` note), and the four strings (length, UTF-8). Little-endian.
    private static let magic = Array("RCPFAVIX".utf8)
    private static let format: Int64 = 1

    static func encoded(_ entries: [FavoritesIndexScanner.Entry], stamp: FileStamp, checkedAt: Int64) -> Data {
        var out = Data(magic)
        out.reserveCapacity(entries.count * 96)
        func put(_ value: Int64) {
            withUnsafeBytes(of: value.littleEndian) { out.append(contentsOf: $0) }
        }
        func put(_ text: String) {
            var text = text
            text.withUTF8 { bytes in
                put(Int64(bytes.count))
                out.append(contentsOf: bytes)
            }
        }
        for value in [format, stamp.device, stamp.inode, stamp.size, stamp.modified, stamp.changed, checkedAt] { put(value) }
        put(Int64(FavoritesDocument.currentVersion))
        put(Int64(entries.count))
        for entry in entries {
            let fields = entry.fields ?? FavoritesIndexScanner.FieldOffsets(catalog: -1, id: -1, name: -1, note: nil)
            for value in [entry.bytes.lowerBound, entry.bytes.count, fields.catalog, fields.id, fields.name, fields.note ?? -1] {
                put(Int64(value))
            }
            put(entry.summary.catalog.rawValue)
            put(entry.summary.id)
            put(entry.summary.name)
            if let note = entry.summary.note { put(note) }
        }
        return out
    }

    /// An index read back, every count and length bounded by the bytes there are; nil for anything
    /// that is not one.
    struct Decoded {
        var stamp: FileStamp
        var checkedAt: Int64
        var version: Int
        var entries: [FavoritesIndexScanner.Entry]

        init?(_ data: Data) {
            var cursor = Cursor(bytes: [UInt8](data))
            guard cursor.take(FavoritesIndexFile.magic.count).map(Array.init) == FavoritesIndexFile.magic,
                cursor.int() == FavoritesIndexFile.format,
                let device = cursor.int(), let inode = cursor.int(), let size = cursor.int(), let modified = cursor.int(),
                let changed = cursor.int(), let checkedAt = cursor.int(), let version = cursor.int(), let count = cursor.int(),
                count >= 0, count <= cursor.remaining / (6 * 8 + 3 * 8)
            else { return nil }
            stamp = FileStamp(device: device, inode: inode, size: size, modified: modified, changed: changed)
            self.checkedAt = checkedAt
            self.version = Int(truncatingIfNeeded: version)
            entries = []
            entries.reserveCapacity(Int(count))
            for position in 0..<Int(count) {
                guard let start = cursor.int(), let length = cursor.int(), start >= 0, length >= 0, start <= Int64.max - length,
                    let catalogAt = cursor.int(), let idAt = cursor.int(), let nameAt = cursor.int(), let noteAt = cursor.int(),
                    let catalog = cursor.string(), let id = cursor.string(), let name = cursor.string()
                else { return nil }
                var note: String?
                if noteAt >= 0 {
                    guard let text = cursor.string() else { return nil }
                    note = text
                }
                let fields = FavoritesIndexScanner.FieldOffsets(
                    catalog: Int(catalogAt), id: Int(idAt), name: Int(nameAt), note: noteAt >= 0 ? Int(noteAt) : nil)
                entries.append(
                    FavoritesIndexScanner.Entry(
                        summary: FavoriteSummary(catalog: CatalogName(rawValue: catalog), id: id, name: name, note: note),
                        bytes: Int(start)..<Int(start + length), position: position, exact: true, fields: fields))
            }
            guard cursor.remaining == 0 else { return nil }
        }
    }

    private struct Cursor {
        let bytes: [UInt8]
        var offset = 0

        var remaining: Int { bytes.count - offset }

        mutating func take(_ count: Int) -> ArraySlice<UInt8>? {
            guard count >= 0, count <= remaining else { return nil }
            defer { offset += count }
            return bytes[offset..<(offset + count)]
        }

        mutating func int() -> Int64? {
            guard remaining >= 8 else { return nil }
            defer { offset += 8 }
            return Int64(littleEndian: bytes.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset, as: Int64.self) })
        }

        mutating func string() -> String? {
            guard let count = int(), count >= 0, count <= remaining, let raw = take(Int(count)) else { return nil }
            return FavoritesIndexFile.validText(raw)
        }
    }
}
