import RecipesBasics
import RecipesCatalog
import RecipesOutput
import RecipesShopping

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The commands over every catalog (search, shopping-list) and over the tool's own files (sync,
/// cache): each calls one action and presents its result.
extension RunContext {
    /// `search TEXT`: every catalog at once, one alphabetical list; a catalog that failed is said
    /// on stderr and the others still answer.
    public func search(_ text: String, in catalogs: [String], steering: ListSteering) async throws {
        let outcome = try await app.search(text, in: catalogs, steering: steering)
        SearchOutput.failureLines(outcome).forEach { Terminal.writeError($0) }
        // Each catalog answered from what is stored here says so itself, so the whole answer's provenance is not said again.
        let stored = SearchOutput.storedNotes(outcome, now: Date())
        stored.forEach { note($0) }
        if outcome.results.value.isEmpty { note("nothing matches '\(TerminalSanitizer.sanitizeLine(text))'") }
        try present(
            outcome.results, catalog: CatalogName(rawValue: "all catalogs"), list: true, provenance: stored.isEmpty,
            json: { try SearchOutput.json(outcome) },
            text: { SearchOutput.text(outcome.results.value, style: style) })
    }

    /// `shopping-list REFERENCES` or `--favorites`: one list of what to buy.
    public func shoppingList(
        _ recipes: ShoppingListRecipes, measures: MeasureRequest, format: ShoppingListFormat, byAisle: Bool
    ) async throws {
        let adjustment = try measures.adjustment(settings.preferences)
        let loaded = try await app.shoppingList(recipes, adjustment: adjustment)
        for line in MeasureNotesOutput.lines(loaded.value.notes) { note(line) }
        try present(
            loaded, catalog: CatalogName(rawValue: "recipes"),
            json: { try ShoppingListOutput.json(loaded, adjustment: adjustment, byAisle: byAisle) },
            text: {
                format == .markdown
                    ? ShoppingListOutput.markdown(loaded.value, byAisle: byAisle)
                    : ShoppingListOutput.text(loaded.value, style: style, byAisle: byAisle)
            })
    }

    /// `sync [CATALOG|all]`: every list and recipe stored; throws when nothing could be.
    public func sync(_ catalog: String, force: Bool, pictures: Bool, concurrency: Int, rate: Double) async throws {
        let root = app
        let catalogs = catalog == "all" ? root.catalogs.names : [try root.catalogs.named(catalog).name]
        let report = await CatalogSync(
            root: root, force: force, pictures: pictures, concurrency: concurrency, rate: rate,
            progress: { Terminal.activity.update(done: $0, total: $1) }
        ).run(catalogs)
        for line in SyncOutput.notes(report, atTerminal: isatty(STDERR_FILENO) == 1) { note(line) }
        if json { try Terminal.write(try SyncOutput.json(report)) }
        if report.nothingStored { throw report.nothingStoredError }
    }

    /// `cache info`.
    public func showCacheInfo() throws {
        let budget = try settings.preferences.pictureCacheBudget()
        let summary = try app.cache.summary()
        let syncs = (try? app.syncHistory.readWarningOfUnreadable().syncs) ?? []
        try Terminal.write(
            json
                ? try JSONOutput.cacheInfo(summary, syncs: syncs, pictureBudget: budget)
                : CacheOutput.info(summary, syncs: syncs, pictureBudget: budget, now: Date(), style: style))
    }

    /// `cache clear`: every answer removed, and the record of what was synced with it.
    public func clearCache() throws {
        let removal = try app.cache.removeAll()
        _ = try? app.syncHistory.update { $0 = .empty } // what was synced is gone with the cache
        try confirm(CacheOutput.removed(removal)) { try JSONOutput.cacheRemoval(removal) }
    }

    /// `cache prune`: answers older than --max-age, and unreadable ones, removed.
    public func pruneCache() throws {
        let root = app
        let removal = try root.cache.prune(policy: root.settings.cachePolicy, now: Date())
        try confirm(CacheOutput.removed(removal)) { try JSONOutput.cacheRemoval(removal) }
    }
}

extension InputCheck {
    /// `search TEXT`: something to look for.
    public static func searchText(_ text: String) -> String? {
        text.trimmed().isEmpty ? "Give some text to search for." : nil
    }
}

extension ShoppingListFormat {
    /// `shopping-list`'s default.
    public static var standard: ShoppingListFormat { .text }
}
