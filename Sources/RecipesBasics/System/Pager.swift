#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Long text through the user's pager: `/bin/sh -c "$PAGER"` reading the text on its standard
/// input, with the terminal as its output.
///
/// The pager stays in the terminal's foreground group and inherits what this process ignores
/// (the caller ignores Ctrl-C meanwhile), so a Ctrl-C reaches the pager, not the shell between us.
/// A pager that quits before reading everything (`q` in less) ends the writing quietly.
public enum Pager {
    /// Runs `command` with `text` on its input and waits for it. False when it could not be
    /// started, so the caller can write the text itself.
    public static func show(_ text: String, command: String) -> Bool {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return false }
        let (readEnd, writeEnd) = (ends[0], ends[1])
        // Neither end may leak into the pager as such: it gets the read end as its stdin only.
        _ = fcntl(readEnd, F_SETFD, FD_CLOEXEC)
        _ = fcntl(writeEnd, F_SETFD, FD_CLOEXEC)
        guard let pid = spawnShell(command, stdin: readEnd) else {
            close(readEnd)
            close(writeEnd)
            return false
        }
        close(readEnd)
        withSIGPIPEBlocked { writeAll(text, to: writeEnd) }
        close(writeEnd)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return true
    }

    private static func spawnShell(_ command: String, stdin: Int32) -> pid_t? {
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t?
        var attributes: posix_spawnattr_t?
        #else
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        // dup2 clears close-on-exec on the target: the pager keeps its stdin.
        posix_spawn_file_actions_adddup2(&actions, stdin, 0)
        // No signal blocked; ignored ones (Ctrl-C, while paging) stay ignored.
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK))
        let words: [String] = ["/bin/sh", "-c", command]
        let argv: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        FileDescriptor.keepOnlyStandardAcrossExec()
        guard posix_spawn(&pid, "/bin/sh", &actions, &attributes, argv, environ) == 0 else { return nil }
        return pid
    }

    /// Writes until done or until the reader is gone (EPIPE: quitting early is the pager's choice).
    private static func writeAll(_ text: String, to fd: Int32) {
        var text = text
        text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = write(fd, bytes.baseAddress! + offset, bytes.count - offset)
                if written > 0 {
                    offset += written
                } else if written < 0 && errno == EINTR {
                    continue
                } else {
                    return
                }
            }
        }
    }

    /// A write to a pipe whose reader is gone raises SIGPIPE in the writing thread: blocked while
    /// `body` runs, and any that was raised is taken before the mask is restored.
    private static func withSIGPIPEBlocked(_ body: () -> Void) {
        var sigpipe = sigset_t()
        sigemptyset(&sigpipe)
        sigaddset(&sigpipe, SIGPIPE)
        var previous = sigset_t()
        pthread_sigmask(SIG_BLOCK, &sigpipe, &previous)
        body()
        var pending = sigset_t()
        sigpending(&pending)
        if sigismember(&pending, SIGPIPE) == 1 {
            var taken: Int32 = 0
            sigwait(&sigpipe, &taken)
        }
        pthread_sigmask(SIG_SETMASK, &previous, nil)
    }
}
