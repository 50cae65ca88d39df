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

/// An exclusive `flock` on a sidecar file (`favorites.json.lock`), held for one read-modify-write.
/// The sidecar is removed on release, and a waiter that wins the lock on a removed sidecar tries
/// again, so no lock file is left behind and no two processes ever hold the lock at once. A process
/// that dies releases its lock with its file descriptor: a lock is never stale.
public struct FileLock: Sendable {
    public let path: String
    public let timeout: Double

    public init(path: String, timeout: Double) {
        self.path = path
        self.timeout = timeout
    }

    public func withLock<T>(_ body: () throws -> T) throws -> T {
        let fd = try acquire()
        defer { release(fd) }
        return try body()
    }

    /// The same, for work that awaits while the lock is held (checkout's POST).
    public func withLock<T>(_ body: () async throws -> T) async throws -> T {
        let fd = try acquire()
        defer { release(fd) }
        return try await body()
    }

    private func release(_ fd: Int32) {
        unlink(path)
        PendingFiles.shared.remove(path)
        flock(fd, LOCK_UN)
        close(fd)
    }

    private func acquire() throws -> Int32 {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            // Never through a symlink: one planted in the lock's place would have us create or open
            // another file. Ours are plain files; a link there is removed and the lock taken afresh.
            let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600)
            if fd < 0 && errno == ELOOP && unlink(path) == 0 { continue }
            guard fd >= 0 else { throw AtomicFile.failure(path) }
            if flock(fd, LOCK_EX | LOCK_NB) == 0 {
                if isStillLinked(fd) {
                    PendingFiles.shared.add(path)
                    return fd
                }
                close(fd) // won a sidecar its holder already removed: take the new one
                continue
            }
            close(fd)
            guard errno == EWOULDBLOCK || errno == EINTR else { throw AtomicFile.failure(path) }
            if Date() >= deadline { throw StoreError.locked(path: path, seconds: timeout) }
            usleep(20_000)
        }
    }

    private func isStillLinked(_ fd: Int32) -> Bool {
        var held = stat()
        var current = stat()
        guard fstat(fd, &held) == 0, stat(path, &current) == 0 else { return false }
        return held.st_ino == current.st_ino && held.st_dev == current.st_dev
    }
}
