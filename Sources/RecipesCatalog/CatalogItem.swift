#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Anything a catalog lists or shows: it has an id and a name.
public protocol CatalogItem: Sendable {
    var id: String { get }
    var name: String { get }
}
