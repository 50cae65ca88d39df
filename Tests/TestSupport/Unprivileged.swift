import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Permissions as an ordinary user meets them, also when the tests run as root, as CI does. Root
/// ignores a folder's mode, so a test that only takes write permission away asserts nothing there;
/// these helpers take root's power over permissions away too, for the one process or thread that
/// must meet the refusal. As another user they change nothing: the mode bits already apply.
public enum Unprivileged {
    /// `nobody`.
    public static let userID: UInt32 = 65534

    public static var isRoot: Bool { geteuid() == 0 }

    /// Hands a file or folder the test made to `nobody` when the tests run as root, so that its
    /// owner's mode bits are what the unprivileged side meets; as another user it is already theirs.
    public static func own(_ url: URL) throws {
        guard isRoot else { return }
        guard chown(url.path, userID, userID) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EPERM) }
    }

    /// Runs `recipes` as `nobody` when the tests run as root (util-linux `setpriv`: with the user
    /// ids, every capability goes, CAP_DAC_OVERRIDE included), else as the tests' own user.
    public static func run(_ arguments: [String], environment: [String: String]) async throws -> RecipesProcess.Result {
        guard isRoot else { return try await RecipesProcess.run(arguments, environment: environment) }
        // In a coverage run `nobody` writes its counters in codecov-children/: the folder lets it
        // (sticky and open to all, as /tmp is), or the profile runtime would add its error to stderr.
        if let profile = RecipesProcess.childProfile {
            chmod(URL(fileURLWithPath: profile).deletingLastPathComponent().path, 0o1777)
        }
        let setpriv = ["--reuid=\(userID)", "--regid=\(userID)", "--clear-groups", "--", RecipesProcess.binary.path]
        return try await RecipesProcess.run(
            executable: URL(fileURLWithPath: "/usr/bin/setpriv"), setpriv + arguments,
            environment: environment, input: nil)
    }

    /// Runs `body` on a thread of its own whose file-system user is `nobody` when the tests run as
    /// root. Linux keeps the file-system user id per thread, and moving it off 0 drops root's
    /// file-system capabilities from that thread alone (setfsuid(2)), so every other test in the
    /// process keeps running as root. As another user, `body` runs as that user.
    public static func onThread<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            Thread {
                guard isRoot else { return continuation.resume(with: Result { try body() }) }
                #if os(Linux)
                let previous = setFileSystemUser(userID)
                defer { _ = setFileSystemUser(UInt32(previous)) }
                // An invalid id changes nothing and returns the current one: did the change take?
                guard setFileSystemUser(UInt32.max) == Int32(userID) else { return continuation.resume(throwing: POSIXError(.EPERM)) }
                continuation.resume(with: Result { try body() })
                #else
                continuation.resume(throwing: POSIXError(.ENOTSUP)) // no per-thread user here: fail, never pass as root
                #endif
            }.start()
        }
    }

    #if os(Linux)
    /// setfsuid(2), looked up at run time: Glibc's Swift module does not include <sys/fsuid.h>.
    private static func setFileSystemUser(_ user: UInt32) -> Int32 {
        typealias SetFSUID = @convention(c) (UInt32) -> Int32
        guard let symbol = dlsym(nil, "setfsuid") else { fatalError("setfsuid is missing from libc") }
        return unsafeBitCast(symbol, to: SetFSUID.self)(user)
    }
    #endif
}
