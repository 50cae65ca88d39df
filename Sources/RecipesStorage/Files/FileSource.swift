import RecipesBasics

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A store file read a piece at a time through one open descriptor, never whole and never mapped:
/// favorites.json holds 41 MiB at 20,000 favorites, which a command that shows one favorite need
/// not hold. The checks are `FileContents.read`'s: only a regular file, at most `largest` bytes, and
/// a file that changes while it is read is read again (`reading`), then one clear error.
package final class FileSource: @unchecked Sendable {
    package let path: String
    package let size: Int
    private let descriptor: Int32
    private let opened: stat
    var openedStat: stat { opened }

    private init(path: String, descriptor: Int32, opened: stat) {
        self.path = path
        self.descriptor = descriptor
        self.opened = opened
        size = Int(opened.st_size)
    }

    deinit { close(descriptor) }

    /// nil when there is no file. Throws `FileError.cannotRead`.
    package static func open(_ url: URL, largest: Int = FileContents.largest) throws -> FileSource? {
        let path = url.path
        #if canImport(Glibc)
        let descriptor = Glibc.open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        #else
        let descriptor = Darwin.open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        #endif
        guard descriptor >= 0 else {
            if errno == ENOENT { return nil }
            throw FileError.cannotRead(path: path, reason: String(cString: strerror(errno)).lowercased())
        }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            let reason = String(cString: strerror(errno)).lowercased()
            close(descriptor)
            throw FileError.cannotRead(path: path, reason: reason)
        }
        guard (info.st_mode & S_IFMT) == S_IFREG, Int(info.st_size) <= largest else {
            close(descriptor)
            let reason =
                (info.st_mode & S_IFMT) == S_IFREG ? "it is larger than \(largest / 1_048_576) MB" : FileContents.kind(of: info.st_mode)
            throw FileError.cannotRead(path: path, reason: reason)
        }
        return FileSource(path: path, descriptor: descriptor, opened: info)
    }

    /// `body` over the file, again when the file changed while it ran (another program rewrote it
    /// in place: what was read may be half of each version, so whatever `body` made of it, an
    /// answer or an error, is not used); nil when there is no file.
    package static func reading<Value>(_ url: URL, _ body: (FileSource) throws -> Value) throws -> Value? {
        for _ in 0..<3 {
            guard let source = try open(url) else { return nil }
            do {
                let value = try body(source)
                if source.isUnchanged { return value }
            } catch {
                if source.isUnchanged, !(error is Changed) { throw error }
            }
        }
        throw FileError.cannotRead(path: url.path, reason: "it kept changing while it was read; try again")
    }

    /// The file ended before the size it had when it was opened: it is being rewritten.
    package struct Changed: Error {
        package init() {}
    }

    /// The same file, of the same size and time, as when it was opened.
    package var isUnchanged: Bool {
        var now = stat()
        return fstat(descriptor, &now) == 0 && FileContents.unchanged(opened, now)
    }

    /// Whether `other` is this very file, as it was when this one was opened, and neither has
    /// changed since: what was read through this one holds for it.
    package func isSameFile(as other: FileSource) -> Bool {
        opened.st_dev == other.opened.st_dev && opened.st_ino == other.opened.st_ino && FileContents.unchanged(opened, other.opened)
            && isUnchanged && other.isUnchanged
    }

    /// Up to `count` bytes from `offset` into `buffer`: fewer only at the end of the file.
    package func read(into buffer: UnsafeMutableRawBufferPointer, at offset: Int) throws -> Int {
        var done = 0
        while done < buffer.count {
            let read = pread(descriptor, buffer.baseAddress! + done, buffer.count - done, off_t(offset + done))
            if read < 0 {
                if errno == EINTR { continue }
                throw FileError.cannotRead(path: path, reason: String(cString: strerror(errno)).lowercased())
            }
            if read == 0 { break }
            done += read
        }
        return done
    }

    /// The bytes at `range`; a file that has become shorter is one that changed.
    package func read(_ range: Range<Int>) throws -> Data {
        var data = Data(count: range.count)
        let read = try data.withUnsafeMutableBytes { try self.read(into: $0, at: range.lowerBound) }
        guard read == range.count else { throw FileError.cannotRead(path: path, reason: "it kept changing while it was read; try again") }
        return data
    }

    /// Copies `range` to `target` a megabyte at a time: nil, or the errno of what failed.
    package func copy(_ range: Range<Int>, to target: Int32) -> Int32? {
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: min(range.count, 1 << 20), alignment: 16)
        defer { buffer.deallocate() }
        var offset = range.lowerBound
        while offset < range.upperBound {
            let piece = UnsafeMutableRawBufferPointer(rebasing: buffer[0..<min(buffer.count, range.upperBound - offset)])
            guard let read = try? read(into: piece, at: offset), read == piece.count else { return EIO }
            if let failed = FileDescriptor.writeAll(UnsafeRawBufferPointer(piece), to: target) { return failed }
            offset += read
        }
        return nil
    }
}
