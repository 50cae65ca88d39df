/// Desserts for a person to read.
public enum DessertText {
    public static func detail(_ dessert: Dessert, favorite: Favorite? = nil, style: TextStyle) -> String {
        RecipeCardText.text(dessert.card, favorite: favorite != nil, note: favorite?.note, style: style)
    }
}
