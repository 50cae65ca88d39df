import Foundation
import RecipesBasics

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A child process started with `posix_spawn` and reaped with `waitpid`, for the pager and for the
/// tests that run `recipes` itself.
///
/// Not Foundation's `Process`: on Linux its `waitUntilExit()` spins a run loop and, called off the
/// main thread (as all async code is), can wait forever for a child that has already exited. A
/// test suite that starts a few hundred processes meets that sooner or later.
public final class ChildProcess: @unchecked Sendable {
    public enum Input: Sendable {
        case inherit, null
        /// These bytes through a pipe, which is then closed. A reader that stops early (a pager
        /// the user quits) ends the writing quietly, without SIGPIPE.
        case bytes(Data)
    }

    public enum Output: Sendable {
        case inherit, null, capture
    }

    public struct Termination: Sendable, Equatable {
        /// The exit status, or 128 + the signal that ended the process, as a shell reports it.
        public let status: Int32
        /// The signal that ended the process, when one did.
        public let signal: Int32?
        public let stdout: Data
        public let stderr: Data
        /// The deadline passed, and the process (with its group, when it has its own) was killed.
        public let timedOut: Bool
        /// When the process was found to have ended, on the thread that waited for it: a test's
        /// task may run again much later on a loaded machine, so times are taken from here.
        public let ended: ContinuousClock.Instant
    }

    public enum SpawnError: Error, Equatable {
        /// `posix_spawn` failed with this errno (a missing executable is ENOENT).
        case spawnFailed(path: String, errno: Int32)
        case pipeFailed(errno: Int32)
    }

    public let pid: pid_t
    /// Just before the process was spawned: a duration from here is never shorter than the
    /// child's own run, however long this thread waits for the CPU once `posix_spawn` returns
    /// (read after it, a run of 0.3 s once measured 0.29 s under load).
    public let started: ContinuousClock.Instant
    private let ownsGroup: Bool
    private let input: Data?
    private var stdinFD: Int32
    private var stdoutFD: Int32
    private var stderrFD: Int32

    /// Pipes are made and marked close-on-exec, and children spawned, one at a time across the
    /// process: a pipe end made on one thread must not leak into a child spawned on another, where
    /// it would keep the pipe open after our child exits.
    private static let spawnLock = Lock()

    private init(
        pid: pid_t, started: ContinuousClock.Instant, ownsGroup: Bool, input: Data?, stdin: Int32, stdout: Int32, stderr: Int32
    ) {
        self.pid = pid
        self.started = started
        self.ownsGroup = ownsGroup
        self.input = input
        stdinFD = stdin
        stdoutFD = stdout
        stderrFD = stderr
    }

    deinit {
        for fd in [stdinFD, stdoutFD, stderrFD] where fd >= 0 { close(fd) }
    }

    /// Starts `executable` (an absolute path) with `arguments`.
    /// - Parameters:
    ///   - environment: exactly these variables; `nil` passes this process's environment on.
    ///   - newProcessGroup: the child leads a group of its own, so `send(_:group:)` and a deadline reach
    ///     whatever it starts in turn. A pager, which must stay in the terminal's foreground group,
    ///     does not want this.
    ///   - defaultSignals: every signal starts at its default action. Off, the child inherits what
    ///     this process ignores, as a pager should (a Ctrl-C meant for the pager must not kill its shell).
    public static func spawn(
        _ executable: String, _ arguments: [String], environment: [String: String]? = nil,
        stdin: Input = .null, stdout: Output = .capture, stderr: Output = .capture,
        newProcessGroup: Bool = true, defaultSignals: Bool = true
    ) throws -> ChildProcess {
        try spawnLock.withLock {
            var parentEnds: [Int32] = []
            var childEnds: [Int32] = []
            defer { childEnds.forEach { close($0) } }
            do {
                var actions = FileActions()
                defer { actions.destroy() }
                var stdinWrite: Int32 = -1
                switch stdin {
                case .inherit: break
                case .null: actions.open(0, "/dev/null", O_RDONLY)
                case .bytes:
                    let (read, write) = try makePipe()
                    childEnds.append(read)
                    parentEnds.append(write)
                    stdinWrite = write
                    actions.duplicate(read, to: 0)
                }
                func route(_ output: Output, to target: Int32) throws -> Int32 {
                    switch output {
                    case .inherit: return -1
                    case .null:
                        actions.open(target, "/dev/null", O_WRONLY)
                        return -1
                    case .capture:
                        let (read, write) = try makePipe()
                        childEnds.append(write)
                        parentEnds.append(read)
                        actions.duplicate(write, to: target)
                        return read
                    }
                }
                let stdoutRead = try route(stdout, to: 1)
                let stderrRead = try route(stderr, to: 2)

                var attributes = SpawnAttributes()
                defer { attributes.destroy() }
                attributes.configure(newProcessGroup: newProcessGroup, defaultSignals: defaultSignals)

                let argv = ([executable] + arguments).map { strdup($0) } + [nil]
                let envp = (environment ?? ProcessEnvironment.current).map { strdup("\($0.key)=\($0.value)") } + [nil]
                defer {
                    argv.forEach { free($0) }
                    envp.forEach { free($0) }
                }
                var pid: pid_t = 0
                let started = ContinuousClock.now
                let result = attributes.spawn(&pid, executable, &actions, argv, envp)
                guard result == 0 else { throw SpawnError.spawnFailed(path: executable, errno: result) }
                for fd in parentEnds { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK) }
                var data: Data?
                if case .bytes(let bytes) = stdin { data = bytes }
                return ChildProcess(
                    pid: pid, started: started, ownsGroup: newProcessGroup, input: data,
                    stdin: stdinWrite, stdout: stdoutRead, stderr: stderrRead)
            } catch {
                parentEnds.forEach { close($0) }
                throw error
            }
        }
    }

    /// Sends `signal` to the process (and to its group, when it leads one and `group` is true).
    public func send(_ signal: Int32, group: Bool = false) {
        kill(group && ownsGroup ? -pid : pid, signal)
    }

    /// Blocks until the process exits: feeds its standard input, collects what it prints, reaps it.
    /// Past `deadline` the process (and its group) is killed and `timedOut` is set. Call it once,
    /// from a thread that may block.
    public func wait(deadline: Date? = nil) -> Termination {
        var pendingInput = input ?? Data()
        var stdoutBytes = Data()
        var stderrBytes = Data()
        var timedOut = false
        var exit: Int32?

        // A write to a pipe whose reader is gone raises SIGPIPE in the writing thread: block it
        // here, and take any that was raised before leaving.
        var sigpipe = sigset_t()
        sigemptyset(&sigpipe)
        sigaddset(&sigpipe, SIGPIPE)
        var previousMask = sigset_t()
        pthread_sigmask(SIG_BLOCK, &sigpipe, &previousMask)
        defer {
            var none = timespec(tv_sec: 0, tv_nsec: 0)
            #if canImport(Glibc)
            while sigtimedwait(&sigpipe, nil, &none) == SIGPIPE {}
            #else
            var pending = sigset_t()
            sigpending(&pending)
            if sigismember(&pending, SIGPIPE) == 1 {
                var taken: Int32 = 0
                sigwait(&sigpipe, &taken)
            }
            _ = none
            #endif
            pthread_sigmask(SIG_SETMASK, &previousMask, nil)
        }

        while exit == nil {
            if stdinFD >= 0 && pendingInput.isEmpty { closeInput() }
            var fds: [pollfd] = []
            if stdinFD >= 0 { fds.append(pollfd(fd: stdinFD, events: Int16(POLLOUT), revents: 0)) }
            for fd in [stdoutFD, stderrFD] where fd >= 0 { fds.append(pollfd(fd: fd, events: Int16(POLLIN), revents: 0)) }
            var waitMS: Int32 = fds.isEmpty ? 2 : 10
            if let deadline {
                let left = deadline.timeIntervalSinceNow
                if left <= 0 {
                    send(SIGKILL, group: true)
                    timedOut = true
                    exit = reap(blocking: true)
                    break
                }
                waitMS = min(waitMS, Int32(left * 1000) + 1)
            }
            _ = poll(&fds, nfds_t(fds.count), waitMS)
            if stdinFD >= 0 { writeSome(&pendingInput) }
            drain(&stdoutFD, into: &stdoutBytes)
            drain(&stderrFD, into: &stderrBytes)
            exit = reap(blocking: false)
        }
        let ended = ContinuousClock.now
        // What the child wrote before it exited is in the pipes: take it, without waiting for an
        // end of file that a grandchild holding the pipe could put off.
        drain(&stdoutFD, into: &stdoutBytes, closeAfter: true)
        drain(&stderrFD, into: &stderrBytes, closeAfter: true)
        closeInput()

        let raw = exit!
        let signalled = (raw & 0x7F) != 0
        return Termination(
            status: signalled ? 128 + (raw & 0x7F) : (raw >> 8) & 0xFF,
            signal: signalled ? raw & 0x7F : nil,
            stdout: stdoutBytes, stderr: stderrBytes, timedOut: timedOut, ended: ended)
    }

    /// The raw wait status once the process has ended. (Not its rusage: on Linux a spawned child's
    /// ru_maxrss starts from its parent's peak, so it says nothing about the child alone.)
    private func reap(blocking: Bool) -> Int32? {
        var status: Int32 = 0
        while true {
            let result = waitpid(pid, &status, blocking ? 0 : WNOHANG)
            if result == pid { return status }
            if result < 0 && errno == EINTR { continue }
            // 0: still running. ECHILD cannot happen for our own unreaped child; treat it as gone.
            return result == 0 ? nil : status
        }
    }

    private func writeSome(_ pending: inout Data) {
        let written = pending.withUnsafeBytes { write(stdinFD, $0.baseAddress, min($0.count, 65_536)) }
        if written > 0 {
            pending.removeFirst(written)
        } else if written < 0 && errno != EAGAIN && errno != EINTR {
            pending.removeAll() // EPIPE: the reader is gone, and that is its choice.
        }
    }

    private func closeInput() {
        if stdinFD >= 0 {
            close(stdinFD)
            stdinFD = -1
        }
    }

    private func drain(_ fd: inout Int32, into bytes: inout Data, closeAfter: Bool = false) {
        guard fd >= 0 else { return }
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = read(fd, &buffer, buffer.count)
            if count > 0 {
                bytes.append(contentsOf: buffer[0..<count])
                continue
            }
            if count < 0 && errno == EINTR { continue }
            if count == 0 || closeAfter || (errno != EAGAIN && errno != EWOULDBLOCK) {
                close(fd)
                fd = -1
            }
            return
        }
    }

    private static func makePipe() throws -> (read: Int32, write: Int32) {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw SpawnError.pipeFailed(errno: errno) }
        for fd in ends { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        return (ends[0], ends[1])
    }
}

/// `posix_spawn_file_actions_t`, whose Swift type differs between Glibc and Darwin.
private struct FileActions {
    #if canImport(Darwin)
    var raw: posix_spawn_file_actions_t? = nil
    #else
    var raw = posix_spawn_file_actions_t()
    #endif

    init() { posix_spawn_file_actions_init(&raw) }
    mutating func destroy() { posix_spawn_file_actions_destroy(&raw) }
    mutating func open(_ fd: Int32, _ path: String, _ flags: Int32) { posix_spawn_file_actions_addopen(&raw, fd, path, flags, 0) }
    /// dup2 clears close-on-exec on the target, so the child keeps it.
    mutating func duplicate(_ fd: Int32, to target: Int32) { posix_spawn_file_actions_adddup2(&raw, fd, target) }
}

private struct SpawnAttributes {
    #if canImport(Darwin)
    var raw: posix_spawnattr_t? = nil
    #else
    var raw = posix_spawnattr_t()
    #endif

    init() { posix_spawnattr_init(&raw) }
    mutating func destroy() { posix_spawnattr_destroy(&raw) }

    mutating func configure(newProcessGroup: Bool, defaultSignals: Bool) {
        var flags = Int32(POSIX_SPAWN_SETSIGMASK)
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&raw, &none)
        if defaultSignals {
            flags |= Int32(POSIX_SPAWN_SETSIGDEF)
            var all = sigset_t()
            sigfillset(&all)
            posix_spawnattr_setsigdefault(&raw, &all)
        }
        if newProcessGroup {
            flags |= Int32(POSIX_SPAWN_SETPGROUP)
            posix_spawnattr_setpgroup(&raw, 0)
        }
        posix_spawnattr_setflags(&raw, Int16(flags))
    }

    mutating func spawn(
        _ pid: inout pid_t, _ path: String, _ actions: inout FileActions,
        _ argv: [UnsafeMutablePointer<CChar>?], _ envp: [UnsafeMutablePointer<CChar>?]
    ) -> Int32 {
        posix_spawn(&pid, path, &actions.raw, &raw, argv, envp)
    }
}
