#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import RecipesCatalog

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
