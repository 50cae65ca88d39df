#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The catalogs of one run, built from the registry by the composition root.
public struct CatalogDirectory: Sendable {
    public let all: [any Catalog]

    public init(_ catalogs: [any Catalog]) {
        all = catalogs
    }

    public var names: [CatalogName] { all.map(\.name) }

    /// By name or alias, case-insensitively.
    public func named(_ text: String) throws -> any Catalog {
        let key = text.lowercased()
        guard let catalog = all.first(where: { $0.name.rawValue == key || $0.registration.aliases.contains(key) }) else {
            throw CatalogError.unknownCatalog(text, known: names.map(\.rawValue))
        }
        return catalog
    }

    public func named(_ name: CatalogName) -> (any Catalog)? {
        all.first { $0.name == name }
    }

    /// The one catalog of a concrete type, for the commands that are about that catalog alone.
    /// A plain loop: a lazy chain over existentials costs every run ~0.3 M instructions of generic
    /// metadata to build.
    public func first<Concrete: Catalog>(_ type: Concrete.Type) -> Concrete? {
        for catalog in all {
            if let concrete = catalog as? Concrete { return concrete }
        }
        return nil
    }
}
