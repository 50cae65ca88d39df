#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// An ingredient line in the catalog's order. `measure` is nil when the catalog gives none.
public struct Ingredient: Sendable, Codable, Hashable {
    public var name: String
    @NullEncoded public var measure: String?

    public init(name: String, measure: String?) {
        self.name = name
        self.measure = measure
    }
}
