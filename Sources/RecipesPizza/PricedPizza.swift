#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import RecipesCatalog

/// A pizza with its price worked out.
public struct PricedPizza: RecipeCardConvertible, Hashable {
    public struct Part: Sendable, Hashable, Codable {
        public var id: Int
        /// nil: the menu has no ingredient with this id.
        public var ingredient: PizzaIngredient?

        public var displayName: String { ingredient?.name ?? "unknown ingredient #\(id)" }

        enum CodingKeys: String, CodingKey { case id, name, price, known }

        public init(id: Int, ingredient: PizzaIngredient?) {
            self.id = id
            self.ingredient = ingredient
        }

        public init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            id = try container.decode(Int.self, forKey: .id)
            if let name = try container.decodeIfPresent(String.self, forKey: .name),
               let price = try container.decodeIfPresent(Decimal.self, forKey: .price) {
                ingredient = PizzaIngredient(number: id, name: name, price: price)
            }
        }

        public func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encode(ingredient?.name, forKey: .name)
            try container.encode(ingredient.map { Money.rounded($0.price) }, forKey: .price)
            try container.encode(ingredient != nil, forKey: .known)
        }
    }

    public var name: String
    public var basePrice: Decimal
    public var parts: [Part]
    public var price: Decimal
    public var imageURL: URL?

    /// Pizzas have no ids on the menu; the name is their identity.
    public var id: String { name }
    public var ingredientIDs: [Int] { parts.map(\.id) }

    enum CodingKeys: String, CodingKey { case name, basePrice, ingredients, price, imageURL }

    public init(name: String, basePrice: Decimal, parts: [Part], price: Decimal, imageURL: URL?) {
        self.name = name
        self.basePrice = basePrice
        self.parts = parts
        self.price = price
        self.imageURL = imageURL
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        basePrice = try container.decode(Decimal.self, forKey: .basePrice)
        parts = try container.decode([Part].self, forKey: .ingredients)
        price = try container.decode(Decimal.self, forKey: .price)
        imageURL = try container.decodeIfPresent(URL.self, forKey: .imageURL)
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(Money.rounded(basePrice), forKey: .basePrice)
        try container.encode(parts, forKey: .ingredients)
        try container.encode(Money.rounded(price), forKey: .price)
        try container.encode(imageURL, forKey: .imageURL)
    }

    /// The card with each ingredient's price where a measure would be: for showing the pizza.
    public var pricedCard: RecipeCard {
        var card = card
        card.ingredients = parts.map { Ingredient(name: $0.displayName, measure: $0.ingredient.map { "+" + Money.format($0.price) } ?? "+0.00") }
        return card
    }

    public var card: RecipeCard {
        RecipeCard(
            catalog: .pizza, id: id, name: name,
            facts: [RecipeCard.Fact("Price", Money.format(price)), RecipeCard.Fact("Base", Money.format(basePrice))],
            ingredients: parts.map { Ingredient(name: $0.displayName, measure: nil) },
            links: [RecipeCard.Link.optional("Image", imageURL)].compactMap { $0 }
        )
    }
}
