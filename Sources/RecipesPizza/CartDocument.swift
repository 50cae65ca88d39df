#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import RecipesStorage

/// `cart.json`: `{"schemaVersion": 1, "lines": [...]}`.
public struct CartDocument: VersionedDocument, Equatable {
    public static let currentVersion = 1
    public static let empty = CartDocument(lines: [])

    public var schemaVersion: Int
    public var lines: [CartLine]

    public init(lines: [CartLine]) {
        schemaVersion = Self.currentVersion
        self.lines = lines
    }
}
