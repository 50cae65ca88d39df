import RecipesDesserts
import RecipesFavorites
/// Desserts for a person to read.
public enum DessertOutput {
    public static func detail(_ dessert: Dessert, favorite: Favorite? = nil, style: TextStyle) -> String {
        RecipeCardOutput.text(dessert.card, favorite: favorite != nil, note: favorite?.note, style: style)
    }
}
