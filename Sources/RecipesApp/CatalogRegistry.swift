import RecipesCatalog
import RecipesCocktails
import RecipesDesserts
import RecipesPizza
/// Every catalog this build has. Adding one is a folder of its own and one line here: search,
/// favorites, the shopping list, completion, `recipes config`, the settings and help pick it up.
public enum CatalogRegistry {
    public static let standard: [CatalogRegistration] = [
        DessertCatalog.registration,
        CocktailCatalog.registration,
        PizzaShop.registration,
    ]
}

extension CatalogRegistry {
    /// "desserts, cocktails, pizza": for help text.
    public static var names: String { standard.map(\.name.rawValue).joined(separator: ", ") }
}
