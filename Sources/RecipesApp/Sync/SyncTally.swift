import RecipesBasics
import RecipesCatalog

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Counts a sync's answers from its concurrent requests.
final class SyncTally: @unchecked Sendable { // every field is read and written under `lock`
    private let lock = Lock()
    private var stored = 0
    private var skipped = 0
    private var failed: [SyncReport.Failure] = []
    private var total = 0
    /// Fetches under way, each with how to tell whether its answer is in place yet.
    private var fetching: [Int: @Sendable () -> Bool] = [:]
    private var nextFetch = 0

    func expect(_ count: Int) { lock.withLock { total += count } }
    func skip() { lock.withLock { skipped += 1 } }
    func fail(_ url: String, reason: String, invalidData: Bool = false) {
        lock.withLock { failed.append(.init(url: url, reason: reason, invalidData: invalidData)) }
    }

    /// A fetch begins; `landed` tells whether its answer has been stored (it is asked only at an
    /// interrupt). Returns the fetch's number for `store` and `end`.
    func begin(landed: @escaping @Sendable () -> Bool) -> Int {
        lock.withLock {
            nextFetch += 1
            fetching[nextFetch] = landed
            return nextFetch
        }
    }

    /// Fetch `id`'s answer is stored: counted, and no longer under way, in one step.
    func store(_ id: Int) {
        lock.withLock {
            guard fetching.removeValue(forKey: id) != nil else { return }
            stored += 1
        }
    }

    /// Fetch `id` is over, stored or not.
    func end(_ id: Int) { lock.withLock { _ = fetching.removeValue(forKey: id) } }

    /// Counted so far, and the fetches under way: what an interrupt notice starts from.
    func snapshot() -> (stored: Int, done: Int, expected: Int, fetching: [@Sendable () -> Bool]) {
        lock.withLock {
            let done = stored + skipped + failed.count
            return (stored, done, max(total, done), Array(fetching.values))
        }
    }

    /// Stored, skipped and failed so far.
    var counts: (stored: Int, skipped: Int, failed: Int) { lock.withLock { (stored, skipped, failed.count) } }
    var done: Int { lock.withLock { stored + skipped + failed.count } }
    var expected: Int { lock.withLock { max(total, stored + skipped + failed.count) } }

    func report(catalogs: [CatalogName]) -> SyncReport {
        lock.withLock {
            SyncReport(
                catalogs: catalogs.map(\.rawValue), stored: stored, skipped: skipped,
                failed: failed.sorted { $0.url < $1.url })
        }
    }
}
