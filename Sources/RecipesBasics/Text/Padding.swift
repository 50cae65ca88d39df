extension String {
    /// The text followed by `pad` up to `width` characters (never cut). Pure Swift: Foundation's
    /// `padding(toLength:...)` goes through NSString and costs a millisecond at start-up.
    public func padded(to width: Int, with pad: Character = " ") -> String {
        count >= width ? self : self + String(repeating: pad, count: width - count)
    }
}

extension String {
    /// Padded on the left: `"7".padded(to: 2, with: "0", leading: true)` is `"07"`.
    public func padded(to width: Int, with pad: Character, leading: Bool) -> String {
        guard leading else { return padded(to: width, with: pad) }
        return count >= width ? self : String(repeating: pad, count: width - count) + self
    }
}
