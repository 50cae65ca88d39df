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

    /// TheMealDB's category or area names, alphabetically.
    public func names(_ list: MealNameList) async throws -> Loaded<[String]> {
        try await load(provider.namesEndpoint(list))
    }
}
