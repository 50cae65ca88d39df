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
    /// Which URLs have an entry, from one look at the store (a file per URL: one listing of the
    /// folder); nil when the store cannot say, and each URL's `entry` must be asked.
    func listing() -> CacheListing?
}

extension CacheStore {
    public func listing() -> CacheListing? { nil }
}

/// The URLs a store had an entry for when it was listed. `contains` false is a miss for sure; true
/// still needs the entry read (it may be stale, corrupt or another URL's).
public struct CacheListing: Sendable {
    private let names: Set<String>
    private let name: @Sendable (URL) -> String

    public init(names: Set<String>, name: @escaping @Sendable (URL) -> String) {
        self.names = names
        self.name = name
    }

    public var isEmpty: Bool { names.isEmpty }

    public func contains(_ url: URL) -> Bool { !names.isEmpty && names.contains(name(url)) }
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
