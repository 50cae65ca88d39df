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
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
