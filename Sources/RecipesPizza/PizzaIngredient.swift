import RecipesBasics
import RecipesCatalog

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

public struct PizzaIngredient: CatalogItem, Codable, Hashable {
    public var number: Int
    public var name: String
    public var price: Decimal
    public var id: String { String(number) }

    public init(number: Int, name: String, price: Decimal) {
        self.number = number
        self.name = name
        self.price = price
    }

    enum CodingKeys: String, CodingKey { case id, name, price }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        number = try container.decode(Int.self, forKey: .id)
        name = try container.decode(String.self, forKey: .name)
        price = try container.decode(Decimal.self, forKey: .price)
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(number, forKey: .id)
        try container.encode(name, forKey: .name)
        try container.encode(Money.rounded(price), forKey: .price)
    }
}
