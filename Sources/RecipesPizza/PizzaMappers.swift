import RecipesBasics
import RecipesCatalog
import RecipesHTTP

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The three documents of the Nenno's Pizza menu. Prices are read as exact decimals.
public enum PizzaMappers {
    private struct PizzasWire: Decodable {
        struct Pizza: Decodable {
            let name: String
            let ingredients: [Int]
            let imageUrl: String?
        }
        let basePrice: Double
        let pizzas: [Pizza]
    }

    private struct PricedWire: Decodable {
        let id: Int
        let name: String
        let price: Double
    }

    public static func pizzas(_ data: Data, _ response: HTTPResponse) throws -> (basePrice: Decimal, pizzas: [MenuPizza]) {
        let wire = try JSONWire.decode(PizzasWire.self, from: data, response: response)
        let pizzas = try wire.pizzas.enumerated().map { index, pizza -> MenuPizza in
            let name = pizza.name.trimmed()
            guard !name.isEmpty else { throw MappingError("pizzas[\(index)] has no name") }
            let image = pizza.imageUrl.flatMap(URL.init(string:)).flatMap {
                ["http", "https"].contains($0.scheme?.lowercased() ?? "") ? $0 : nil
            }
            return MenuPizza(name: name, ingredientIDs: pizza.ingredients, imageURL: image)
        }
        guard let basePrice = Money.price(wire.basePrice) else { throw MappingError(unusable("basePrice", wire.basePrice)) }
        return (basePrice, pizzas)
    }

    /// `ingredients.json` and `drinks.json`: `[{"id", "name", "price"}]`.
    public static func priced(_ data: Data, _ response: HTTPResponse) throws -> [PizzaIngredient] {
        try JSONWire.decode([PricedWire].self, from: data, response: response).enumerated().map { index, item in
            let name = item.name.trimmed()
            guard !name.isEmpty else { throw MappingError("[\(index)] has no name") }
            guard let price = Money.price(item.price) else { throw MappingError(unusable("[\(index)] price", item.price)) }
            return PizzaIngredient(number: item.id, name: name, price: price)
        }
    }

    /// Why a number is not a price, for the one-line error.
    private static func unusable(_ field: String, _ number: Double) -> String {
        let problem =
            !number.isFinite
            ? "is not a finite number"
            : number < 0
                ? "is negative"
                : number > 1 ? "is above \(Money.format(Money.maximumPrice))" : "is too small to be a price (\(number))"
        return "\(field) \(problem)"
    }
}
