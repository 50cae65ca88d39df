#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import RecipesCatalog
import RecipesHTTP
import RecipesPantry

/// What a shell may complete for an id or a name, from local files only (favorites and the
/// cache): never the network, so completion is instant and works offline. Every candidate is made
/// inert for the shell that asked (`CompletionWord`): the names come from servers.
public struct CompletionCandidates: Sendable {
    private let root: CompositionRoot

    public init(root: CompositionRoot) {
        self.root = root
    }

    /// Favorites of the catalog (ids and names), then names from its cached lists, starting with
    /// `prefix`, escaped for `shell`. With no catalog: every favorite, nothing else.
    public func candidates(for catalog: CatalogName?, prefix: String, shell: CompletionShellKind?) -> [String] {
        let key = AlphabeticalOrder.key(for: CompletionWord.typedText(prefix, for: shell))
        var seen = Set<String>()
        return words(for: catalog)
            .filter { AlphabeticalOrder.key(for: $0).hasPrefix(key) && seen.insert($0).inserted }
            .compactMap { CompletionWord.inert($0, for: shell, typed: prefix) }
    }

    /// What is in the pantry, for `pantry remove`: the file alone, nothing if it cannot be read.
    public func pantryItems(prefix: String, shell: CompletionShellKind?) -> [String] {
        let key = PantryItem.key(for: CompletionWord.typedText(prefix, for: shell))
        let items = (try? root.pantry.store.read().items) ?? []
        return items.filter { $0.key.hasPrefix(key) }.compactMap { CompletionWord.inert($0.name, for: shell) }
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

    private func cachedValue<Resource>(_ endpoint: Endpoint<Resource>) -> Resource? {
        guard let entry = root.cache.entry(for: endpoint.url) else { return nil }
        return try? endpoint.map(entry.body, HTTPResponse(statusCode: 200))
    }
}
