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

/// The process's own stdout and stderr. Not `FileHandle.write`, which traps when a write fails (a
/// full disk behind `> file`) and prints a crash report instead of one line and exit 73.
public enum StandardStream {
    /// How messages name stdout.
    public static let outputName = "standard output"

    /// All of `text` to stdout, or `FileError.cannotWrite` naming standard output and why.
    public static func writeOutput(_ text: String) throws {
        if let failure = FileDescriptor.writeAll(text, to: STDOUT_FILENO) {
            throw FileError.cannotWrite(path: outputName, reason: String(cString: strerror(failure)).lowercased())
        }
    }

    /// Bytes already UTF-8 (a document read from a file), without making a String of them first.
    package static func writeOutput(_ bytes: Data) throws {
        if let failure = FileDescriptor.writeAll(bytes, to: STDOUT_FILENO) {
            throw FileError.cannotWrite(path: outputName, reason: String(cString: strerror(failure)).lowercased())
        }
    }

    /// To stderr. A failure is dropped: stderr is where it would have been reported.
    public static func writeError(_ text: String) {
        _ = FileDescriptor.writeAll(text, to: STDERR_FILENO)
    }
}
