#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Encoded JSON with every character a terminal acts on or reorders written as `\uXXXX`: people
/// read `--json` with `cat` and `less` too. JSONEncoder escapes C0 controls itself but writes DEL,
/// C1 controls (U+009B is a CSI to many terminals), bidi controls and U+2028/U+2029 raw. An escape
/// means the same character to every JSON parser, so the strings stay exact.
enum JSONControlEscaping {
    static func text(_ json: Data) -> String {
        String(decoding: bytes(json), as: UTF8.self)
    }

    /// `text` as bytes: the same `Data` when nothing needs an escape.
    static func bytes(_ json: Data) -> Data {
        // Each of them is DEL or beyond ASCII; outside strings JSONEncoder writes only ASCII (and a
        // favorites.json entry copied as the file holds it is JSON with nothing outside strings
        // either), so every one found is inside a string, where an escape is allowed. Read byte by
        // byte, eight at a time through ASCII: `favorites --json` prints the whole file.
        json.withUnsafeBytes { raw -> Data? in
            let bytes = raw.bindMemory(to: UInt8.self)
            var escaped = Data()
            var copied = 0
            var index = 0
            while true {
                index = nextNonASCII(bytes, from: index)
                guard index < bytes.count else { break }
                let (scalar, length) = scalarAt(bytes, index)
                guard let scalar, mustEscape(scalar) else {
                    index += length
                    continue
                }
                if escaped.isEmpty { escaped.reserveCapacity(bytes.count + 64) }
                escaped.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied..<index]))
                // Beyond the Basic Multilingual Plane (the tag characters) JSON writes a surrogate pair.
                for unit in String(scalar).utf16 {
                    let hex = String(unit, radix: 16)
                    escaped.append(
                        contentsOf: Array(#"\u"#.utf8) + Array(repeating: UInt8(ascii: "0"), count: 4 - hex.count) + Array(hex.utf8))
                }
                index += length
                copied = index
            }
            guard copied > 0 else { return nil }
            escaped.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied...]))
            return escaped
        } ?? json
    }

    /// The first index from `index` on that holds DEL or a byte outside ASCII.
    private static func nextNonASCII(_ bytes: UnsafeBufferPointer<UInt8>, from index: Int) -> Int {
        var index = index
        guard let start = bytes.baseAddress else { return index }
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        while index + 8 <= bytes.count {
            let word = UInt64(littleEndian: UnsafeRawPointer(start + index).loadUnaligned(as: UInt64.self))
            let del = word ^ (ones &* 0x7F)
            let special = (word & highs) | ((del &- ones) & ~del & highs)
            if special != 0 { return index + special.trailingZeroBitCount / 8 }
            index += 8
        }
        while index < bytes.count, bytes[index] < 0x7F { index += 1 }
        return index
    }

    /// The scalar whose UTF-8 starts at `index` and its length; nil (length 1) for DEL's neighbours
    /// that are not the start of well-formed UTF-8, which JSON text never holds.
    private static func scalarAt(_ bytes: UnsafeBufferPointer<UInt8>, _ index: Int) -> (Unicode.Scalar?, Int) {
        let lead = bytes[index]
        let length = lead < 0x80 ? 1 : lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
        guard index + length <= bytes.count else { return (nil, 1) }
        var value = length == 1 ? UInt32(lead) : UInt32(lead) & (0xFF >> (length + 1))
        for offset in 1..<max(1, length) {
            let byte = bytes[index + offset]
            guard byte & 0xC0 == 0x80 else { return (nil, 1) }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        return (Unicode.Scalar(value), length)
    }

    /// DEL and the C1 controls, the bidi controls (ALM, LRM, RLM, the embeddings and overrides, the
    /// isolates), the line and paragraph separators, which end a line in some readers, and the
    /// invisible characters that hide text (the soft hyphen, U+180E, the interlinear
    /// annotations, the tag characters), which hide text from a person reading the JSON. Not the C0
    /// controls: JSONEncoder has escaped those in strings, and outside them a line break is layout.
    static func mustEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0x2028, 0x2029: true
        case 0x00AD, 0x180E, 0xFFF9...0xFFFB, 0xE0000...0xE007F: true
        default: false
        }
    }
}
