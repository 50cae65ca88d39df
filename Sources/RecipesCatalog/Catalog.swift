#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

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

    /// One recipe, by id: the catalog's own model, with the card every catalog shares.
    func recipe(id: String) async throws -> Loaded<RecipeSnapshot>

    /// Rows for `recipes search`: recipes whose name (or, for pizza, an ingredient) holds the text.
    func search(_ text: String) async throws -> Loaded<[SearchResult]>

    /// Endpoints whose cached answers list its names: completion reads them, offline only.
    var nameListEndpoints: [Endpoint<[String]>] { get }

    /// What `recipes sync` stores of it, so that everything it lists opens offline.
    var syncPlan: SyncPlan { get }
}

extension Catalog {
    public var name: CatalogName { registration.name }

    /// A catalog that describes no sync has nothing stored by one.
    public var syncPlan: SyncPlan { .nothing }

    /// One recipe by the id `text` was resolved to (`resolveID`). When that lookup finds nothing and
    /// the person typed a name, the error names the name: never an id they did not type.
    public func recipe(id: String, askedAs text: String) async throws -> Loaded<RecipeSnapshot> {
        do {
            return try await recipe(id: id)
        } catch let error as CatalogError where text != id {
            throw error.askedByName(text)
        }
    }

    /// One recipe, by id, in the shape every catalog shares.
    public func card(id: String) async throws -> Loaded<RecipeCard> {
        try await recipe(id: id).map(\.card)
    }

    public func card(id: String, askedAs text: String) async throws -> Loaded<RecipeCard> {
        try await recipe(id: id, askedAs: text).map(\.card)
    }
}
