import RecipesCatalog
import RecipesCocktails
import RecipesDesserts
import RecipesFavorites
import RecipesHTTP
import RecipesPantry
import RecipesPictures
import RecipesPizza
import RecipesShopping
import RecipesSnapshot
import RecipesStorage

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Builds the real client, loaders, stores and catalogs for one run. The only place they are wired.
public struct CompositionRoot: Sendable {
    public let settings: Settings
    public let cache: FileCacheStore
    /// Every catalog, built from the registry: what search, favorites, the shopping list and
    /// completion iterate.
    public let catalogs: CatalogDirectory
    public let favorites: FavoritesService
    public let cart: CartService
    public let checkout: Checkout
    public let search: UnifiedSearch
    public let shopping: ShoppingService
    public let pantry: PantryService
    /// Recipes' thumbnails: cached, fetched through the same client, kept for favorites.
    public let pictures: RecipePictures
    /// The run's network time (`--timeout`), spent by every request of the client: what `sync` asks
    /// before it starts one.
    public let networkBudget: NetworkBudget
    /// Where one-line warnings go (stderr): a store's unreadable entries among them.
    private let warn: @Sendable (String) -> Void

    /// `warn` receives one-line warnings for stderr (a cache that could not be written); `log`, when
    /// given, one line per HTTP request (`--verbose`). `registry` is every catalog there is.
    public init(
        settings: Settings, registry: [CatalogRegistration] = CatalogRegistry.standard,
        warn: @escaping @Sendable (String) -> Void, log: (@Sendable (String) -> Void)? = nil
    ) {
        self.settings = settings
        self.warn = warn
        cache = FileCacheStore(folder: settings.locations.cache, isPicture: PictureLoader.isPicture)
        let network = CurlHTTPClient(timeout: settings.timeout)
        let logged: HTTPClient = log.map { LoggingHTTPClient(client: network, log: $0) } ?? network
        // Retries draw on the run's one budget: --timeout bounds the whole command's wait.
        networkBudget = NetworkBudget(seconds: settings.timeout)
        let client = RetryingHTTPClient(client: BudgetedHTTPClient(client: logged, budget: networkBudget))
        let loader = Self.loader(settings: settings, client: client, cache: cache, warn: warn)
        catalogs = CatalogDirectory(registry.map { $0.build(settings.baseURL(for: $0), loader) })
        let data = settings.locations.data
        favorites = FavoritesService(
            store: JSONFileStore(
                file: data.appendingPathComponent("favorites.json"),
                lockTimeout: settings.lockTimeout, warn: warn),
            catalogs: catalogs, warn: warn)
        let cartStore = JSONFileStore<CartDocument>(
            file: data.appendingPathComponent("cart.json"), lockTimeout: settings.lockTimeout, warn: warn)
        let pizza = catalogs.first(PizzaShop.self) ?? PizzaShop(baseURL: settings.baseURL(for: PizzaShop.registration), loader: loader)
        cart = CartService(store: cartStore, shop: pizza)
        checkout = Checkout(shop: pizza, cart: cartStore, client: client, url: settings.checkoutURL)
        search = UnifiedSearch(catalogs: catalogs)
        shopping = ShoppingService(catalogs: catalogs)
        pantry = PantryService(
            store: JSONFileStore(file: data.appendingPathComponent("pantry.json"), lockTimeout: settings.lockTimeout, warn: warn))
        pictures = RecipePictures(
            loader: PictureLoader(
                client: client, cache: cache, offline: settings.mode != .networkFirst,
                // The budget is read after a picture is stored, never before: config.toml only when it is needed.
                budget: { [preferences = settings.preferences] in preferences.pictureCacheBudget(log: log ?? { _ in }) },
                log: log ?? { _ in }),
            kept: FavoritePictures(dataFolder: data), sources: RecipePictures.sources(registry: registry, settings: settings),
            thumbnails: RecipePictures.thumbnails(registry: registry))
    }

    /// TheMealDB's desserts, for the commands about them alone.
    public var desserts: CatalogBrowser<DessertCatalog> { get throws { try catalog(DessertCatalog.self) } }

    /// TheCocktailDB, with its fan-outs.
    public var cocktails: CocktailFinder { get throws { CocktailFinder(browser: try catalog(CocktailCatalog.self)) } }

    /// Nenno's Pizza.
    public var pizza: PizzaShop { cart.shop }

    /// The registry's catalog of that provider; a registry without it (a test's, a trimmed build's)
    /// is a catalog nobody can name, said as one (`CatalogError.unknownCatalog`), never a trap.
    private func catalog<Provider: CatalogProvider>(_ provider: Provider.Type) throws -> CatalogBrowser<Provider> {
        guard let browser = catalogs.first(CatalogBrowser<Provider>.self) else {
            throw CatalogError.unknownCatalog(Provider.registration.name.rawValue, known: catalogs.names.map(\.rawValue))
        }
        return browser
    }

    /// `syncs.json` in the cache folder: what `recipes sync` last did, for `cache info`.
    public var syncHistory: JSONFileStore<SyncHistory> {
        JSONFileStore(file: cache.folder.appendingPathComponent("syncs.json"), lockTimeout: settings.lockTimeout, warn: warn)
    }

    /// The bundled sample, when the settings let it answer (not with `--no-snapshot`).
    public var sample: SnapshotLoader? {
        settings.mode == .snapshot || settings.snapshotFallback ? SnapshotLoader() : nil
    }

    /// remote → cache (save, fall back) → bundled snapshot, as the settings ask.
    static func loader(settings: Settings, client: HTTPClient, cache: CacheStore, warn: @escaping @Sendable (String) -> Void)
        -> ResourceLoader
    {
        if settings.mode == .snapshot { return SnapshotLoader() }
        let cached = CachingLoader(
            remote: RemoteLoader(client: client),
            store: cache, policy: settings.cachePolicy, offline: settings.mode == .offline, strict: settings.liveOnly, warn: warn)
        return settings.snapshotFallback ? SnapshotFallbackLoader(primary: cached) : cached
    }
}
