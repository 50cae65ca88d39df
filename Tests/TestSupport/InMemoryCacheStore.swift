import Foundation
import RecipesBasics
import RecipesStorage

/// The cache contract's test double; the contract suite holds it to the same specs as the file store.
package final class InMemoryCacheStore: CacheStore, @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [String: CacheEntry] = [:]
    private let failingWrites: Bool

    package init(failingWrites: Bool = false) { self.failingWrites = failingWrites }

    package func entry(for url: URL) -> CacheEntry? { lock.withLock { entries[url.absoluteString] } }

    package func save(_ entry: CacheEntry) throws {
        if failingWrites { throw FileError.cannotWrite(path: "/cache", reason: "permission denied") }
        lock.withLock { entries[entry.url] = entry }
    }

    package func summary() throws -> CacheSummary {
        lock.withLock {
            let dates = entries.values.map(\.fetchedAt)
            return CacheSummary(
                folder: "memory", entries: entries.count, bytes: entries.values.map(\.body.count).reduce(0, +),
                oldest: dates.min(), newest: dates.max())
        }
    }

    package func listing() -> CacheListing? {
        lock.withLock { CacheListing(names: Set(entries.keys), name: { $0 }) }
    }

    package func remove(where shouldRemove: (CacheEntry?) -> Bool) throws -> CacheRemoval {
        lock.withLock {
            let doomed = entries.values.filter { shouldRemove($0) }
            doomed.forEach { entries[$0.url] = nil }
            return CacheRemoval(
                removed: doomed.map { CacheRemoval.Entry(url: $0.url, fetchedAt: $0.fetchedAt, bytes: $0.body.count) },
                remaining: entries.count)
        }
    }

    /// The double tells no pictures from answers (FileCacheStore's own tests hold the trimming).
    package func trimPictures(toBytes budget: Int) throws -> CacheRemoval {
        lock.withLock { CacheRemoval(removed: [], remaining: entries.count) }
    }
}
