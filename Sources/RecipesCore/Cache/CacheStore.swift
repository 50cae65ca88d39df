import Foundation

/// One cached answer: the exact bytes a server sent for a URL, and when.
public struct CacheEntry: Sendable, Equatable {
    public var url: String
    public var fetchedAt: Date
    public var body: Data

    public init(url: String, fetchedAt: Date, body: Data) {
        self.url = url
        self.fetchedAt = fetchedAt
        self.body = body
    }
}

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

/// Stores answers by URL. A corrupt or unreadable entry reads as a miss; saving replaces.
public protocol CacheStore: Sendable {
    func entry(for url: URL) -> CacheEntry?
    func save(_ entry: CacheEntry) throws
    func summary() throws -> CacheSummary
    /// Removes every entry for which `shouldRemove` is true (nil: an entry that cannot be read). Returns how many.
    func remove(where shouldRemove: (CacheEntry?) -> Bool) throws -> Int
}

/// How old a cached copy may be and still be served.
public struct CachePolicy: Sendable, Equatable {
    public static let defaultMaxAge: TimeInterval = 7 * 24 * 3600

    public var maxAge: TimeInterval

    public init(maxAge: TimeInterval = CachePolicy.defaultMaxAge) {
        self.maxAge = maxAge
    }

    /// Younger than the max age. A copy dated in the future is not fresh: its date cannot be
    /// trusted (a clock set back, or a file made by hand), so it is fetched again and pruned.
    public func isFresh(fetchedAt: Date, now: Date) -> Bool {
        let age = now.timeIntervalSince(fetchedAt)
        return age >= 0 && age < maxAge
    }
}
