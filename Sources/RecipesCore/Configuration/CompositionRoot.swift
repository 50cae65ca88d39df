import Foundation

/// Builds the real client, loaders, stores and catalogs for one run. The only place they are wired.
public struct CompositionRoot: Sendable {
    public let settings: Settings
    public let cache: FileCacheStore
    public let desserts: CatalogBrowser<DessertCatalog>
    public let cocktails: CocktailFinder
    /// Every catalog, for features that work across them.
    public let catalogs: CatalogDirectory
    public let favorites: FavoritesService

    /// `warn` receives one-line warnings for stderr (a cache that could not be written).
    public init(settings: Settings, warn: @escaping @Sendable (String) -> Void) {
        self.settings = settings
        cache = FileCacheStore(folder: settings.locations.cache)
        let loader = Self.loader(settings: settings, cache: cache, warn: warn)
        desserts = CatalogBrowser(provider: DessertCatalog(baseURL: settings.mealDBURL), loader: loader)
        let cocktailBrowser = CatalogBrowser(provider: CocktailCatalog(baseURL: settings.cocktailDBURL), loader: loader)
        cocktails = CocktailFinder(browser: cocktailBrowser)
        catalogs = CatalogDirectory([
            AnyCatalog(desserts, aliases: ["dessert"]),
            AnyCatalog(cocktailBrowser, aliases: ["cocktail", "drink", "drinks"]),
        ])
        let file = settings.locations.data.appendingPathComponent("favorites.json")
        favorites = FavoritesService(store: JSONFileStore(file: file, warn: warn), catalogs: catalogs, warn: warn)
    }

    /// remote → cache (save, fall back) → bundled snapshot, as the settings ask.
    static func loader(settings: Settings, cache: CacheStore, warn: @escaping @Sendable (String) -> Void) -> ResourceLoader {
        if settings.mode == .snapshot { return SnapshotLoader() }
        let cached = CachingLoader(
            remote: RemoteLoader(client: URLSessionHTTPClient(timeout: settings.timeout)),
            store: cache, policy: settings.cachePolicy, offline: settings.mode == .offline, warn: warn)
        return settings.snapshotFallback ? SnapshotFallbackLoader(primary: cached) : cached
    }
}
