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

/// An entry's id, name and note: strings a scan made, or where they are in the bytes of the index
/// they were read from (`FavoritesIndexFile`), made strings only when asked for. Read from the
/// index, 20,000 entries made 60,000 strings that `show`, `note`, `remove` and `add` compared
/// once, or never: about a third of their instructions at 20,000 favorites.
enum FavoriteTexts {
    /// Strings, held in one reference: an entry is then as cheap to copy either way.
    case strings(MadeTexts)
    case indexed(IndexedTexts)

    static func made(_ summary: FavoriteSummary) -> FavoriteTexts { .strings(MadeTexts(summary)) }

    var summary: FavoriteSummary {
        switch self {
        case .strings(let made): made.summary
        case .indexed(let texts): texts.summary
        }
    }

    var catalog: CatalogName {
        switch self {
        case .strings(let made): made.summary.catalog
        case .indexed(let texts): texts.catalog
        }
    }

    /// Whether these are of `catalog` (any, when nil) and `query` names them as their key
    /// (`catalog/id`) or id, or as their name: what `FavoriteSummary`'s strings say, compared as
    /// Swift compares strings (canonically equivalent is equal: `K` is the Kelvin sign).
    func answers(_ query: TextQuery, catalog: CatalogName?) -> (key: Bool, name: Bool) {
        guard catalog == nil || self.catalog == catalog else { return (false, false) }
        guard case .indexed(let texts) = self, query.isASCII, texts.isASCII, texts.index.catalogIsASCII[Int(texts.catalogNumber)] else {
            let text = query.text
            // Only the id and the name are made strings: a whole summary (catalog, note and copies)
            // for each of 20,000 entries cost a name that is not ASCII ~1,500 instructions an entry.
            let id: String
            let name: String
            if case .indexed(let texts) = self {
                (id, name) = (texts.text(texts.id), texts.text(texts.name))
            } else {
                let summary = summary
                (id, name) = (summary.id, summary.name)
            }
            let key = id == text || (query.mayBeKey && text.hasSuffix(id) && "\(self.catalog.rawValue)/\(id)" == text)
            return (key, name == text)
        }
        // Both ASCII: equal strings are equal bytes.
        let mayBeKey = query.mayBeKey
        return query.utf8.withUnsafeBufferPointer { query in
            let raw = UnsafeRawBufferPointer(query)
            let id = texts.bytes(texts.id)
            var key = texts.equal(id, raw)
            if !key, mayBeKey, query.count >= id.count + 1 {
                key = texts.index.catalogUTF8[Int(texts.catalogNumber)].withUnsafeBytes { catalog in
                    query.count == catalog.count + 1 + id.count
                        && texts.equal(catalog, UnsafeRawBufferPointer(rebasing: raw[0..<catalog.count]))
                        && raw[catalog.count] == UInt8(ascii: "/")
                        && texts.equal(id, UnsafeRawBufferPointer(rebasing: raw[(catalog.count + 1)...]))
                }
            }
            return (key, texts.equal(texts.bytes(texts.name), raw))
        }
    }

    /// Whether these are of that favorite (its catalog, and an id Swift calls equal).
    func isOf(_ identity: IdentityQuery) -> Bool {
        switch self {
        case .strings(let made):
            return made.summary.catalog == identity.identity.catalog && made.summary.id == identity.identity.id
        case .indexed(let texts):
            guard texts.catalog == identity.identity.catalog else { return false }
            guard texts.isASCII, identity.isASCII else { return texts.summary.id == identity.identity.id }
            return identity.idUTF8.withUnsafeBytes { texts.equal(texts.bytes(texts.id), $0) }
        }
    }
}

/// Strings a scan made, held apart.
final class MadeTexts {
    let summary: FavoriteSummary

    init(_ summary: FavoriteSummary) {
        self.summary = summary
    }
}

/// A favorite to find, its id's bytes taken once rather than once an entry.
struct IdentityQuery {
    let identity: Favorite.Identity
    let idUTF8: [UInt8]
    let isASCII: Bool

    init(_ identity: Favorite.Identity) {
        self.identity = identity
        idUTF8 = Array(identity.id.utf8)
        isASCII = idUTF8.allSatisfy { $0 < 0x80 }
    }
}

/// A query, its bytes taken once rather than once an entry.
struct TextQuery {
    let text: String
    let utf8: [UInt8]
    let isASCII: Bool
    /// Whether it could be a key (`catalog/id`).
    let mayBeKey: Bool

    /// The ASCII text Swift calls equal to this one, when there is one (`utf8` itself when it is
    /// ASCII), else nil: then no ASCII id, name or key is equal to it, and a search of 20,000 ASCII
    /// entries for a name such as "Naleśniki" compares no strings.
    let asciiEquivalent: [UInt8]?

    init(_ text: String) {
        self.text = text
        utf8 = Array(text.utf8)
        isASCII = utf8.allSatisfy { $0 < 0x80 }
        mayBeKey = utf8.contains(UInt8(ascii: "/"))
        asciiEquivalent = isASCII ? utf8 : Self.asciiEquivalent(of: text)
    }

    /// Two texts are equal when they are canonically equivalent, and an ASCII text is its own
    /// decomposition. Each scalar decomposes to one scalar or more, so a text equal to an ASCII one
    /// has each of its scalars alone equal to one ASCII character (the Kelvin sign is `K`): that
    /// text, if anything, is the one. It is held to the whole text once more. Each different
    /// scalar is compared with the 128 characters once: the first with no match ends the search,
    /// and only a few scalars match one (U+037E, U+1FEF, U+212A in Unicode's data), so even a
    /// hostile query of 40,000 scalars costs a lookup each.
    private static func asciiEquivalent(of text: String) -> [UInt8]? {
        var bytes: [UInt8] = []
        var matched: [UInt32: UInt8] = [:]
        for scalar in text.unicodeScalars {
            if scalar.isASCII {
                bytes.append(UInt8(scalar.value))
                continue
            }
            if let ascii = matched[scalar.value] {
                bytes.append(ascii)
                continue
            }
            let alone = String(scalar)
            guard let ascii = (0..<128).first(where: { String(Unicode.Scalar(UInt8($0))) == alone }) else { return nil }
            matched[scalar.value] = UInt8(ascii)
            bytes.append(UInt8(ascii))
        }
        return String(decoding: bytes, as: UTF8.self) == text ? bytes : nil
    }
}

/// Where an entry's id, name and note are in the index's bytes (offset and length; a note of
/// length -1 is `null`), and its catalog, one of the few the index names. One reference and
/// plain numbers, so that an entry is cheap to copy.
struct IndexedTexts {
    let index: IndexBytes
    /// Which of `index.catalogs`.
    let catalogNumber: UInt8
    let id: Span
    let name: Span
    let note: Span
    /// Every byte of id, name and note is ASCII: equal strings are then equal bytes.
    let isASCII: Bool
    /// No quote, backslash or control character in the id: the file holds it as these very
    /// bytes between quotes (what a change checks of every entry).
    let idIsPlain: Bool

    struct Span {
        var start: Int32
        var count: Int32
    }

    var catalog: CatalogName { index.catalogs[Int(catalogNumber)] }

    var summary: FavoriteSummary {
        FavoriteSummary(
            catalog: catalog, id: text(id), name: text(name), note: note.count < 0 ? nil : text(note))
    }

    /// The bytes at `span`, alive while `index` is.
    func bytes(_ span: Span) -> UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(rebasing: index.bytes[Int(span.start)..<Int(span.start) + Int(max(span.count, 0))])
    }

    /// Checked to be UTF-8 when the index was read.
    fileprivate func text(_ span: Span) -> String {
        withExtendedLifetime(index) { String(decoding: bytes(span), as: UTF8.self) }
    }

    func equal(_ a: UnsafeRawBufferPointer, _ b: UnsafeRawBufferPointer) -> Bool {
        a.count == b.count && (a.isEmpty || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0)
    }
}

/// The index's bytes, shared by every entry read from them, in memory this owns, so a pointer
/// into them stays valid for as long as this lives (a pointer taken inside `Data.withUnsafeBytes`
/// may not outlive the call). Read from the file straight into it (`reading`): 2 MiB at 20,000
/// favorites, neither zeroed first nor copied after.
final class IndexBytes {
    private let storage: UnsafeMutableRawBufferPointer
    let bytes: UnsafeRawBufferPointer
    /// The few catalogs its entries are of, each made a string once, not 20,000 times, and their
    /// bytes: named once the whole index has been read (`name`), before any entry is used.
    private(set) var catalogs: [CatalogName] = []
    private(set) var catalogUTF8: [[UInt8]] = []
    /// Whether each catalog is ASCII: only then is a key (`catalog/id`) equal to another as bytes
    /// (a hostile file's catalog may be spelled with the Kelvin sign).
    private(set) var catalogIsASCII: [Bool] = []
    /// Each catalog as the file holds it (quotes included) when that is its bytes as they are, else nil.
    private(set) var quotedCatalogs: [[UInt8]?] = []

    init(_ data: Data) {
        storage = UnsafeMutableRawBufferPointer.allocate(byteCount: max(data.count, 1), alignment: 8)
        let count = data.copyBytes(to: storage)
        bytes = UnsafeRawBufferPointer(rebasing: storage[0..<count])
    }

    /// The file at `url`; nil when there is none, or it is not a regular file of at most `largest`
    /// bytes, or it cannot be read, or it changed while it was read (it is a cache: the caller
    /// then does without it).
    init?(reading url: URL, largest: Int) {
        guard let source = try? FileSource.open(url, largest: largest) else { return nil }
        storage = UnsafeMutableRawBufferPointer.allocate(byteCount: max(source.size, 1), alignment: 8)
        let place = UnsafeMutableRawBufferPointer(rebasing: storage[0..<source.size])
        guard (try? source.read(into: place, at: 0)) == source.size, source.isUnchanged else {
            storage.deallocate()
            return nil
        }
        bytes = UnsafeRawBufferPointer(place)
    }

    /// Names the catalogs the entries' numbers say, once they are all known.
    func name(_ catalogs: [CatalogName]) {
        self.catalogs = catalogs
        catalogUTF8 = catalogs.map { Array($0.rawValue.utf8) }
        catalogIsASCII = catalogUTF8.map { $0.allSatisfy { $0 < 0x80 } }
        quotedCatalogs = catalogUTF8.map { utf8 in
            let plain = utf8.allSatisfy { $0 >= 0x20 && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }
            return plain ? [UInt8(ascii: "\"")] + utf8 + [UInt8(ascii: "\"")] : nil
        }
    }

    deinit { storage.deallocate() }

    /// Whether every byte in `range` is below 0x80 (`ascii`), and whether none is a quote, a
    /// backslash or a control character (`plain`: JSON writes such text as it is, no escapes).
    /// Read eight bytes at a time; a byte that is not ASCII never makes text look plain wrongly.
    static func isASCII(_ bytes: UnsafeRawBufferPointer, _ range: Range<Int>) -> Bool {
        guard !range.isEmpty else { return true }
        let base = bytes.baseAddress!
        var high: UInt64 = 0
        var at = range.lowerBound
        while at + 8 <= range.upperBound {
            high |= base.loadUnaligned(fromByteOffset: at, as: UInt64.self)
            at += 8
        }
        if at < range.upperBound, range.count >= 8 {
            high |= base.loadUnaligned(fromByteOffset: range.upperBound - 8, as: UInt64.self) // overlapping: read twice, harmless
        } else {
            for offset in at..<range.upperBound { high |= UInt64(base.load(fromByteOffset: offset, as: UInt8.self)) }
        }
        return high & 0x8080_8080_8080_8080 == 0
    }

    static func kind(_ bytes: UnsafeRawBufferPointer, _ range: Range<Int>) -> (ascii: Bool, plain: Bool) {
        guard !range.isEmpty else { return (true, true) }
        let base = bytes.baseAddress!
        var high: UInt64 = 0
        var special: UInt64 = 0
        func take(_ word: UInt64) {
            high |= word
            let quote = word ^ 0x2222_2222_2222_2222
            let backslash = word ^ 0x5C5C_5C5C_5C5C_5C5C
            special |=
                ((word &- 0x2020_2020_2020_2020) & ~word) | ((quote &- 0x0101_0101_0101_0101) & ~quote)
                | ((backslash &- 0x0101_0101_0101_0101) & ~backslash)
        }
        var at = range.lowerBound
        while at + 8 <= range.upperBound {
            take(base.loadUnaligned(fromByteOffset: at, as: UInt64.self))
            at += 8
        }
        let left = range.upperBound - at
        if left > 0 {
            if range.count >= 8 {
                take(base.loadUnaligned(fromByteOffset: range.upperBound - 8, as: UInt64.self)) // overlapping: read twice, harmless
            } else if at + 8 <= bytes.count {
                let kept = (UInt64(1) << UInt64(8 * left)) &- 1 // the bytes past the range read as `A`
                take((base.loadUnaligned(fromByteOffset: at, as: UInt64.self) & kept) | (0x4141_4141_4141_4141 & ~kept))
            } else {
                for offset in at..<range.upperBound {
                    take(UInt64(base.load(fromByteOffset: offset, as: UInt8.self)) | 0x4141_4141_4141_4100)
                }
            }
        }
        return (high & 0x8080_8080_8080_8080 == 0, special & 0x8080_8080_8080_8080 == 0)
    }
}

extension FavoriteTexts {
    enum Field {
        case id, name, note

        static let all: [Field] = [.id, .name, .note]
    }

    /// The UTF-8 of the field (nil: a `null` note), without making a string of index bytes.
    func withBytes<Result>(_ field: Field, _ body: (UnsafeRawBufferPointer?) -> Result) -> Result {
        switch self {
        case .indexed(let texts):
            let span =
                switch field {
                case .id: texts.id
                case .name: texts.name
                case .note: texts.note
                }
            guard span.count >= 0 else { return body(nil) }
            return withExtendedLifetime(texts.index) { body(texts.bytes(span)) }
        case .strings(let made):
            let text: String? =
                switch field {
                case .id: made.summary.id
                case .name: made.summary.name
                case .note: made.summary.note
                }
            guard var text else { return body(nil) }
            return text.withUTF8 { body(UnsafeRawBufferPointer($0)) }
        }
    }
}

/// Every entry's texts as numbers into the one index they were all read from: what a search
/// runs through 20,000 times, with no reference to copy and no enum to open at each. nil when an
/// entry's texts are strings (a scan made them) or of another index.
struct IndexedTable {
    let index: IndexBytes
    let numbers: [Numbers]

    struct Numbers {
        var catalog: UInt8
        var id: IndexedTexts.Span
        var name: IndexedTexts.Span
        var isASCII: Bool
        var idIsPlain: Bool
    }

    init(index: IndexBytes, numbers: [Numbers]) {
        self.index = index
        self.numbers = numbers
    }

    init?(_ entries: [FavoritesIndexScanner.Entry]) {
        guard case .indexed(let first)? = entries.first?.texts else { return nil }
        var numbers: [Numbers] = []
        numbers.reserveCapacity(entries.count)
        for number in entries.indices {
            guard case .indexed(let texts) = entries[number].texts, texts.index === first.index else { return nil }
            numbers.append(
                Numbers(catalog: texts.catalogNumber, id: texts.id, name: texts.name, isASCII: texts.isASCII, idIsPlain: texts.idIsPlain))
        }
        index = first.index
        self.numbers = numbers
    }

    /// Which entries' catalogs a search takes: every one (nil), or the one numbered so, or none
    /// when no entry is of that catalog (`Int.max`).
    func scope(_ catalog: CatalogName?) -> Int? {
        guard let catalog else { return nil }
        return index.catalogs.firstIndex(of: catalog) ?? Int.max
    }

    /// `FavoriteTexts.answers` of entry `number` for any query, when the entry and its catalog are
    /// ASCII: by the query's ASCII equivalent's bytes, or, when it has none, no. nil when the strings must judge.
    func answers(_ number: Int, _ query: TextQuery, scope: Int?) -> (key: Bool, name: Bool)? {
        guard let ascii = query.asciiEquivalent else { return answersNoASCII(number) }
        return ascii.withUnsafeBytes { answers(number, $0, mayBeKey: ascii.contains(UInt8(ascii: "/")), scope: scope) }
    }

    /// `FavoriteTexts.answers` of entry `number` for a query no ASCII text is equal to: no, when the
    /// entry and its catalog are ASCII; nil when the strings must judge.
    func answersNoASCII(_ number: Int) -> (key: Bool, name: Bool)? {
        let entry = numbers[number]
        guard entry.isASCII, index.catalogIsASCII[Int(entry.catalog)] else { return nil }
        return (false, false)
    }

    /// `FavoriteTexts.answers` of entry `number` for an ASCII `query` when the entry is ASCII too
    /// (equal strings are then equal bytes); nil when the strings must judge.
    func answers(_ number: Int, _ query: UnsafeRawBufferPointer, mayBeKey: Bool, scope: Int?) -> (key: Bool, name: Bool)? {
        let entry = numbers[number]
        guard entry.isASCII, index.catalogIsASCII[Int(entry.catalog)] else { return nil }
        guard scope == nil || scope == Int(entry.catalog) else { return (false, false) }
        let base = index.bytes.baseAddress!
        let id = UnsafeRawBufferPointer(start: base + Int(entry.id.start), count: Int(entry.id.count))
        let name = UnsafeRawBufferPointer(start: base + Int(entry.name.start), count: Int(entry.name.count))
        var key = Self.equal(id, query)
        if !key, mayBeKey, query.count >= id.count + 1 {
            key = index.catalogUTF8[Int(entry.catalog)].withUnsafeBytes { catalog in
                query.count == catalog.count + 1 + id.count && query[catalog.count] == UInt8(ascii: "/")
                    && Self.equal(catalog, UnsafeRawBufferPointer(rebasing: query[0..<catalog.count]))
                    && Self.equal(id, UnsafeRawBufferPointer(rebasing: query[(catalog.count + 1)...]))
            }
        }
        return (key, Self.equal(name, query))
    }

    /// Whether entry `number` is of the favorite whose catalog is numbered `catalog` here (see
    /// `scope`) and whose id is the ASCII `id`; nil when the strings must judge.
    func isOf(_ number: Int, catalog: Int?, id: UnsafeRawBufferPointer) -> Bool? {
        let entry = numbers[number]
        guard entry.isASCII else { return nil }
        guard catalog == Int(entry.catalog) else { return false }
        return Self.equal(UnsafeRawBufferPointer(start: index.bytes.baseAddress! + Int(entry.id.start), count: Int(entry.id.count)), id)
    }

    private static func equal(_ a: UnsafeRawBufferPointer, _ b: UnsafeRawBufferPointer) -> Bool {
        a.count == b.count && (a.isEmpty || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0)
    }
}

extension IndexedTable {
    /// Whether the entry `number`'s bytes hold its catalog at `catalogAt` and its id at `idAt` as
    /// the index's very bytes between quotes; false when they do not, or that is not how they would.
    func holds(_ number: Int, in bytes: UnsafeBufferPointer<UInt8>, catalogAt: Int, idAt: Int) -> Bool {
        let entry = numbers[number]
        guard entry.idIsPlain, let catalog = index.quotedCatalogs[Int(entry.catalog)] else { return false }
        let base = bytes.baseAddress!
        let id = Int(entry.id.count)
        guard catalogAt >= 0, catalogAt <= bytes.count - catalog.count, idAt >= 0, idAt <= bytes.count - id - 2,
            base[idAt] == UInt8(ascii: "\""), base[idAt + 1 + id] == UInt8(ascii: "\""),
            id == 0 || memcmp(base + idAt + 1, index.bytes.baseAddress! + Int(entry.id.start), id) == 0
        else { return false }
        return catalog.withUnsafeBytes { memcmp(base + catalogAt, $0.baseAddress!, $0.count) == 0 }
    }
}
