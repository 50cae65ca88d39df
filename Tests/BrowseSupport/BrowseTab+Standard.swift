import RecipesBrowse
import RecipesCatalog
import RecipesCocktails
import RecipesDesserts
import RecipesPizza

/// The standard registry's catalog tabs by name, and a browse started on the standard tab bar, so
/// the browse tests read `.desserts` and `start(tab: .cart, ...)` as the tab bar shows them. The
/// tab bar is built from the three catalogs' registrations in CatalogRegistry.standard's order, so
/// browse's tests build without the app (RecipesAppTests holds the registry to that order).
extension BrowseTab {
    package static let desserts = BrowseTab.catalog(.desserts)
    package static let cocktails = BrowseTab.catalog(.cocktails)
    package static let pizza = BrowseTab.catalog(.pizza)
}

extension BrowseTabs {
    /// Named apart from the app's `BrowseTabs.standard`, which the app's tests see too.
    package static let standardCatalogs = BrowseTabs(catalogs: [
        DessertCatalog.registration, CocktailCatalog.registration, PizzaShop.registration,
    ])
}

extension BrowseModel {
    package static func start(tab: BrowseTab, rows: Int, columns: Int, colour: Bool = false) -> (BrowseState, [BrowseEffect]) {
        start(tab: tab, tabs: .standardCatalogs, rows: rows, columns: columns, colour: colour)
    }
}
