import RecipesCatalog
import RecipesPantry
import RecipesShopping

/// Shopping lists from what other features hold: the application layer joins them, so Shopping
/// needs neither Favorites nor Pantry, and Pantry needs no Shopping.
extension CompositionRoot {
    /// `shopping-list --favorites`: every favorite's stored recipe, offline.
    public func shoppingListForFavorites(adjustment: MeasureAdjustment = .none) throws -> Loaded<ShoppingList> {
        try shopping.list(favorites: favorites.list().map(\.recipe), adjustment: adjustment)
    }

    /// `can-make --shopping-list`: one list of what the recipes lack, measures added up as
    /// `recipes shopping-list` adds them. Recipes that lack nothing are not on it.
    public static func shoppingList(lacking makeables: [Makeable]) -> ShoppingList {
        ShoppingList(
            cards: makeables.filter { !$0.missing.isEmpty }.map { makeable in
                RecipeCard(catalog: makeable.catalog, id: makeable.id, name: makeable.name, ingredients: makeable.missingLines)
            })
    }
}
