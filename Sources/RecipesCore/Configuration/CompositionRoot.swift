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
    public let pizza: PizzaShop
    public let cart: CartService
    public let checkout: Checkout
    public let search: UnifiedSearch
    public let shopping: ShoppingService

    /// `warn` receives one-line warnings for stderr (a cache that could not be written); `log`, when
    /// given, one line per HTTP request (`--verbose`).
    public init(settings: Settings, warn: @escaping @Sendable (String) -> Void, log: (@Sendable (String) -> Void)? = nil) {
        self.settings = settings
        cache = FileCacheStore(folder: settings.locations.cache)
        let network = URLSessionHTTPClient(timeout: settings.timeout)
        let logged: HTTPClient = log.map { LoggingHTTPClient(client: network, log: $0) } ?? network
        let client = RetryingHTTPClient(client: logged)
        let loader = Self.loader(settings: settings, client: client, cache: cache, warn: warn)
        desserts = CatalogBrowser(provider: DessertCatalog(baseURL: settings.mealDBURL), loader: loader)
        let cocktailBrowser = CatalogBrowser(provider: CocktailCatalog(baseURL: settings.cocktailDBURL), loader: loader)
        cocktails = CocktailFinder(browser: cocktailBrowser)
        pizza = PizzaShop(baseURL: settings.pizzaURL, loader: loader)
        catalogs = CatalogDirectory([
            AnyCatalog(desserts, aliases: ["dessert"]),
            AnyCatalog(cocktailBrowser, aliases: ["cocktail", "drink", "drinks"]),
            pizza.anyCatalog(),
        ])
        let data = settings.locations.data
        favorites = FavoritesService(store: JSONFileStore(file: data.appendingPathComponent("favorites.json"), warn: warn),
                                     catalogs: catalogs, warn: warn)
        let cartStore = JSONFileStore<CartDocument>(file: data.appendingPathComponent("cart.json"), warn: warn)
        cart = CartService(store: cartStore, shop: pizza)
        checkout = Checkout(shop: pizza, cart: cartStore, client: client, url: settings.checkoutURL)
        search = UnifiedSearch(desserts: desserts, cocktails: cocktailBrowser, pizza: pizza)
        shopping = ShoppingService(catalogs: catalogs, favorites: favorites)
    }

    /// remote → cache (save, fall back) → bundled snapshot, as the settings ask.
    static func loader(settings: Settings, client: HTTPClient, cache: CacheStore, warn: @escaping @Sendable (String) -> Void) -> ResourceLoader {
        if settings.mode == .snapshot { return SnapshotLoader() }
        let cached = CachingLoader(
            remote: RemoteLoader(client: client),
            store: cache, policy: settings.cachePolicy, offline: settings.mode == .offline, warn: warn)
        return settings.snapshotFallback ? SnapshotFallbackLoader(primary: cached) : cached
    }
}
