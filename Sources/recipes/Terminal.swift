import Foundation
import RecipesCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's real streams.
enum Terminal {
    static var environment: [String: String] { ProcessInfo.processInfo.environment }

    /// stdout's layout: a terminal's width (`COLUMNS`, else the terminal's size) and colour as chosen.
    static func style(colour choice: ColourChoice) -> TextStyle {
        let isTerminal = isatty(STDOUT_FILENO) == 1
        return TextStyle(isTerminal: isTerminal, width: isTerminal ? columns : nil,
                         colour: choice.isOn(environment: environment, isTerminal: isTerminal))
    }

    /// `COLUMNS` when it is a positive number, else the terminal's width, else 80.
    static var columns: Int {
        if let text = environment["COLUMNS"], let value = Int(text), value > 0 { return value }
        var size = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        return 80
    }

    /// The whole result at once, so a failure never leaves half a result on stdout.
    static func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    static func writeError(_ line: String) {
        writeError(line, terminator: "\n")
    }

    static func writeError(_ text: String, terminator: String) {
        FileHandle.standardError.write(Data((text + terminator).utf8))
    }

    /// A person is there to answer: standard input and standard error are terminals.
    static var isInteractive: Bool { isatty(STDIN_FILENO) == 1 && isatty(STDERR_FILENO) == 1 }

    /// Asks on stderr; true only for an answer that starts with y or Y.
    static func ask(_ question: String) -> Bool {
        writeError(question, terminator: "")
        guard let answer = readLine() else { return false }
        return answer.trimmingCharacters(in: .whitespaces).lowercased().hasPrefix("y")
    }
}
