import RecipesBasics
import RecipesCatalog

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What a sync did: answers fetched and stored, answers skipped as still fresh, and the requests that
/// failed, each with why.
public struct SyncReport: Sendable, Equatable, Encodable {
    public struct Failure: Sendable, Equatable, Encodable {
        public let url: String
        public let reason: String
    }

    public let catalogs: [String]
    public let stored: Int
    public let skipped: Int
    public let failed: [Failure]

    /// 69 only when requests failed and nothing is stored: neither fetched now nor kept from before.
    public var nothingStored: Bool { !failed.isEmpty && stored == 0 && skipped == 0 }
}

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

extension SyncReport {
    /// `sync --json`: the report with its schema version (Docs/JSON.md).
    public func json() throws -> String {
        struct Document: Encodable {
            let schemaVersion = 1
            let report: SyncReport
            func encode(to encoder: Encoder) throws {
                try report.encode(to: encoder)
                var container = encoder.container(keyedBy: AnyKey.self)
                try container.encode(schemaVersion, forKey: AnyKey(stringValue: "schemaVersion"))
            }
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(Document(report: self)), as: UTF8.self) + "\n"
    }

    /// The stderr lines of a sync at a terminal, and of its failures anywhere (at most five, then a count).
    public func notes(atTerminal: Bool) -> [String] {
        var lines = failed.prefix(5).map { "warning: could not sync \($0.url): \($0.reason)" }
        if failed.count > 5 { lines.append("warning: and \(failed.count - 5) more requests failed") }
        if atTerminal {
            lines.append(
                "synced \(catalogs.joined(separator: ", ")): \(stored) answers stored, \(skipped) still fresh, \(failed.count) failed")
        }
        return lines
    }

    /// What ends a sync that stored nothing: exit 69.
    public var nothingStoredError: UserFacingError {
        let requests = failed.count == 1 ? "1 request" : "\(failed.count) requests"
        return UserFacingError("sync stored nothing: \(requests) failed (\(failed.first?.reason ?? "")).", status: .unavailable)
    }
}
