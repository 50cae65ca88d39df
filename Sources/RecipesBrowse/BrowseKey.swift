/// A key as `recipes browse` understands it, decoded from what a terminal in raw mode sends.
public enum BrowseKey: Equatable, Sendable {
    case character(Character)
    case up, down, left, right, pageUp, pageDown, home, end
    case enter, escape, backspace, tab, shiftTab
    /// The Delete key (`ESC [ 3 ~`).
    case delete
    /// Ctrl-C: raw mode turns it into a byte rather than a signal.
    case interrupt
    /// Ctrl-Z: likewise a byte; the terminal layer suspends the view on it.
    case suspend
    /// A sequence or control byte that means nothing here.
    case ignored
}

/// Turns the bytes a raw-mode terminal sends into keys, read after read. A terminal sends a key's
/// whole escape sequence in one write, so a read that holds only ESC is the Escape key itself.
///
/// Arrows and Home/End come as `ESC [ A` or, in application mode, `ESC O A`; PgUp/PgDn and the
/// other editing keys as `ESC [ n ~` (Home is 1 or 7, End 4 or 8); Shift-Tab as `ESC [ Z`.
///
/// A terminal's replies are never keys: an OSC answer (`ESC ] 11 ; rgb:ffff/… BEL`, the background
/// colour), a DCS or APC one (`ESC P … ESC \`, kitty's `ESC _ G … ESC \`) or a CSI one (the sixel
/// question's `ESC [ ? 62 ; 4 c`) is skipped whole, however many reads it is split across: its `f`,
/// `/` and digits once toggled a favorite, opened the filter and switched tabs.
public struct KeyStream: Sendable {
    /// An escape sequence begun in an earlier read and not yet ended.
    private var pending: [UInt8] = []
    /// The last read ended in an ESC taken for the Escape key. When the next begins as a reply
    /// would after ESC, that ESC was the reply's, split off by the connection: the rest is skipped.
    private var endedInEscape = false

    public init() {}

    public mutating func keys(in bytes: [UInt8]) -> [BrowseKey] {
        var all = pending + bytes
        if endedInEscape && pending.isEmpty && KeyDecoder.continuesReply(bytes) { all.insert(0x1B, at: 0) }
        endedInEscape = !bytes.isEmpty && bytes.last == 0x1B && (bytes.count == 1 || bytes[bytes.count - 2] != 0x1B)
        pending = []
        var keys: [BrowseKey] = []
        var index = 0
        while index < all.count {
            let byte = all[index]
            if byte == 0x1B {
                guard let (key, length) = KeyDecoder.escape(all, at: index) else {
                    pending = Array(all[index...]) // the rest of it comes with the next read
                    break
                }
                if let key { keys.append(key) }
                index += length
                continue
            }
            if byte >= 0x80 {
                let length = KeyDecoder.utf8Length(byte)
                let end = min(all.count, index + length)
                let text = String(decoding: all[index..<end], as: UTF8.self)
                keys.append(text.count == 1 && text != "\u{FFFD}" ? .character(Character(text)) : .ignored)
                index = end
                continue
            }
            keys.append(KeyDecoder.control(byte))
            index += 1
        }
        // Never hold more than one reply's worth: a stream of garbage is dropped, not kept forever.
        if pending.count > 4096 { pending = [] }
        return keys
    }
}

/// The decoding of one read on its own (`KeyStream` carries a sequence across reads).
public enum KeyDecoder {
    /// The keys of one read; a sequence it cuts off is ignored, never typed.
    public static func keys(in bytes: [UInt8]) -> [BrowseKey] {
        var stream = KeyStream()
        let keys = stream.keys(in: bytes)
        return stream.hasPending ? keys + [.ignored] : keys
    }

    static func control(_ byte: UInt8) -> BrowseKey {
        switch byte {
        case 0x03: .interrupt
        case 0x1A: .suspend
        case 0x09: .tab
        case 0x0A, 0x0D: .enter
        case 0x08, 0x7F: .backspace
        case 0x20...0x7E: .character(Character(Unicode.Scalar(byte)))
        default: .ignored
        }
    }

    /// The introducers of a string sequence (OSC, DCS, APC, PM, SOS): only a terminal sends them.
    static let stringIntroducers: [UInt8] = [UInt8(ascii: "]"), UInt8(ascii: "P"), UInt8(ascii: "_"), UInt8(ascii: "^"), UInt8(ascii: "X")]

    /// Whether `bytes` begin as the rest of a reply whose ESC came in the read before.
    static func continuesReply(_ bytes: [UInt8]) -> Bool {
        guard let first = bytes.first else { return false }
        if stringIntroducers.contains(first) { return true }
        return first == UInt8(ascii: "[") && bytes.count > 1 && (bytes[1] == UInt8(ascii: "?") || bytes[1] == UInt8(ascii: ">"))
    }

    /// The key an escape sequence starting at `start` stands for (nil for a terminal's reply,
    /// which is no key at all) and how many bytes it takes; nil when the bytes end before it does.
    static func escape(_ bytes: [UInt8], at start: Int) -> (BrowseKey?, Int)? {
        guard start + 1 < bytes.count else { return (.escape, 1) }
        let introducer = bytes[start + 1]
        if stringIntroducers.contains(introducer) { return stringSequence(bytes, at: start) }
        guard introducer == UInt8(ascii: "[") || introducer == UInt8(ascii: "O") else { return (.escape, 1) }
        // Parameters and intermediates (0x20–0x3F), then one final byte (0x40–0x7E).
        var end = start + 2
        while end < bytes.count, (0x20...0x3F).contains(bytes[end]) { end += 1 }
        guard end < bytes.count else { return nil }
        guard (0x40...0x7E).contains(bytes[end]) else { return (.ignored, end - start) }
        let parameters = String(decoding: bytes[(start + 2)..<end], as: UTF8.self)
        let length = end - start + 1
        if parameters.hasPrefix("?") || parameters.hasPrefix(">") { return (nil, length) } // a reply (DA, DECRPM)
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
            case "3": return (.delete, length)
            case "4", "8": return (.end, length)
            case "5": return (.pageUp, length)
            case "6": return (.pageDown, length)
            default: return (.ignored, length)
            }
        default:
            return (.ignored, length)
        }
    }

    /// OSC, DCS, APC, PM or SOS: up to BEL, ST (`ESC \`) or 8-bit ST; nil when not ended yet.
    private static func stringSequence(_ bytes: [UInt8], at start: Int) -> (BrowseKey?, Int)? {
        var index = start + 2
        while index < bytes.count {
            switch bytes[index] {
            case 0x07, 0x9C: return (nil, index - start + 1)
            case 0x1B:
                guard index + 1 < bytes.count else { return nil }
                return (nil, index - start + (bytes[index + 1] == UInt8(ascii: "\\") ? 2 : 1))
            default: index += 1
            }
        }
        return nil
    }

    static func utf8Length(_ lead: UInt8) -> Int {
        switch lead {
        case 0xC0...0xDF: 2
        case 0xE0...0xEF: 3
        case 0xF0...0xF7: 4
        default: 1
        }
    }
}

extension KeyStream {
    var hasPending: Bool { !pending.isEmpty }
}
