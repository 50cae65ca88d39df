import RecipesBasics
import RecipesOutput
import RecipesText

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

/// The process's real streams. Its two process-wide values, whether the pager runs and the spinner,
/// exist for the Ctrl-C handler: it must leave the pager its Ctrl-C and erase the spinner's line.
public enum Terminal {
    /// Read once (`ProcessEnvironment`): the tool never changes its own environment.
    static let environment = ProcessEnvironment.current

    private static let paging = Locked(false)
    static var isPaging: Bool { paging.withLock { $0 } }

    /// Set by Ctrl-C's thread before it removes pending files and exits 130: a write that fails
    /// because its temp file was just removed is that interruption, not an error to report.
    private static let interrupting = Locked(false)
    static var isInterrupting: Bool { interrupting.withLock { $0 } }
    static func markInterrupting() { interrupting.withLock { $0 = true } }

    /// The spinner; every write stops it first so output never mixes with it.
    static let activity = Activity()

    /// stdout's layout: a terminal's width (`COLUMNS`, else the terminal's size) and colour as chosen.
    static func style(colour choice: ColourChoice) -> TextStyle {
        let isTerminal = isatty(STDOUT_FILENO) == 1
        return TextStyle(
            isTerminal: isTerminal, width: isTerminal ? columns : nil,
            colour: choice.isOn(environment: environment, isTerminal: isTerminal))
    }

    /// `COLUMNS` when it is a positive number, else the terminal's width, else 80.
    static var columns: Int {
        if let text = environment["COLUMNS"], let value = Int(text), value > 0 { return value }
        var size = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        return 80
    }

    /// The whole result at once, so a failure never leaves half a result on stdout. A stdout that
    /// cannot be written (a full disk) is a `FileError`: one line and exit 73, not a crash.
    public static func write(_ text: String) throws {
        activity.stop()
        try StandardStream.writeOutput(text)
    }

    /// `write` of a document already UTF-8 (`favorites --json`), without a String made of it.
    static func write(_ bytes: Data) throws {
        activity.stop()
        try StandardStream.writeOutput(bytes)
    }

    /// Long output for a person: through `$PAGER` (default `less -FIRX`, which returns at once when
    /// the text fits the screen) when stdout is a terminal; otherwise, or if the pager cannot start,
    /// straight to stdout. An empty `PAGER` or `cat` means no pager.
    static func page(_ text: String) throws {
        activity.stop()
        let pager = environment["PAGER"] ?? "less -FIRX"
        guard isatty(STDOUT_FILENO) == 1, !pager.trimmed().isEmpty, pager != "cat" else {
            return try write(text)
        }
        paging.withLock { $0 = true }
        // In the terminal's foreground group, ignoring Ctrl-C, which it inherits: the pager handles
        // it (a pager that ignores it, such as cat, goes on). Interrupt's thread sees none meanwhile.
        Interrupt.ignore(true)
        defer {
            Interrupt.ignore(false)
            paging.withLock { $0 = false }
        }
        if !Pager.show(text, command: pager) { try write(text) }
    }

    public static func writeError(_ line: String) {
        writeError(line, terminator: "\n")
    }

    /// Every note, warning and error passes here, and is sanitized here: they quote names, ids and
    /// reasons that came from servers or files.
    /// Once Ctrl-C is being handled, nothing more is said from the run's other threads: the
    /// interrupt's own line is the last (a write it refused would otherwise warn before it).
    static func writeError(_ text: String, terminator: String) {
        guard !isInterrupting else { return }
        activity.stop()
        StandardStream.writeError(TerminalSanitizer.sanitize(text) + terminator)
    }

    /// `LINES` when it is a positive number, else the terminal's height; nil when neither says.
    static var rows: Int? {
        if let text = environment["LINES"], let value = Int(text), value > 0 { return value }
        var size = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0 { return Int(size.ws_row) }
        return nil
    }

    /// A list for a person: through the pager when stdout is a terminal and the list has more lines
    /// than fit on it (one row kept for the prompt); otherwise straight to stdout.
    static func pageIfLong(_ text: String) throws {
        guard isOutputTerminal, let rows, text.utf8.lazy.filter({ $0 == 0x0A }).count > rows - 1 else { return try write(text) }
        try page(text)
    }

    /// stdout is a terminal: a person reads what is printed.
    static var isOutputTerminal: Bool { isatty(STDOUT_FILENO) == 1 }

    /// A person is there to answer: standard input and standard error are terminals.
    static var isInteractive: Bool { isatty(STDIN_FILENO) == 1 && isatty(STDERR_FILENO) == 1 }

    /// Asks on stderr; true only for an answer that starts with y or Y.
    static func ask(_ question: String) -> Bool {
        writeError(question, terminator: "")
        guard let answer = readLine() else { return false }
        return answer.trimmed().lowercased().hasPrefix("y")
    }
}
