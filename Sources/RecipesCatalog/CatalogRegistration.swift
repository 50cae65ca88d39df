#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

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
    /// The hosts its pictures are served from, fetched over https only: where its answers' thumbnail
    /// addresses may point. A picture elsewhere is not fetched (the configured base URL's own host
    /// aside: `PictureSources`).
    public let pictureHosts: [String]
    /// Its recipe model: what `show --json` gives as `item` and favorites keep.
    public let recipe: any RecipeCardConvertible.Type
    /// Builds the catalog over its base URL and the shared loader (cache, offline, sample).
    public let build: @Sendable (URL, ResourceLoader) -> any Catalog

    public init(
        name: CatalogName, aliases: [String], summary: String, urlVariable: String, defaultURL: URL, pictureHosts: [String] = [],
        recipe: any RecipeCardConvertible.Type, build: @escaping @Sendable (URL, ResourceLoader) -> any Catalog
    ) {
        self.name = name
        self.aliases = aliases
        self.summary = summary
        self.urlVariable = urlVariable
        self.defaultURL = defaultURL
        self.pictureHosts = pictureHosts
        self.recipe = recipe
        self.build = build
    }

    /// Its line in `recipes config`: `RECIPES_MEALDB_URL` → `mealdb-url`.
    public var configName: String {
        var stem = Substring(urlVariable)
        if stem.hasPrefix("RECIPES_") { stem = stem.dropFirst("RECIPES_".count) }
        if stem.hasSuffix("_URL") { stem = stem.dropLast("_URL".count) }
        return stem.lowercased().replacing("_", with: "-") + "-url"
    }
}
