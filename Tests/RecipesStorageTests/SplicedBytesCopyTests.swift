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

/// A change's spliced write copies the untouched bytes from the file a megabyte at a time: it writes
/// exactly the spliced bytes, and a copy that fails part of the way leaves the file it was to
/// replace as it was. (`copy_file_range` was measured in its place and bought nothing on ext4 or on
/// XFS with reflinks: a changed entry shifts the bytes after it off their blocks, so the kernel copies them too.)
@Suite("Spliced bytes, copied")
struct SplicedBytesCopyTests {
    /// Bytes no two megabytes of which are alike, so a piece copied to the wrong place shows.
    private func pattern(_ count: Int) -> Data {
        var state: UInt32 = 2_463_534_242
        return Data(
            (0..<count).map { _ in
                state ^= state << 13
                state ^= state >> 17
                state ^= state << 5
                return UInt8(truncatingIfNeeded: state)
            })
    }

    /// favorites.json in `folder`, `count` bytes of `pattern`, open.
    private func sourceFile(_ count: Int, in folder: TemporaryFolder) throws -> (Data, FileSource) {
        let old = pattern(count)
        let url = folder.url.appendingPathComponent("favorites.json")
        try old.write(to: url)
        return (old, try #require(try FileSource.open(url)))
    }

    /// favorites.json in `folder` holding `kept`, and the bytes to replace it with: `head`, then all
    /// three megabytes of `source.json` beside it.
    private func replacement(in folder: TemporaryFolder) throws -> (target: URL, kept: Data, sourceURL: URL, spliced: SplicedBytes) {
        let target = folder.url.appendingPathComponent("favorites.json")
        let kept = Data("{\"favorites\":[],\"schemaVersion\":2}\n".utf8)
        try kept.write(to: target)
        let sourceURL = folder.url.appendingPathComponent("source.json")
        try pattern(3 * 1_048_576).write(to: sourceURL)
        var spliced = SplicedBytes(source: .file(try #require(try FileSource.open(sourceURL))))
        spliced.append(Data("head".utf8))
        spliced.append(source: 0..<(3 * 1_048_576))
        return (target, kept, sourceURL, spliced)
    }

    private func written(_ spliced: SplicedBytes, to file: URL) throws -> (Int32?, Data) {
        let fd = open(file.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        try #require(fd >= 0)
        let failed = spliced.write(to: fd)
        close(fd)
        return (failed, try Data(contentsOf: file))
    }

    @Test("the spliced bytes are written exactly, across megabyte pieces")
    func sameBytesEitherWay() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let (old, source) = try sourceFile(3 * 1_048_576 + 12_345, in: folder)
        var spliced = SplicedBytes(source: .file(source))
        spliced.append(source: 0..<1_000_001)
        spliced.append(Data("the changed entry".utf8))
        spliced.append(source: 1_500_000..<old.count)
        spliced.append(source: 7..<9)
        let expected = old[0..<1_000_001] + Data("the changed entry".utf8) + old[1_500_000..<old.count] + old[7..<9]

        let (failure, bytes) = try written(spliced, to: folder.url.appendingPathComponent("new"))
        #expect(failure == nil)
        #expect(bytes == expected)
    }

    @Test("a file that ends before the range it is copied from fails the copy with EIO")
    func shortSourceFails() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let sourceURL = folder.url.appendingPathComponent("favorites.json")
        try pattern(2 * 1_048_576).write(to: sourceURL)
        let source = try #require(try FileSource.open(sourceURL))
        #expect(truncate(sourceURL.path, 1_048_576 + 10) == 0) // another program shortens it after it was opened
        let target = folder.url.appendingPathComponent("copy")
        let fd = open(target.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        try #require(fd >= 0)
        #expect(source.copy(0..<(2 * 1_048_576), to: fd) == EIO)
        close(fd)
    }

    @Test("a copy that fails part of the way leaves the file it was to replace as it was, and no temp file beside it")
    func failureMidCopyKeepsTheOldFile() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let (target, kept, sourceURL, spliced) = try replacement(in: folder)
        #expect(truncate(sourceURL.path, 2 * 1_048_576) == 0) // the copy gets two of its three megabytes

        #expect(throws: FileError.self) { try AtomicFile.write(spliced, to: target) }
        #expect(try Data(contentsOf: target) == kept)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted() == ["favorites.json", "source.json"])
    }

    @Test("with the disk started on each step as it is written, a splice of several steps in parts of both kinds is written exactly")
    func sameBytesWithEarlyWriteback() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let step = EarlyWriteback.step
        let (old, source) = try sourceFile(2 * step + 777, in: folder)
        let new = pattern(step + 5).reversed()
        var spliced = SplicedBytes(source: .file(source))
        spliced.append(source: 0..<(step + 3))
        spliced.append(Data(new))
        spliced.append(source: (step + 3)..<old.count)

        let file = folder.url.appendingPathComponent("new")
        let fd = open(file.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        try #require(fd >= 0)
        #expect(spliced.write(to: fd, startingWriteback: true) == nil)
        close(fd)
        #expect(try Data(contentsOf: file) == old[0..<(step + 3)] + Data(new) + old[(step + 3)..<old.count])
    }

    @Test("the disk is asked to start on the bytes a step at a time, and the parts go in pieces of a step at most")
    func writebackSteps() {
        let step = EarlyWriteback.step
        var writeback = EarlyWriteback(descriptor: -1) // no file: the request fails, and is only a request
        writeback.wrote(step / 2)
        #expect(writeback.started == 0)
        writeback.wrote(step / 2 + 1)
        #expect(writeback.started == step + 1)
        writeback.wrote(step - 2)
        #expect(writeback.started == step + 1)
        #expect(writeback.written == 2 * step - 1)
        #expect(
            EarlyWriteback.pieces(3..<(2 * step + 5)) == [3..<(step + 3), (step + 3)..<(2 * step + 3), (2 * step + 3)..<(2 * step + 5)])
        #expect(EarlyWriteback.pieces(7..<7).isEmpty)
        #if os(Linux)
        #expect(EarlyWriteback.isAvailable)
        #endif
    }

    /// A check that reads the file forward in runs of `run` bytes (the last shorter), handing each
    /// to `take` as the bytes `handed` makes of them, and says the file is not what it expected
    /// at the first run that goes past `agreesUpTo`.
    private func check(
        run: Int, agreesUpTo: Int = .max, handed: @escaping (Int, Data) -> Data = { _, bytes in bytes }
    ) -> SplicedBytes.Check {
        { source, take in
            var offset = 0
            while offset < source.size {
                guard min(offset + run, source.size) <= agreesUpTo else { return false }
                let bytes = handed(offset, try source.read(offset..<min(offset + run, source.size)))
                guard bytes.withUnsafeBytes({ take(offset, $0) }) else { return false }
                offset += bytes.count
            }
            return true
        }
    }

    @Test(
        "with a check, the untouched bytes are written as the check reads them, in runs across parts of both kinds: the file is read once")
    func checkedBytesAreTheCopy() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let (old, source) = try sourceFile(3 * 1_048_576 + 12_345, in: folder)
        var spliced = SplicedBytes(source: .file(source))
        spliced.append(Data("head".utf8))
        spliced.append(source: 0..<1_000_001)
        spliced.append(Data("the changed entry".utf8))
        spliced.append(source: 1_500_000..<2_500_000)
        spliced.append(source: 2_600_000..<old.count)
        spliced.append(Data("tail".utf8))
        let expected =
            Data("head".utf8) + old[0..<1_000_001] + Data("the changed entry".utf8) + old[1_500_000..<2_500_000]
            + old[2_600_000..<old.count] + Data("tail".utf8)
        for run in [4_096, 500_000, 999_999, 1_048_576, old.count] {
            spliced.check = check(run: run)
            let (failure, bytes) = try written(spliced, to: folder.url.appendingPathComponent("new"))
            #expect(failure == nil)
            let same = bytes == expected // a Bool: a failed comparison of megabytes is not diffed in the report
            #expect(same, "runs of \(run)")
        }
        // What is written is what the check handed over, not a second reading of the file.
        spliced.check = check(run: 65_536) { _, bytes in Data(bytes.map { ~$0 }) }
        let (failure, bytes) = try written(spliced, to: folder.url.appendingPathComponent("new"))
        #expect(failure == nil)
        let inverted =
            bytes
            == Data("head".utf8) + Data(old[0..<1_000_001].map { ~$0 }) + Data("the changed entry".utf8)
            + Data(old[1_500_000..<2_500_000].map { ~$0 }) + Data(old[2_600_000..<old.count].map { ~$0 }) + Data("tail".utf8)
        #expect(inverted)
    }

    @Test(
        "a check that finds the file is not what it expected fails the write as disagreed, also when the write failed first; the file stays, with no temp file; a failed reading is its own error"
    )
    func failedCheckWritesNothing() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        var (target, kept, sourceURL, spliced) = try replacement(in: folder)
        for agreesUpTo in [0, 1_048_576, 3 * 1_048_576 - 1] {
            spliced.check = check(run: 1_048_576, agreesUpTo: agreesUpTo)
            #expect(try written(spliced, to: folder.url.appendingPathComponent("new")).0 == SplicedBytes.disagreed)
            #expect(throws: SplicedBytes.Disagreed.self) { try AtomicFile.write(spliced, to: target) }
            #expect(try Data(contentsOf: target) == kept)
        }
        // Past the spare's size, with a spare fit to be written over: it is cut and half written,
        // then removed; the file stays.
        let spare = AtomicFile.Spare.path(of: target)
        try Data(repeating: 0x20, count: 100).write(to: URL(fileURLWithPath: spare))
        while !AtomicFile.Spare.isOldEnough(try #require(FileStamp.of(spare)), now: FileStamp.now()) { usleep(1_000) }
        spliced.check = check(run: 1_048_576, agreesUpTo: 2 * 1_048_576)
        #expect(throws: SplicedBytes.Disagreed.self) { try AtomicFile.write(spliced, to: target, spareFrom: 0) }
        #expect(try Data(contentsOf: target) == kept)
        #if os(Linux)
        #expect(!FileManager.default.fileExists(atPath: spare), "the spare was taken, and removed once half written")
        #endif
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted() == ["favorites.json", "new", "source.json"])
        // A check whose reading fails: the write fails, and the reading's own error is said.
        let unreadable = FileError.cannotRead(path: sourceURL.path, reason: "input/output error")
        spliced.check = { _, _ in throw unreadable }
        #expect(try written(spliced, to: folder.url.appendingPathComponent("new")).0 == EIO)
        let said = #expect(throws: FileError.self) { try AtomicFile.write(spliced, to: target) }
        #expect(said == unreadable)
        // A write that fails before its check is done finishes the check, reading only: a file
        // that is not what the bytes were made from is a change to make again, not the write's error.
        try Data().write(to: folder.url.appendingPathComponent("plain"))
        let nowhere = folder.url.appendingPathComponent("plain/favorites.json") // a folder that is a file
        spliced.check = check(run: 1_048_576, agreesUpTo: 1_048_576)
        #expect(throws: SplicedBytes.Disagreed.self) { try AtomicFile.write(spliced, to: nowhere) }
        spliced.check = check(run: 1_048_576)
        #expect(throws: FileError.self) { try AtomicFile.write(spliced, to: nowhere) }
        #expect(try Data(contentsOf: target) == kept)
    }

    @Test("a failed write under a check is its own errno, not a disagreement; parts out of the file's order are checked first, then copied")
    func checkedWriteFailuresAndOrder() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let old = pattern(2 * 1_048_576 + 5)
        let sourceURL = folder.url.appendingPathComponent("favorites.json")
        try old.write(to: sourceURL)
        let source = try #require(try FileSource.open(sourceURL))
        var spliced = SplicedBytes(source: .file(source))
        spliced.append(source: 1_048_576..<old.count)
        spliced.append(Data(",".utf8))
        spliced.append(source: 0..<1_048_576)
        spliced.check = check(run: 300_000)
        let (failure, bytes) = try written(spliced, to: folder.url.appendingPathComponent("new"))
        #expect(failure == nil)
        let same = bytes == old[1_048_576..<old.count] + Data(",".utf8) + old[0..<1_048_576]
        #expect(same)
        spliced.check = check(run: 300_000, agreesUpTo: 600_000)
        #expect(try written(spliced, to: folder.url.appendingPathComponent("new")).0 == SplicedBytes.disagreed)

        var inOrder = SplicedBytes(source: .file(source))
        inOrder.append(source: 0..<old.count)
        inOrder.check = check(run: 300_000)
        let readOnly = open(sourceURL.path, O_RDONLY | O_CLOEXEC)
        try #require(readOnly >= 0)
        defer { close(readOnly) }
        #expect(inOrder.write(to: readOnly) == EBADF)
    }
}
