#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One line of the cart. It keeps what the person chose (a pizza's name and ingredient ids, a drink's
/// id); prices are worked out again from the current menu whenever the cart is shown.
public struct CartLine: Codable, Sendable, Equatable {
    public enum Kind: String, Codable, Sendable { case pizza, drink }

    public var id: String
    public var kind: Kind
    /// The pizza's name as ordered ("Margherita", or a custom pizza's name), or the drink's name.
    public var name: String
    /// The menu pizza it started from; nil for a pizza made from scratch.
    public var menuPizza: String?
    public var ingredientIDs: [Int]
    public var drinkID: Int?
    public var quantity: Int
    /// The line's price when it was added, to point out a price that changed since.
    public var priceWhenAdded: Decimal
    public var addedAt: Date

    public init(id: String = UUID().uuidString, kind: Kind, name: String, menuPizza: String? = nil, ingredientIDs: [Int] = [],
                drinkID: Int? = nil, quantity: Int = 1, priceWhenAdded: Decimal, addedAt: Date) {
        self.id = id
        self.kind = kind
        self.name = name
        self.menuPizza = menuPizza
        self.ingredientIDs = ingredientIDs
        self.drinkID = drinkID
        self.quantity = quantity
        self.priceWhenAdded = priceWhenAdded
        self.addedAt = addedAt
    }
}
