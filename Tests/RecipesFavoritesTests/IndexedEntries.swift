import Foundation
import Testing

@testable import RecipesFavorites
@testable import RecipesStorage

/// Entries as a command reads them from favorites.json's index: their texts still the index's bytes.
enum IndexedEntries {
    static func read(_ summaries: [FavoriteSummary], stamp: FileStamp) throws -> [FavoritesIndexScanner.Entry] {
        let entries = summaries.enumerated().map { position, summary in
            FavoritesIndexScanner.Entry(
                summary: summary, bytes: (1000 * position)..<(1000 * position + 500), position: position, exact: true,
                fields: .init(catalog: 1, id: 2, name: 3, note: summary.note == nil ? nil : 4))
        }
        let decoded = try #require(FavoritesIndexFile.Decoded(FavoritesIndexFile.encoded(entries, stamp: stamp, checkedAt: 6)))
        for entry in decoded.entries {
            guard case .indexed = entry.texts else {
                Issue.record("an entry read from the index holds its strings made")
                continue
            }
        }
        return decoded.entries
    }
}
