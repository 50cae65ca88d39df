import RecipesBasics
import RecipesCatalog
import RecipesKitchen
import RecipesPantry
import RecipesText

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The pantry and `can-make` for people (notes and tables) and for scripts (JSON).
public enum PantryOutput {
    /// One item per line, alphabetically.
    public static func list(_ items: [PantryItem], style: TextStyle) -> String {
        style.table(items.map { [$0.name] }, emphasis: [.name])
    }

    /// The stderr note for an empty pantry, so an empty stdout is not mistaken for a failure.
    public static let emptyNote = "the pantry is empty; put what you have on the shelf with: recipes pantry add Tequila \"Lime juice\""

    /// "added to the pantry: Tequila, Lime juice", and what was there already.
    public static func changed(_ change: PantryService.Change) -> String {
        func names(_ list: [String]) -> String { list.map(TerminalSanitizer.sanitizeLine).joined(separator: ", ") }
        var lines: [String] = []
        if !change.added.isEmpty { lines.append("added to the pantry: \(names(change.added))") }
        if !change.unchanged.isEmpty { lines.append("already in the pantry: \(names(change.unchanged))") }
        if !change.removed.isEmpty { lines.append("removed from the pantry: \(names(change.removed))") }
        lines += change.unknown.map(unknownWarning)
        return lines.isEmpty ? "the pantry was already empty" : lines.joined(separator: "\n")
    }

    /// "warning: no recipe of the catalogs is known to use 'xyzzy' (did you mean …?); it went in as written".
    static func unknownWarning(_ unknown: PantryService.Unknown) -> String {
        let guess =
            unknown.nearest.isEmpty
            ? "" : " (did you mean \(unknown.nearest.map(TerminalSanitizer.sanitizeLine).joined(separator: ", "))?)"
        return "warning: no recipe of the catalogs is known to use '\(TerminalSanitizer.sanitizeLine(unknown.name))'\(guess); "
            + "it went in as written, and can-make finds recipes by it only if a catalog spells it so"
    }

    /// `pantry list --json`: the items, and the staples `can-make` counts as always there.
    public static func listJSON(_ items: [PantryItem]) throws -> String {
        struct Listed: Encodable {
            let schemaVersion = JSONOutput.schemaVersion
            let items: [String]
            let staples = Staples.names
        }
        return try JSONOutput.encode(Listed(items: items.map(\.name)))
    }

    /// `pantry add|remove|clear --json`: what changed, and the items after it.
    public static func changeJSON(_ change: PantryService.Change) throws -> String {
        struct Unknown: Encodable {
            let name: String
            let nearest: [String]
        }
        struct Changed: Encodable {
            let schemaVersion = JSONOutput.schemaVersion
            let added: [String]
            let unchanged: [String]
            let removed: [String]
            let items: [String]
            let unknown: [Unknown]
        }
        return try JSONOutput.encode(
            Changed(
                added: change.added, unchanged: change.unchanged, removed: change.removed,
                items: change.items.map(\.name), unknown: change.unknown.map { Unknown(name: $0.name, nearest: $0.nearest) }))
    }

    // MARK: - can-make

    /// "nothing missing" or "missing: Salt, Lime juice".
    static func missing(_ makeable: Makeable) -> String {
        makeable.missing.isEmpty ? "nothing missing" : "missing: " + makeable.missing.joined(separator: ", ")
    }

    /// catalog, id, name, what is missing, and how the shelf covers what was not there by name
    /// ("Lemon juice ← Lemon, Cherry (garnish)"; nothing when every match is by name): one recipe a
    /// line, fewest missing first. On a narrow terminal the matches wrap first, then what is
    /// missing, then the name: none is cut.
    public static func canMake(_ makeables: [Makeable], style: TextStyle) -> String {
        style.table(
            makeables.map { [$0.catalog.rawValue, $0.id, $0.name, missing($0), $0.explanations.joined(separator: ", ")] },
            emphasis: [.dim, .dim, .name, .warning, .dim], wrap: [4, 3, 2])
    }

    /// The stderr note when nothing is within reach.
    public static func nothingNote(missingAtMost: Int) -> String {
        missingAtMost == 0
            ? "nothing can be made from the pantry alone; see what is close with: recipes can-make --missing 1"
            : "nothing is missing at most \(missingAtMost) \(missingAtMost == 1 ? "ingredient" : "ingredients"); try a larger --missing"
    }

    /// ingredient, how many recipes (on the right), and which; the recipes wrap first, then the ingredient.
    public static func buyNext(_ purchases: [CanMake.Purchase], style: TextStyle) -> String {
        style.table(
            purchases.map { [$0.name, String($0.recipes.count), $0.recipes.map(\.name).joined(separator: ", ")] },
            emphasis: [.name, .price, .plain], wrap: [2, 0], rightAligned: [1])
    }

    private struct Reference: Encodable {
        let catalog: CatalogName
        let id: String
        let name: String
    }

    /// The envelope's provenance, plus what the answer was asked for.
    private struct Envelope<Item: Encodable>: Encodable {
        let schemaVersion = JSONOutput.schemaVersion
        let catalog: String
        let source: ResourceSource
        let fetchedAt: Date
        let missingAtMost: Int
        let staples: [String]
        let skipped: Int
        let items: [Item]
    }

    /// `can-make --json`.
    public static func canMakeJSON(_ loaded: Loaded<[Makeable]>, scope: CanMakeScope, missingAtMost: Int, shelf: Shelf) throws -> String {
        struct Match: Encodable {
            let ingredient: String
            let identity: String
            let family: [String]
            let match: ShelfMatch.Kind
            let pantry: [String]
        }
        struct Item: Encodable {
            let catalog: CatalogName
            let id: String
            let name: String
            let missing: [String]
            let ingredients: Int
            let matches: [Match]
        }
        let items = loaded.value.map {
            Item(
                catalog: $0.catalog, id: $0.id, name: $0.name, missing: $0.missing, ingredients: $0.ingredientCount,
                matches: $0.judged.map {
                    Match(ingredient: $0.name, identity: $0.identity, family: $0.family, match: $0.match.kind, pantry: $0.match.shelfNames)
                })
        }
        return try JSONOutput.encode(
            Envelope(
                catalog: scope.rawValue, source: loaded.source, fetchedAt: loaded.fetchedAt,
                missingAtMost: missingAtMost, staples: shelf.staples, skipped: loaded.skippedRecords, items: items))
    }

    /// `can-make --buy-next --json`.
    public static func buyNextJSON(_ loaded: Loaded<[CanMake.Purchase]>, scope: CanMakeScope, missingAtMost: Int, shelf: Shelf) throws
        -> String
    {
        struct Item: Encodable {
            let name: String
            let count: Int
            let recipes: [Reference]
        }
        let items = loaded.value.map { purchase in
            Item(
                name: purchase.name, count: purchase.recipes.count,
                recipes: purchase.recipes.map { Reference(catalog: $0.catalog, id: $0.id, name: $0.name) })
        }
        return try JSONOutput.encode(
            Envelope(
                catalog: scope.rawValue, source: loaded.source, fetchedAt: loaded.fetchedAt,
                missingAtMost: missingAtMost, staples: shelf.staples, skipped: loaded.skippedRecords, items: items))
    }
}
