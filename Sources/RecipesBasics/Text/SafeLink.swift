/// Whether a link from a server or a file may be handed to a browser or written as a terminal
/// hyperlink: http or https with a host, and only printable ASCII (no space, no control character,
/// no ESC or BEL that could end an OSC 8 sequence early, no bidi trick). Anything else is shown as
/// text or refused, never opened.
public enum SafeLink {
    public static func isSafe(_ text: String) -> Bool {
        guard text.utf8.allSatisfy({ (0x21...0x7E).contains($0) }), !encodesControl(text) else { return false }
        let lower = text.lowercased()
        for prefix in ["https://", "http://"] where lower.hasPrefix(prefix) {
            let rest = lower.dropFirst(prefix.count)
            return !rest.isEmpty && !rest.hasPrefix("/")
        }
        return false
    }

    /// Whether `%XX` escapes spell a control or formatting character (ESC, BEL, DEL, C1, a bidi
    /// override): `URL(string:)` percent-encodes what a server sent raw, so a link read that way is
    /// printable and still says `ESC ] 8` to whatever decodes it.
    private static func encodesControl(_ text: String) -> Bool {
        guard text.utf8.contains(UInt8(ascii: "%")) else { return false }
        var bytes: [UInt8] = []
        var utf8 = Array(text.utf8)[...]
        while let byte = utf8.popFirst() {
            if byte == UInt8(ascii: "%"), utf8.count >= 2, let value = UInt8(String(decoding: utf8.prefix(2), as: UTF8.self), radix: 16) {
                bytes.append(value)
                utf8 = utf8.dropFirst(2)
            } else {
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self).unicodeScalars.contains { scalar in
            let category = scalar.properties.generalCategory
            return category == .control || category == .format
        }
    }

    /// `text` as an OSC 8 hyperlink to `url` when the link is safe; otherwise `text` alone.
    public static func hyperlink(_ text: String, to url: String) -> String {
        guard isSafe(url) else { return text }
        return "\u{1B}]8;;\(url)\u{1B}\\\(text)\u{1B}]8;;\u{1B}\\"
    }
}
