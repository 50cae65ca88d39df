import RecipesDesserts
import RecipesFavorites
/// Desserts for a person to read.
public enum DessertOutput {
    public static func detail(_ dessert: Dessert, favorite: Favorite? = nil, style: TextStyle) -> String {
        RecipeCardOutput.text(dessert.card, favorite: favorite != nil, note: favorite?.note, style: style)
    }

    /// A self-contained recipe to paste into a message: title, image link, ingredients, steps, source.
    public static func share(_ dessert: Dessert, format: RecipeCardOutput.ShareFormat) -> String {
        RecipeCardOutput.share(dessert.card, format: format, servedIn: nil, source: ("TheMealDB", dessert.pageURL))
    }
}
