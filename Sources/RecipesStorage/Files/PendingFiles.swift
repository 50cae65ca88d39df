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
    private var ended = false

    init() {}

    func add(_ path: String) { lock.withLock { _ = paths.insert(path) } }
    func remove(_ path: String) { lock.withLock { _ = paths.remove(path) } }

    /// Renames the pending `temp` over `target`, unless writes have ended: then `temp` is removed and
    /// the target left as it was. False, with `errno` set, when nothing was renamed. `spare`: the
    /// two are swapped instead, and the target's old version is kept at `spare` (which `temp` may
    /// be: `AtomicFile.Spare`); where they cannot be swapped, or the target is missing, it is renamed.
    func commit(_ temp: String, over target: String, keepingOldAt spare: String? = nil) -> Bool {
        lock.withLock {
            guard !ended else {
                unlink(temp)
                paths.remove(temp)
                errno = ECANCELED
                return false
            }
            if let spare, AtomicFile.Spare.exchange(temp, target) {
                if temp != spare, rename(temp, spare) != 0 { unlink(temp) }
                paths.remove(temp)
                return true
            }
            guard rename(temp, target) == 0 else { return false }
            paths.remove(temp)
            return true
        }
    }

    /// The run is ending by a signal: removes every pending file, and from now on no pending file
    /// takes its target's place, so what the run has stored stays exactly what the interrupt notice
    /// counted. Returns how many files were removed.
    @discardableResult
    public func endWrites() -> Int {
        lock.withLock {
            ended = true
            defer { paths.removeAll() }
            for path in paths { unlink(path) }
            return paths.count
        }
    }
}
