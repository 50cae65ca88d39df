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
    /// `pictureBudget`: the picture cache's size budget in bytes, shown beside the pictures' size.
    public static func info(_ summary: CacheSummary, syncs: [SyncRun] = [], pictureBudget: Int? = nil, now: Date, style: TextStyle)
        -> String
    {
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
                ["Answers", counted(summary.entries - summary.pictures, ByteCount.text(summary.bytes - summary.pictureBytes))],
                [
                    "Pictures",
                    counted(
                        summary.pictures, ByteCount.text(summary.pictureBytes) + (pictureBudget.map { " of \(ByteCount.text($0))" } ?? "")),
                ],
                ["Oldest", when(summary.oldest)],
                ["Newest", when(summary.newest)],
            ] + synced)
    }

    /// "12, 3.4 MB".
    private static func counted(_ count: Int, _ size: String) -> String { "\(count), \(size)" }

    public static func removed(_ removal: CacheRemoval) -> String {
        let count = removal.removed.count
        return "removed \(count) cached \(count == 1 ? "answer" : "answers"); \(removal.remaining) left"
    }
}
