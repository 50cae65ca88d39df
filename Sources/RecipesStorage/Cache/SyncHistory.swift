#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `syncs.json` beside the cache: when `recipes sync` last ran for each catalog and what it did, for
/// `cache info`. `cache clear` empties it with the cache.
public struct SyncHistory: VersionedDocument, Equatable {
    public static let currentVersion = 1
    public static let empty = SyncHistory(syncs: [])
    public static let entriesKey = "syncs"

    public var schemaVersion: Int
    /// The last sync of each catalog, in the order of `catalog`.
    public var syncs: [SyncRun]
    public var unreadable: [UnreadableEntry] = []

    enum CodingKeys: String, CodingKey { case schemaVersion, syncs }

    public init(syncs: [SyncRun]) {
        schemaVersion = Self.currentVersion
        self.syncs = syncs
    }

    /// Keeps `run` as its catalog's last sync.
    public mutating func record(_ run: SyncRun) {
        syncs.removeAll { $0.catalog == run.catalog }
        syncs.append(run)
        syncs.sort { $0.catalog < $1.catalog }
    }

    public static func restoreHint(aside: String) -> String {
        "it only says when recipes sync last ran; the next sync writes syncs.json again"
    }
}

/// One catalog's sync: when it ended, answers stored now, answers still fresh, requests that failed.
public struct SyncRun: Codable, Sendable, Equatable {
    public var catalog: String
    public var finishedAt: Date
    public var stored: Int
    public var skipped: Int
    public var failed: Int

    public init(catalog: String, finishedAt: Date, stored: Int, skipped: Int, failed: Int) {
        self.catalog = catalog
        self.finishedAt = finishedAt
        self.stored = stored
        self.skipped = skipped
        self.failed = failed
    }
}
