import RecipesBasics
import RecipesCatalog
import RecipesFavorites
import RecipesOutput
import RecipesStorage

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The words favorites' changes are confirmed in.
enum FavoritesPresenting {
    /// The "added" or "already there" note for an add. (`show --favorite --json` prints the recipe,
    /// so the add's own JSON is printed only by `favorites add`.)
    static func addedNote(_ added: FavoritesService.Added) -> String {
        let name = TerminalSanitizer.sanitizeLine(added.favorite.name)
        let key = TerminalSanitizer.sanitizeLine(added.favorite.key)
        return added.isNew
            ? "added to favorites: \(name) (\(key))"
            : "already a favorite: \(name) (\(key)); nothing changed"
    }
}

/// What `favorites note` does to the note.
public enum NoteEdit: Sendable {
    case replace(String)
    case append(String)
    case clear
}

/// The favorites commands: each calls one action and presents its result.
extension RunContext {
    /// `favorites [list]`: every favorite, alphabetically, or the list's JSON.
    public func listFavorites(catalog: String?, steering: ListSteering) throws {
        let favorites = app.favorites
        if json {
            return try Terminal.write(FavoritesOutput.listJSON(document: try favorites.listDocument(catalog: catalog, steering: steering)))
        }
        let listing = try favorites.listing(catalog: catalog, steering: steering)
        if listing.isEmpty { note(FavoritesOutput.emptyNote(catalog: catalog)) }
        let list = FavoritesOutput.list(listing, style: style)
        // A pipe gets the bytes as they are; a person, through the pager when the list is long.
        guard style.isTerminal else { return try Terminal.write(Data(list)) }
        try pageIfLong(String(decoding: list, as: UTF8.self))
    }

    /// `favorites add CATALOG ID|NAME`.
    public func addFavorite(catalog: String, idOrName: String) async throws {
        let added = try await app.addFavorite(catalog: catalog, idOrName: idOrName)
        if let loaded = added.loaded, let note = ProvenanceNote.text(for: loaded, catalog: loaded.value.catalog, now: Date()) {
            self.note(note)
        }
        try confirm(FavoritesPresenting.addedNote(added)) { try FavoritesOutput.addedJSON(added) }
    }

    /// `favorites show`: the stored recipe and its note, offline.
    public func showFavorite(_ idOrName: String, catalog: String?, image: String?) async throws {
        let picture = try pictureChoice(image)
        let found = try app.favorites.find(idOrName, catalog: catalog)
        await drawPicture(of: found.recipe, picture, isFavorite: true)
        json ? try Terminal.write(try FavoritesOutput.showJSON(found)) : try page(FavoritesOutput.show(found, style: style))
    }

    /// `favorites remove`: refused while it has a note nobody agreed to lose (`yes` agrees); at a
    /// terminal the note is shown and the question asked, and the removal goes ahead only if the
    /// note is still the one shown.
    public func removeFavorite(_ idOrName: String, catalog: String?, yes: Bool) throws {
        let removal: FavoritesService.Removal
        do {
            removal = try app.removeFavorite(idOrName, catalog: catalog, notes: yes ? .any : .none)
        } catch FavoritesError.hasNote(let name, let key, let note) where Terminal.isInteractive {
            Terminal.writeError("Note: " + TerminalSanitizer.sanitize(note))
            let question =
                "Remove \(TerminalSanitizer.sanitizeLine(name)) (\(TerminalSanitizer.sanitizeLine(key))) and its note? [y/N] "
            guard Terminal.ask(question) else { throw FavoritesError.keptWithNote(name: name, key: key) }
            removal = try app.removeFavorite(key, notes: .seen(note))
        }
        let removed = removal.favorite
        try confirm(
            "removed from favorites: \(TerminalSanitizer.sanitizeLine(removed.name)) (\(TerminalSanitizer.sanitizeLine(removed.key)))"
        ) {
            try FavoritesOutput.removedJSON(removal)
        }
    }

    /// `favorites note`: writes, extends or clears the note.
    public func noteFavorite(_ idOrName: String, catalog: String?, edit: NoteEdit) throws {
        let change: FavoritesBook.NoteChange =
            switch edit {
            case .replace(let text): .replace(text)
            case .append(let text): .append(text)
            case .clear: .clear
            }
        let noted = try app.noteFavorite(idOrName, catalog: catalog, change: change)
        let cleared = if case .clear = edit { true } else { false }
        try confirm(
            "\(cleared ? "cleared the note of" : "noted") \(TerminalSanitizer.sanitizeLine(noted.name)) (\(TerminalSanitizer.sanitizeLine(noted.key)))"
        ) {
            try FavoritesOutput.showJSON(noted)
        }
    }

    /// `favorites export`: the cookbook or the store's JSON, to stdout or a file.
    public func exportFavorites(format: ExportFormat?, output: String?, force: Bool) throws {
        let favorites = try app.favorites.list()
        let format = ExportFormat.resolve(flag: format, json: json, output: output)
        let text = format == .json ? try FavoritesOutput.exportJSON(favorites) : FavoritesOutput.cookbook(favorites, now: Date())
        guard let output else { return try page(text) }
        let target = URL(fileURLWithPath: output)
        try ExportFormat.checkReplacing(target, with: format, force: force)
        try OutputFile.write(Data(text.utf8), to: target)
        note("exported \(favorites.count) \(favorites.count == 1 ? "favorite" : "favorites") to \(output)")
    }

    /// `favorites import FILE`: merged, pictures kept.
    public func importFavorites(file: String) throws {
        let (summary, imported) = try app.favorites.importFile(URL(fileURLWithPath: file))
        for favorite in imported { app.pictures.keepCached(for: favorite.recipe) }
        let skipped = summary.skipped > 0 ? ", \(summary.skipped) skipped" : ""
        try confirm("imported \(file): \(summary.added) added, \(summary.updated) updated, \(summary.unchanged) unchanged\(skipped)") {
            try FavoritesOutput.importJSON(summary, file: file)
        }
    }

    /// `favorites refresh`: every favorite fetched again. Returns the exit status of the first
    /// favorite that could not be refreshed (each said on stderr), nil when all were.
    public func refreshFavorites() async throws -> Int32? {
        let report = try await app.favorites.refresh()
        for (card, pictureChanged) in report.recipes {
            if pictureChanged { app.pictures.forget(catalog: card.catalog, id: card.id) }
            app.pictures.keepCached(for: card)
        }
        for failure in report.failures {
            Terminal.writeError(
                "could not refresh \(TerminalSanitizer.sanitizeLine(failure.name)) (\(TerminalSanitizer.sanitizeLine(failure.key))): "
                    + UserFacingError.message(for: failure.error))
        }
        let counted = "refreshed \(report.refreshed) of \(report.refreshed + report.failures.count) favorites"
        guard let first = report.failures.first else {
            try confirm(counted) { try FavoritesOutput.refreshJSON(report) }
            return nil
        }
        // A failure ends as every failure does, one line starting `recipes: ` (after the JSON, with --json).
        if json { try Terminal.write(try FavoritesOutput.refreshJSON(report)) }
        Terminal.writeError("recipes: \(counted); \(report.failures.count) could not be (said above)")
        return UserFacingError(first.error)?.status.rawValue ?? ExitStatus.notFound.rawValue
    }
}

extension ExportFormat {
    /// `--format markdown`, which --json refuses.
    public var isMarkdown: Bool { self == .markdown }
}
