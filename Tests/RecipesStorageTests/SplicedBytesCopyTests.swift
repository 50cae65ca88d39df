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
        let old = pattern(3 * 1_048_576 + 12_345)
        let sourceURL = folder.url.appendingPathComponent("favorites.json")
        try old.write(to: sourceURL)
        let source = try #require(try FileSource.open(sourceURL))
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
        let target = folder.url.appendingPathComponent("favorites.json")
        let kept = Data("{\"favorites\":[],\"schemaVersion\":2}\n".utf8)
        try kept.write(to: target)
        let sourceURL = folder.url.appendingPathComponent("source.json")
        try pattern(3 * 1_048_576).write(to: sourceURL)
        let source = try #require(try FileSource.open(sourceURL))
        var spliced = SplicedBytes(source: .file(source))
        spliced.append(Data("head".utf8))
        spliced.append(source: 0..<(3 * 1_048_576))
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
        let old = pattern(2 * step + 777)
        let sourceURL = folder.url.appendingPathComponent("favorites.json")
        try old.write(to: sourceURL)
        let source = try #require(try FileSource.open(sourceURL))
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
}
