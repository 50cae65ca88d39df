#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

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
