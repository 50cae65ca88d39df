import Foundation
import Testing

@testable import RecipesCatalog
@testable import RecipesFavorites
@testable import RecipesStorage

/// The index's catalog names are made strings once each, not once an entry: each entry must still
/// read back exactly the catalog it was written with.
@Suite("favorites index: catalog names read back as written")
struct FavoritesIndexDecodingTests {
    private func entry(_ catalog: String, _ position: Int) -> FavoritesIndexScanner.Entry {
        FavoritesIndexScanner.Entry(
            summary: FavoriteSummary(catalog: CatalogName(rawValue: catalog), id: "\(position)", name: "Name \(position)", note: nil),
            bytes: (100 * position)..<(100 * position + 50), position: position, exact: true,
            fields: .init(catalog: 1, id: 2, name: 3, note: nil))
    }

    @Test("every entry's catalog, however they alternate, share a prefix or differ in length, and more kinds than are kept")
    func catalogs() throws {
        let names = [
            "desserts", "cocktails", "desserts", "dessert", "", "dessertsx", "cocktails", "pizza", "a", "b", "c", "d", "e", "f", "g", "h",
            "desserts", "Desserts", "crème", "crème",
        ]
        let entries = names.enumerated().map { entry($0.element, $0.offset) }
        let stamp = FileStamp(device: 1, inode: 2, size: 3, modified: 4, changed: 5)
        let decoded = try #require(FavoritesIndexFile.Decoded(FavoritesIndexFile.encoded(entries, stamp: stamp, checkedAt: 6)))
        #expect(decoded.entries.map(\.summary.catalog.rawValue) == names)
        #expect(decoded.entries.map(\.summary) == entries.map(\.summary))
    }

    @Test("a catalog whose bytes are not UTF-8, after one that is kept, makes the index unreadable")
    func invalidCatalog() throws {
        let stamp = FileStamp(device: 1, inode: 2, size: 3, modified: 4, changed: 5)
        var data = FavoritesIndexFile.encoded([entry("desserts", 0), entry("dessertx", 1)], stamp: stamp, checkedAt: 6)
        let second = try #require(data.range(of: Data("dessertx".utf8), options: .backwards))
        data[second.upperBound - 1] = 0xFF
        #expect(FavoritesIndexFile.Decoded(data) == nil)
    }
}
