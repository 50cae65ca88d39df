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
    /// Which URLs have an entry, from one look at the store (a file per URL: one listing of the
    /// folder); nil when the store cannot say, and each URL's `entry` must be asked.
    func listing() -> CacheListing?
}

extension CacheStore {
    public func listing() -> CacheListing? { nil }
}

/// The URLs a store had an entry for when it was listed. `contains` false is a miss for sure; true
/// still needs the entry read (it may be stale, corrupt or another URL's). URLs are asked about
/// by their text (`absoluteString`), so a list's thousands of rows need no `URL` built to be asked.
public struct CacheListing: Sendable {
    private let names: Set<String>
    private let name: @Sendable (String) -> String
    private let addresses: (@Sendable () -> Set<String>?)?

    /// `name`: the entry a URL, as text, would be kept under. `addresses`: the URLs the entries say they
    /// hold, read from the entries themselves (nil when one cannot say); cheaper than naming each URL
    /// asked about when the entries are fewer.
    public init(
        names: Set<String>, name: @escaping @Sendable (String) -> String, addresses: (@Sendable () -> Set<String>?)? = nil
    ) {
        self.names = names
        self.name = name
        self.addresses = addresses
    }

    public var isEmpty: Bool { names.isEmpty }
    public var count: Int { names.count }

    public func contains(_ url: URL) -> Bool { contains(address: url.absoluteString) }

    /// `address`: a URL's `absoluteString`.
    public func contains(address: String) -> Bool { !names.isEmpty && names.contains(name(address)) }

    /// A test for many URLs (as text) at once: by the addresses the entries hold when there are fewer
    /// entries than URLs (a list of 5,000 drinks against the 36 answers that listed them), else by name.
    public func containment(forMany count: Int) -> @Sendable (String) -> Bool {
        if names.isEmpty { return { _ in false } }
        if self.count < count, let held = addresses?() { return { held.contains($0) } }
        return { [self] in contains(address: $0) }
    }
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
