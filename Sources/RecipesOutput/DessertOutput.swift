import RecipesDesserts
import RecipesFavorites
import RecipesShopping
import RecipesText

/// Desserts for a person to read. `adjustment` scales and converts the measures (`--scale`, `--units`).
public enum DessertOutput {
    public static func detail(_ dessert: Dessert, favorite: Favorite? = nil, adjustment: MeasureAdjustment = .none, style: TextStyle)
        -> String
    {
        RecipeCardOutput.text(adjustment.card(dessert.card), favorite: favorite != nil, note: favorite?.note, style: style)
    }

    /// A self-contained recipe to paste into a message: title, image link, ingredients, steps, source.
    public static func share(_ dessert: Dessert, format: RecipeCardOutput.ShareFormat, adjustment: MeasureAdjustment = .none) -> String {
        RecipeCardOutput.share(adjustment.card(dessert.card), format: format, servedIn: nil, source: ("TheMealDB", dessert.pageURL))
    }
}
