#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One row of `recipes search`: any catalog's match.
public struct SearchResult: CatalogItem, Codable, Equatable {
    public var catalog: CatalogName
    public var id: String
    public var name: String
    /// A short fact to tell rows apart: a dessert's "Dessert", a drink's category, a pizza's price.
    @NullEncoded public var detail: String?

    public init(catalog: CatalogName, id: String, name: String, detail: String? = nil) {
        self.catalog = catalog
        self.id = id
        self.name = name
        self.detail = detail
    }
}
