import CInterrupt
import RecipesBasics
import RecipesBrowse
import RecipesStorage

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

#if canImport(Glibc)
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
private let systemWrite = Darwin.write
#endif

/// The terminal as `recipes browse` uses it: raw mode, the alternate screen, the cursor hidden, and
/// keys and signals as events. Whatever ends the run, `leave()` puts back exactly what was there:
/// the caller's `defer`, Ctrl-C's thread (`Interrupt`) and the signal thread below all call it, and
/// only the first does anything.
enum FullScreen {
    /// The terminal's settings from before raw mode; set while the view is up.
    private static let saved = Locked<termios?>(nil)
    /// Raw mode as `enter()` set it, to set again after a suspension.
    private static let raw = Locked<termios?>(nil)

    private static let enterSequence = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[H\u{1B}[2J"
    private static let leaveSequence = "\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"

    /// Raw mode (no echo, no line editing, Ctrl-C and Ctrl-Z as bytes) and the alternate screen.
    static func enter() throws {
        var original = termios()
        guard tcgetattr(STDIN_FILENO, &original) == 0 else {
            throw UserFacingError("browse cannot set up the terminal: \(String(cString: strerror(errno)))", status: .usage)
        }
        var raw = original
        raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
        withUnsafeMutableBytes(of: &raw.c_cc) { bytes in
            bytes[Int(VMIN)] = 1
            bytes[Int(VTIME)] = 0
        }
        saved.withLock { $0 = original }
        Self.raw.withLock { [raw] in $0 = raw }
        guard tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw) == 0 else {
            saved.withLock { $0 = nil }
            throw UserFacingError("browse cannot set up the terminal: \(String(cString: strerror(errno)))", status: .usage)
        }
        write(enterSequence)
    }

    /// Leaves the alternate screen, shows the cursor and restores the terminal's settings. Safe
    /// from any thread, any number of times.
    static func leave() {
        guard
            var original = saved.withLock({ value -> termios? in
                defer { value = nil }
                return value
            })
        else { return }
        write(leaveSequence)
        tcsetattr(STDIN_FILENO, TCSADRAIN, &original)
    }

    /// Ctrl-Z (a key in raw mode) or SIGTSTP: the terminal as it was, the job stopped as a shell
    /// stops it; on `fg`, raw mode and the alternate screen again, and the caller redraws. Without
    /// this the prompt landed inside the alternate screen with no cursor, and keys echoed as `^[[B`.
    static func suspend() {
        guard var original = saved.withLock({ $0 }) else { return }
        write(leaveSequence)
        tcsetattr(STDIN_FILENO, TCSADRAIN, &original)
        cinterrupt_stop_self()
        resume()
    }

    /// Raw mode and the alternate screen again after the job was continued (idempotent).
    static func resume() {
        guard saved.withLock({ $0 }) != nil, var raw = raw.withLock({ $0 }) else { return }
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw)
        write(enterSequence)
    }

    /// Rows and columns, from the terminal (24×80 when it does not say).
    static func size() -> (rows: Int, columns: Int) {
        var size = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0, size.ws_col > 0 {
            return (Int(size.ws_row), Int(size.ws_col))
        }
        return (24, 80)
    }

    /// Writes all of `text` to the terminal, retrying short writes.
    static func write(_ text: String) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let count = bytes.withUnsafeBytes { systemWrite(STDOUT_FILENO, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return }
            bytes = bytes.dropFirst(count)
        }
    }

    /// Reads keys and watched signals on a thread of its own and hands each on as an event:
    /// keys as they come, SIGWINCH as the new size. SIGTERM and SIGHUP restore the terminal and end
    /// the process by that signal, whatever the view is doing.
    /// False when no thread could be started: nothing would read the keys.
    static func watchInput(_ send: @escaping @Sendable (BrowseEvent) -> Void) -> Bool {
        let signals: [Int32] = [SIGWINCH, SIGTERM, SIGHUP, SIGTSTP, SIGCONT]
        let signalPipe = signals.withUnsafeBufferPointer { cinterrupt_watch($0.baseAddress, Int32($0.count)) }
        return DetachedThread.spawn(stackSize: 256 * 1024) {
            var fds = [
                pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
                pollfd(fd: signalPipe, events: Int16(POLLIN), revents: 0),
            ]
            var buffer = [UInt8](repeating: 0, count: 4096)
            var stream = KeyStream() // a terminal's reply split across reads is still a reply
            while true {
                let ready = poll(&fds, nfds_t(signalPipe >= 0 ? 2 : 1), -1)
                if ready < 0 && errno == EINTR { continue }
                guard ready > 0 else { return }
                if signalPipe >= 0, fds[1].revents & Int16(POLLIN) != 0 {
                    var byte: UInt8 = 0
                    if read(signalPipe, &byte, 1) == 1 {
                        let signal = Int32(byte)
                        if signal == SIGWINCH {
                            let size = size()
                            send(.resized(rows: size.rows, columns: size.columns))
                        } else if signal == SIGTSTP || signal == SIGCONT {
                            // Stopped from elsewhere and continued: as for Ctrl-Z, then a whole redraw.
                            if signal == SIGTSTP { suspend() } else { resume() }
                            let size = size()
                            send(.resized(rows: size.rows, columns: size.columns))
                        } else {
                            leave()
                            PendingFiles.shared.endWrites() // a write in progress leaves no temp file
                            cinterrupt_write_coverage()
                            cinterrupt_die_of(signal)
                        }
                    }
                }
                if fds[0].revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 {
                    let count = read(STDIN_FILENO, &buffer, buffer.count)
                    if count < 0 && errno == EINTR { continue }
                    guard count > 0 else {
                        send(.key(.interrupt)) // the terminal went away: end as Ctrl-C would
                        return
                    }
                    for key in stream.keys(in: Array(buffer[0..<count])) {
                        guard key == .suspend else {
                            send(.key(key))
                            continue
                        }
                        suspend()
                        let size = size()
                        send(.resized(rows: size.rows, columns: size.columns)) // a whole redraw on `fg`
                    }
                }
            }
        }
    }
}
