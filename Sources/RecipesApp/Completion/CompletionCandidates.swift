import RecipesCatalog
import RecipesHTTP
import RecipesPantry

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What a shell may complete for an id or a name, from local files only (favorites and the
/// cache, else the bundled sample): never the network, so completion is instant and works offline. Every candidate is made
/// inert for the shell that asked (`CompletionWord`): the names come from servers.
public struct CompletionCandidates: Sendable {
    private let root: CompositionRoot

    public init(root: CompositionRoot) {
        self.root = root
    }

    /// Favorites of the catalog (ids and names), then names from its cached lists, starting with
    /// `prefix`, escaped for `shell`. With no catalog: every favorite, nothing else.
    public func candidates(for catalog: CatalogName?, prefix: String, shell: CompletionShellKind?) -> [String] {
        inert(words(for: catalog), prefix: prefix, shell: shell)
    }

    /// What is in the pantry, for `pantry remove`: the file alone, nothing if it cannot be read.
    public func pantryItems(prefix: String, shell: CompletionShellKind?) -> [String] {
        let key = PantryItem.key(for: CompletionWord.typedText(prefix, for: shell))
        let items = (try? root.pantry.store.read().items) ?? []
        return items.filter { $0.key.hasPrefix(key) }.compactMap { CompletionWord.inert($0.name, for: shell, typed: prefix) }
    }

    /// The lists whose values complete an option, each from its cached answer only.
    public enum ValueList: Sendable {
        /// One of a catalog's lists, as its registration names it (`CatalogRegistration.valueLists`):
        /// `.catalog(.desserts, "areas")` for `desserts list --area`.
        case catalog(CatalogName, String)
        /// The catalogs' names (`favorites add <catalog>`).
        case catalogs
        /// `catalog:name` for `shopping-list`: each catalog's cached names and favorites behind its prefix.
        case recipeReferences
    }

    /// The values of `list` starting with `prefix`, escaped for `shell`.
    public func candidates(from list: ValueList, prefix: String, shell: CompletionShellKind?) -> [String] {
        inert(values(list), prefix: prefix, shell: shell)
    }

    /// bash splits `dessert:White` at the colon (`COMP_WORDBREAKS`) and completes only `White`, so
    /// there a reference completes as the bare names of the catalog before the colon.
    public func names(inReferenceTo catalogWord: String, prefix: String, shell: CompletionShellKind?) -> [String] {
        guard let catalog = try? root.catalogs.named(catalogWord) else { return [] }
        return candidates(for: catalog.name, prefix: prefix, shell: shell)
    }

    private func inert(_ words: [String], prefix: String, shell: CompletionShellKind?) -> [String] {
        let key = AlphabeticalOrder.key(for: CompletionWord.typedText(prefix, for: shell))
        var seen = Set<String>()
        return
            words
            .filter { AlphabeticalOrder.key(for: $0).hasPrefix(key) && seen.insert($0).inserted }
            .compactMap { CompletionWord.inert($0, for: shell, typed: prefix) }
    }

    private func values(_ list: ValueList) -> [String] {
        switch list {
        case .catalog(let name, let listName):
            // A registry without the catalog (a test's), or a catalog without the list, completes nothing.
            guard let catalog = root.catalogs.named(name),
                let endpoint = catalog.registration.valueLists.first(where: { $0.name == listName })?.endpoint(of: catalog)
            else { return [] }
            return cachedValue(endpoint) ?? []
        case .catalogs: return root.catalogs.names.map(\.rawValue)
        case .recipeReferences:
            return root.catalogs.names.flatMap { catalog in
                words(for: catalog).map { "\(Self.referencePrefix(catalog)):\($0)" }
            }
        }
    }

    /// How `shopping-list` names a catalog: dessert:, cocktail:, pizza:.
    static func referencePrefix(_ catalog: CatalogName) -> String {
        catalog.rawValue.hasSuffix("s") ? String(catalog.rawValue.dropLast()) : catalog.rawValue
    }

    private func words(for catalog: CatalogName?) -> [String] {
        var words: [String] = []
        let favorites = (try? root.favorites.summaries()) ?? []
        for favorite in favorites where catalog == nil || favorite.catalog == catalog {
            words += [favorite.id, favorite.name]
        }
        for endpoint in catalog.flatMap(root.catalogs.named)?.nameListEndpoints ?? [] {
            words += cachedValue(endpoint) ?? []
        }
        return words
    }

    /// The cached answer, of any age, else the bundled sample's (so a fresh machine completes names too).
    private func cachedValue<Resource>(_ endpoint: Endpoint<Resource>) -> Resource? {
        guard let entry = root.cache.entry(for: endpoint.url) else { return root.sample?.stored(endpoint)?.value }
        return try? endpoint.map(entry.body, HTTPResponse(statusCode: 200))
    }
}

/// What the command line's completion callbacks ask for, by the words the commands use.
extension CompletionCandidates {
    /// The candidates `body` picks for the settings this environment resolves to (never the
    /// network), or none when the settings cannot be read. `shell` is the shell's word.
    public static func asked(shell: String?, _ body: (CompletionCandidates, CompletionShellKind?) -> [String]) -> [String] {
        guard let settings = try? Settings.resolve(environment: Terminal.environment) else { return [] }
        let root = CompositionRoot(settings: settings, warn: { _ in })
        return body(CompletionCandidates(root: root), shell.flatMap(CompletionShellKind.init(rawValue:)))
    }

    /// Ids and names of one recipe shelf's catalog.
    public func candidates<Shelf: RecipeShelf>(of shelf: Shelf.Type, prefix: String, shell: CompletionShellKind?) -> [String] {
        candidates(for: Shelf.catalog, prefix: prefix, shell: shell)
    }

    /// Ids and names of the catalog named `catalog` (`pizza`), or every favorite for nil.
    public func candidates(inCatalog catalog: String?, prefix: String, shell: CompletionShellKind?) -> [String] {
        candidates(for: catalog.map(CatalogName.init(rawValue:)), prefix: prefix, shell: shell)
    }
}

extension CompletionCandidates.ValueList {
    /// The list `list` of the catalog named `catalog`: `.list("areas", of: "desserts")`.
    public static func list(_ list: String, of catalog: String) -> Self { .catalog(CatalogName(rawValue: catalog), list) }
}
