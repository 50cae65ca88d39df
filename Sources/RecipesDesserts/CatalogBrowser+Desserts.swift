import RecipesCatalog

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What `desserts list` and `desserts categories|areas` browse, beyond the shared feed.
extension CatalogBrowser where Provider == DessertCatalog {
    /// Every dessert, alphabetically; with `area`, the desserts of that area only (TheMealDB
    /// filters by one thing at a time: the dessert list and the area's list, intersected by id).
    /// An area that answers nothing is checked against TheMealDB's areas: spelled another way
    /// (`french`), it is asked again as listed; not listed at all, it is `CatalogError.unknownName`.
    public func list(area: String? = nil, now: Date = Date()) async throws -> Loaded<[RecipeSummary]> {
        guard let area else { return try await feed(provider.listEndpoint()) }
        async let desserts = feed(provider.listEndpoint())
        var local = try await feed(provider.areaEndpoint(area))
        if local.value.isEmpty, let listed = try await listedSpelling(of: area, in: areaNames) {
            local = try await feed(provider.areaEndpoint(listed))
        }
        let all = try await desserts
        let ids = Set(local.value.map(\.id))
        return Loaded(value: all.value.filter { ids.contains($0.id) }, combining: [all, local], now: now)
    }

    /// A dessert picked uniformly from the dessert list (loaded, and cached, like `desserts list`),
    /// then looked up. Not TheMealDB's `random.php`: that answers any meal, most of them not desserts.
    /// `pick` gets the list's length and returns an index into it. Offline, the list is only the
    /// desserts whose recipe is cached or bundled.
    public func random(now: Date = Date(), pick: (Int) -> Int = { Int.random(in: 0..<$0) }) async throws -> Loaded<Dessert> {
        let list = try await feed(provider.listEndpoint())
        var ids = list.value.compactMap { RecipeID($0.id) }
        // A list from the cache or the sample: pick among what opens without a connection (the
        // sample lists 65 desserts and holds one recipe), when anything does.
        if list.source != .live {
            let stored = openOffline(ids.map(\.rawValue))
            if !stored.isEmpty { ids = ids.filter { stored.contains($0.rawValue) } }
        }
        guard !ids.isEmpty else {
            throw LoadError.invalidData(host: provider.baseURL.hostForMessages, reason: "the dessert list has no dessert to pick")
        }
        let detail = try await detail(id: ids[pick(ids.count)])
        // One provenance for both; the list's skipped records are `desserts list`'s to report.
        let parts = [
            Loaded(value: (), source: list.source, fetchedAt: list.fetchedAt, fallbackReason: list.fallbackReason), detail.map { _ in () },
        ]
        return Loaded(value: detail.value, combining: parts, now: now)
    }

    private var areaNames: FilterNames {
        FilterNames(endpoint: provider.namesEndpoint(.areas), kind: "area", listCommand: "recipes desserts areas")
    }

    /// TheMealDB's category or area names, alphabetically.
    public func names(_ list: MealNameList) async throws -> Loaded<[String]> {
        try await load(provider.namesEndpoint(list))
    }
}
