import Foundation

/// Builds the real client, loaders and catalogs for one run. The only place they are wired.
public struct CompositionRoot: Sendable {
    public let desserts: CatalogBrowser<DessertCatalog>

    public init(settings: Settings) {
        let loader = RemoteLoader(client: URLSessionHTTPClient(timeout: settings.timeout))
        desserts = CatalogBrowser(provider: DessertCatalog(baseURL: settings.mealDBURL), loader: loader)
    }
}
