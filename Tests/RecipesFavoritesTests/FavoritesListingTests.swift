import Foundation
import Testing

@testable import RecipesCatalog
@testable import RecipesFavorites
@testable import RecipesStorage

/// `recipes favorites` lists from the bytes its entries were read as: from the index, or laid out
/// from the strings a scan made. Either way the list must be the summaries as they always were:
/// one catalog's or all, alphabetical, then ordered and limited as asked.
@Suite("favorites list: the listing from the index's bytes is the summaries' list")
struct FavoritesListingTests {
    private static let desserts = CatalogName(rawValue: "desserts")
    private static let cocktails = CatalogName(rawValue: "cocktails")

    /// Names and notes of every kind a file may hold: escapes, control characters, accents either
    /// way, duplicates, empty and absent notes, a catalog only a hostile file has.
    private static let summaries: [FavoriteSummary] = [
        .init(catalog: desserts, id: "52917", name: "White chocolate creme brulee", note: "Halve the sugar"),
        .init(catalog: desserts, id: "1", name: "Apple pie", note: nil),
        .init(catalog: desserts, id: "12", name: "Banana \"bread\"", note: ""),
        .init(catalog: cocktails, id: "1", name: "Back\\slash / sour", note: "Line one\nline two"),
        .init(catalog: desserts, id: "123", name: "Crème brûlée", note: "½ the sugar 🍮"),
        .init(catalog: desserts, id: "124", name: "Cre\u{300}me bru\u{302}le\u{301}e", note: nil),
        .init(catalog: cocktails, id: "12", name: "Cake", note: nil),
        .init(catalog: desserts, id: "12a", name: "Cake", note: "twice"),
        .init(catalog: cocktails, id: "١٢", name: "", note: nil),
        .init(catalog: cocktails, id: "9", name: "\u{1B}[31mRed\u{1B}[0m \u{202E}sour", note: nil),
        .init(catalog: desserts, id: "10", name: "Walnut Roll Gužvara", note: nil),
        .init(catalog: desserts, id: "2", name: "apple pie", note: nil),
        .init(catalog: CatalogName(rawValue: "\u{212A}at"), id: "5", name: "Kat", note: nil),
    ]

    private func expected(_ scope: CatalogName?, _ steering: ListSteering) -> [FavoriteSummary] {
        steering.apply(Self.summaries.filter { scope == nil || $0.catalog == scope }.sortedAlphabetically())
    }

    @Test("every catalog, order and limit: the same summaries, in the same order, from the index's bytes and from strings")
    func sameAsSummaries() throws {
        let indexed = try IndexedEntries.read(Self.summaries, stamp: FileStamp(device: 1, inode: 2, size: 3, modified: 4, changed: 5))
        let scanned = Self.summaries.enumerated().map { position, summary in
            FavoritesIndexScanner.Entry(summary: summary, bytes: 0..<1, position: position, exact: true)
        }
        let scopes: [CatalogName?] = [nil, Self.desserts, Self.cocktails, CatalogName(rawValue: "Kat"), CatalogName(rawValue: "pizza")]
        let steerings = [
            ListSteering(), ListSteering(order: .name), ListSteering(order: .id), ListSteering(limit: 3),
            ListSteering(order: .id, limit: 4), ListSteering(limit: 0),
        ]
        for scope in scopes {
            for steering in steerings {
                let want = expected(scope, steering)
                for (kind, entries) in [("index", indexed), ("scan", scanned)] {
                    let listing = FavoritesListing(entries, scope: scope, steering: steering)
                    #expect(listing.summaries == want, "\(kind) \(scope?.rawValue ?? "all") \(steering)")
                    #expect(listing.count == want.count)
                    let rows = listing.withRows { rows in
                        rows.map {
                            "\(String(decoding: $0.catalog, as: UTF8.self)) \(String(decoding: $0.id, as: UTF8.self)) "
                                + "\(String(decoding: $0.name, as: UTF8.self)) \($0.hasNote)"
                        }
                    }
                    #expect(rows == want.map { "\($0.catalog.rawValue) \($0.id) \($0.name) \($0.hasNote)" }, "\(kind) rows")
                }
            }
        }
        #expect(FavoritesListing([], scope: nil, steering: ListSteering()).isEmpty)
    }
}
