import Foundation
import RecipesCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's real streams.
enum Terminal {
    static var style: TextStyle { TextStyle(isTerminal: isatty(STDOUT_FILENO) == 1) }

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
