import Foundation

/// A catalog, as every feature that works across catalogs sees it: search, favorites, the shopping
/// list and completion. Desserts and cocktails are `CatalogBrowser`s over a `CatalogProvider`;
/// pizza is `PizzaShop`. None of those features names a catalog: they iterate `CatalogDirectory`.
public protocol Catalog: Sendable {
    /// What is known before it is built: name, aliases, base-URL setting, a line for help.
    var registration: CatalogRegistration { get }

    /// Whether text could be one of its ids. Checked on whatever did not come from the catalog
    /// itself (an imported favorite) before it is used or printed.
    func isValidID(_ text: String) -> Bool

    /// The id a person meant by an id or a name; "did you mean" errors otherwise.
    func resolveID(_ idOrName: String) async throws -> String

    /// One recipe, by id, in the shape every catalog shares.
    func card(id: String) async throws -> Loaded<RecipeCard>

    /// Rows for `recipes search`: recipes whose name (or, for pizza, an ingredient) holds the text.
    func search(_ text: String) async throws -> Loaded<[SearchResult]>

    /// Endpoints whose cached answers list its names: completion reads them, offline only.
    var nameListEndpoints: [Endpoint<[String]>] { get }
}

extension Catalog {
    public var name: CatalogName { registration.name }
}

/// A catalog before it is built: what help, `recipes config`, the settings and the composition
/// root need to know of it. Each catalog declares its own; `CatalogRegistry` lists them.
public struct CatalogRegistration: Sendable {
    public let name: CatalogName
    /// Other words people type for it: "dessert" for "desserts".
    public let aliases: [String]
    /// What its base URL points at, for help: "TheMealDB base URL".
    public let summary: String
    /// The environment variable that overrides the base URL: `RECIPES_MEALDB_URL`.
    public let urlVariable: String
    public let defaultURL: URL
    /// Builds the catalog over its base URL and the shared loader (cache, offline, sample).
    public let build: @Sendable (URL, ResourceLoader) -> any Catalog

    public init(name: CatalogName, aliases: [String], summary: String, urlVariable: String, defaultURL: URL,
                build: @escaping @Sendable (URL, ResourceLoader) -> any Catalog) {
        self.name = name
        self.aliases = aliases
        self.summary = summary
        self.urlVariable = urlVariable
        self.defaultURL = defaultURL
        self.build = build
    }

    /// Its line in `recipes config`: `RECIPES_MEALDB_URL` → `mealdb-url`.
    public var configName: String {
        var stem = Substring(urlVariable)
        if stem.hasPrefix("RECIPES_") { stem = stem.dropFirst("RECIPES_".count) }
        if stem.hasSuffix("_URL") { stem = stem.dropLast("_URL".count) }
        return stem.lowercased().replacingOccurrences(of: "_", with: "-") + "-url"
    }
}

/// The catalogs of one run, built from the registry by the composition root.
public struct CatalogDirectory: Sendable {
    public let all: [any Catalog]

    public init(_ catalogs: [any Catalog]) {
        all = catalogs
    }

    public var names: [CatalogName] { all.map(\.name) }

    /// By name or alias, case-insensitively.
    public func named(_ text: String) throws -> any Catalog {
        let key = text.lowercased()
        guard let catalog = all.first(where: { $0.name.rawValue == key || $0.registration.aliases.contains(key) }) else {
            throw CatalogError.unknownCatalog(text, known: names.map(\.rawValue))
        }
        return catalog
    }

    public func named(_ name: CatalogName) -> (any Catalog)? {
        all.first { $0.name == name }
    }

    /// The one catalog of a concrete type, for the commands that are about that catalog alone.
    public func first<Concrete: Catalog>(_ type: Concrete.Type) -> Concrete? {
        all.lazy.compactMap { $0 as? Concrete }.first
    }

    /// Why a favorite from outside (an import) cannot be taken in, or nil when it can: a catalog
    /// this build knows, an id that catalog could have given, and a snapshot of that same recipe.
    public func problem(with favorite: Favorite) -> String? {
        guard let catalog = named(favorite.catalog) else {
            return "no catalog is called '\(TerminalSanitizer.sanitizeLine(favorite.catalog.rawValue))'"
        }
        guard catalog.isValidID(favorite.id) else {
            return "'\(TerminalSanitizer.sanitizeLine(favorite.id))' is not a \(catalog.name.rawValue) id"
        }
        guard favorite.recipe.catalog == favorite.catalog, favorite.recipe.id == favorite.id else {
            return "its recipe is not \(TerminalSanitizer.sanitizeLine(favorite.key))"
        }
        return nil
    }
}
