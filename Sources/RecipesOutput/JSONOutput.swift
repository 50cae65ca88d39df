import RecipesCatalog
import RecipesFavorites
import RecipesShopping
import RecipesStorage

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The envelope every `--json` answer shares (Docs/JSON.md): `schemaVersion`, `catalog`, `source`,
/// then `items` for a list or `item` for one recipe.
public enum JSONOutput {
    public static let schemaVersion = 1

    /// A list; each item also says whether it is a favorite, and `skipped` counts the records left out.
    /// `offline`, when given, marks each item whose recipe opens without a connection.
    public static func list<Item: CatalogItem & Encodable>(
        _ loaded: Loaded<[Item]>, catalog: CatalogName, favorites: Set<String> = [],
        offline: Set<String>? = nil
    ) throws -> String {
        let items = loaded.value.map {
            Marked(item: $0, favorite: favorites.contains($0.id), offline: offline.map { [id = $0.id] in $0.contains(id) })
        }
        return try encode(
            Envelope(
                catalog: catalog, source: loaded.source, fetchedAt: loaded.fetchedAt, items: items, item: Optional<Marked<Item>>.none,
                skipped: loaded.skippedRecords))
    }

    /// A list of names (`cocktail categories`...): the envelope with `list` naming which, and the
    /// names as `items`.
    public static func names(_ loaded: Loaded<[String]>, catalog: CatalogName, list: String) throws -> String {
        struct Names: Encodable {
            let schemaVersion = JSONOutput.schemaVersion
            let catalog: CatalogName
            let list: String
            let source: ResourceSource
            let fetchedAt: Date
            let items: [String]
        }
        return try encode(Names(catalog: catalog, list: list, source: loaded.source, fetchedAt: loaded.fetchedAt, items: loaded.value))
    }

    public static func detail<Item: CatalogItem & Encodable>(_ loaded: Loaded<Item>, catalog: CatalogName, favorite: Favorite? = nil) throws
        -> String
    {
        let item = Marked(item: loaded.value, favorite: favorite != nil, note: favorite?.note, includeNote: true)
        return try encode(Envelope(catalog: catalog, source: loaded.source, fetchedAt: loaded.fetchedAt, items: nil, item: item))
    }

    /// A recipe with `--scale` or `--units`: each ingredient keeps its exact `measure` and gains
    /// `adjustedMeasure`, the measure as the text shows it; the envelope says what was asked in
    /// `adjustment`. Without either option, the document of `detail(_:catalog:favorite:)`.
    public static func detail<Item: RecipeCardConvertible>(
        _ loaded: Loaded<Item>, catalog: CatalogName, favorite: Favorite? = nil,
        adjustment: MeasureAdjustment
    ) throws -> String {
        guard !adjustment.changesNothing else { return try detail(loaded, catalog: catalog, favorite: favorite) }
        let card = loaded.value.card
        let ingredients = zip(card.ingredients, adjustment.card(card).ingredients).map { written, adjusted in
            AdjustedIngredient(name: written.name, measure: written.measure, adjustedMeasure: adjusted.measure)
        }
        let item = Marked(item: loaded.value, favorite: favorite != nil, note: favorite?.note, includeNote: true, ingredients: ingredients)
        return try encode(
            Envelope(
                catalog: catalog, source: loaded.source, fetchedAt: loaded.fetchedAt, items: nil, item: item,
                adjustment: Adjustment(adjustment)))
    }

    /// `"adjustment": {"scale": 2, "units": "metric"}`: what `--scale` and `--units` asked.
    package struct Adjustment: Encodable {
        let scale: Double
        let units: String

        package init(_ adjustment: MeasureAdjustment) {
            scale = adjustment.scale.doubleValue
            units = adjustment.units.rawValue
        }
    }

    private struct AdjustedIngredient: Encodable {
        let name: String
        @NullEncoded var measure: String?
        @NullEncoded var adjustedMeasure: String?
    }

    /// An item with `favorite` (and, for details, `note`) added beside its own keys; `ingredients`,
    /// when given, written over the item's own.
    private struct Marked<Item: Encodable>: Encodable {
        let item: Item
        let favorite: Bool
        var offline: Bool? = nil
        var note: String? = nil
        var includeNote = false
        var ingredients: [AdjustedIngredient]? = nil

        enum CodingKeys: String, CodingKey { case favorite, offline, note, ingredients }

        func encode(to encoder: Encoder) throws {
            try item.encode(to: encoder)
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(favorite, forKey: .favorite)
            if let offline { try container.encode(offline, forKey: .offline) }
            if includeNote { try container.encode(note, forKey: .note) }
            if let ingredients { try container.encode(ingredients, forKey: .ingredients) }
        }
    }

    private struct Envelope<Item: Encodable>: Encodable {
        let catalog: CatalogName
        let source: ResourceSource
        let fetchedAt: Date
        let items: [Item]?
        let item: Item?
        /// Lists only.
        var skipped: Int? = nil
        /// Details with `--scale` or `--units` only.
        var adjustment: Adjustment? = nil

        enum CodingKeys: String, CodingKey { case schemaVersion, catalog, source, fetchedAt, items, item, skipped, adjustment }

        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(JSONOutput.schemaVersion, forKey: .schemaVersion)
            try container.encode(catalog, forKey: .catalog)
            try container.encode(source, forKey: .source)
            try container.encode(fetchedAt, forKey: .fetchedAt)
            try container.encodeIfPresent(items, forKey: .items)
            try container.encodeIfPresent(item, forKey: .item)
            try container.encodeIfPresent(skipped, forKey: .skipped)
            try container.encodeIfPresent(adjustment, forKey: .adjustment)
        }
    }

    /// `open --json`: the link `open` would hand the browser, which of the recipe's links it is
    /// (`source`, `video` or `page`), and the recipe it belongs to.
    public static func link(_ loaded: Loaded<some CatalogItem>, catalog: CatalogName, kind: String, url: URL) throws -> String {
        try encode(
            Link(
                catalog: catalog, source: loaded.source, fetchedAt: loaded.fetchedAt, id: loaded.value.id,
                name: loaded.value.name, link: kind, url: url))
    }

    private struct Link: Encodable {
        let schemaVersion = JSONOutput.schemaVersion
        let catalog: CatalogName
        let source: ResourceSource
        let fetchedAt: Date
        let id: String
        let name: String
        let link: String
        let url: URL
    }

    /// `share --json`: the text, its format, and the recipe it was made from with its provenance.
    public static func shared(_ text: String, format: String, recipe loaded: Loaded<some CatalogItem>, catalog: CatalogName) throws
        -> String
    {
        try encode(
            Shared(
                catalog: catalog, source: loaded.source, fetchedAt: loaded.fetchedAt, id: loaded.value.id,
                name: loaded.value.name, format: format, text: text))
    }

    private struct Shared: Encodable {
        let schemaVersion = JSONOutput.schemaVersion
        let catalog: CatalogName
        let source: ResourceSource
        let fetchedAt: Date
        let id: String
        let name: String
        let format: String
        let text: String
    }

    /// `recipes cache info --json`.
    /// `syncs`: each catalog's last `recipes sync` (an added key; the version stays 1).
    /// `cache info --json`: `answers` and `pictures` split `entries` and `bytes`; `pictures.budget`
    /// is the picture cache's size budget (null when not given).
    public static func cacheInfo(_ summary: CacheSummary, syncs: [SyncRun] = [], pictureBudget: Int? = nil) throws -> String {
        struct Part: Encodable {
            let entries: Int
            let bytes: Int
        }
        struct Pictures: Encodable {
            let entries: Int
            let bytes: Int
            @NullEncoded var budget: Int?
        }
        struct Info: Encodable {
            let schemaVersion = JSONOutput.schemaVersion
            let folder: String
            let entries: Int
            let bytes: Int
            @NullEncoded var oldest: Date?
            @NullEncoded var newest: Date?
            let answers: Part
            let pictures: Pictures
            let syncs: [SyncRun]
        }
        return try encode(
            Info(
                folder: summary.folder, entries: summary.entries, bytes: summary.bytes,
                oldest: summary.oldest, newest: summary.newest,
                answers: Part(entries: summary.entries - summary.pictures, bytes: summary.bytes - summary.pictureBytes),
                pictures: Pictures(entries: summary.pictures, bytes: summary.pictureBytes, budget: pictureBudget), syncs: syncs))
    }

    /// `cache clear|prune --json`, version 2: `removed` lists what was taken out, as every command
    /// that removes says it (version 1 gave only a count), and `remaining` how many are left.
    public static func cacheRemoval(_ removal: CacheRemoval) throws -> String {
        struct Entry: Encodable {
            @NullEncoded var url: String?
            @NullEncoded var fetchedAt: Date?
            let bytes: Int
        }
        struct Removed: Encodable {
            let schemaVersion = 2
            let removed: [Entry]
            let remaining: Int
        }
        return try encode(
            Removed(
                removed: removal.removed.map { Entry(url: $0.url, fetchedAt: $0.fetchedAt, bytes: $0.bytes) },
                remaining: removal.remaining))
    }

    /// Pretty, keys sorted (Foundation does not keep insertion order on every platform), URLs without
    /// escaped slashes, control and bidi characters as `\uXXXX` (`JSONControlEscaping`), one trailing newline.
    package static func encode<Value: Encodable>(_ value: Value) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        return JSONControlEscaping.text(try encoder.encode(value)) + "\n"
    }
}
