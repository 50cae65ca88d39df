import Foundation

/// What a shell may complete for an id or a name, from local files only (favorites and the
/// cache): never the network, so completion is instant and works offline.
public struct CompletionCandidates: Sendable {
    private let root: CompositionRoot

    public init(root: CompositionRoot) {
        self.root = root
    }

    /// Favorites of the catalog (ids and names), then names from its cached lists, starting with
    /// `prefix`. With no catalog: every favorite, nothing else.
    public func candidates(for catalog: CatalogName?, prefix: String) -> [String] {
        var words: [String] = []
        let favorites = (try? root.favorites.summaries()) ?? []
        for favorite in favorites where catalog == nil || favorite.catalog == catalog {
            words += [favorite.id, favorite.name]
        }
        if catalog == .desserts {
            words += cached(root.desserts.provider.listEndpoint()).map(\.name)
        }
        if catalog == .pizza {
            let pizzas = Endpoint(base: root.settings.pizzaURL, service: "pizza", path: "pizzas.json", map: PizzaMappers.pizzas)
            words += (cachedValue(pizzas)?.pizzas ?? []).map(\.name)
        }
        let key = AlphabeticalOrder.key(for: prefix)
        var seen = Set<String>()
        return words.filter { AlphabeticalOrder.key(for: $0).hasPrefix(key) && seen.insert($0).inserted }
    }

    private func cached(_ endpoint: Endpoint<[RecipeSummary]>) -> [RecipeSummary] {
        cachedValue(endpoint) ?? []
    }

    private func cachedValue<Resource>(_ endpoint: Endpoint<Resource>) -> Resource? {
        guard let entry = root.cache.entry(for: endpoint.url) else { return nil }
        return try? endpoint.map(entry.body, HTTPResponse(statusCode: 200))
    }
}
