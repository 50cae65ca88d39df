/// Whether a link from a server or a file may be handed to a browser or written as a terminal
/// hyperlink: http or https with a host, and only printable ASCII (no space, no control character,
/// no ESC or BEL that could end an OSC 8 sequence early, no bidi trick). Anything else is shown as
/// text or refused, never opened.
public enum SafeLink {
    public static func isSafe(_ text: String) -> Bool {
        guard text.utf8.allSatisfy({ (0x21...0x7E).contains($0) }) else { return false }
        let lower = text.lowercased()
        for prefix in ["https://", "http://"] where lower.hasPrefix(prefix) {
            let rest = lower.dropFirst(prefix.count)
            return !rest.isEmpty && !rest.hasPrefix("/")
        }
        return false
    }

    /// `text` as an OSC 8 hyperlink to `url` when the link is safe; otherwise `text` alone.
    public static func hyperlink(_ text: String, to url: String) -> String {
        guard isSafe(url) else { return text }
        return "\u{1B}]8;;\(url)\u{1B}\\\(text)\u{1B}]8;;\u{1B}\\"
    }
}
