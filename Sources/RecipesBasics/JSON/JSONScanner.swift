#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A forward-only JSON reader over bytes that builds nothing it is not asked for: the fast paths
/// (favorites' summaries, catalog answers) read what they need and skip the rest. Every method
/// returns false or nil on anything unexpected; callers then fall back to `JSONDecoder`, which is
/// the judge of what is valid and says what is wrong.
package struct JSONScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    var position = 0

    package init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    /// The next byte, without taking it.
    package func peek() -> UInt8? {
        position < bytes.count ? bytes[position] : nil
    }

    /// Any JSON value, checked to the letter of the grammar but not built: what a fast path skips
    /// must still be valid, or its answer could differ from `JSONDecoder`'s (which would refuse it).
    package mutating func skipValidValue(depth: Int = 0) -> Bool {
        guard depth < 512 else { return false }
        skipWhitespace()
        switch peek() {
        case UInt8(ascii: "\"")?:
            return string() != nil
        case UInt8(ascii: "{")?:
            return object { _, scanner in scanner.skipValidValue(depth: depth + 1) }
        case UInt8(ascii: "[")?:
            return array { scanner in scanner.skipValidValue(depth: depth + 1) }
        case UInt8(ascii: "n")?: return literal("null") && atDelimiter()
        case UInt8(ascii: "t")?: return literal("true") && atDelimiter()
        case UInt8(ascii: "f")?: return literal("false") && atDelimiter()
        case .some: return number() != nil && atDelimiter()
        case nil: return false
        }
    }

    /// A number by JSON's grammar: `-?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?`. Its text, or nil.
    package mutating func number() -> String? {
        let start = position
        func digits() -> Int {
            let from = position
            while let byte = peek(), (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { position += 1 }
            return position - from
        }
        if peek() == UInt8(ascii: "-") { position += 1 }
        if peek() == UInt8(ascii: "0") {
            position += 1
        } else if digits() == 0 {
            return nil
        }
        if peek() == UInt8(ascii: ".") {
            position += 1
            guard digits() > 0 else { return nil }
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            position += 1
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { position += 1 }
            guard digits() > 0 else { return nil }
        }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
    }

    /// At the end, or before `,` `}` `]` or whitespace: a token ended where it should.
    package func atDelimiter() -> Bool {
        guard let byte = peek() else { return true }
        return isDelimiter(byte)
    }

    /// Only whitespace left.
    package mutating func atEnd() -> Bool {
        skipWhitespace()
        return position == bytes.count
    }

    // MARK: - Structure

    /// `{ "key": value, ... }`, calling `member` for each key with the scanner at its value.
    package mutating func object(_ member: (String, inout JSONScanner) -> Bool) -> Bool {
        skipWhitespace()
        guard take(UInt8(ascii: "{")) else { return false }
        skipWhitespace()
        if take(UInt8(ascii: "}")) { return true }
        while true {
            skipWhitespace()
            guard let key = string() else { return false }
            skipWhitespace()
            guard take(UInt8(ascii: ":")) else { return false }
            skipWhitespace()
            guard member(key, &self) else { return false }
            skipWhitespace()
            if take(UInt8(ascii: ",")) { continue }
            return take(UInt8(ascii: "}"))
        }
    }

    package mutating func array(_ element: (inout JSONScanner) -> Bool) -> Bool {
        skipWhitespace()
        guard take(UInt8(ascii: "[")) else { return false }
        skipWhitespace()
        if take(UInt8(ascii: "]")) { return true }
        while true {
            skipWhitespace()
            guard element(&self) else { return false }
            skipWhitespace()
            if take(UInt8(ascii: ",")) { continue }
            return take(UInt8(ascii: "]"))
        }
    }

    /// Any JSON value, without building it. Strings are walked for escapes; structure is counted.
    package mutating func skipValue() -> Bool {
        skipWhitespace()
        guard position < bytes.count else { return false }
        switch bytes[position] {
        case UInt8(ascii: "\""): return skipString()
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            var depth = 0
            while position < bytes.count {
                switch bytes[position] {
                case UInt8(ascii: "\""):
                    guard skipString() else { return false }
                    continue
                case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    depth -= 1
                    if depth == 0 {
                        position += 1
                        return true
                    }
                default: break
                }
                position += 1
            }
            return false
        default:
            let start = position
            while position < bytes.count, !isDelimiter(bytes[position]) { position += 1 }
            return position > start
        }
    }

    /// Jumps from quote to quote with memchr (stored instructions are most of the file); a quote
    /// after an odd run of backslashes is escaped and does not end the string.
    mutating func skipString() -> Bool {
        guard take(UInt8(ascii: "\"")), let base = bytes.baseAddress else { return false }
        while position < bytes.count {
            guard let found = memchr(base + position, Int32(UInt8(ascii: "\"")), bytes.count - position) else { return false }
            let quote = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            var backslashes = 0
            while quote - backslashes - 1 >= position, bytes[quote - backslashes - 1] == UInt8(ascii: "\\") { backslashes += 1 }
            position = quote + 1
            if backslashes % 2 == 0 { return true }
        }
        return false
    }

    // MARK: - Values

    package mutating func integer() -> Int? {
        let start = position
        if position < bytes.count, bytes[position] == UInt8(ascii: "-") { position += 1 }
        while position < bytes.count, (48...57).contains(bytes[position]) { position += 1 }
        guard position > start, position - start < 19 else { return nil }
        return Int(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self))
    }

    package mutating func literal(_ word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard position + count <= bytes.count else { return false }
        for index in 0..<count where bytes[position + index] != word.utf8Start[index] { return false }
        position += count
        return true
    }

    /// A JSON string, unescaped. nil for anything malformed.
    package mutating func string() -> String? {
        guard take(UInt8(ascii: "\"")) else { return nil }
        let start = position
        var plain = true
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                let raw = UnsafeBufferPointer(rebasing: bytes[start..<position])
                position += 1
                return plain ? String(decoding: raw, as: UTF8.self) : Self.unescape(raw)
            }
            if byte == UInt8(ascii: "\\") {
                plain = false
                position += 2
                continue
            }
            if byte < 0x20 { return nil }
            position += 1
        }
        return nil
    }

    /// The string's bytes with escapes resolved, straight into the string's own storage (API answers
    /// escape every `/`): an array grown a byte at a time and copied into a string cost ~25
    /// instructions a byte. Nothing it writes is longer than what it read, so `raw.count` is room
    /// enough; invalid UTF-8 is repaired as `String(decoding:)` repairs it.
    static func unescape(_ raw: UnsafeBufferPointer<UInt8>) -> String? {
        func hex(_ at: Int) -> UInt32? {
            guard at + 4 <= raw.count else { return nil }
            var value: UInt32 = 0
            for byte in raw[at..<at + 4] {
                let digit: UInt8
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte &- UInt8(ascii: "0")
                case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte &- UInt8(ascii: "a") &+ 10
                case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte &- UInt8(ascii: "A") &+ 10
                default: return nil
                }
                value = value << 4 | UInt32(digit)
            }
            return value
        }
        var malformed = false
        let text = String(unsafeUninitializedCapacity: raw.count) { output in
            var count = 0
            var index = 0
            func put(_ byte: UInt8) {
                output[count] = byte
                count += 1
            }
            while index < raw.count {
                let byte = raw[index]
                guard byte == UInt8(ascii: "\\") else {
                    put(byte)
                    index += 1
                    continue
                }
                guard index + 1 < raw.count else {
                    malformed = true
                    return 0
                }
                let escape = raw[index + 1]
                index += 2
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): put(escape)
                case UInt8(ascii: "b"): put(0x08)
                case UInt8(ascii: "f"): put(0x0C)
                case UInt8(ascii: "n"): put(0x0A)
                case UInt8(ascii: "r"): put(0x0D)
                case UInt8(ascii: "t"): put(0x09)
                case UInt8(ascii: "u"):
                    guard var value = hex(index) else {
                        malformed = true
                        return 0
                    }
                    index += 4
                    if (0xD800...0xDBFF).contains(value) {
                        guard index + 6 <= raw.count, raw[index] == UInt8(ascii: "\\"), raw[index + 1] == UInt8(ascii: "u"),
                            let low = hex(index + 2), (0xDC00...0xDFFF).contains(low)
                        else {
                            malformed = true
                            return 0
                        }
                        value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
                        index += 6
                    }
                    guard let scalar = Unicode.Scalar(value) else {
                        malformed = true
                        return 0
                    }
                    UTF8.encode(scalar) { put($0) }
                default:
                    malformed = true
                    return 0
                }
            }
            return count
        }
        return malformed ? nil : text
    }

    // MARK: - Bytes

    mutating func skipWhitespace() {
        while position < bytes.count, Self.isWhitespace(bytes[position]) { position += 1 }
    }

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }

    mutating func take(_ byte: UInt8) -> Bool {
        guard position < bytes.count, bytes[position] == byte else { return false }
        position += 1
        return true
    }

    func isDelimiter(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: ",") || byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") || Self.isWhitespace(byte)
    }
}
