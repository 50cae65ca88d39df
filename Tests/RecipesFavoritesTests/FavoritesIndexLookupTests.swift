import Foundation
import Testing

@testable import RecipesCatalog
@testable import RecipesFavorites
@testable import RecipesStorage

/// Entries read from favorites.json's index keep their id, name and note as the index's bytes and
/// answer a query by comparing them: they must answer exactly as the strings they stand for do,
/// as Swift compares strings (canonically equivalent is equal), escapes, non-ASCII and duplicates included.
@Suite("favorites index: a lookup by bytes answers as the strings do")
struct FavoritesIndexLookupTests {
    private static let stamp = FileStamp(device: 1, inode: 2, size: 3, modified: 4, changed: 5)

    private static let summaries: [FavoriteSummary] = [
        .init(catalog: CatalogName(rawValue: "desserts"), id: "1", name: "Apple pie", note: nil),
        .init(catalog: CatalogName(rawValue: "desserts"), id: "12", name: "Banana \"bread\"", note: "Ripe ones"),
        .init(catalog: CatalogName(rawValue: "cocktails"), id: "1", name: "Back\\slash / sour", note: "Line one\nline two"),
        .init(catalog: CatalogName(rawValue: "desserts"), id: "123", name: "Crème brûlée", note: "½ the sugar 🍮"),
        .init(catalog: CatalogName(rawValue: "desserts"), id: "124", name: "Cre\u{300}me bru\u{302}le\u{301}e", note: ""),
        .init(catalog: CatalogName(rawValue: "desserts"), id: "125", name: "\u{212A}elvin cake", note: nil),
        .init(catalog: CatalogName(rawValue: "desserts"), id: "126", name: "Kelvin cake", note: nil),
        .init(catalog: CatalogName(rawValue: "cocktails"), id: "12", name: "Cake", note: nil),
        .init(catalog: CatalogName(rawValue: "desserts"), id: "12", name: "Cake", note: "twice"),
        .init(catalog: CatalogName(rawValue: "cocktails"), id: "١٢", name: "", note: nil),
        // A catalog of no letters (only a hostile file has one): its key is `/7`.
        .init(catalog: CatalogName(rawValue: ""), id: "7", name: "/7", note: nil),
        .init(catalog: CatalogName(rawValue: "desserts"), id: "8", name: "/8", note: nil),
        // A catalog spelled with the Kelvin sign (only a hostile file has one): its key equals `Kat/5`.
        .init(catalog: CatalogName(rawValue: "\u{212A}at"), id: "5", name: "Kat", note: nil),
    ]

    private static let queries = [
        "Apple pie", "apple pie", "Apple", "Banana \"bread\"", "Back\\slash / sour", "Crème brûlée", "Cre\u{300}me bru\u{302}le\u{301}e",
        "Kelvin cake", "\u{212A}elvin cake", "Cake", "", "1", "12", "123", "١٢", "desserts/1", "cocktails/1", "desserts/12",
        "cocktails/١٢", "desserts/", "/1", "/7", "/8", "sserts/1", "desserts//1", "Desserts/1", "Ripe ones",
        "Polskie Naleśniki", "Appl\u{E9} pie", "\u{212A}elvin\u{301} cake", "desserts\u{037E}1", "C\u{212A}ake", "\u{212A}",
        "desserts/\u{212A}", "Cake\u{200B}", "Kat/5", "\u{212A}at/5", "Kat",
    ]

    private func indexed() throws -> [FavoritesIndexScanner.Entry] {
        try IndexedEntries.read(Self.summaries, stamp: Self.stamp)
    }

    @Test("an entry read from the index answers every query, in every catalog, as its strings do")
    func answers() throws {
        let entries = try indexed()
        #expect(entries.map(\.summary) == Self.summaries)
        let table = try #require(IndexedTable(entries))
        for (number, (entry, summary)) in zip(entries, Self.summaries).enumerated() {
            for query in Self.queries {
                for catalog in [nil, CatalogName(rawValue: "desserts"), CatalogName(rawValue: "cocktails")] {
                    let inScope = catalog == nil || summary.catalog == catalog
                    let key =
                        inScope && (summary.id == query || (query.contains("/") && query.hasSuffix(summary.id) && summary.key == query))
                    let name = inScope && summary.name == query
                    let answer = entry.texts.answers(TextQuery(query), catalog: catalog)
                    #expect(answer.key == key, "key: \(summary.key) \(summary.name) asked \(query) in \(catalog?.rawValue ?? "any")")
                    #expect(answer.name == name, "name: \(summary.key) \(summary.name) asked \(query) in \(catalog?.rawValue ?? "any")")
                    let asked = TextQuery(query)
                    // Any query, through its ASCII equivalent or the lack of one: as the strings answer.
                    if let any = table.answers(number, asked, scope: table.scope(catalog)) {
                        #expect(any.key == key && any.name == name, "table, any query: \(summary.key) \(summary.name) asked \(query)")
                    }
                    let tabled = asked.utf8.withUnsafeBytes {
                        table.answers(number, $0, mayBeKey: asked.mayBeKey, scope: table.scope(catalog))
                    }
                    if let tabled {
                        // Asked only with an ASCII query: another may equal an ASCII name that is not its bytes.
                        if asked.isASCII { #expect(tabled.key == key && tabled.name == name, "table: \(summary.key) asked \(query)") }
                    } else {
                        #expect(
                            !summary.id.utf8.allSatisfy { $0 < 0x80 } || !summary.name.utf8.allSatisfy { $0 < 0x80 }
                                || !(summary.note ?? "").utf8.allSatisfy { $0 < 0x80 }
                                || !summary.catalog.rawValue.utf8.allSatisfy { $0 < 0x80 }, "the table judges every ASCII entry")
                    }
                }
            }
        }
    }

    @Test("a query's ASCII equivalent is the ASCII text Swift calls equal to it, and none when there is none")
    func asciiEquivalents() {
        let cases: [(String, String?)] = [
            ("Kelvin cake", "Kelvin cake"), ("\u{212A}elvin cake", "Kelvin cake"), ("a\u{037E}b", "a;b"), ("\u{1FEF}x", "`x"),
            ("Naleśniki", nil), ("e\u{301}", nil), ("\u{212A}\u{301}", nil), ("", ""), ("\u{2126}", nil), ("Cake\u{200B}", nil),
        ]
        for (text, expected) in cases {
            let equivalent = TextQuery(text).asciiEquivalent.map { String(decoding: $0, as: UTF8.self) }
            #expect(equivalent == expected, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
            if let equivalent { #expect(equivalent == text) }
        }
        // A hostile query: a scalar repeated is matched once, and the first with no match ends the search.
        let repeated = String(repeating: "\u{1FEF}\u{212A}", count: 20_000)
        #expect(TextQuery(repeated).asciiEquivalent == Array(String(repeating: "`K", count: 20_000).utf8))
        #expect(TextQuery(repeated + "\u{E9}").asciiEquivalent == nil)
    }

    @Test("an entry read from the index is of a favorite exactly when its catalog and id say so")
    func identities() throws {
        let entries = try indexed()
        let identities =
            Self.summaries.map { Favorite.Identity(catalog: $0.catalog, id: $0.id) } + [
                Favorite.Identity(catalog: CatalogName(rawValue: "pizza"), id: "1"),
                Favorite.Identity(catalog: CatalogName(rawValue: "desserts"), id: "01"),
                Favorite.Identity(catalog: CatalogName(rawValue: "cocktails"), id: "12"),
            ]
        let table = try #require(IndexedTable(entries))
        for (number, (entry, summary)) in zip(entries, Self.summaries).enumerated() {
            for identity in identities {
                let asked = IdentityQuery(identity)
                if asked.isASCII,
                    let tabled = asked.idUTF8.withUnsafeBytes({ table.isOf(number, catalog: table.scope(identity.catalog), id: $0) })
                {
                    #expect(tabled == (identity.catalog == summary.catalog && identity.id == summary.id), "table: \(summary.key)")
                }
                #expect(
                    entry.texts.isOf(IdentityQuery(identity)) == (identity.catalog == summary.catalog && identity.id == summary.id),
                    "\(summary.key) against \(identity.catalog.rawValue)/\(identity.id)")
            }
        }
    }

    @Test("an index read back and written again is the same bytes")
    func roundTrip() throws {
        let entries = try indexed()
        let again = FavoritesIndexFile.encoded(entries, stamp: Self.stamp, checkedAt: 6)
        let made = entries.map { entry in
            var entry = entry
            entry.summary = entry.summary // made strings
            return entry
        }
        #expect(again == FavoritesIndexFile.encoded(made, stamp: Self.stamp, checkedAt: 6))
        #expect(FavoritesIndexFile.Decoded(again)?.entries.map(\.summary) == Self.summaries)
    }

    @Test("an id, a name or a note whose bytes are not UTF-8 makes the index unreadable, wherever it is")
    func invalidText() throws {
        let entries = (0..<3).map { position in
            FavoritesIndexScanner.Entry(
                summary: FavoriteSummary(
                    catalog: CatalogName(rawValue: "desserts"), id: "id\(position)xx", name: "name\(position) is long enough to take words",
                    note: "note\(position)"),
                bytes: (100 * position)..<(100 * position + 50), position: position, exact: true,
                fields: .init(catalog: 1, id: 2, name: 3, note: 4))
        }
        let data = FavoritesIndexFile.encoded(entries, stamp: Self.stamp, checkedAt: 6)
        #expect(FavoritesIndexFile.Decoded(data) != nil)
        for text in ["id0xx", "id2xx", "name1 is long enough to take words", "note2", "note0"] {
            let range = try #require(data.range(of: Data(text.utf8)))
            for at in [range.lowerBound, range.upperBound - 1, range.lowerBound + range.count / 2] {
                for byte: UInt8 in [0xFF, 0xC3, 0x80] {
                    var bad = data
                    bad[at] = byte
                    #expect(FavoritesIndexFile.Decoded(bad) == nil, "\(text) with \(byte) at \(at - range.lowerBound)")
                }
            }
        }
    }

    @Test("reading text eight bytes at a time says what reading it byte by byte says: ASCII, and no quote, backslash or control")
    func kinds() {
        let buffer = [UInt8](repeating: UInt8(ascii: "a"), count: 40)
        for length in 0...19 {
            for at in [0, 3, 40 - length] {
                for position in 0..<max(length, 1) {
                    for byte in [0x00, 0x1F, 0x20, 0x21, 0x22, 0x23, 0x5B, 0x5C, 0x5D, 0x7F, 0x80, 0xA2, 0xDC, 0xFF] as [UInt8] {
                        var bytes = buffer
                        if length > 0 { bytes[at + position] = byte }
                        // Bytes just outside the range say nothing about it.
                        if at > 0 { bytes[at - 1] = 0x22 }
                        if at + length < bytes.count { bytes[at + length] = 0x5C }
                        let range = at..<(at + length)
                        let text = bytes[range]
                        let ascii = text.allSatisfy { $0 < 0x80 }
                        let plain = text.allSatisfy { $0 >= 0x20 && $0 != 0x22 && $0 != 0x5C }
                        let kind = bytes.withUnsafeBytes { IndexBytes.kind($0, range) }
                        #expect(kind.ascii == ascii && kind.plain == plain, "\(length) bytes at \(at), \(byte) at \(position)")
                    }
                }
            }
        }
    }
}
