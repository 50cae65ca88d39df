import RecipesCatalog
/// Lists for a person: recipes (id and name) and plain names (categories, glasses...).
public enum ListOutput {
    /// One line per recipe; a star marks favorites on a terminal.
    public static func recipes(_ items: [RecipeSummary], favorites: Set<String> = [], style: TextStyle) -> String {
        style.table(items.map { item in
            style.isTerminal ? [item.id, favorites.contains(item.id) ? "★" : " ", item.name] : [item.id, item.name]
        }, emphasis: style.isTerminal ? [.dim, .warning, .name] : [.dim, .name])
    }

    /// One name per line, sanitized.
    public static func names(_ names: [String], style: TextStyle) -> String {
        style.table(names.map { [$0] }, emphasis: [.name])
    }
}
