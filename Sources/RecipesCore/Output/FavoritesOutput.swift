import Foundation

/// Favorites for people (text, Markdown cookbook) and for scripts (JSON).
public enum FavoritesOutput {
    /// catalog, id, name, and ✎ on those with notes.
    public static func list(_ favorites: [FavoriteSummary], style: TextStyle) -> String {
        style.table(favorites.map { [$0.catalog.rawValue, $0.id, $0.name, $0.hasNote ? "✎" : ""] }, emphasis: [.dim, .dim, .name, .warning])
    }

    public static func show(_ favorite: Favorite, style: TextStyle) -> String {
        RecipeCardText.text(favorite.recipe, favorite: true, note: favorite.note, style: style)
    }

    public static func cookbook(_ favorites: [Favorite], now: Date) -> String {
        var text = "# My cookbook\n\n\(favorites.count) \(favorites.count == 1 ? "recipe" : "recipes"), exported by recipes on \(ISO8601DateFormatter().string(from: now)).\n\n"
        for favorite in favorites {
            text += RecipeCardText.markdown(favorite.recipe, note: favorite.note) + "\n"
        }
        return text
    }

    public static func listJSON(_ favorites: [Favorite]) throws -> String {
        try JSONOutput.encode(FavoritesDocument(favorites: favorites))
    }

    public static func showJSON(_ favorite: Favorite) throws -> String {
        struct Shown: Encodable {
            let schemaVersion = JSONOutput.schemaVersion
            let favorite: Favorite
        }
        return try JSONOutput.encode(Shown(favorite: favorite))
    }

    /// The store's own format, so an export imports back as it is.
    public static func exportJSON(_ favorites: [Favorite]) throws -> String {
        try JSONOutput.encode(FavoritesDocument(favorites: favorites))
    }
}
