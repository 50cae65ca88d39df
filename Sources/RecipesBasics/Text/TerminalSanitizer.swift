/// Makes remote text safe to print for a person: no escape sequences (CSI, OSC including OSC 8 links
/// and OSC 52 clipboard writes, DCS/APC/PM/SOS strings), no C0 or C1 controls except newline and tab,
/// no bidirectional overrides or isolates, no zero-width or invisible characters (U+200B–U+200D, U+2060,
/// U+FEFF, U+00AD, U+180E, U+FFF9–U+FFFB, the tag characters U+E0000–U+E007F: they hide text and make
/// look-alike names), and U+2028/U+2029 as newlines (a record never splits unseen). `--json` output
/// never goes through here.
public enum TerminalSanitizer {
    /// Multi-line text: keeps `\n` and `\t`, turns `\r\n` and lone `\r` into `\n`.
    public static func sanitize(_ text: String) -> String {
        if keepsEveryScalar(text, allowingLineBreaks: true) { return text }
        return sanitizedScalars(text)
    }

    /// `sanitize`'s work, scalar by scalar.
    static func sanitizedScalars(_ text: String) -> String {
        var output = String.UnicodeScalarView()
        var scalars = Array(text.unicodeScalars)[...]
        var endless = 0 // before this index, no string sequence finds its end (`skipString`)
        while let scalar = scalars.popFirst() {
            switch scalar.value {
            case 0x1B: // ESC
                skipEscapeSequence(&scalars, endless: &endless)
            case 0x9B: // 8-bit CSI
                skipControlSequence(&scalars)
            case 0x90, 0x98, 0x9D, 0x9E, 0x9F: // 8-bit DCS, SOS, OSC, PM, APC
                skipString(&scalars, endless: &endless)
            case 0x0D:
                if scalars.first?.value != 0x0A { output.append("\n") }
            case 0x0A, 0x09:
                output.append(scalar)
            case 0x00...0x1F, 0x7F...0x9F:
                continue
            case 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C:
                continue
            case 0x200B...0x200D, 0x2060, 0xFEFF: // zero-width: they hide text and make look-alike names
                continue
            case 0x2028, 0x2029: // line and paragraph separators end a line in some readers: a newline, said plainly
                output.append("\n")
            case 0x00AD, 0x180E, 0xFFF9...0xFFFB, 0xE0000...0xE007F: // soft hyphen, Mongolian vowel separator,
                continue // interlinear annotations, tag characters: invisible text
            default:
                output.append(scalar)
            }
        }
        return String(output)
    }

    /// One table cell or one line: as `sanitize`, with line breaks and tabs folded to spaces so a
    /// record stays on one line and columns stay intact.
    public static func sanitizeLine(_ text: String) -> String {
        if keepsEveryScalar(text, allowingLineBreaks: false) { return text }
        return sanitizedLineScalars(text)
    }

    /// `sanitizeLine`'s work, scalar by scalar.
    static func sanitizedLineScalars(_ text: String) -> String {
        String(String.UnicodeScalarView(sanitizedScalars(text).unicodeScalars.map { $0 == "\n" || $0 == "\t" ? " " : $0 }))
    }

    /// Whether sanitizing leaves `text` exactly as it is, as nearly all text is: printable ASCII,
    /// checked byte by byte in its UTF-8 (far cheaper than walking the scalars), or text whose
    /// other scalars are none of those `sanitize` removes or changes ("Gužvara", "日本酒"), checked
    /// scalar by scalar without building anything. A name of 20,000 favorites' list that is not
    /// ASCII cost 10,000 instructions to sanitize into the same text.
    static func keepsEveryScalar(_ text: String, allowingLineBreaks: Bool) -> Bool {
        var text = text
        let ascii: Bool? = text.withUTF8 { bytes in
            if UnsafeRawBufferPointer(bytes).isPrintableASCII { return true } // eight bytes at a time
            for byte in bytes where !(0x20...0x7E).contains(byte) {
                if byte >= 0x80 { return false }
                if !(allowingLineBreaks && (byte == 0x0A || byte == 0x09)) { return nil }
            }
            return true
        }
        guard let ascii else { return false }
        if ascii { return true }
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x0A, 0x09:
                if !allowingLineBreaks { return false }
            case 0x00...0x1F, 0x7F...0x9F, 0x00AD, 0x061C, 0x180E, 0x200B...0x200F, 0x2028...0x202E, 0x2060, 0x2066...0x2069, 0xFEFF,
                0xFFF9...0xFFFB, 0xE0000...0xE007F:
                return false
            default:
                continue
            }
        }
        return true
    }

    private static func skipEscapeSequence(_ scalars: inout ArraySlice<Unicode.Scalar>, endless: inout Int) {
        guard let next = scalars.popFirst() else { return }
        switch next {
        case "[": skipControlSequence(&scalars)
        case "]", "P", "X", "^", "_": skipString(&scalars, endless: &endless)
        default:
            // Two-character sequences, plus intermediates such as ESC ( B.
            if (0x20...0x2F).contains(next.value) { _ = scalars.popFirst() }
        }
    }

    /// CSI: parameter and intermediate bytes up to one final byte in 0x40...0x7E.
    private static func skipControlSequence(_ scalars: inout ArraySlice<Unicode.Scalar>) {
        while let scalar = scalars.popFirst() {
            if (0x40...0x7E).contains(scalar.value) { return }
            if !(0x20...0x3F).contains(scalar.value) { return } // malformed: stop eating text
        }
    }

    /// OSC/DCS/…: up to BEL, ST (ESC \) or 8-bit ST. One with no end before its line ends (or the
    /// text) loses only its introducer, and what follows stays as text: remote text is often joined
    /// before it is sanitized (a pizza's ingredients, a shopping line's recipes, an error and its
    /// advice), and one field's unfinished `ESC ]` took every field after it. `endless`: where the
    /// last look found no end, so the introducers before it are dropped without looking again (a
    /// line of a million U+009D is read once, not a million times).
    private static func skipString(_ scalars: inout ArraySlice<Unicode.Scalar>, endless: inout Int) {
        guard scalars.startIndex >= endless else { return }
        var ahead = scalars
        while let scalar = ahead.popFirst() {
            switch scalar.value {
            case 0x07, 0x9C:
                scalars = ahead
                return
            case 0x1B:
                if ahead.first == "\\" { ahead.removeFirst() }
                scalars = ahead
                return
            case 0x0A, 0x0D, 0x2028, 0x2029:
                endless = ahead.startIndex - 1 // the line break: no string before it ends
                return
            default: continue
            }
        }
        endless = ahead.startIndex // the text's end
    }
}
