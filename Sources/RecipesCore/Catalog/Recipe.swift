import Foundation

/// One row of a catalog list.
public struct RecipeSummary: CatalogItem, Codable, Hashable {
    public var id: String
    public var name: String
    @NullEncoded public var thumbnailURL: URL?

    public init(id: String, name: String, thumbnailURL: URL?) {
        self.id = id
        self.name = name
        self.thumbnailURL = thumbnailURL
    }
}

/// An ingredient line in the catalog's order. `measure` is nil when the catalog gives none.
public struct Ingredient: Sendable, Codable, Hashable {
    public var name: String
    @NullEncoded public var measure: String?

    public init(name: String, measure: String?) {
        self.name = name
        self.measure = measure
    }
}
