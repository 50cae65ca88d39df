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
    public func first<Concrete: Catalog>(_ type: Concrete.Type) -> Concrete? {
        all.lazy.compactMap { $0 as? Concrete }.first
    }

    /// Why a favorite from outside (an import) cannot be taken in, or nil when it can: a catalog
    /// this build knows, an id that catalog could have given, and a snapshot of that same recipe.
    public func problem(with favorite: Favorite) -> String? {
        guard let catalog = named(favorite.catalog) else {
            return "no catalog is called '\(TerminalSanitizer.sanitizeLine(favorite.catalog.rawValue))'"
        }
        guard catalog.isValidID(favorite.id) else {
            return "'\(TerminalSanitizer.sanitizeLine(favorite.id))' is not a \(catalog.name.rawValue) id"
        }
        guard favorite.recipe.catalog == favorite.catalog, favorite.recipe.id == favorite.id else {
            return "its recipe is not \(TerminalSanitizer.sanitizeLine(favorite.key))"
        }
        return nil
    }
}
