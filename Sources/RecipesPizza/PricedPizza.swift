import RecipesBasics
import RecipesCatalog

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

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
                let price = try container.decodeIfPresent(Decimal.self, forKey: .price)
            {
                ingredient = PizzaIngredient(number: id, name: name, price: try PricedPizza.checked(price, .price, in: container))
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

    /// The most ingredients a stored pizza may list: as many as a cart line may hold.
    public static let maximumParts = 100

    /// Read back from a favorite (favorites.json is a file anyone can edit): every price one the
    /// menu could have (0 to `Money.maximumPrice`), at most `maximumParts` ingredients; anything
    /// else makes the entry unreadable, kept aside as every unreadable favorite is.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        basePrice = try Self.checked(try container.decode(Decimal.self, forKey: .basePrice), .basePrice, in: container)
        parts = try container.decode([Part].self, forKey: .ingredients)
        guard parts.count <= Self.maximumParts else {
            throw DecodingError.dataCorruptedError(
                forKey: .ingredients, in: container, debugDescription: "more than \(Self.maximumParts) ingredients")
        }
        price = try Self.checked(try container.decode(Decimal.self, forKey: .price), .price, in: container)
        imageURL = try container.decodeIfPresent(URL.self, forKey: .imageURL)
    }

    /// `value` when it is a price the menu could have.
    static func checked<Key: CodingKey>(_ value: Decimal, _ key: Key, in container: KeyedDecodingContainer<Key>) throws -> Decimal {
        guard !value.isNaN, value >= 0, value <= Money.maximumPrice else {
            throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: "not a price")
        }
        return value
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(Money.rounded(basePrice), forKey: .basePrice)
        try container.encode(parts, forKey: .ingredients)
        try container.encode(Money.rounded(price), forKey: .price)
        try container.encode(imageURL, forKey: .imageURL)
    }

    /// nil: a version-1 favorite's pizza card names its ingredients but not their ids or prices,
    /// so it cannot be this recipe; the favorite keeps the card until `favorites refresh`.
    public init?(card: RecipeCard) { return nil }

    /// The card with each ingredient's price where a measure would be: for showing the pizza.
    public var pricedCard: RecipeCard {
        var card = card
        card.ingredients = parts.map {
            Ingredient(name: $0.displayName, measure: $0.ingredient.map { "+" + Money.format($0.price) } ?? "+0.00")
        }
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
