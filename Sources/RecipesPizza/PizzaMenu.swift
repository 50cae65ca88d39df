import RecipesCatalog

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension CatalogName {
    public static let pizza = CatalogName(rawValue: "pizza")
}

/// Drinks have the same shape as ingredients: an id, a name, a price.
public typealias PizzaDrink = PizzaIngredient

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
