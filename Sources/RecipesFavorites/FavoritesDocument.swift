import RecipesBasics
import RecipesStorage

/// `favorites.json`: `{"schemaVersion": 2, "favorites": [...]}` (Docs/FileFormats.md), a
/// `ListDocument`. Version 1 kept each recipe as a card; it is read still (`Favorite`), and written
/// as version 2. One entry that cannot be read does not make the file corrupt: it is kept in
/// `unreadable`, the others are used, and the next write keeps it in a file of its own (`JSONFileStore`).
public typealias FavoritesDocument = ListDocument<FavoritesFormat>

public enum FavoritesFormat: ListFormat {
    public typealias Entry = Favorite
    public static let currentVersion = 2
    public static let entriesKey = "favorites"

    public static func restoreHint(aside: String) -> String {
        "fix it there, then bring it back with: recipes favorites import \(ShellQuote.quote(aside))"
    }
}

extension ListDocument where Format == FavoritesFormat {
    public init(favorites: [Favorite]) { self.init(entries: favorites) }

    public var favorites: [Favorite] {
        get { entries }
        set { entries = newValue }
        _modify { yield &entries }
    }
}
