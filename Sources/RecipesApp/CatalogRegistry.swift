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
    /// The catalogs whose recipes write "oz" for a weight ounce (TheMealDB weighs chocolate and
    /// butter in ounces); in the others' recipes "oz" is a fluid ounce (`--units`).
    public static let weighingInOunces: Set<CatalogName> = [DessertCatalog.registration.name]

    /// "desserts, cocktails, pizza": for help text.
    public static var names: String { standard.map(\.name.rawValue).joined(separator: ", ") }
}
