import RecipesBasics
import RecipesCatalog

/// What the Pizza tab of `recipes browse` lists: the priced pizzas, then the drinks, as `pizza menu`
/// prints them.
extension PizzaMenu {
    var browseRows: [CatalogListing.Row] {
        let pizzas = pricedPizzas.map {
            CatalogListing.Row(
                id: $0.id, name: $0.name, kind: .orderableRecipe, price: Money.format($0.price),
                ingredients: $0.parts.map(\.displayName).joined(separator: ", "))
        }
        let drinks = drinks.map { CatalogListing.Row(id: String($0.id), name: $0.name, kind: .orderable, price: Money.format($0.price)) }
        return pizzas + drinks
    }
}
