#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Asks the system to start writing a new file's bytes to the disk while more of them are still
/// being written (Linux: `sync_file_range` with `SYNC_FILE_RANGE_WRITE`), so that the `fsync` that
/// must follow waits only for the last of them: a change to 20,000 favorites writes 41 MiB, and its
/// fsync waited for all of them at once. It makes nothing durable and reports nothing itself: the
/// fsync after it does both, as before. Elsewhere it does nothing.
package struct EarlyWriteback {
    /// How many bytes are written before the disk is asked to start on them.
    package static let step = 8 << 20

    private let descriptor: Int32
    /// Bytes written so far, and how many of them the disk was asked to start on.
    package private(set) var written = 0
    package private(set) var started = 0

    package init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// Whether this system can start a file's writeback early.
    package static var isAvailable: Bool {
        #if os(Linux)
        syncFileRange != nil
        #else
        false
        #endif
    }

    /// `count` more bytes were written at the file's end; a step's worth not yet started is started.
    package mutating func wrote(_ count: Int) {
        written += count
        guard written - started >= Self.step else { return }
        #if os(Linux)
        _ = Self.syncFileRange?(descriptor, Int64(started), Int64(written - started), 2) // SYNC_FILE_RANGE_WRITE
        #endif
        started = written
    }

    /// `range` in pieces of at most `step` bytes, in order.
    package static func pieces(_ range: Range<Int>) -> [Range<Int>] {
        stride(from: range.lowerBound, to: range.upperBound, by: step).map { $0..<min($0 + step, range.upperBound) }
    }

    #if os(Linux)
    /// glibc's `sync_file_range`, looked up once: the Glibc module declares it only for `_GNU_SOURCE`.
    private static let syncFileRange: SyncFileRange? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "sync_file_range") else { return nil }
        return unsafeBitCast(symbol, to: SyncFileRange.self)
    }()

    private typealias SyncFileRange = @convention(c) (Int32, Int64, Int64, UInt32) -> Int32
    #endif
}
