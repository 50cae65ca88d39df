import Foundation
import RecipesBasics
import TestSupport
import Testing

@testable import RecipesStorage

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A large file's change is written over its previous version (`.<name>.spare`) and swapped into
/// place, instead of a new file made and the old one deleted; everything the temp file guaranteed
/// still holds: the old file or the new one, never a mix, and nothing written through a planted
/// name. (Linux only: elsewhere no spare is kept, and the tests of one are off.)
@Suite("Atomic file, spare")
struct AtomicFileSpareTests {
    private func spliced(_ text: String) -> SplicedBytes {
        var bytes = SplicedBytes(source: Data())
        bytes.append(Data(text.utf8))
        return bytes
    }

    private func inode(_ path: String) -> UInt64? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        return UInt64(info.st_ino)
    }

    private func text(_ path: String) throws -> String {
        try String(contentsOf: URL(fileURLWithPath: path), encoding: .utf8)
    }

    /// Waits until the file is old enough for the next write to take it as a spare
    /// (`isOldEnough`): a wait on the clock, not a guess at how long it takes.
    private func settle(_ path: String) throws {
        let stamp = try #require(FileStamp.of(path))
        while !AtomicFile.Spare.isOldEnough(stamp, now: FileStamp.now()) { usleep(1_000) }
    }

    private func names(in folder: TemporaryFolder) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted()
    }

    /// A folder holding favorites.json (`file`'s text, when given) and its spare (`spare`'s text,
    /// settled, when given).
    private func files(file text: String? = "first", spare spareText: String? = nil) throws -> (TemporaryFolder, URL, String) {
        let folder = try TemporaryFolder()
        let file = folder.url.appendingPathComponent("favorites.json")
        let spare = AtomicFile.Spare.path(of: file)
        if let text { try Data(text.utf8).write(to: file) }
        if let spareText {
            try Data(spareText.utf8).write(to: URL(fileURLWithPath: spare))
            try settle(spare)
        }
        return (folder, file, spare)
    }

    @Test(
        "a large file's old version becomes its spare, and the next change is written over it and swapped in",
        .enabled(if: AtomicFile.Spare.canExchange))
    func spareIsKeptAndReused() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = folder.url.appendingPathComponent("favorites.json")
        let spare = AtomicFile.Spare.path(of: file)
        try Data("first".utf8).write(to: file)
        let first = try #require(inode(file.path))

        try AtomicFile.write(spliced("second"), to: file, spareFrom: 0)
        #expect(try text(file.path) == "second")
        #expect(try text(spare) == "first")
        #expect(inode(spare) == first) // the old file itself, kept: nothing was deleted
        let second = try #require(inode(file.path))

        try settle(spare)
        try AtomicFile.write(spliced("third, longer than the spare"), to: file, spareFrom: 0)
        #expect(try text(file.path) == "third, longer than the spare")
        #expect(inode(file.path) == first) // written over the spare, then swapped in
        #expect(try text(spare) == "second")
        #expect(inode(spare) == second)

        try settle(spare)
        try AtomicFile.write(spliced("4th"), to: file, spareFrom: 0)
        #expect(try text(file.path) == "4th") // cut to its size: nothing of the longer bytes it was written over
        #expect(inode(file.path) == second)
        var info = stat()
        #expect(stat(file.path, &info) == 0)
        #expect(info.st_mode & 0o777 == 0o600)
        #expect(try names(in: folder) == [".favorites.json.spare", "favorites.json"])
    }

    @Test("below the size a spare is kept from, none is made, and one left from a larger file is removed")
    func smallFilesKeepNoSpare() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = folder.url.appendingPathComponent("favorites.json")
        try Data("first".utf8).write(to: file)
        try AtomicFile.write(spliced("second"), to: file, spareFrom: 100)
        #expect(try names(in: folder) == ["favorites.json"])

        try Data("an old version".utf8).write(to: URL(fileURLWithPath: AtomicFile.Spare.path(of: file)))
        try AtomicFile.write(spliced("third"), to: file, spareFrom: 100)
        #expect(try text(file.path) == "third")
        #expect(try names(in: folder) == ["favorites.json"])
    }

    @Test("a spare that is a symlink is never written through: the file it names stays as it was")
    func symlinkedSpareIsNotFollowed() throws {
        let (folder, file, spare) = try files()
        defer { folder.remove() }
        let victim = folder.url.appendingPathComponent("victim")
        try Data("someone else's".utf8).write(to: victim)
        #expect(symlink(victim.path, spare) == 0)
        try settle(victim.path) // old enough to be taken, were the link followed

        try AtomicFile.write(spliced("second"), to: file, spareFrom: 0)
        #expect(try text(file.path) == "second")
        #expect(try text(victim.path) == "someone else's")
        if AtomicFile.Spare.canExchange {
            #expect(try text(spare) == "first") // the link itself replaced
        }
    }

    @Test("a FIFO or a folder in the spare's place is never opened as one: the change is written, without a wait")
    func fifoOrFolderSpare() throws {
        for kind in ["fifo", "folder"] {
            let (folder, file, spare) = try files()
            defer { folder.remove() }
            #expect(kind == "fifo" ? mkfifo(spare, 0o600) == 0 : mkdir(spare, 0o700) == 0)
            try AtomicFile.write(spliced("second"), to: file, spareFrom: 0) // a FIFO opened for writing would wait here
            #expect(try text(file.path) == "second")
            var info = stat()
            #expect(lstat(spare, &info) == 0)
            if kind == "folder" {
                #expect(info.st_mode & S_IFMT == S_IFDIR, "the folder is left as it was")
            } else if AtomicFile.Spare.canExchange {
                #expect(info.st_mode & S_IFMT == S_IFREG, "the FIFO replaced by the old version")
                #expect(try text(spare) == "first")
            }
        }
    }

    @Test("a spare with a second name is never written over: the other name's bytes stay as they were")
    func linkedSpareIsNotWrittenOver() throws {
        let (folder, file, spare) = try files()
        defer { folder.remove() }
        let other = folder.url.appendingPathComponent("other")
        try Data("someone else's".utf8).write(to: other)
        #expect(link(other.path, spare) == 0)
        try settle(other.path)

        try AtomicFile.write(spliced("second"), to: file, spareFrom: 0)
        #expect(try text(file.path) == "second")
        #expect(try text(other.path) == "someone else's")
    }

    @Test("a spare changed in this tick of the clock is not taken: a reader holding it open could not see it change")
    func unsettledSpareIsNotTaken() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = folder.url.appendingPathComponent("favorites.json")
        let spare = AtomicFile.Spare.path(of: file)
        try Data("first".utf8).write(to: file)
        try Data("old".utf8).write(to: URL(fileURLWithPath: spare))
        let changed = try #require(FileStamp.of(spare)).changed

        let staged = try AtomicFile.Spare.stage(at: spare, for: file, size: 3, now: changed) { _ in nil }
        #expect(staged == nil)
        #expect(try text(spare) == "old")
    }

    @Test("a spare is old enough to write over once a new time would differ from its own, whatever the file system keeps of times")
    func oldEnough() {
        let second: Int64 = 1_000_000_000
        let now = 1_800_000_000 * second + 500_000_000 // half past a second
        func stamp(modified: Int64, changed: Int64? = nil) -> FileStamp {
            FileStamp(device: 1, inode: 2, size: 3, modified: modified, changed: changed ?? modified)
        }
        // Times with a part below the second: older than 20 ms (exFAT keeps 10 ms).
        #expect(!AtomicFile.Spare.isOldEnough(stamp(modified: now - 10_000_000), now: now))
        #expect(AtomicFile.Spare.isOldEnough(stamp(modified: now - 30_000_000), now: now))
        #expect(!AtomicFile.Spare.isOldEnough(stamp(modified: now - 30_000_000, changed: now - 5_000_000), now: now))
        // A whole second: the file system may keep nothing finer (ext4 with small inodes, FAT keeps two).
        let whole = now - 500_000_000
        #expect(!AtomicFile.Spare.isOldEnough(stamp(modified: whole), now: now)) // settled, but its second is this one
        #expect(!AtomicFile.Spare.isOldEnough(stamp(modified: whole - second), now: now))
        #expect(AtomicFile.Spare.isOldEnough(stamp(modified: whole - 2 * second), now: now))
        // Times past what 64 bits of nanoseconds hold are never settled.
        #expect(!AtomicFile.Spare.isOldEnough(stamp(modified: .min), now: now))
    }

    @Test("a spare stamped with a whole second less than 2 s ago is not taken, though its change is 50 ms old")
    func wholeSecondSpareIsNotTaken() throws {
        let (folder, file, spare) = try files()
        defer { folder.remove() }
        try Data("an old version".utf8).write(to: URL(fileURLWithPath: spare))
        var times = [timespec(tv_sec: time(nil), tv_nsec: 0), timespec(tv_sec: time(nil), tv_nsec: 0)]
        #expect(utimensat(AT_FDCWD, spare, &times, 0) == 0)
        // Its change 50 ms old: only its whole-second time keeps it from being taken.
        let stamp = try #require(FileStamp.of(spare))
        while stamp.changed > FileStamp.now() - 50_000_000 { usleep(1_000) }
        #expect(FileStamp.now() - stamp.modified < 2_000_000_000)
        let staged = try AtomicFile.Spare.stage(at: spare, for: file, size: 3) { _ in nil }
        #expect(staged == nil)
        #expect(try text(spare) == "an old version")
    }

    @Test(
        "a write into the spare that fails leaves the file as it was, and drops the half-written spare",
        .enabled(if: AtomicFile.Spare.canExchange))
    func failedWriteKeepsTheFile() throws {
        let (folder, file, spare) = try files(spare: "an old version")
        defer { folder.remove() }
        let pending = PendingFiles()

        #expect(throws: FileError.self) {
            try AtomicFile.Spare.stage(at: spare, for: file, size: 8, pending: pending) { fd in
                _ = FileDescriptor.writeAll(Data("half".utf8), to: fd)
                return ENOSPC
            }
        }
        #expect(try text(file.path) == "first")
        #expect(try names(in: folder) == ["favorites.json"])
    }

    @Test("a spare written before writes end is not swapped in after: the file stays as it was", .enabled(if: AtomicFile.Spare.canExchange))
    func endedWritesDoNotSwap() throws {
        let (folder, file, spare) = try files(spare: "an old version")
        defer { folder.remove() }
        let pending = PendingFiles()
        let staged = try AtomicFile.Spare.stage(at: spare, for: file, size: 6, pending: pending) { fd in
            FileDescriptor.writeAll(Data("second".utf8), to: fd)
        }
        let written = try #require(staged)
        #expect(pending.endWrites() == 1)
        #expect(throws: FileError.self) { try written.commit() }
        #expect(try text(file.path) == "first")
        #expect(try names(in: folder) == ["favorites.json"])
    }

    @Test("a file that is not there yet is made from its spare by a plain rename")
    func missingTargetIsRenamed() throws {
        let (folder, file, _) = try files(file: nil, spare: "an old version")
        defer { folder.remove() }
        try AtomicFile.write(spliced("new"), to: file, spareFrom: 0)
        #expect(try text(file.path) == "new")
        #expect(try names(in: folder) == ["favorites.json"])
    }
}
