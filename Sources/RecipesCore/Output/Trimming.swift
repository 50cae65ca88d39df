extension StringProtocol {
    /// Without leading and trailing white space and line breaks (what `trimmingCharacters(in:
    /// .whitespacesAndNewlines)` did, in pure Swift so the core needs no ICU-backed Foundation).
    public func trimmed() -> String {
        guard let first = firstIndex(where: { !$0.isWhitespace }), let last = lastIndex(where: { !$0.isWhitespace }) else { return "" }
        return String(self[first...last])
    }
}
