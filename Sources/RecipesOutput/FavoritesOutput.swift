import RecipesBasics
import RecipesCatalog
import RecipesFavorites
import RecipesText

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Favorites for people (text, Markdown cookbook) and for scripts (JSON).
public enum FavoritesOutput {
    /// catalog, id, name, and ✎ on those with notes. On a narrow terminal the name wraps (the mark
    /// stays on its first line): it is never cut.
    public static func list(_ favorites: [FavoriteSummary], style: TextStyle) -> String {
        style.table(favorites.map { [$0.catalog.rawValue, $0.id, $0.name, $0.hasNote ? noteMark : ""] }, emphasis: emphasis, wrap: [2])
    }

    /// `list` of a listing, as its UTF-8: written from the bytes each row is read as, with no
    /// string made for 20,000 favorites (`TableWriter`), to a pipe or a terminal alike.
    public static func list(_ listing: FavoritesListing, style: TextStyle) -> [UInt8] {
        var table = TableWriter(style: style, rows: listing.count)
        var mark = noteMark
        mark.withUTF8 { mark in
            listing.withRows { rows in
                for row in rows {
                    table.cell(row.catalog, emphasis[0])
                    table.cell(row.id, emphasis[1])
                    table.cell(row.name, emphasis[2])
                    if row.hasNote { table.cell(UnsafeRawBufferPointer(mark), emphasis[3]) }
                    table.endRow()
                }
            }
        }
        return table.utf8(wrap: [2])
    }

    private static let noteMark = "✎"
    private static let emphasis: [TextStyle.Emphasis] = [.dim, .dim, .name, .warning]

    /// The stderr note for an empty list, so an empty stdout is not mistaken for a failure.
    public static func emptyNote(catalog: String?) -> String {
        guard let catalog else { return "no favorites yet; keep one with: recipes favorites add dessert 52917" }
        return "no favorites in \(TerminalSanitizer.sanitizeLine(catalog)) yet"
    }

    public static func show(_ favorite: Favorite, style: TextStyle) -> String {
        RecipeCardOutput.text(favorite.recipe, favorite: true, note: favorite.note, style: style)
    }

    public static func cookbook(_ favorites: [Favorite], now: Date) -> String {
        var text =
            "# My cookbook\n\n\(favorites.count) \(favorites.count == 1 ? "recipe" : "recipes"), exported by recipes on \(UTCDate.iso8601(now)).\n\n"
        for favorite in favorites {
            text += RecipeCardOutput.markdown(favorite.recipe, note: favorite.note) + "\n"
        }
        return text
    }

    /// `favorites --json` from the document the service spliced (`FavoritesService.listDocument`):
    /// the same document, control and bidi characters escaped as every `--json` escapes them.
    public static func listJSON(document: Data) -> Data {
        JSONControlEscaping.bytes(document)
    }

    public static func listJSON(_ favorites: [Favorite]) throws -> String {
        try JSONOutput.encode(FavoritesDocument(favorites: favorites))
    }

    /// `favorites show --json` and `favorites note --json`, version 2: the entry as favorites.json
    /// version 2 keeps it, its `recipe` in the shape `show --json` gives as `item` (version 1 gave
    /// the catalog-independent card).
    public static func showJSON(_ favorite: Favorite) throws -> String {
        struct Shown: Encodable {
            let schemaVersion = 2
            let favorite: Favorite
        }
        return try JSONOutput.encode(Shown(favorite: favorite))
    }

    /// The store's own format, so an export imports back as it is.
    public static func exportJSON(_ favorites: [Favorite]) throws -> String {
        try JSONOutput.encode(FavoritesDocument(favorites: favorites))
    }

    // MARK: - What a change did, for `--json` on the commands that change favorites

    /// `favorites add --json`, version 2: `added` lists what was added (the entry, or nothing when it
    /// already was a favorite), as every change lists what it added or removed (version 1 said it as
    /// a boolean); `favorite` is the entry as stored either way, and `source`/`fetchedAt` say where
    /// a new snapshot came from (null when nothing was fetched).
    public static func addedJSON(_ added: FavoritesService.Added) throws -> String {
        struct Added: Encodable {
            let schemaVersion = 2
            let added: [Favorite]
            let favorite: Favorite
            @NullEncoded var source: ResourceSource?
            @NullEncoded var fetchedAt: Date?
        }
        return try JSONOutput.encode(
            Added(
                added: added.isNew ? [added.favorite] : [], favorite: added.favorite,
                source: added.loaded?.source, fetchedAt: added.loaded?.fetchedAt))
    }

    /// `favorites remove --json`, version 2: `removed` lists the entry as it was, note included, so
    /// nothing is lost to a script, in the shape every removal has (version 1 gave it as an object);
    /// `remaining`, how many favorites are left.
    public static func removedJSON(_ removal: FavoritesService.Removal) throws -> String {
        struct Removed: Encodable {
            let schemaVersion = 2
            let removed: [Favorite]
            let remaining: Int
        }
        return try JSONOutput.encode(Removed(removed: [removal.favorite], remaining: removal.remaining))
    }

    /// `favorites import --json`: how the merge went.
    public static func importJSON(_ summary: FavoritesBook.MergeSummary, file: String) throws -> String {
        struct Imported: Encodable {
            let schemaVersion = JSONOutput.schemaVersion
            let file: String
            let added, updated, unchanged, skipped: Int
        }
        return try JSONOutput.encode(
            Imported(
                file: file, added: summary.added, updated: summary.updated, unchanged: summary.unchanged,
                skipped: summary.skipped))
    }

    /// `favorites refresh --json`: how many were fetched again, and each failure with its message.
    public static func refreshJSON(_ report: FavoritesService.RefreshReport) throws -> String {
        struct Failure: Encodable {
            let favorite: String
            let name: String
            let error: String
        }
        struct Refreshed: Encodable {
            let schemaVersion = JSONOutput.schemaVersion
            let refreshed: Int
            let failures: [Failure]
        }
        return try JSONOutput.encode(
            Refreshed(
                refreshed: report.refreshed,
                failures: report.failures.map {
                    Failure(favorite: $0.key, name: $0.name, error: UserFacingError.message(for: $0.error))
                }))
    }
}
