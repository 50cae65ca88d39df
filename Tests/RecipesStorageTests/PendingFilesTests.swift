import Foundation
import RecipesBasics
import TestSupport
import Testing

@testable import RecipesStorage

/// An interrupt ends writes: what was stored by then is exactly what stays, so the notice that
/// counts it (a sync's "N stored now and kept") is never short.
@Suite("Pending files")
struct PendingFilesTests {
    private func stage(_ text: String, at file: URL, pending: PendingFiles) throws -> AtomicFile.Staged {
        try AtomicFile.stage(for: file, durable: false, createFolders: true, followLinks: true, pending: pending) { fd in
            FileDescriptor.writeAll(Data(text.utf8), to: fd)
        }
    }

    @Test("a write staged before writes end does not take its place after: the old file stays, and no temp file is left")
    func endedWritesDoNotLand() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = folder.url.appendingPathComponent("entry.json")
        try Data("old".utf8).write(to: file)
        let pending = PendingFiles()
        let staged = try stage("new", at: file, pending: pending)

        #expect(pending.endWrites() == 1)
        #expect(throws: FileError.self) { try staged.commit() }

        #expect(try String(contentsOf: file, encoding: .utf8) == "old")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["entry.json"])
    }

    @Test("a write committed before writes end stays, and later writes are refused with a reason")
    func committedWritesStay() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = folder.url.appendingPathComponent("entry.json")
        let pending = PendingFiles()
        try stage("first", at: file, pending: pending).commit()
        #expect(pending.endWrites() == 0)

        let refused = #expect(throws: FileError.self) { try stage("second", at: file, pending: pending).commit() }
        guard case .cannotWrite(_, let reason) = refused else {
            Issue.record("not a write failure: \(String(describing: refused))")
            return
        }
        #expect(reason == "operation canceled")
        #expect(try String(contentsOf: file, encoding: .utf8) == "first")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["entry.json"])
    }
}
