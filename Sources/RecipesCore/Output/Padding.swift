extension String {
    /// The text followed by `pad` up to `width` characters (never cut). Pure Swift: Foundation's
    /// `padding(toLength:...)` goes through NSString and costs a millisecond at start-up.
    public func padded(to width: Int, with pad: Character = " ") -> String {
        count >= width ? self : self + String(repeating: pad, count: width - count)
    }
}
