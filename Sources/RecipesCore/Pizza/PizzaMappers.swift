import Foundation

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
            let name = pizza.name.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !name.isEmpty else { throw MappingError("pizzas[\(index)] has no name") }
            let image = pizza.imageUrl.flatMap(URL.init(string:)).flatMap { ["http", "https"].contains($0.scheme?.lowercased() ?? "") ? $0 : nil }
            return MenuPizza(name: name, ingredientIDs: pizza.ingredients, imageURL: image)
        }
        guard wire.basePrice >= 0 else { throw MappingError("basePrice is negative") }
        return (Money.decimal(wire.basePrice), pizzas)
    }

    /// `ingredients.json` and `drinks.json`: `[{"id", "name", "price"}]`.
    public static func priced(_ data: Data, _ response: HTTPResponse) throws -> [PizzaIngredient] {
        try JSONWire.decode([PricedWire].self, from: data, response: response).enumerated().map { index, item in
            let name = item.name.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !name.isEmpty else { throw MappingError("[\(index)] has no name") }
            guard item.price >= 0 else { throw MappingError("[\(index)] has a negative price") }
            return PizzaIngredient(number: item.id, name: name, price: Money.decimal(item.price))
        }
    }
}
