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
    /// Removes every entry for which `shouldRemove` is true (nil: an entry that cannot be read). Returns how many.
    func remove(where shouldRemove: (CacheEntry?) -> Bool) throws -> Int
}
