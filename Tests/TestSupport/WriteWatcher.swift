import Foundation
import RecipesBasics

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Signals a process the moment it begins to write a file: when a temp file appears beside it (an
/// atomic writer) or the file itself changes (a writer in place). Random signal times almost never
/// land inside a write of a few milliseconds, so tests of "killed mid-write" aim with this instead.
public struct WriteWatcher: Sendable {
    public let file: URL
    private let before: FileIdentity
    /// The temp files already there, so a new one can be told apart.
    public let tempsBefore: Set<String>

    /// Call before starting the writer.
    public init(file: URL) throws {
        self.file = file
        before = try FileIdentity(file)
        tempsBefore = try Self.temporaryFiles(beside: file)
    }

    /// Sends `signal` to `process` as soon as the write begins (or after `timeout` seconds, so a
    /// writer that never writes is not waited on forever). Polls on a plain thread, not the
    /// cooperative pool.
    public func send(_ signal: Int32, to process: ChildProcess, timeout: Double = 10) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            Thread {
                let deadline = Date().addingTimeInterval(timeout)
                while Date() < deadline, !writeHasBegun { usleep(100) }
                process.send(signal)
                continuation.resume()
            }.start()
        }
    }

    /// A temp file that appeared since `init` and is still there: after a SIGKILL, proof that the
    /// kill landed inside the write (nothing ran to clean it up).
    public var leftTempFile: Bool { ((try? Self.temporaryFiles(beside: file)) ?? []).subtracting(tempsBefore).isEmpty == false }

    private var writeHasBegun: Bool { leftTempFile || (try? FileIdentity(file)) != before }

    public static func temporaryFiles(beside file: URL) throws -> Set<String> {
        Set(try FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path).filter { $0.hasSuffix(".tmp") })
    }
}

/// What tells a file's content changed: a rename gives a new inode, a write in place a new size or time.
private struct FileIdentity: Equatable, Sendable {
    let inode: UInt64, size: Int64, modifiedSeconds: Int, modifiedNanoseconds: Int

    init(_ url: URL) throws {
        var info = stat()
        guard stat(url.path, &info) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        inode = UInt64(info.st_ino)
        size = Int64(info.st_size)
        #if canImport(Darwin)
        modifiedSeconds = Int(info.st_mtimespec.tv_sec)
        modifiedNanoseconds = Int(info.st_mtimespec.tv_nsec)
        #else
        modifiedSeconds = Int(info.st_mtim.tv_sec)
        modifiedNanoseconds = Int(info.st_mtim.tv_nsec)
        #endif
    }
}
