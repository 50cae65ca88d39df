import Foundation

/// An entry of a stored list that could not be read: why (with where), and the JSON it was.
public struct UnreadableEntry: Sendable, Equatable {
    public let reason: String
    public let json: JSONValue
}
