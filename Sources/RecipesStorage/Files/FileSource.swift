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

    /// How `copy` moves bytes: in the kernel (`copy_file_range`, Linux), falling back to reads and
    /// writes where the kernel cannot; or only through this process's memory (tests of the fallback).
    package enum CopyPath: Sendable {
        case kernel
        case userSpace
    }

    /// Copies `range` to `target` at its current offset: nil, or the errno of what failed. A file
    /// that ends before `range` does (another program shortened it) fails with `EIO`, as a short read does.
    ///
    /// On Linux the bytes go file to file in the kernel (`copy_file_range`): the untouched entries of
    /// a favorites.json change, 41 MiB at 20,000, are not read into this process and written out
    /// again. Where the kernel cannot (an older kernel, another file system for the target, a file
    /// system without it) the rest is copied a megabyte at a time through a buffer, from where the
    /// kernel stopped.
    package func copy(_ range: Range<Int>, to target: Int32, path: CopyPath = .kernel) -> Int32? {
        var offset = range.lowerBound
        #if os(Linux)
        while path == .kernel, let copyFileRange = Self.copyFileRange, offset < range.upperBound {
            var from = Int64(offset)
            let copied = copyFileRange(descriptor, &from, target, nil, range.upperBound - offset, 0)
            if copied > 0 {
                offset += copied
                continue
            }
            if copied == 0 { return EIO } // the file ended first
            if errno == EINTR { continue }
            guard [ENOSYS, EXDEV, EINVAL, EOPNOTSUPP, ENOTSUP, EPERM, EBADF].contains(errno) else { return errno }
            break // the fallback takes over from `offset`
        }
        #endif
        guard offset < range.upperBound else { return nil }
        return copyThroughBuffer(offset..<range.upperBound, to: target)
    }

    private func copyThroughBuffer(_ range: Range<Int>, to target: Int32) -> Int32? {
        var offset = range.lowerBound
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: min(range.upperBound - offset, 1 << 20), alignment: 16)
        defer { buffer.deallocate() }
        while offset < range.upperBound {
            let piece = UnsafeMutableRawBufferPointer(rebasing: buffer[0..<min(buffer.count, range.upperBound - offset)])
            guard let read = try? read(into: piece, at: offset), read == piece.count else { return EIO }
            if let failed = FileDescriptor.writeAll(UnsafeRawBufferPointer(piece), to: target) { return failed }
            offset += read
        }
        return nil
    }

    #if os(Linux)
    /// glibc's `copy_file_range` (2.27 on), looked up once: the Glibc module leaves it out (it is
    /// declared for `_GNU_SOURCE` only). Nil where the C library has none: `copy` uses the buffer.
    private static let copyFileRange: CopyFileRange? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "copy_file_range") else { return nil }
        return unsafeBitCast(symbol, to: CopyFileRange.self)
    }()

    private typealias CopyFileRange =
        @convention(c) (
            Int32, UnsafeMutablePointer<Int64>?, Int32, UnsafeMutablePointer<Int64>?, Int, UInt32
        ) -> Int
    #endif
}
