/// Any catalog behind one face, for features that work across catalogs (favorites, refresh).
/// Built from a `CatalogBrowser`, so a new catalog joins by being listed in the composition root.
public struct AnyCatalog: Sendable {
    public let name: CatalogName
    /// Other words people type for it: "dessert" for "desserts".
    public let aliases: [String]
    /// Whether text could be one of this catalog's ids: checked on everything that did not come
    /// from the catalog itself (an imported favorite), before it is used or printed.
    public let isValidID: @Sendable (String) -> Bool
    private let resolveID: @Sendable (String) async throws -> String
    private let loadCard: @Sendable (String) async throws -> Loaded<RecipeCard>

    /// A catalog whose recipes are found by id (TheMealDB, TheCocktailDB).
    public init<Provider: CatalogProvider>(_ browser: CatalogBrowser<Provider>, aliases: [String]) {
        self.init(
            name: browser.provider.name, aliases: aliases,
            isValidID: { RecipeID($0) != nil },
            resolve: { try await browser.resolve($0).rawValue },
            card: { text in
                guard let id = RecipeID(text) else { throw CatalogError.notFound(catalog: browser.provider.name, id: text) }
                return try await browser.detail(id: id).map(\.card)
            }
        )
    }

    /// Any other catalog: how to turn what a person typed into an id, and an id into a card.
    public init(name: CatalogName, aliases: [String], isValidID: @escaping @Sendable (String) -> Bool,
                resolve: @escaping @Sendable (String) async throws -> String,
                card: @escaping @Sendable (String) async throws -> Loaded<RecipeCard>) {
        self.name = name
        self.aliases = aliases
        self.isValidID = isValidID
        resolveID = resolve
        loadCard = card
    }

    /// The id for an id or a name ("did you mean" errors for names that do not say which).
    public func resolve(_ idOrName: String) async throws -> String { try await resolveID(idOrName) }

    public func card(id: String) async throws -> Loaded<RecipeCard> { try await loadCard(id) }
}

/// The catalogs this build knows.
public struct CatalogDirectory: Sendable {
    public let catalogs: [AnyCatalog]

    public init(_ catalogs: [AnyCatalog]) {
        self.catalogs = catalogs
    }

    /// By name or alias, case-insensitively.
    public func named(_ text: String) throws -> AnyCatalog {
        let key = text.lowercased()
        guard let catalog = catalogs.first(where: { $0.name.rawValue == key || $0.aliases.contains(key) }) else {
            throw CatalogError.unknownCatalog(text, known: catalogs.map(\.name.rawValue))
        }
        return catalog
    }

    public func named(_ name: CatalogName) -> AnyCatalog? {
        catalogs.first { $0.name == name }
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
