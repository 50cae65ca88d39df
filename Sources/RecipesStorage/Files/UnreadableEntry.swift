#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// An entry of a stored list that could not be read: why (with where), and the JSON it was.
public struct UnreadableEntry: Sendable, Equatable {
    public let reason: String
    public let json: JSONValue
}
