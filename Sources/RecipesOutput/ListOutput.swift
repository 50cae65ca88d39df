import RecipesCatalog
import RecipesText

/// Lists for a person: recipes (id and name) and plain names (categories, glasses...).
public enum ListOutput {
    /// One line per recipe; a star marks favorites on a terminal. `offline`, given when the list
    /// is not live, adds a last column marking the recipes that open without a connection.
    public static func recipes(_ items: [RecipeSummary], favorites: Set<String> = [], offline: Set<String>? = nil, style: TextStyle)
        -> String
    {
        style.table(
            items.map { item in
                let row = style.isTerminal ? [item.id, favorites.contains(item.id) ? "★" : " ", item.name] : [item.id, item.name]
                guard let offline else { return row }
                return row + [offline.contains(item.id) ? offlineMark : ""]
            }, emphasis: (style.isTerminal ? [.dim, .warning, .name] : [.dim, .name]) + (offline == nil ? [] : [.dim]))
    }

    /// What marks a recipe that opens offline in a list that is not live.
    public static let offlineMark = "opens offline"

    /// One name per line, sanitized.
    public static func names(_ names: [String], style: TextStyle) -> String {
        style.table(names.map { [$0] }, emphasis: [.name])
    }
}
