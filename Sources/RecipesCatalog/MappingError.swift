#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A mapper met data it does not understand. `reason` is one short phrase for the user.
public struct MappingError: Error, Equatable, Sendable {
    public let reason: String
    public init(_ reason: String) { self.reason = reason }
}
