#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Encoded JSON with every character a terminal acts on or reorders written as `\uXXXX`: people
/// read `--json` with `cat` and `less` too. JSONEncoder escapes C0 controls itself but writes DEL,
/// C1 controls (U+009B is a CSI to many terminals), bidi controls and U+2028/U+2029 raw. An escape
/// means the same character to every JSON parser, so the strings stay exact.
enum JSONControlEscaping {
    static func text(_ json: Data) -> String {
        let text = String(decoding: json, as: UTF8.self)
        // Each of them is DEL or beyond ASCII, so most answers need no second pass. Outside strings
        // JSONEncoder writes only ASCII, so every one found is inside a string, where an escape is allowed.
        guard json.contains(where: { $0 >= 0x7F }) else { return text }
        var escaped = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if mustEscape(scalar) {
                // Beyond the Basic Multilingual Plane (the tag characters) JSON writes a surrogate pair.
                let units = scalar.value > 0xFFFF ? Array(String(scalar).utf16) : [UInt16(scalar.value)]
                for unit in units {
                    escaped.append(contentsOf: #"\u"#.unicodeScalars)
                    let hex = String(unit, radix: 16)
                    escaped.append(contentsOf: (String(repeating: "0", count: 4 - hex.count) + hex).unicodeScalars)
                }
            } else {
                escaped.append(scalar)
            }
        }
        return String(escaped)
    }

    /// DEL and the C1 controls, the bidi controls (ALM, LRM, RLM, the embeddings and overrides, the
    /// isolates), the line and paragraph separators, which end a line in some readers, and the
    /// invisible characters that hide text (the soft hyphen, U+180E, the interlinear
    /// annotations, the tag characters), which hide text from a person reading the JSON. Not the C0
    /// controls: JSONEncoder has escaped those in strings, and outside them a line break is layout.
    static func mustEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0x2028, 0x2029: true
        case 0x00AD, 0x180E, 0xFFF9...0xFFFB, 0xE0000...0xE007F: true
        default: false
        }
    }
}
