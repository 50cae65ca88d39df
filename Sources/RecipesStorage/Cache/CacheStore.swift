#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Stores answers by URL. A corrupt or unreadable entry reads as a miss; saving replaces.
public protocol CacheStore: Sendable {
    func entry(for url: URL) -> CacheEntry?
    func save(_ entry: CacheEntry) throws
    func summary() throws -> CacheSummary
    /// Removes every entry for which `shouldRemove` is true (nil: an entry that cannot be read).
    func remove(where shouldRemove: (CacheEntry?) -> Bool) throws -> CacheRemoval
    /// Removes pictures, the least recently stored first, until those left take at most `budget`
    /// bytes; answers are never removed by it.
    func trimPictures(toBytes budget: Int) throws -> CacheRemoval
}

/// What `cache clear` and `cache prune` took out, and how many answers are left.
public struct CacheRemoval: Sendable, Equatable {
    public struct Entry: Sendable, Equatable {
        /// The address the answer was fetched from; nil for a file that could not be read.
        public var url: String?
        public var fetchedAt: Date?
        /// Its size on disk.
        public var bytes: Int

        public init(url: String?, fetchedAt: Date?, bytes: Int) {
            self.url = url
            self.fetchedAt = fetchedAt
            self.bytes = bytes
        }
    }

    public var removed: [Entry]
    public var remaining: Int

    public init(removed: [Entry], remaining: Int) {
        self.removed = removed
        self.remaining = remaining
    }
}
