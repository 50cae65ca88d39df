/// A list of the words one of a catalog's options takes (`desserts list --area`'s areas, `cart add
/// drink`'s drinks), whose cached answer completes that option. A catalog's registration names its
/// lists (`valueLists`); completion looks one up by the catalog's name and the list's, and reads
/// its endpoint's cached answer only, never the network.
public struct CatalogValueList: Sendable {
    /// What the option calls the values: "areas", "glasses", "drinks".
    public let name: String
    private let endpoint: @Sendable (any Catalog) -> Endpoint<[String]>?

    /// `endpoint`: where the catalog the registration builds, a `Concrete`, lists the values.
    public init<Concrete: Catalog>(_ name: String, of type: Concrete.Type, endpoint: @escaping @Sendable (Concrete) -> Endpoint<[String]>) {
        self.name = name
        self.endpoint = { catalog in (catalog as? Concrete).map(endpoint) }
    }

    /// The list's endpoint in `catalog`; nil for a catalog the registration did not build.
    public func endpoint(of catalog: any Catalog) -> Endpoint<[String]>? {
        endpoint(catalog)
    }
}
