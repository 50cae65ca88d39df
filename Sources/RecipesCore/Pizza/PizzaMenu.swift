import Foundation

extension CatalogName {
    public static let pizza = CatalogName(rawValue: "pizza")
}

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

/// Drinks have the same shape as ingredients: an id, a name, a price.
public typealias PizzaDrink = PizzaIngredient

/// A pizza as the menu lists it: ingredient ids, no price of its own.
public struct MenuPizza: Sendable, Hashable {
    public var name: String
    public var ingredientIDs: [Int]
    public var imageURL: URL?

    public init(name: String, ingredientIDs: [Int], imageURL: URL?) {
        self.name = name
        self.ingredientIDs = ingredientIDs
        self.imageURL = imageURL
    }

    /// A pizza's name is its id: one line of printable text, trimmed, at most 200 characters.
    @Sendable public static func isValidName(_ text: String) -> Bool {
        !text.isEmpty && text.count <= 200 && text == text.trimmingCharacters(in: .whitespacesAndNewlines)
            && TerminalSanitizer.sanitizeLine(text) == text
    }
}

/// Nenno's whole menu: the three documents together.
public struct PizzaMenu: Sendable {
    public var basePrice: Decimal
    public var pizzas: [MenuPizza]
    public var ingredients: [PizzaIngredient]
    public var drinks: [PizzaDrink]
    private let ingredientsByID: [Int: PizzaIngredient]

    public init(basePrice: Decimal, pizzas: [MenuPizza], ingredients: [PizzaIngredient], drinks: [PizzaDrink]) {
        self.basePrice = basePrice
        self.pizzas = pizzas
        self.ingredients = ingredients
        self.drinks = drinks
        ingredientsByID = Dictionary(ingredients.map { ($0.number, $0) }, uniquingKeysWith: { first, _ in first })
    }

    public func ingredient(_ id: Int) -> PizzaIngredient? { ingredientsByID[id] }

    /// Base price plus each ingredient's price; an id the menu does not know adds nothing and is
    /// reported as unknown.
    public func price(name: String, ingredientIDs: [Int], imageURL: URL?) -> PricedPizza {
        let parts = ingredientIDs.map { id in PricedPizza.Part(id: id, ingredient: ingredient(id)) }
        let total = parts.reduce(basePrice) { $0 + ($1.ingredient?.price ?? 0) }
        return PricedPizza(name: name, basePrice: basePrice, parts: parts, price: total, imageURL: imageURL)
    }

    public var pricedPizzas: [PricedPizza] {
        pizzas.map { price(name: $0.name, ingredientIDs: $0.ingredientIDs, imageURL: $0.imageURL) }.sortedAlphabetically()
    }

    public func pizza(named name: String) throws -> PricedPizza {
        try NameMatcher.resolve(name, in: pricedPizzas, catalog: .pizza)
    }

    public func ingredient(named name: String) throws -> PizzaIngredient {
        try NameMatcher.resolve(name, in: ingredients, catalog: CatalogName(rawValue: "ingredients"))
    }

    public func drink(named name: String) throws -> PizzaDrink {
        try NameMatcher.resolve(name, in: drinks, catalog: CatalogName(rawValue: "drinks"))
    }
}

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
