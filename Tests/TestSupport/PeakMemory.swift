import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs a command and reports its exit status and peak resident memory (wait4's ru_maxrss), for
/// tests that a process stays within bounds.
public enum PeakMemory {
    public struct Outcome: Sendable {
        public let status: Int32
        /// Kilobytes.
        public let maxResidentKB: Int
    }

    /// Blocking: call from a plain thread, not the cooperative pool.
    public static func run(_ executable: String, _ arguments: [String], environment: [String: String]) throws -> Outcome {
        var pid: pid_t = 0
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, envp)
        guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EIO) }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        let exited = (status & 0x7F) == 0
        return Outcome(status: exited ? (status >> 8) & 0xFF : 128 + (status & 0x7F), maxResidentKB: Int(usage.ru_maxrss))
    }
}
