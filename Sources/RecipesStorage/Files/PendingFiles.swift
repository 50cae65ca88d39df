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

/// Files that exist only while an operation runs: temp files of atomic writes, lock sidecars. On
/// Ctrl-C the executable removes whatever is listed here before exiting 130, so an interrupted run
/// leaves no temp or lock file behind. Process-wide by nature, like the signal it serves.
public final class PendingFiles: @unchecked Sendable {
    public static let shared = PendingFiles()

    private let lock = Lock()
    private var paths: Set<String> = []

    func add(_ path: String) { lock.withLock { _ = paths.insert(path) } }
    func remove(_ path: String) { lock.withLock { _ = paths.remove(path) } }

    /// Removes every pending file; returns how many there were.
    @discardableResult
    public func removeAll() -> Int {
        lock.withLock {
            defer { paths.removeAll() }
            for path in paths { unlink(path) }
            return paths.count
        }
    }
}
