#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the system says of a file without reading it: which file it is, its size, and when its
/// bytes and its inode last changed, to the nanosecond the file system keeps. Two equal stamps of
/// one path are the same bytes unless something rewrote the file in place, to the same size,
/// within one tick of the clock the file system stamps with (`isSettled`): what a cache of a
/// file's reading (favorites.json's index, as git's index) is keyed on.
package struct FileStamp: Equatable, Sendable {
    package var device: Int64
    package var inode: Int64
    package var size: Int64
    package var modified: Int64
    package var changed: Int64

    package init(device: Int64, inode: Int64, size: Int64, modified: Int64, changed: Int64) {
        self.device = device
        self.inode = inode
        self.size = size
        self.modified = modified
        self.changed = changed
    }

    init(_ info: stat) {
        #if canImport(Darwin)
        let modified = Self.nanoseconds(Int64(info.st_mtimespec.tv_sec), Int64(info.st_mtimespec.tv_nsec))
        let changed = Self.nanoseconds(Int64(info.st_ctimespec.tv_sec), Int64(info.st_ctimespec.tv_nsec))
        #else
        let modified = Self.nanoseconds(Int64(info.st_mtim.tv_sec), Int64(info.st_mtim.tv_nsec))
        let changed = Self.nanoseconds(Int64(info.st_ctim.tv_sec), Int64(info.st_ctim.tv_nsec))
        #endif
        self.init(
            device: Int64(truncatingIfNeeded: info.st_dev), inode: Int64(truncatingIfNeeded: info.st_ino), size: Int64(info.st_size),
            modified: modified, changed: changed)
    }

    /// A time as nanoseconds since 1970, held at `Int64.max` or `.min` past what 64 bits hold (after
    /// 2262, before 1677: `touch -d 2300-01-01` sets such a time): a file's date never traps. A held
    /// time is never `isSettled`, so no reading is cached against it.
    package static func nanoseconds(_ seconds: Int64, _ nanoseconds: Int64) -> Int64 {
        let (scaled, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
        if overflow { return seconds < 0 ? .min : .max }
        let (sum, past) = scaled.addingReportingOverflow(nanoseconds)
        return past ? (seconds < 0 ? .min : .max) : sum
    }

    /// The stamp of the file `path` names (symlinks followed), or nil when there is none.
    package static func of(_ path: String) -> FileStamp? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return FileStamp(info)
    }

    /// The clock file systems stamp files with (Linux: the coarse real-time clock, a tick of a few
    /// milliseconds), in nanoseconds since 1970.
    package static func now() -> Int64 {
        var time = timespec()
        #if canImport(Darwin)
        clock_gettime(CLOCK_REALTIME, &time)
        #else
        clock_gettime(CLOCK_REALTIME_COARSE, &time)
        #endif
        return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }

    /// Whether a reading of the file made after `checkedAt` (a `now()` taken before it began)
    /// holds for as long as the stamp stays the same: the file's last change came in an earlier
    /// tick, so any change after the reading began stamps it anew. A file changed in the tick the
    /// reading began could change again in that tick with no new stamp (git's "racily clean").
    package func isSettled(before checkedAt: Int64) -> Bool {
        changed < checkedAt && modified < checkedAt && ![Int64.max, .min].contains(modified) && ![Int64.max, .min].contains(changed)
    }
}

extension FileSource {
    /// The stamp the file had when it was opened.
    package var stamp: FileStamp { FileStamp(openedStat) }
}
