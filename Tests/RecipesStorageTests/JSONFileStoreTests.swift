import Foundation
import RecipesBasics
import RecipesStorage
import TestSupport
import Testing

@Suite("JSON file store")
struct JSONFileStoreTests {
    private struct Counter: VersionedDocument, Equatable {
        static let currentVersion = 2
        static let empty = Counter(schemaVersion: 2, count: 0)
        var schemaVersion: Int
        var count: Int
    }

    private func makeSUT(lockTimeout: Double = 10) throws -> (JSONFileStore<Counter>, TemporaryFolder, Warnings) {
        let folder = try TemporaryFolder()
        let warnings = Warnings()
        let store = JSONFileStore<Counter>(
            file: folder.url.appendingPathComponent("data/counter.json"), lockTimeout: lockTimeout,
            now: { Date(timeIntervalSince1970: 1_800_000_000) }, warn: warnings.append)
        return (store, folder, warnings)
    }

    @Test("reads empty when there is no file, and what was written after an update")
    func roundTrip() throws {
        let (sut, folder, _) = try makeSUT()
        defer { folder.remove() }
        #expect(try sut.read() == Counter.empty)
        try sut.update { $0.count += 1 }
        try sut.update { $0.count += 1 }
        #expect(try sut.read().count == 2)
    }

    @Test("a change that writes the whole document removes the spare: it would hold an older version than the one before")
    func wholeWriteRemovesTheSpare() throws {
        let (sut, folder, _) = try makeSUT()
        defer { folder.remove() }
        try sut.update { $0.count = 1 }
        let spare = folder.url.appendingPathComponent("data/.counter.json.spare")
        try Data("an older version".utf8).write(to: spare)
        try sut.update { $0.count = 2 }
        #expect(!FileManager.default.fileExists(atPath: spare.path))
        #expect(try sut.read().count == 2)
    }

    @Test("creates the folder 0700 and the file 0600, and leaves no temp or lock file")
    func permissions() throws {
        let (sut, folder, _) = try makeSUT()
        defer { folder.remove() }
        try sut.update { $0.count = 1 }
        let data = folder.url.appendingPathComponent("data")
        #expect(try FileManager.default.contentsOfDirectory(atPath: data.path) == ["counter.json"])
        #expect(try mode(data.path) == 0o700)
        #expect(try mode(sut.file.path) == 0o600)
    }

    @Test("a change that throws writes nothing")
    func abortedChange() throws {
        let (sut, folder, _) = try makeSUT()
        defer { folder.remove() }
        try sut.update { $0.count = 5 }
        let before = try Data(contentsOf: sut.file)
        struct Abort: Error {}
        #expect(throws: Abort.self) {
            try sut.update { document in
                document.count = 99
                throw Abort()
            }
        }
        #expect(try Data(contentsOf: sut.file) == before)
    }

    @Test("refuses to read a corrupt file, and keeps its bytes aside before a write starts afresh")
    func corrupt() throws {
        let (sut, folder, warnings) = try makeSUT()
        defer { folder.remove() }
        try FileManager.default.createDirectory(at: sut.file.deletingLastPathComponent(), withIntermediateDirectories: true)
        let garbage = Data("{\"schemaVersion\":2,\"count\":".utf8)
        try garbage.write(to: sut.file)
        #expect(throws: StoreError.corrupt(path: sut.file.path, reason: "not valid JSON")) { try sut.read() }
        #expect(try Data(contentsOf: sut.file) == garbage)
        // A change that gives up (pantry remove of a name that is not there) leaves the corrupt file where it is.
        struct Abort: Error {}
        #expect(throws: StoreError.corrupt(path: sut.file.path, reason: "not valid JSON")) { try sut.update { _ in throw Abort() } }
        #expect(try Data(contentsOf: sut.file) == garbage)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: sut.file.deletingLastPathComponent().path).filter { $0.contains("corrupt") }
                .isEmpty)
        #expect(warnings.all.isEmpty)
        try sut.update { $0.count = 1 }
        let aside = URL(fileURLWithPath: sut.file.path + ".corrupt-20270115T080000Z")
        #expect(try Data(contentsOf: aside) == garbage)
        #expect(try sut.read().count == 1)
        #expect(
            warnings.all == [
                "warning: counter.json was corrupt (not valid JSON); its bytes are kept in \(aside.path) and a new one is started. "
                    + "To go back to it: mv \(aside.path) \(sut.file.path)"
            ])
    }

    @Test("refuses a file from a newer version for reads and writes, and never rewrites it")
    func newerVersion() throws {
        let (sut, folder, _) = try makeSUT()
        defer { folder.remove() }
        try FileManager.default.createDirectory(at: sut.file.deletingLastPathComponent(), withIntermediateDirectories: true)
        let future = Data(#"{"schemaVersion":3,"count":7,"shiny":true}"#.utf8)
        try future.write(to: sut.file)
        #expect(throws: StoreError.newerVersion(path: sut.file.path, version: 3)) { try sut.read() }
        #expect(throws: StoreError.newerVersion(path: sut.file.path, version: 3)) { try sut.update { $0.count = 0 } }
        #expect(try Data(contentsOf: sut.file) == future)
    }

    @Test("gives up with 'locked' when another holder keeps the lock past the timeout")
    func lockTimeout() throws {
        let (sut, folder, _) = try makeSUT(lockTimeout: 0.3)
        defer { folder.remove() }
        try sut.update { $0.count = 1 }
        let holder = FileLock(path: sut.file.path + ".lock", timeout: 1)
        try holder.withLock {
            let started = Date()
            #expect(throws: StoreError.locked(path: sut.file.path + ".lock", seconds: 0.3)) { try sut.update { $0.count = 2 } }
            #expect(Date().timeIntervalSince(started) < 8, "gave up near its 0.3 s timeout, with a margin a loaded machine keeps")
        }
        #expect(try sut.read().count == 1)
    }

    @Test("concurrent updates from many threads lose nothing")
    func concurrentUpdates() async throws {
        let (sut, folder, _) = try makeSUT()
        defer { folder.remove() }
        let failures = Locked<[String]>([])
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<20 {
                group.addTask {
                    await withCheckedContinuation { continuation in
                        Thread {
                            do {
                                try sut.update { $0.count += 1 }
                            } catch {
                                failures.update { $0.append("\(error)") }
                            }
                            continuation.resume()
                        }.start()
                    }
                }
            }
        }
        #expect(failures.value == [], "every update succeeded")
        #expect(try sut.read().count == 20)
    }

    @Test("a folder that cannot be written is a write error and the old file stays")
    func unwritableFolder() async throws {
        let (sut, folder, _) = try makeSUT()
        defer { folder.remove() }
        try sut.update { $0.count = 3 }
        let data = sut.file.deletingLastPathComponent()
        // The folder and file become nobody's when the tests run as root, and the store is used from
        // a thread that is nobody as far as files go: the folder's 0500 then refuses it, as it would anyone.
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path)
        try Unprivileged.own(data)
        try Unprivileged.own(sut.file)
        try FileManager.default.setAttributes([.posixPermissions: 0o500], ofItemAtPath: data.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: data.path) }
        #expect(try await Unprivileged.onThread { try sut.read().count } == 3, "the file can be read: only writing is refused")
        await #expect(throws: FileError.cannotWrite(path: sut.file.path + ".lock", reason: "permission denied")) {
            try await Unprivileged.onThread { try sut.update { $0.count = 4 } }
        }
        #expect(try sut.read().count == 3)
        #expect(try FileManager.default.contentsOfDirectory(atPath: data.path) == ["counter.json"])
    }

    @Test("a file that is a symlink is written through to its target, atomically, and stays a link")
    func symlink() throws {
        let (sut, folder, _) = try makeSUT()
        defer { folder.remove() }
        let dotfiles = folder.url.appendingPathComponent("dotfiles")
        try FileManager.default.createDirectory(at: dotfiles, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: sut.file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: sut.file.path, withDestinationPath: "../dotfiles/counter.json")
        try sut.update { $0.count = 5 }
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: sut.file.path) == "../dotfiles/counter.json")
        #expect(try sut.read().count == 5)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: dotfiles.path) == ["counter.json"], "no temp file left beside the target")
    }

    @Test("a transaction stages the new file under the lock; nothing changes until it commits")
    func transaction() async throws {
        let (sut, folder, _) = try makeSUT()
        defer { folder.remove() }
        try sut.update { $0.count = 1 }
        let before = try Data(contentsOf: sut.file)
        struct Declined: Error {}
        await #expect(throws: Declined.self) {
            try await sut.transaction { current, stage in
                var next = current
                next.count = 2
                _ = try stage(next)
                throw Declined()
            }
        }
        #expect(try Data(contentsOf: sut.file) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: sut.file.deletingLastPathComponent().path) == ["counter.json"])
        try await sut.transaction { current, stage in
            var next = current
            next.count = 3
            try stage(next).commit()
        }
        #expect(try sut.read().count == 3)
    }

    private func mode(_ path: String) throws -> Int {
        (try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? NSNumber)?.intValue ?? -1
    }
}
