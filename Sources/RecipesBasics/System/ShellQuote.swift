#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A path or word quoted for a POSIX shell, for commands a message asks a person to run.
public enum ShellQuote {
    /// Unchanged when it holds only characters no shell reads specially; else in single quotes.
    public static func quote(_ text: String) -> String {
        let plain = !text.isEmpty && text.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "-_./:=@%+,".unicodeScalars.contains(scalar))
        }
        return plain ? text : "'" + text.replacing("'", with: #"'\''"#) + "'"
    }
}
