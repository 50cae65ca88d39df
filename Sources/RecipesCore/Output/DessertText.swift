/// Desserts for a person to read.
public enum DessertText {
    /// One line per dessert; a star marks favorites on a terminal.
    public static func list(_ items: [RecipeSummary], favorites: Set<String> = [], style: TextStyle) -> String {
        style.table(items.map { item in
            style.isTerminal ? [item.id, favorites.contains(item.id) ? "★" : " ", item.name] : [item.id, item.name]
        }, emphasis: style.isTerminal ? [.dim, .warning, .name] : [.dim, .name])
    }

    public static func detail(_ dessert: Dessert, favorite: Favorite? = nil, style: TextStyle) -> String {
        RecipeCardText.text(dessert.card, favorite: favorite != nil, note: favorite?.note, style: style)
    }
}
