#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import RecipesCatalog

/// What `desserts list` and `desserts categories|areas` browse, beyond the shared feed.
extension CatalogBrowser where Provider == DessertCatalog {
    /// Every dessert, alphabetically; with `area`, the desserts of that area only (TheMealDB
    /// filters by one thing at a time: the dessert list and the area's list, intersected by id).
    public func list(area: String? = nil, now: Date = Date()) async throws -> Loaded<[RecipeSummary]> {
        guard let area else { return try await feed(provider.listEndpoint()) }
        async let desserts = feed(provider.listEndpoint())
        async let inArea = feed(provider.areaEndpoint(area))
        let (all, local) = try await (desserts, inArea)
        let ids = Set(local.value.map(\.id))
        return Loaded(value: all.value.filter { ids.contains($0.id) }, combining: [all, local], now: now)
    }

    /// A dessert picked uniformly from the dessert list (loaded, and cached, like `desserts list`),
    /// then looked up. Not TheMealDB's `random.php`: that answers any meal, most of them not desserts.
    /// `pick` gets the list's length and returns an index into it.
    public func random(now: Date = Date(), pick: (Int) -> Int = { Int.random(in: 0..<$0) }) async throws -> Loaded<Dessert> {
        let list = try await feed(provider.listEndpoint())
        let ids = list.value.compactMap { RecipeID($0.id) }
        guard !ids.isEmpty else {
            throw LoadError.invalidData(host: provider.baseURL.hostForMessages, reason: "the dessert list has no dessert to pick")
        }
        let detail = try await detail(id: ids[pick(ids.count)])
        // One provenance for both; the list's skipped records are `desserts list`'s to report.
        let parts = [Loaded(value: (), source: list.source, fetchedAt: list.fetchedAt, fallbackReason: list.fallbackReason), detail.map { _ in () }]
        return Loaded(value: detail.value, combining: parts, now: now)
    }

    /// TheMealDB's category or area names, alphabetically.
    public func names(_ list: MealNameList) async throws -> Loaded<[String]> {
        try await load(provider.namesEndpoint(list))
    }
}
