import RecipesCatalog

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A drink as a search lists it.
public struct CocktailSummary: CatalogItem, Codable, Hashable {
    public var id: String
    public var name: String
    @NullEncoded public var category: String?
    @NullEncoded public var alcoholic: String?
    @NullEncoded public var glass: String?
    @NullEncoded public var thumbnailURL: URL?

    public init(id: String, name: String, category: String? = nil, alcoholic: String? = nil, glass: String? = nil, thumbnailURL: URL? = nil)
    {
        self.id = id
        self.name = name
        self.category = category
        self.alcoholic = alcoholic
        self.glass = glass
        self.thumbnailURL = thumbnailURL
    }
}
