/// A new document written beside its file by `JSONFileStore.transaction`, synced, not yet in place.
/// `commit()` first keeps the entries the old file held but this build could not read in a file of
/// their own, then renames the new document into place (so it drops no entry whose bytes are not
/// kept), then says so. `discard()`, or never committing, leaves both files as they were.
public struct StagedDocument: Sendable {
    private let staged: AtomicFile.Staged
    /// Writes the unreadable entries aside; returns the warning that says where, if there were any.
    private let keepAside: @Sendable () throws -> String?
    private let warn: @Sendable (String) -> Void

    init(staged: AtomicFile.Staged, keepAside: @escaping @Sendable () throws -> String?, warn: @escaping @Sendable (String) -> Void) {
        self.staged = staged
        self.keepAside = keepAside
        self.warn = warn
    }

    /// Call it once.
    public func commit() throws {
        let warning = try keepAside()
        try staged.commit()
        warning.map(warn)
    }

    public func discard() {
        staged.discard()
    }
}
