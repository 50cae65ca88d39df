#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A cart line priced from the current menu.
public struct PricedLine: Sendable, Equatable {
    public var number: Int
    public var line: CartLine
    /// What it costs now; nil when a drink is no longer on the menu.
    public var price: Decimal?
    public var description: String
    /// Ingredient ids the menu no longer knows (they add nothing).
    public var unknownIngredients: [Int]
    /// The price when added, when it differs from `price`.
    public var previousPrice: Decimal?
    public var imageURL: URL?
}
