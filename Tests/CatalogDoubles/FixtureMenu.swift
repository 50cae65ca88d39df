import Foundation
import RecipesHTTP
import RecipesPizza
import TestSupport

/// Nenno's menu as the real samples in Fixtures/pizza describe it, mapped as the shop maps them.
package enum FixtureMenu {
    package static func load() throws -> PizzaMenu {
        let ok = HTTPResponse(statusCode: 200)
        let pizzas = try PizzaMappers.pizzas(Fixtures.data("pizza/pizzas.json"), ok)
        return PizzaMenu(
            basePrice: pizzas.basePrice, pizzas: pizzas.pizzas,
            ingredients: try PizzaMappers.priced(Fixtures.data("pizza/ingredients.json"), ok),
            drinks: try PizzaMappers.priced(Fixtures.data("pizza/drinks.json"), ok))
    }
}
