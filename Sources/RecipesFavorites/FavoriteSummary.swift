import RecipesCatalog

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

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
