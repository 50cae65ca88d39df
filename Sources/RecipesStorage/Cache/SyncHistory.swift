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

    /// A run that cannot be read (a count no sync makes, a missing field) is kept aside as it was
    /// written, as every list file's bad entry is, and the others still show.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        schemaVersion = try container.decode(Int.self, forKey: .schemaVersion)
        (syncs, unreadable) = try container.decodeSalvaging(SyncRun.self, forKey: .syncs)
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

    /// More answers than any sync asks for: a count past it (or below 0) is not a sync's.
    public static let countLimit = 100_000_000

    enum CodingKeys: String, CodingKey { case catalog, finishedAt, stored, skipped, failed }

    /// A count outside 0…`countLimit` makes the entry unreadable (kept aside, as every list file's
    /// bad entry is), so `cache info` never adds or prints a count no sync made.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        func count(_ key: CodingKeys) throws -> Int {
            let value = try container.decode(Int.self, forKey: key)
            guard (0...Self.countLimit).contains(value) else {
                throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: "\(value) is not a sync's count")
            }
            return value
        }
        catalog = try container.decode(String.self, forKey: .catalog)
        finishedAt = try container.decode(Date.self, forKey: .finishedAt)
        stored = try count(.stored)
        skipped = try count(.skipped)
        failed = try count(.failed)
    }
}
