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
    /// A short fact to tell rows apart: a dessert's "Dessert", a drink's category; nil for a pizza,
    /// which has a price instead.
    @NullEncoded public var detail: String?
    /// A pizza's price, a number as in `pizza menu` (never text, so scripts compare and add it).
    @NullEncoded public var price: Decimal?

    public init(catalog: CatalogName, id: String, name: String, detail: String? = nil, price: Decimal? = nil) {
        self.catalog = catalog
        self.id = id
        self.name = name
        self.detail = detail
        self.price = price
    }
}
