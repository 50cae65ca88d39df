import RecipesBasics
import RecipesStorage
import RecipesText

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `recipes cache info` for a person: times in the local zone (`LocalDate`); JSON keeps UTC.
public enum CacheOutput {
    /// `syncs`: each catalog's last `recipes sync`, one row each after the cache's own.
    public static func info(_ summary: CacheSummary, syncs: [SyncRun] = [], now: Date, style: TextStyle) -> String {
        func when(_ date: Date?) -> String {
            guard let date else { return "-" }
            return "\(LocalDate.text(date)) (\(DurationText.ago(date, now: now)))"
        }
        let synced = syncs.map { run in
            [
                "Synced \(run.catalog)",
                "\(when(run.finishedAt)): \(run.stored + run.skipped) answers (\(run.stored) fetched, "
                    + "\(run.skipped) still fresh), \(run.failed) failed",
            ]
        }
        return style.table(
            [
                ["Folder", summary.folder],
                ["Entries", String(summary.entries)],
                ["Size", ByteCount.text(summary.bytes)],
                ["Oldest", when(summary.oldest)],
                ["Newest", when(summary.newest)],
            ] + synced)
    }

    public static func removed(_ removal: CacheRemoval) -> String {
        let count = removal.removed.count
        return "removed \(count) cached \(count == 1 ? "answer" : "answers"); \(removal.remaining) left"
    }
}
