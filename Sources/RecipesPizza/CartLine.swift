import RecipesBasics

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One line of the cart. It keeps what the person chose (a pizza's name and ingredient ids, a drink's
/// id); prices are worked out again from the current menu whenever the cart is shown.
///
/// `cart.json` is untrusted like any file: a line is read only within the limits the command line
/// keeps (`quantities`, `maximumIngredients`), so no count from the file can size memory or
/// arithmetic. A line outside them cannot be read, and is kept aside like any unreadable line.
public struct CartLine: Codable, Sendable, Equatable {
    public enum Kind: String, Codable, Sendable { case pizza, drink }

    /// How many of one line may be ordered: what `cart add drink --quantity` accepts.
    public static let quantities = 1...99
    /// The most ingredients one pizza may have: far more than a menu offers, few enough that a
    /// line's ingredient list can never grow an order (or its description) past a few kilobytes.
    public static let maximumIngredients = 100
    /// The most one item of a line can cost: a pizza of `maximumIngredients` ingredients and its
    /// base, each at the menu's largest price. A line's `priceWhenAdded` is read only from 0 to this
    /// times its quantity, so scaling it to 99 or merging two lines stays far inside what `Decimal`
    /// holds: 10^165 a line, scaled by `cart set`, was NaN, a file no parser reads.
    public static let largestPriceOfOne = Money.maximumPrice * Decimal(maximumIngredients + 1)

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

    public init(
        id: String = UUID().uuidString, kind: Kind, name: String, menuPizza: String? = nil, ingredientIDs: [Int] = [],
        drinkID: Int? = nil, quantity: Int = 1, priceWhenAdded: Decimal, addedAt: Date
    ) {
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

    enum CodingKeys: String, CodingKey {
        case id, kind, name, menuPizza, ingredientIDs, drinkID, quantity, priceWhenAdded, addedAt
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        kind = try container.decode(Kind.self, forKey: .kind)
        name = try container.decode(String.self, forKey: .name)
        menuPizza = try container.decodeIfPresent(String.self, forKey: .menuPizza)
        ingredientIDs = try Self.checked([Int].self, .ingredientIDs, in: container) { $0.count <= Self.maximumIngredients }
        if (try? container.decodeNil(forKey: .drinkID)) ?? true {
            drinkID = nil
        } else {
            drinkID = try Self.checked(Int.self, .drinkID, in: container) { _ in true }
        }
        quantity = try Self.checked(Int.self, .quantity, in: container) { Self.quantities.contains($0) }
        let quantity = quantity
        priceWhenAdded = try Self.checked(Decimal.self, .priceWhenAdded, in: container) { Self.isPrice($0, of: quantity) }
        addedAt = try container.decode(Date.self, forKey: .addedAt)
    }

    /// As the synthesized encoding (a key without a value left out), but a price outside what the
    /// reading accepts is an error: the write fails and the file stays as it was, rather than
    /// holding a line (or a NaN) that no reading takes.
    public func encode(to encoder: Encoder) throws {
        guard Self.isPrice(priceWhenAdded, of: quantity), Self.quantities.contains(quantity), ingredientIDs.count <= Self.maximumIngredients
        else {
            throw EncodingError.invalidValue(
                priceWhenAdded,
                EncodingError.Context(codingPath: encoder.codingPath, debugDescription: "out of the limits a cart line keeps"))
        }
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(kind, forKey: .kind)
        try container.encode(name, forKey: .name)
        try container.encodeIfPresent(menuPizza, forKey: .menuPizza)
        try container.encode(ingredientIDs, forKey: .ingredientIDs)
        try container.encodeIfPresent(drinkID, forKey: .drinkID)
        try container.encode(quantity, forKey: .quantity)
        try container.encode(priceWhenAdded, forKey: .priceWhenAdded)
        try container.encode(addedAt, forKey: .addedAt)
    }

    /// A price the tool could have written for `quantity` items: from 0 to `largestPriceOfOne` each.
    static func isPrice(_ price: Decimal, of quantity: Int) -> Bool {
        !price.isNaN && price >= 0 && price <= largestPriceOfOne * Decimal(quantity)
    }

    /// A number within limits. Anything else (a fraction for an `Int`, a number past what the type
    /// holds, a string, a count out of range) is an error at the key itself, so the line is
    /// unreadable and the others are still read: JSONDecoder reports a number its type cannot hold
    /// with an error of its own, which would make the whole file "not valid JSON".
    private static func checked<Value: Decodable>(
        _ type: Value.Type, _ key: CodingKeys, in container: KeyedDecodingContainer<CodingKeys>,
        within limits: (Value) -> Bool
    ) throws -> Value {
        guard container.contains(key) else { return try container.decode(type, forKey: key) } // "missing …"
        guard let value = try? container.decode(type, forKey: key), limits(value) else {
            throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: "out of the limits a cart line keeps")
        }
        return value
    }
}
