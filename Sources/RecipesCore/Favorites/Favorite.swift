import Foundation

/// A favorite: a complete snapshot of the recipe (so it browses offline) and the person's note.
public struct Favorite: CatalogItem, Codable, Equatable {
    public var catalog: CatalogName
    public var id: String
    public var name: String
    @NullEncoded public var note: String?
    public var addedAt: Date
    /// When the snapshot or the note last changed; on import, the newer entry wins.
    public var updatedAt: Date
    public var recipe: RecipeCard

    public init(recipe: RecipeCard, note: String? = nil, addedAt: Date, updatedAt: Date? = nil) {
        catalog = recipe.catalog
        id = recipe.id
        name = recipe.name
        self.note = note
        self.addedAt = addedAt
        self.updatedAt = updatedAt ?? addedAt
        self.recipe = recipe
    }

    /// `desserts/52917`: unique across catalogs.
    public var key: String { "\(catalog.rawValue)/\(id)" }

    public var hasNote: Bool { !(note ?? "").isEmpty }
}

/// A favorite without its stored recipe: what lists, marks and completion need.
public struct FavoriteSummary: CatalogItem, Decodable, Equatable {
    public var catalog: CatalogName
    public var id: String
    public var name: String
    public var note: String?

    public var key: String { "\(catalog.rawValue)/\(id)" }
    public var hasNote: Bool { !(note ?? "").isEmpty }

    public init(catalog: CatalogName, id: String, name: String, note: String?) {
        self.catalog = catalog
        self.id = id
        self.name = name
        self.note = note
    }
}

/// `favorites.json` read for its summaries only; an entry without them is left out, not fatal.
struct FavoritesIndex: Decodable {
    let favorites: [FavoriteSummary]

    enum CodingKeys: String, CodingKey { case favorites }

    init(from decoder: Decoder) throws {
        favorites = try decoder.container(keyedBy: CodingKeys.self).decodeSalvaging(FavoriteSummary.self, forKey: .favorites).elements
    }
}

/// `favorites.json`: `{"schemaVersion": 1, "favorites": [...]}` (Docs/FileFormats.md).
/// One entry that cannot be read does not make the file corrupt: it is kept in `unreadable`, the
/// others are used, and the next write keeps it in a file of its own (`JSONFileStore`).
public struct FavoritesDocument: VersionedDocument, Equatable {
    public static let currentVersion = 1
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

    public static func restoreHint(aside: String) -> String {
        "fix it there, then bring it back with: recipes favorites import \(ShellQuote.quote(aside))"
    }
}
