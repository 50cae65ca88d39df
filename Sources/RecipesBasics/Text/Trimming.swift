extension StringProtocol {
    /// Without leading and trailing white space and line breaks (what `trimmingCharacters(in:
    /// .whitespacesAndNewlines)` did, in pure Swift so the core needs no ICU-backed Foundation).
    public func trimmed() -> String {
        let text = String(self)
        // Most text starts and ends with a visible ASCII character, which is a character of its
        // own and not white space: nothing to trim, and no walk over grapheme clusters to find out.
        if let first = text.utf8.first, let last = text.utf8.last, (0x21...0x7E).contains(first), (0x21...0x7E).contains(last) {
            return text
        }
        guard let first = text.firstIndex(where: { !$0.isWhitespace }), let last = text.lastIndex(where: { !$0.isWhitespace }) else {
            return ""
        }
        return String(text[first...last])
    }
}
