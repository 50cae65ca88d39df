/// A key as `recipes browse` understands it, decoded from what a terminal in raw mode sends.
public enum BrowseKey: Equatable, Sendable {
    case character(Character)
    case up, down, left, right, pageUp, pageDown, home, end
    case enter, escape, backspace, tab, shiftTab
    /// Ctrl-C: raw mode turns it into a byte rather than a signal.
    case interrupt
    /// A sequence or control byte that means nothing here.
    case ignored
}

/// Turns the bytes of one read from a raw-mode terminal into keys. A terminal sends a key's whole
/// escape sequence in one write, so a read that holds only ESC is the Escape key itself.
///
/// Arrows and Home/End come as `ESC [ A` or, in application mode, `ESC O A`; PgUp/PgDn and the
/// other editing keys as `ESC [ n ~` (Home is 1 or 7, End 4 or 8); Shift-Tab as `ESC [ Z`.
public enum KeyDecoder {
    public static func keys(in bytes: [UInt8]) -> [BrowseKey] {
        var keys: [BrowseKey] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x1B {
                let (key, length) = escape(bytes, at: index)
                keys.append(key)
                index += length
                continue
            }
            if byte >= 0x80 {
                let length = utf8Length(byte)
                let end = min(bytes.count, index + length)
                let text = String(decoding: bytes[index..<end], as: UTF8.self)
                keys.append(text.count == 1 && text != "\u{FFFD}" ? .character(Character(text)) : .ignored)
                index = end
                continue
            }
            keys.append(control(byte))
            index += 1
        }
        return keys
    }

    private static func control(_ byte: UInt8) -> BrowseKey {
        switch byte {
        case 0x03: .interrupt
        case 0x09: .tab
        case 0x0A, 0x0D: .enter
        case 0x08, 0x7F: .backspace
        case 0x20...0x7E: .character(Character(Unicode.Scalar(byte)))
        default: .ignored
        }
    }

    /// The key an escape sequence starting at `start` stands for, and how many bytes it takes.
    private static func escape(_ bytes: [UInt8], at start: Int) -> (BrowseKey, Int) {
        guard start + 1 < bytes.count else { return (.escape, 1) }
        let introducer = bytes[start + 1]
        guard introducer == UInt8(ascii: "[") || introducer == UInt8(ascii: "O") else { return (.escape, 1) }
        // Parameters and intermediates (0x20–0x3F), then one final byte (0x40–0x7E).
        var end = start + 2
        while end < bytes.count, (0x20...0x3F).contains(bytes[end]) { end += 1 }
        guard end < bytes.count, (0x40...0x7E).contains(bytes[end]) else { return (.ignored, bytes.count - start) }
        let parameters = String(decoding: bytes[(start + 2)..<end], as: UTF8.self)
        let length = end - start + 1
        switch (bytes[end], parameters) {
        case (UInt8(ascii: "A"), _): return (.up, length)
        case (UInt8(ascii: "B"), _): return (.down, length)
        case (UInt8(ascii: "C"), _): return (.right, length)
        case (UInt8(ascii: "D"), _): return (.left, length)
        case (UInt8(ascii: "H"), _): return (.home, length)
        case (UInt8(ascii: "F"), _): return (.end, length)
        case (UInt8(ascii: "Z"), _): return (.shiftTab, length)
        case (UInt8(ascii: "~"), let number):
            switch number.split(separator: ";").first ?? "" {
            case "1", "7": return (.home, length)
            case "4", "8": return (.end, length)
            case "5": return (.pageUp, length)
            case "6": return (.pageDown, length)
            case "3": return (.ignored, length)
            default: return (.ignored, length)
            }
        default:
            return (.ignored, length)
        }
    }

    private static func utf8Length(_ lead: UInt8) -> Int {
        switch lead {
        case 0xC0...0xDF: 2
        case 0xE0...0xEF: 3
        case 0xF0...0xF7: 4
        default: 1
        }
    }
}
