import Foundation

/// One row of a catalog list.
public struct RecipeSummary: CatalogItem, Codable, Hashable {
    public var id: String
    public var name: String
    public var thumbnailURL: URL?

    public init(id: String, name: String, thumbnailURL: URL?) {
        self.id = id
        self.name = name
        self.thumbnailURL = thumbnailURL
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(name, forKey: .name)
        try container.encode(thumbnailURL, forKey: .thumbnailURL) // null when absent, by design
    }
}

/// An ingredient line in the catalog's order. `measure` is nil when the catalog gives none.
public struct Ingredient: Sendable, Codable, Hashable {
    public var name: String
    public var measure: String?

    public init(name: String, measure: String?) {
        self.name = name
        self.measure = measure
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(measure, forKey: .measure)
    }
}
