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

/// `favorites.json` read for its summaries only.
struct FavoritesIndex: Decodable {
    let favorites: [FavoriteSummary]
}

/// `favorites.json`: `{"schemaVersion": 1, "favorites": [...]}` (Docs/FileFormats.md).
public struct FavoritesDocument: VersionedDocument, Equatable {
    public static let currentVersion = 1
    public static let empty = FavoritesDocument(favorites: [])

    public var schemaVersion: Int
    public var favorites: [Favorite]

    public init(favorites: [Favorite]) {
        schemaVersion = Self.currentVersion
        self.favorites = favorites
    }
}

/// Why a favorites command could not do what was asked.
public enum FavoritesError: Error, Equatable, Sendable {
    case notAFavorite(query: String)
    case ambiguous(query: String, candidates: [String])
    case emptyNote
    case notAnExport(path: String, reason: String)
}
