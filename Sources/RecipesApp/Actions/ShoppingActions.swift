import RecipesCatalog
import RecipesPantry
import RecipesShopping

/// The recipes a shopping list is for: those a person names, or every favorite.
public enum ShoppingListRecipes: Sendable, Equatable {
    /// `catalog:id-or-name[=count]` references, as `recipes shopping-list` takes them.
    case named([String])
    /// Every favorite's stored recipe, offline (`--favorites`).
    case favorites
}

/// Shopping lists from what other features hold: the application layer joins them, so Shopping
/// needs neither Favorites nor Pantry, and Pantry needs no Shopping.
extension CompositionRoot {
    /// `shopping-list`: one list of what to buy for the recipes, measures added up and adjusted.
    public func shoppingList(_ recipes: ShoppingListRecipes, adjustment: MeasureAdjustment = .none) async throws
        -> Loaded<ShoppingList>
    {
        switch recipes {
        case .named(let references): try await shopping.list(for: references, adjustment: adjustment)
        case .favorites: try shopping.list(favorites: favorites.list().map(\.recipe), adjustment: adjustment)
        }
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
