#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A path or word quoted for a POSIX shell, for commands a message asks a person to paste.
///
/// Two promises at once: bash (and zsh, ksh) turn the result back into exactly `text`, and the
/// result shows nothing raw on a terminal. Text that a terminal would hide or act on (controls,
/// ESC, zero-width, bidi and other format characters, line separators) is written as escapes inside
/// `$'…'`, so the result is printable and `TerminalSanitizer` leaves it as it is; a sanitized path
/// in a command would name another file.
public enum ShellQuote {
    /// Unchanged when it holds only characters no shell reads specially; in single quotes when it
    /// holds nothing a terminal hides; else `$'…'` with escapes.
    public static func quote(_ text: String) -> String {
        let plain =
            !text.isEmpty
            && text.unicodeScalars.allSatisfy { scalar in
                scalar.isASCII
                    && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "-_./:=@%+,".unicodeScalars.contains(scalar))
            }
        if plain { return text }
        guard text.unicodeScalars.contains(where: mustEscape) else {
            return "'" + text.replacing("'", with: #"'\''"#) + "'"
        }
        var quoted = "$'"
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": quoted += #"\\"#
            case "'": quoted += #"\'"#
            case "\n": quoted += #"\n"#
            case "\t": quoted += #"\t"#
            case "\r": quoted += #"\r"#
            // Bytes, not \u: bash writes \u in the locale's encoding, and a path is bytes.
            case _ where mustEscape(scalar): quoted += String(scalar).utf8.map(hexByte).joined()
            default: quoted.unicodeScalars.append(scalar)
            }
        }
        return quoted + "'"
    }

    /// What a terminal would act on or not show: C0 and C1 controls, DEL, format characters
    /// (bidi controls, zero-width characters, the BOM), line and paragraph separators, spaces
    /// other than U+0020, and anything unassigned or private.
    private static func mustEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .privateUse, .surrogate, .unassigned: true
        case .spaceSeparator: scalar != " "
        default: false
        }
    }

    /// `\xNN`, always two digits: bash reads at most two, so a hex digit after it stays text.
    private static func hexByte(_ byte: UInt8) -> String {
        #"\x"# + (byte < 0x10 ? "0" : "") + String(byte, radix: 16)
    }
}
