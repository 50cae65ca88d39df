import CPictures
import RecipesBasics

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Asks the terminal for its Primary Device Attributes (`ESC [ c`); the reply `ESC [ ? 62 ; 4 ; … c`
/// lists what it can do, 4 being sixel graphics. Asked only when nothing typed ahead is waiting (it
/// would be read as the reply), read one byte at a time and only up to the reply's final `c`, for at
/// most `timeout(environment:)` milliseconds, so keys typed meanwhile stay for the shell. The
/// terminal's modes are restored on every path; Ctrl-C's handler calls `restore()` too.
public enum DeviceAttributes {
    private static let saved = Lock()
    nonisolated(unsafe) private static var pending: (descriptor: Int32, modes: termios)?

    /// How long to wait for the reply: 100 ms at a local terminal, where any terminal answers in a
    /// few; 1 s over ssh (`SSH_TTY`, `SSH_CONNECTION` or `SSH_CLIENT` set), where the reply is a
    /// network round trip away and one given up on would arrive afterwards, echoed on the screen and
    /// typed into the shell's next line. The longer wait costs only at a terminal that never answers.
    public static func timeout(environment: [String: String]) -> Int32 {
        let ssh = ["SSH_TTY", "SSH_CONNECTION", "SSH_CLIENT"].contains { !(environment[$0] ?? "").isEmpty }
        return ssh ? 1000 : 100
    }

    /// True when the terminal says sixel, false when it answered without, nil when there was no
    /// usable answer or the question was not asked.
    public static func querySixel(timeout milliseconds: Int32) -> Bool? {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else { return nil }
        let tty = open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard tty >= 0 else { return nil }
        defer { close(tty) }
        // In the background (`&`) the answer would land in the shell's next line as `1;2c`: never ask.
        guard TerminalForeground.isForeground(tty) else { return nil }
        return querySixel(terminal: tty, timeout: milliseconds)
    }

    /// The question and its answer on one terminal descriptor (a pseudo-terminal in the tests).
    package static func querySixel(terminal tty: Int32, timeout milliseconds: Int32) -> Bool? {
        var original = termios()
        guard tcgetattr(tty, &original) == 0 else { return nil }
        var raw = original
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
        withUnsafeMutablePointer(to: &raw.c_cc) { pointer in
            pointer.withMemoryRebound(to: cc_t.self, capacity: Int(NCCS)) { cc in
                cc[Int(VMIN)] = 0
                cc[Int(VTIME)] = 0
            }
        }
        saved.withLock { pending = (tty, original) }
        // Ctrl-C's handler calls restore(); SIGTERM and SIGHUP, whose default ends the process at
        // once, get a handler of their own for the question's few milliseconds.
        cpictures_guard_modes(tty, &original, MemoryLayout<termios>.size)
        defer {
            restore()
            cpictures_unguard_modes()
        }
        // TCSANOW, never TCSAFLUSH: what was typed ahead stays. Pending input is looked for after
        // leaving canonical mode, where a line not yet ended with Enter counts too.
        guard tcsetattr(tty, TCSANOW, &raw) == 0, !hasPendingInput(tty) else { return nil }
        let question: [UInt8] = [0x1B, 0x5B, 0x63]
        guard write(tty, question, question.count) == question.count else { return nil }
        var reply: [UInt8] = []
        var clock = timespec()
        clock_gettime(CLOCK_MONOTONIC, &clock)
        let deadline = Int64(clock.tv_sec) * 1000 + Int64(clock.tv_nsec) / 1_000_000 + Int64(milliseconds)
        while reply.count < 64 {
            clock_gettime(CLOCK_MONOTONIC, &clock)
            let left = deadline - (Int64(clock.tv_sec) * 1000 + Int64(clock.tv_nsec) / 1_000_000)
            guard left > 0 else { return nil }
            var poller = pollfd(fd: tty, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, Int32(left))
            if ready < 0 && errno == EINTR { continue }
            guard ready == 1 else { return nil }
            var byte: UInt8 = 0
            guard read(tty, &byte, 1) == 1 else { return nil }
            reply.append(byte)
            if !isPrefixOfReply(reply) { return nil } // not the answer: stop reading at once
            if byte == UInt8(ascii: "c") { return parse(reply) }
        }
        return nil
    }

    /// Puts back the modes saved by a query in progress, if any (from Ctrl-C's handler too).
    public static func restore() {
        saved.withLock {
            if let (descriptor, saved) = pending {
                var modes = saved
                _ = tcsetattr(descriptor, TCSANOW, &modes)
                pending = nil
            }
        }
    }

    /// `ESC [ ? 1;2;4 c` exactly: parameters are digits separated by `;`. True when one is 4.
    public static func parse(_ reply: [UInt8]) -> Bool? {
        guard reply.count >= 4, reply[0] == 0x1B, reply[1] == UInt8(ascii: "["), reply[2] == UInt8(ascii: "?"),
            reply.last == UInt8(ascii: "c")
        else { return nil }
        let body = reply[3..<(reply.count - 1)]
        let parameters = body.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)
        guard !parameters.isEmpty, parameters.allSatisfy({ !$0.isEmpty && $0.count <= 5 && $0.allSatisfy { (48...57).contains($0) } })
        else { return nil }
        return parameters.contains { Array($0) == [UInt8(ascii: "4")] }
    }

    /// Whether the bytes so far can still become a reply.
    static func isPrefixOfReply(_ bytes: [UInt8]) -> Bool {
        for (index, byte) in bytes.enumerated() {
            switch index {
            case 0: if byte != 0x1B { return false }
            case 1: if byte != UInt8(ascii: "[") { return false }
            case 2: if byte != UInt8(ascii: "?") { return false }
            default:
                let last = index == bytes.count - 1
                if byte == UInt8(ascii: "c") { return last }
                if !((48...57).contains(byte) || byte == UInt8(ascii: ";")) { return false }
            }
        }
        return true
    }

    private static func hasPendingInput(_ descriptor: Int32) -> Bool {
        var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&poller, 1, 0) != 0
    }
}
