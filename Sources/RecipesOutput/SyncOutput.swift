import RecipesCatalog

/// `recipes sync` for people and scripts.
public enum SyncOutput {
    /// `sync --json` (Docs/JSON.md): the report, with the schema version every document carries.
    public static func json(_ report: SyncReport) throws -> String {
        struct Document: Encodable {
            let schemaVersion = JSONOutput.schemaVersion
            let catalogs: [String]
            let stored: Int
            let skipped: Int
            let failed: [SyncReport.Failure]
        }
        return try JSONOutput.encode(
            Document(catalogs: report.catalogs, stored: report.stored, skipped: report.skipped, failed: report.failed))
    }

    /// The stderr lines of a sync at a terminal, and of its failures anywhere (at most five, then a count).
    public static func notes(_ report: SyncReport, atTerminal: Bool) -> [String] {
        let failed = report.failed
        var lines = failed.prefix(5).map { "warning: could not sync \($0.url): \($0.reason)" }
        if failed.count > 5 { lines.append("warning: and \(failed.count - 5) more requests failed") }
        if atTerminal {
            lines.append(
                "synced \(report.catalogs.joined(separator: ", ")): \(report.stored) answers stored, \(report.skipped) still fresh, "
                    + "\(failed.count) failed")
        }
        return lines
    }
}
