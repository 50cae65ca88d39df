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
    private var onChange: (@Sendable (SyncTally) -> Void)?

    /// `observer` is told after every answer counted (the interrupt notice follows it).
    func observe(_ observer: @escaping @Sendable (SyncTally) -> Void) { lock.withLock { onChange = observer } }

    func expect(_ count: Int) { lock.withLock { total += count } }
    func store() { changed { stored += 1 } }
    func skip() { changed { skipped += 1 } }
    func fail(_ url: String, reason: String) { changed { failed.append(.init(url: url, reason: reason)) } }

    private func changed(_ change: () -> Void) {
        let observer = lock.withLock {
            change()
            return onChange
        }
        observer?(self)
    }

    var storedCount: Int { lock.withLock { stored } }
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
