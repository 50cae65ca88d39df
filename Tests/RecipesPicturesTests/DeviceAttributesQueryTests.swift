import Foundation
import RecipesPictures
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// The sixel question on a real pseudo-terminal: the test holds the terminal's side.
@Suite("pictures: the terminal query", .serialized)
struct DeviceAttributesQueryTests {
    struct Pty {
        let terminal: Int32 // the emulator's side
        let program: Int32 // what the tool sees as /dev/tty

        init() throws {
            // posix_openpt and friends are not in Swift's Glibc module: /dev/ptmx and Linux's two ioctls.
            terminal = open("/dev/ptmx", O_RDWR | O_NOCTTY)
            var unlock: Int32 = 0
            var number: UInt32 = 0
            guard terminal >= 0, ioctl(terminal, UInt(0x4004_5431) /* TIOCSPTLCK */, &unlock) == 0,
                ioctl(terminal, UInt(0x8004_5430) /* TIOCGPTN */, &number) == 0
            else { throw POSIXError(.ENOTTY) }
            program = open("/dev/pts/\(number)", O_RDWR | O_NOCTTY)
            guard program >= 0 else { throw POSIXError(.ENOTTY) }
        }

        func close() {
            Glibc.close(program)
            Glibc.close(terminal)
        }

        func modes() -> termios {
            var modes = termios()
            tcgetattr(program, &modes)
            return modes
        }

        /// What the program's side can read now, without waiting for a line.
        func pendingInput() -> [UInt8] {
            var saved = modes()
            var raw = saved
            raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
            tcsetattr(program, TCSANOW, &raw)
            defer { tcsetattr(program, TCSANOW, &saved) }
            var bytes: [UInt8] = []
            var poller = pollfd(fd: program, events: Int16(POLLIN), revents: 0)
            while poll(&poller, 1, 50) == 1 {
                var byte: UInt8 = 0
                guard read(program, &byte, 1) == 1 else { break }
                bytes.append(byte)
            }
            return bytes
        }

        /// What the program wrote to the terminal, until `milliseconds` pass with nothing more or `count` bytes came.
        func written(within milliseconds: Int32, count wanted: Int = .max) -> [UInt8] {
            var bytes: [UInt8] = []
            var poller = pollfd(fd: terminal, events: Int16(POLLIN), revents: 0)
            while bytes.count < wanted, poll(&poller, 1, milliseconds) == 1 {
                var buffer = [UInt8](repeating: 0, count: 64)
                let count = read(terminal, &buffer, 64)
                guard count > 0 else { break }
                bytes += buffer.prefix(count)
            }
            return bytes
        }

        func type(_ text: String) {
            let bytes = Array(text.utf8)
            _ = write(terminal, bytes, bytes.count)
        }
    }

    func modesMatch(_ a: termios, _ b: termios) -> Bool {
        a.c_lflag == b.c_lflag && a.c_iflag == b.c_iflag && a.c_oflag == b.c_oflag && a.c_cflag == b.c_cflag
    }

    @Test("asks ESC [ c, reads the reply only up to its c, leaves keys typed after it, restores the modes")
    func answered() async throws {
        let pty = try Pty()
        defer { pty.close() }
        let before = pty.modes()
        let answer = TerminalSide {
            let question = pty.written(within: 2000, count: 3)
            pty.type("\u{1B}[?62;4;22cls\n")
            return question
        }
        let sixel = DeviceAttributes.querySixel(terminal: pty.program, timeout: 3000)
        #expect(answer.value == [0x1B, 0x5B, 0x63])
        #expect(sixel == true)
        #expect(modesMatch(pty.modes(), before))
        #expect(pty.pendingInput() == Array("ls\n".utf8), "what was typed after the reply is the shell's")
    }

    @Test("no answer in time: nil, modes restored; a reply without 4: false")
    func unanswered() async throws {
        let pty = try Pty()
        defer { pty.close() }
        let before = pty.modes()
        let started = Date()
        #expect(DeviceAttributes.querySixel(terminal: pty.program, timeout: 100) == nil)
        #expect(Date().timeIntervalSince(started) < 5)
        #expect(modesMatch(pty.modes(), before))
        #expect(pty.written(within: 200) == [0x1B, 0x5B, 0x63], "the first, unanswered question; the answer below is to the second")
        let answer = TerminalSide {
            _ = pty.written(within: 2000, count: 3)
            pty.type("\u{1B}[?62;22c")
        }
        #expect(DeviceAttributes.querySixel(terminal: pty.program, timeout: 3000) == false)
        _ = answer.value
    }

    @Test("over ssh the wait is 1 s, not 100 ms: a reply a long round trip away is read, not left for the shell to echo")
    func overSSH() async throws {
        #expect(DeviceAttributes.timeout(environment: [:]) == 100)
        #expect(DeviceAttributes.timeout(environment: ["TERM": "xterm-256color"]) == 100)
        for variable in ["SSH_TTY", "SSH_CONNECTION", "SSH_CLIENT"] {
            #expect(DeviceAttributes.timeout(environment: [variable: "x"]) == 1000, "\(variable)")
        }
        #expect(DeviceAttributes.timeout(environment: ["SSH_TTY": ""]) == 100, "empty is unset")

        let pty = try Pty()
        defer { pty.close() }
        let before = pty.modes()
        let answer = TerminalSide {
            _ = pty.written(within: 2000, count: 3)
            usleep(300_000) // a round trip across an ocean
            pty.type("\u{1B}[?62;4c")
        }
        #expect(
            DeviceAttributes.querySixel(terminal: pty.program, timeout: DeviceAttributes.timeout(environment: ["SSH_TTY": "/dev/pts/3"]))
                == true)
        _ = answer.value
        #expect(modesMatch(pty.modes(), before))
        #expect(pty.pendingInput().isEmpty, "nothing of the reply is left for the shell")
    }

    @Test("keys typed ahead, even without Enter: no question is asked and they stay")
    func typedAhead() throws {
        let pty = try Pty()
        defer { pty.close() }
        let before = pty.modes()
        pty.type("ls")
        #expect(DeviceAttributes.querySixel(terminal: pty.program, timeout: 100) == nil)
        #expect(!pty.written(within: 50).contains(0x1B), "the question was not asked (the echo of ls is all)")
        #expect(modesMatch(pty.modes(), before))
        #expect(pty.pendingInput() == Array("ls".utf8))
    }

    @Test("something that is not the reply stops the reading at once: only what was read is lost")
    func notTheReply() async throws {
        let pty = try Pty()
        defer { pty.close() }
        let answer = TerminalSide {
            _ = pty.written(within: 2000, count: 3)
            pty.type("xyz")
        }
        #expect(DeviceAttributes.querySixel(terminal: pty.program, timeout: 3000) == nil)
        _ = answer.value
        #expect(pty.pendingInput() == Array("yz".utf8))
    }
}

/// The terminal's side of a query, on a thread of its own. The query blocks the thread that asks;
/// a task for the other side could wait behind it (two cores, every thread of Swift's cooperative
/// pool busy in a loaded suite) until the query had timed out, and then answer too late.
final class TerminalSide<Value>: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var result: Value?

    init(_ body: @escaping @Sendable () -> Value) {
        let thread = Thread { [self] in
            result = body()
            done.signal()
        }
        thread.start()
    }

    /// Waits for the terminal's side to finish.
    var value: Value {
        done.wait()
        return result!
    }
}
