#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What `recipes cache info` reports.
public struct CacheSummary: Sendable, Equatable {
    public var folder: String
    public var entries: Int
    public var bytes: Int
    public var oldest: Date?
    public var newest: Date?

    public init(folder: String, entries: Int, bytes: Int, oldest: Date?, newest: Date?) {
        self.folder = folder
        self.entries = entries
        self.bytes = bytes
        self.oldest = oldest
        self.newest = newest
    }
}
