import RecipesBrowse
import RecipesCatalog
import RecipesCocktails
import RecipesDesserts
import RecipesPizza

/// Every catalog this build has. Adding one is a module of its own and one line here: search,
/// favorites, the shopping list, `can-make`, completion, browse's tabs, pictures, `recipes config`,
/// the settings, help and the libcurl preload pick it up from its `CatalogRegistration`.
public enum CatalogRegistry {
    public static let standard: [CatalogRegistration] = [
        DessertCatalog.registration,
        CocktailCatalog.registration,
        PizzaShop.registration,
    ]
}

extension CatalogRegistry {
    /// The catalogs whose recipes write "oz" for a weight ounce (each registration says:
    /// `weighsOunces`); in the others' recipes "oz" is a fluid ounce (`--units`).
    public static var weighingInOunces: Set<CatalogName> { Set(standard.filter(\.weighsOunces).map(\.name)) }

    /// "desserts, cocktails, pizza": for help text.
    /// Built by a loop: `joined(separator:)`'s first use costs a run ~0.2 M instructions, and search's
    /// help asks for this while every command line is matched to its command (CommandTree).
    public static var names: String {
        var text = ""
        for registration in standard { text += (text.isEmpty ? "" : ", ") + registration.name.rawValue }
        return text
    }

}

extension BrowseTabs {
    /// The standard registry's tabs: Desserts, Cocktails, Pizza, Favorites, Cart, keys 1 to 5.
    public static let standard = BrowseTabs(catalogs: CatalogRegistry.standard)
}
