import RecipesBasics
import RecipesStorage

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `favorites.json`: `{"schemaVersion": 2, "favorites": [...]}` (Docs/FileFormats.md). Version 1
/// kept each recipe as a card; it is read still (`Favorite`), and written as version 2.
/// One entry that cannot be read does not make the file corrupt: it is kept in `unreadable`, the
/// others are used, and the next write keeps it in a file of its own (`JSONFileStore`). Files are
/// read by `read(from:decoder:)`, which alone sees each entry's bytes; `init(from:)` is the
/// plain decoding `Codable` asks for.
public struct FavoritesDocument: VersionedDocument, Equatable {
    public static let currentVersion = 2
    public static let empty = FavoritesDocument(favorites: [])
    public static let entriesKey = "favorites"

    public var schemaVersion: Int
    public var favorites: [Favorite]
    /// Entries of the file that are not favorites this build can read. Never written back into it.
    public var unreadable: [UnreadableEntry] = []

    enum CodingKeys: String, CodingKey { case schemaVersion, favorites }

    public init(favorites: [Favorite]) {
        schemaVersion = Self.currentVersion
        self.favorites = favorites
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        schemaVersion = try container.decode(Int.self, forKey: .schemaVersion)
        (favorites, unreadable) = try container.decodeSalvaging(Favorite.self, forKey: .favorites)
    }

    /// Entry by entry (`FavoritesFile`): one entry that cannot be read is kept, as the bytes it
    /// was, in `unreadable`, and hides no other.
    public static func read(from data: Data, decoder: JSONDecoder) throws -> FavoritesDocument {
        var document = FavoritesDocument.empty
        for (index, entry) in try FavoritesFile.entries(data).enumerated() {
            FavoritesFile.decode(entry, at: index, in: data, decoder: decoder, into: &document.favorites, unreadable: &document.unreadable)
        }
        return document
    }

    public static func restoreHint(aside: String) -> String {
        "fix it there, then bring it back with: recipes favorites import \(ShellQuote.quote(aside))"
    }
}
