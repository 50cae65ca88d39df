/// The case-, accent- and width-insensitive key names are compared by, in pure Swift (the core
/// carries no ICU): "Gužvara" sorts with "Guzvara", "Crème" finds "creme", "ＡＢＣ" is "abc".
/// Combining marks are dropped, precomposed Latin letters lose their accents, ligatures and a few
/// letters with no accent to drop are spelled out (ß → ss, æ → ae, ø → o, ł → l), fullwidth ASCII
/// becomes ASCII, and the rest is lower-cased.
enum TextFolding {
    static func fold(_ text: String) -> String {
        var output = String.UnicodeScalarView()
        for scalar in text.lowercased().unicodeScalars {
            let value = scalar.value
            if (0x0300...0x036F).contains(value) || (0x1AB0...0x1AFF).contains(value) || (0x1DC0...0x1DFF).contains(value)
                || (0x20D0...0x20FF).contains(value) || (0xFE20...0xFE2F).contains(value)
            {
                continue
            }
            if (0xFF01...0xFF5E).contains(value), let ascii = Unicode.Scalar(value - 0xFEE0) {
                output.append(contentsOf: String(ascii).lowercased().unicodeScalars)
                continue
            }
            if value >= 0xC0, let replacement = latin.first(where: { $0.letters.unicodeScalars.contains(scalar) })?.base {
                output.append(contentsOf: replacement.unicodeScalars)
            } else {
                output.append(scalar)
            }
        }
        return String(output)
    }

    /// Lower-case Latin letters with diacritics (Latin-1 Supplement, Latin Extended-A and the
    /// common ones of Extended-B) → their base letters.
    /// A list rather than a dictionary: building a 130-entry dictionary cost more than the sort it
    /// serves (a third of a million instructions, once per run), and only non-ASCII scalars are
    /// looked up.
    private static let latin: [(letters: String, base: String)] = [
        ("àáâãäåāăąǎǻ", "a"), ("çćĉċč", "c"), ("ďđ", "d"), ("èéêëēĕėęěȩ", "e"), ("ĝğġģǧ", "g"), ("ĥħ", "h"),
        ("ìíîïĩīĭįıǐ", "i"), ("ĵ", "j"), ("ķǩ", "k"), ("ĺļľŀł", "l"), ("ñńņňŉ", "n"), ("òóôõöōŏőơǒǿø", "o"),
        ("ŕŗř", "r"), ("śŝşšș", "s"), ("ţťŧț", "t"), ("ùúûüũūŭůűųưǔǖǘǚǜ", "u"), ("ŵ", "w"), ("ýÿŷ", "y"),
        ("źżž", "z"), ("ß", "ss"), ("æǽ", "ae"), ("œ", "oe"), ("þ", "th"), ("ð", "d"),
    ]
}
