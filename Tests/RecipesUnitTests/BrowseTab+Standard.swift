import RecipesApp
import RecipesBrowse
import RecipesCatalog
import RecipesCocktails
import RecipesDesserts
import RecipesPizza

/// The standard registry's catalog tabs by name, and a browse started on the standard tab bar, so
/// the browse tests read `.desserts` and `start(tab: .cart, ...)` as the tab bar shows them.
extension BrowseTab {
    static let desserts = BrowseTab.catalog(.desserts)
    static let cocktails = BrowseTab.catalog(.cocktails)
    static let pizza = BrowseTab.catalog(.pizza)
}

extension BrowseModel {
    static func start(tab: BrowseTab, rows: Int, columns: Int, colour: Bool = false) -> (BrowseState, [BrowseEffect]) {
        start(tab: tab, tabs: .standard, rows: rows, columns: columns, colour: colour)
    }
}
