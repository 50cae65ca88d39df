/// The case-, accent- and width-insensitive key names are compared by, in pure Swift (the core
/// carries no ICU): "Gužvara" sorts with "Guzvara", "Crème" finds "creme", "ＡＢＣ" is "abc".
/// Combining marks are dropped, precomposed Latin letters lose their accents, ligatures and a few
/// letters with no accent to drop are spelled out (ß → ss, æ → ae, ø → o, ł → l), fullwidth ASCII
/// becomes ASCII, and the rest is lower-cased.
enum TextFolding {
    static func fold(_ text: String) -> String {
        // UTF-8 bytes, made a string once: appending to a `String.UnicodeScalarView` cost 650
        // instructions a scalar.
        var output: [UInt8] = []
        output.reserveCapacity(text.utf8.count)
        // Lower-cased a scalar at a time, as `String.lowercased()` does, then folded. ASCII and
        // Latin-1 capitals need no table; any other scalar takes its Unicode lower-case mapping,
        // which may be several scalars (İ is i and a combining dot).
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if value < 0x80 {
                output.append(UInt8(truncatingIfNeeded: (0x41...0x5A).contains(value) ? value | 0x20 : value))
            } else if (0xC0...0xDE).contains(value), value != 0xD7, let lower = Unicode.Scalar(value + 0x20) {
                append(lower, to: &output)
            } else {
                for lower in scalar.properties.lowercaseMapping.unicodeScalars { append(lower, to: &output) }
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// A lower-case scalar, folded: combining marks dropped, fullwidth ASCII made ASCII, accented
    /// Latin letters made their base letters.
    private static func append(_ scalar: Unicode.Scalar, to output: inout [UInt8]) {
        let value = scalar.value
        if (0x0300...0x036F).contains(value) || (0x1AB0...0x1AFF).contains(value) || (0x1DC0...0x1DFF).contains(value)
            || (0x20D0...0x20FF).contains(value) || (0xFE20...0xFE2F).contains(value)
        {
            return
        }
        if (0xFF01...0xFF5E).contains(value), let ascii = Unicode.Scalar(value - 0xFEE0) {
            output.append(contentsOf: String(ascii).lowercased().utf8)
        } else if let base = latinBase(value) {
            output.append(contentsOf: base.utf8)
        } else {
            UTF8.encode(scalar) { output.append($0) }
        }
    }

    /// The base letters of lower-case Latin letters with diacritics (Latin-1 Supplement, Latin
    /// Extended-A and the common ones of Extended-B), and a few letters with no accent to drop
    /// spelled out. A `switch`, compiled to a jump: a list searched a letter at a time cost 40,000
    /// instructions a name, and a dictionary is built at run time before its first use.
    private static func latinBase(_ value: UInt32) -> String? {
        switch value {
        case 0xE0...0xE5, 0x101, 0x103, 0x105, 0x1CE, 0x1FB: "a"
        case 0xE7, 0x107, 0x109, 0x10B, 0x10D: "c"
        case 0x10F, 0x111: "d"
        case 0xE8...0xEB, 0x113, 0x115, 0x117, 0x119, 0x11B, 0x229: "e"
        case 0x11D, 0x11F, 0x121, 0x123, 0x1E7: "g"
        case 0x125, 0x127: "h"
        case 0xEC...0xEF, 0x129, 0x12B, 0x12D, 0x12F, 0x131, 0x1D0: "i"
        case 0x135: "j"
        case 0x137, 0x1E9: "k"
        case 0x13A, 0x13C, 0x13E, 0x140, 0x142: "l"
        case 0xF1, 0x144, 0x146, 0x148...0x149: "n"
        case 0xF2...0xF6, 0xF8, 0x14D, 0x14F, 0x151, 0x1A1, 0x1D2, 0x1FF: "o"
        case 0x155, 0x157, 0x159: "r"
        case 0x15B, 0x15D, 0x15F, 0x161, 0x219: "s"
        case 0x163, 0x165, 0x167, 0x21B: "t"
        case 0xF9...0xFC, 0x169, 0x16B, 0x16D, 0x16F, 0x171, 0x173, 0x1B0, 0x1D4, 0x1D6, 0x1D8, 0x1DA, 0x1DC: "u"
        case 0x175: "w"
        case 0xFD, 0xFF, 0x177: "y"
        case 0x17A, 0x17C, 0x17E: "z"
        case 0xDF: "ss"
        case 0xE6, 0x1FD: "ae"
        case 0x153: "oe"
        case 0xFE: "th"
        case 0xF0: "d"
        default: nil
        }
    }
}
