import RecipesCatalog

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The favorites `recipes favorites` lists, in the order it lists them. Entries read from the index
/// keep their ids and names as the index's bytes: a list of 20,000 favorites is sorted from them
/// (`AlphabeticalOrder.order(of:_:)`) and printed from them (`FavoritesOutput.list`, to a pipe or a terminal),
/// with no string made for any. Entries a scan read are laid out the same way from their strings.
/// (Strings for 20,000 summaries, sorted and printed, were half of the list's 221 M instructions.)
public struct FavoritesListing {
    /// The bytes every row's id and name are in.
    private let texts: IndexBytes
    /// The catalogs the rows are of, as UTF-8, by number.
    private let catalogs: [[UInt8]]
    /// In the list's order.
    private let rows: [Numbers]

    fileprivate struct Numbers {
        var catalog: Int
        var id: Range<Int>
        var name: Range<Int>
        /// nil: no note (`null`).
        var note: Range<Int>?
        var hasNote: Bool { (note?.count ?? 0) > 0 }
    }

    /// A row's texts as UTF-8, valid only while the `withRows` call that gave them runs: a row
    /// must not be kept past it.
    package struct Row {
        package let catalog: UnsafeRawBufferPointer
        package let id: UnsafeRawBufferPointer
        package let name: UnsafeRawBufferPointer
        package let hasNote: Bool
    }

    /// The rows, in order, as `Row`s: valid only while the `withRows` call that gave them runs.
    package struct Rows: RandomAccessCollection {
        fileprivate let texts: UnsafeRawBufferPointer
        fileprivate let catalogs: [UnsafeRawBufferPointer]
        fileprivate let rows: [Numbers]

        package var startIndex: Int { 0 }
        package var endIndex: Int { rows.count }

        package subscript(position: Int) -> Row {
            let row = rows[position]
            return Row(catalog: catalogs[row.catalog], id: texts.slice(row.id), name: texts.slice(row.name), hasNote: row.hasNote)
        }
    }

    /// `entries` of `scope` (all when nil), alphabetical, then as `steering` orders and limits them.
    init(_ entries: [FavoritesIndexScanner.Entry], scope: CatalogName?, steering: ListSteering) {
        var (texts, catalogs, rows) = Self.laidOut(entries) ?? Self.laidOut(entries.map(\.summary))
        if let scope {
            // Compared as catalog names (strings), as every other reading compares them.
            let numbers = catalogs.indices.filter { CatalogName(rawValue: String(decoding: catalogs[$0], as: UTF8.self)) == scope }
            rows.removeAll { !numbers.contains($0.catalog) }
        }
        var places = AlphabeticalOrder.order(of: texts.bytes, rows.map { AlphabeticalOrder.Span(name: $0.name, id: $0.id) })
        if steering.order == .id {
            // By id, ties in the alphabetical order: only the ids are made strings.
            places = steering.apply(places.map { Placed(place: $0, id: String(decoding: texts.bytes.slice(rows[$0].id), as: UTF8.self)) })
                .map(\.place)
        } else {
            places = steering.limited(places) // `.name` is the order they are in already
        }
        self.texts = texts
        self.catalogs = catalogs
        self.rows = places.map { rows[$0] }
    }

    /// Entries all read from one index: their numbers into its bytes. nil when any is not.
    private static func laidOut(_ entries: [FavoritesIndexScanner.Entry]) -> (IndexBytes, [[UInt8]], [Numbers])? {
        guard case .indexed(let first)? = entries.first?.texts else { return nil }
        var rows: [Numbers] = []
        rows.reserveCapacity(entries.count)
        for entry in entries {
            guard case .indexed(let texts) = entry.texts, texts.index === first.index else { return nil }
            rows.append(
                Numbers(
                    catalog: Int(texts.catalogNumber), id: Self.range(texts.id), name: Self.range(texts.name),
                    note: texts.note.count < 0 ? nil : Self.range(texts.note)))
        }
        return (first.index, first.index.catalogUTF8, rows)
    }

    /// Summaries a scan made (or none): their ids and names laid end to end in bytes of their own.
    private static func laidOut(_ summaries: [FavoriteSummary]) -> (IndexBytes, [[UInt8]], [Numbers]) {
        var bytes: [UInt8] = []
        var catalogs: [[UInt8]] = []
        var rows: [Numbers] = []
        rows.reserveCapacity(summaries.count)
        for summary in summaries {
            let catalog = Array(summary.catalog.rawValue.utf8)
            let number = catalogs.firstIndex(of: catalog) ?? catalogs.count
            if number == catalogs.count { catalogs.append(catalog) }
            let idStart = bytes.count
            bytes += summary.id.utf8
            let nameStart = bytes.count
            bytes += summary.name.utf8
            let noteStart = bytes.count
            bytes += (summary.note ?? "").utf8
            rows.append(
                Numbers(
                    catalog: number, id: idStart..<nameStart, name: nameStart..<noteStart,
                    note: summary.note == nil ? nil : noteStart..<bytes.count))
        }
        return (IndexBytes(Data(bytes)), catalogs, rows)
    }

    private static func range(_ span: IndexedTexts.Span) -> Range<Int> {
        Int(span.start)..<Int(span.start) + Int(max(span.count, 0))
    }

    public var count: Int { rows.count }
    public var isEmpty: Bool { rows.isEmpty }

    /// The rows, as `body` reads them.
    package func withRows<Result>(_ body: (Rows) throws -> Result) rethrows -> Result {
        try withExtendedLifetime(texts) {
            // The catalogs' few names in one buffer, so that each row points into it.
            var names: [UInt8] = []
            var ranges: [Range<Int>] = []
            for catalog in catalogs {
                ranges.append(names.count..<names.count + catalog.count)
                names += catalog
            }
            return try names.withUnsafeBytes { names in
                try body(Rows(texts: texts.bytes, catalogs: ranges.map { names.slice($0) }, rows: rows))
            }
        }
    }

    /// The rows as summaries, in order.
    public var summaries: [FavoriteSummary] {
        let names = catalogs.map { CatalogName(rawValue: String(decoding: $0, as: UTF8.self)) }
        return withExtendedLifetime(texts) {
            rows.map { row in
                FavoriteSummary(catalog: names[row.catalog], id: text(row.id), name: text(row.name), note: row.note.map(text))
            }
        }
    }

    private func text(_ range: Range<Int>) -> String {
        String(decoding: texts.bytes.slice(range), as: UTF8.self)
    }

    /// A row's place and id, for `ListSteering`'s order by id.
    private struct Placed: CatalogItem {
        let place: Int
        let id: String
        var name: String { id }
    }
}

extension UnsafeRawBufferPointer {
    fileprivate func slice(_ range: Range<Int>) -> UnsafeRawBufferPointer { UnsafeRawBufferPointer(rebasing: self[range]) }
}
