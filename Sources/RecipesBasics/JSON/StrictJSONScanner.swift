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

/// A reading of JSON for files a person may have edited, which understands everything it passes
/// or says so: the grammar JSONDecoder reads (RFC 8259's, plus one trailing comma in an array or
/// object; anything else returns false or nil: the bytes are not JSON) and, beyond it, every
/// `JSONDoubt` — a key given twice, bytes that are not UTF-8, a lone surrogate — noted in `doubt`
/// with where it was, without stopping, so that a list's reader can set that one entry aside and
/// read on. What it skips is checked exactly as closely as what it reads.
///
/// JSONDecoder can do neither: it keeps one of two keys without a word, and refuses a whole file
/// for one bad string without saying where that string's entry begins and ends. Listing 100
/// favorites through this scan costs 15.7 M instructions, against 14.3 M for the lenient scan it
/// replaced (which skipped stored recipes unchecked); strings are walked eight bytes at a time.
package struct StrictJSONScanner {
    private var base: JSONScanner
    /// The first doubt met since it was last cleared.
    package var doubt: JSONDoubt?
    private var depth = 0
    /// Where the keys of the objects being read are, innermost last: one buffer for all of them,
    /// so an object costs no allocation. Entries past `keyCount` are spare.
    private var keys: [Range<Int>] = []
    private var keyCount = 0
    /// How many trailing commas were read past: JSONDecoder reads them, but JSON has none, so bytes
    /// holding one are not copied into a file as they are.
    package private(set) var trailingCommas = 0

    /// About JSONDecoder's own limit: deeper nesting is not JSON it reads.
    static let maximumDepth = 512

    package init(bytes: UnsafeBufferPointer<UInt8>) {
        base = JSONScanner(bytes: bytes)
    }

    /// A scan of a value found `depth` levels into a document (an entry of a list in an object: 2),
    /// so the nesting limit counts as it would from the document's start.
    package init(bytes: UnsafeBufferPointer<UInt8>, depth: Int) {
        base = JSONScanner(bytes: bytes)
        self.depth = depth
    }

    package var position: Int { base.position }
    package func peek() -> UInt8? { base.peek() }
    package mutating func skipWhitespace() { base.skipWhitespace() }
    package mutating func atEnd() -> Bool { base.atEnd() }
    package mutating func literal(_ word: StaticString) -> Bool { base.literal(word) && base.atDelimiter() }

    // MARK: - Exact layout (a value as this program writes it: `WrittenLayout`)

    /// The byte `byte` next: taken if it is there.
    package mutating func take(_ byte: UInt8) -> Bool { base.take(byte) }

    /// The bytes of `text` next, exactly: taken if they are there.
    package mutating func take(_ text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard base.position + count <= base.bytes.count,
            memcmp(base.bytes.baseAddress! + base.position, text.utf8Start, count) == 0
        else { return false }
        base.position += count
        return true
    }

    /// A line break and exactly `count` spaces next (not one more): taken if they are there.
    package mutating func takeLine(indent count: Int) -> Bool {
        let bytes = base.bytes
        let start = base.position
        let first = start + 1
        guard first + count < bytes.count, bytes[start] == 0x0A, bytes[first + count] != 0x20 else { return false }
        let spaces: UInt64 = 0x2020_2020_2020_2020
        // The indents of a pretty-printed file (up to 16 spaces) in one or two words.
        if count <= 16, first + 16 <= bytes.count {
            let low = UnsafeRawPointer(bytes.baseAddress! + first).loadUnaligned(as: UInt64.self)
            let high = UnsafeRawPointer(bytes.baseAddress! + first + 8).loadUnaligned(as: UInt64.self)
            let lowMask: UInt64 = count >= 8 ? ~0 : (1 << UInt64(count * 8)) &- 1
            let highMask: UInt64 = count <= 8 ? 0 : count == 16 ? ~0 : (1 << UInt64((count - 8) * 8)) &- 1
            guard low & lowMask == spaces & lowMask, high & highMask == spaces & highMask else { return false }
            base.position = first + count
            return true
        }
        var index = first
        while index < first + count {
            guard bytes[index] == 0x20 else { return false }
            index += 1
        }
        base.position = index
        return true
    }

    /// `"key" : ` next, the key exactly as given: taken if it is there.
    package mutating func takeKey(_ key: StaticString) -> Bool {
        let bytes = base.bytes
        let start = base.position
        let count = key.utf8CodeUnitCount
        guard start + count + 5 <= bytes.count, bytes[start] == UInt8(ascii: "\"") else { return false }
        let end = start + 1 + count
        // `" : ` after it as one word, then the key's own bytes.
        guard UnsafeRawPointer(bytes.baseAddress! + end).loadUnaligned(as: UInt32.self) == UInt32(littleEndian: 0x203A_2022),
            memcmp(bytes.baseAddress! + start + 1, key.utf8Start, count) == 0
        else { return false }
        base.position = end + 4
        return true
    }

    /// A UTF-8 byte order mark, which JSONDecoder also passes over.
    package mutating func skipByteOrderMark() {
        if base.bytes.starts(with: [0xEF, 0xBB, 0xBF]) { base.position = 3 }
    }

    // MARK: - Structure

    /// `{ "key": value, ... }`, calling `member` for each key with the scanner at its value. A key
    /// already given in this object (compared as JSONDecoder compares keys: unescaped, as Swift
    /// compares Strings) is a doubt.
    package mutating func object(_ member: (JSONKey, inout StrictJSONScanner) -> Bool) -> Bool {
        skipWhitespace()
        guard depth < Self.maximumDepth else { return peek() == UInt8(ascii: "{") && skipTooDeep() }
        guard base.take(UInt8(ascii: "{")) else { return false }
        depth += 1
        let first = keyCount
        defer {
            depth -= 1
            keyCount = first
        }
        skipWhitespace()
        if base.take(UInt8(ascii: "}")) { return true }
        var seen = SeenKeys()
        while true {
            skipWhitespace()
            let clear = doubt == nil
            guard let key = key() else { return false }
            if isRepeat(key, seen: &seen, first: first) { note(.duplicateKey) }
            skipWhitespace()
            guard base.take(UInt8(ascii: ":")) else { return false }
            skipWhitespace()
            guard member(key, &self) else { return false }
            if clear, doubt != nil { doubt!.path.insert(AnyKey(stringValue: key.string), at: 0) }
            skipWhitespace()
            guard base.take(UInt8(ascii: ",")) else { return base.take(UInt8(ascii: "}")) }
            skipWhitespace()
            if base.take(UInt8(ascii: "}")) { // one trailing comma, as JSONDecoder reads it too
                trailingCommas += 1
                return true
            }
        }
    }

    /// `[ value, ... ]`, calling `element` with each index and the scanner at its value.
    package mutating func array(_ element: (Int, inout StrictJSONScanner) -> Bool) -> Bool {
        skipWhitespace()
        guard depth < Self.maximumDepth else { return peek() == UInt8(ascii: "[") && skipTooDeep() }
        guard base.take(UInt8(ascii: "[")) else { return false }
        depth += 1
        defer { depth -= 1 }
        skipWhitespace()
        if base.take(UInt8(ascii: "]")) { return true }
        var index = 0
        while true {
            skipWhitespace()
            let clear = doubt == nil
            guard element(index, &self) else { return false }
            if clear, doubt != nil { doubt!.path.insert(AnyKey(intValue: index), at: 0) }
            index += 1
            skipWhitespace()
            guard base.take(UInt8(ascii: ",")) else { return base.take(UInt8(ascii: "]")) }
            skipWhitespace()
            if base.take(UInt8(ascii: "]")) {
                trailingCommas += 1
                return true
            }
        }
    }

    /// Any value, checked and not built.
    package mutating func skipValue() -> Bool {
        skipWhitespace()
        switch peek() {
        case UInt8(ascii: "\"")?: return walkString() != nil
        case UInt8(ascii: "{")?: return object { _, scanner in scanner.skipValue() }
        case UInt8(ascii: "[")?: return array { _, scanner in scanner.skipValue() }
        case nil: return false
        default: return base.skipValidValue() // a number or a literal: nothing in them to doubt
        }
    }

    /// An object or array that starts `maximumDepth` levels in, checked to the same grammar (one
    /// trailing comma allowed, strings walked) with a stack instead of recursion, however deep it
    /// goes. Valid, it is a doubt (`tooDeep`): JSONDecoder refuses it, so only the entry holding it
    /// is unreadable, not the whole file; anything else is not JSON.
    private mutating func skipTooDeep() -> Bool {
        enum Next { case value, valueOrClose, keyOrClose, colon, commaOrClose }
        var closers: [UInt8] = []
        var next = Next.value
        while true {
            skipWhitespace()
            guard let byte = peek() else { return false }
            switch next {
            case .value, .valueOrClose:
                if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") {
                    base.position += 1
                    closers.append(byte == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: "]"))
                    next = byte == UInt8(ascii: "{") ? .keyOrClose : .valueOrClose
                    continue
                }
                if next == .valueOrClose, byte == UInt8(ascii: "]") {
                    guard close(byte, &closers) else { return false }
                } else if byte == UInt8(ascii: "\"") {
                    guard walkString() != nil else { return false }
                } else {
                    guard byte != UInt8(ascii: "]"), byte != UInt8(ascii: "}"), base.skipValidValue() else { return false }
                }
            case .keyOrClose:
                if byte == UInt8(ascii: "}") {
                    guard close(byte, &closers) else { return false }
                } else {
                    guard byte == UInt8(ascii: "\""), walkString() != nil else { return false }
                    next = .colon
                    continue
                }
            case .colon:
                guard base.take(UInt8(ascii: ":")) else { return false }
                next = .value
                continue
            case .commaOrClose:
                if base.take(UInt8(ascii: ",")) {
                    next = closers.last == UInt8(ascii: "}") ? .keyOrClose : .valueOrClose
                    continue
                }
                guard close(byte, &closers) else { return false }
            }
            // A value ended: the outermost one is done, or its container goes on.
            if closers.isEmpty {
                note(.tooDeep)
                return true
            }
            next = .commaOrClose
        }
    }

    /// `byte` closes the innermost open container: taken.
    private mutating func close(_ byte: UInt8, _ closers: inout [UInt8]) -> Bool {
        guard closers.last == byte else { return false }
        closers.removeLast()
        base.position += 1
        return true
    }

    // MARK: - Keys

    /// One object's keys as text, once one of them is not plain or there are many: then they are
    /// compared as Strings. Until then they are compared by their bytes, which for plain keys is
    /// the same thing, and in ascending order (files this program writes sort their keys) not
    /// searched at all.
    private struct SeenKeys {
        var ascending = true
        var texts: Set<String>?
    }

    private mutating func isRepeat(_ key: JSONKey, seen: inout SeenKeys, first: Int) -> Bool {
        defer {
            if keyCount < keys.count { keys[keyCount] = key.range } else { keys.append(key.range) }
            keyCount += 1
        }
        if seen.texts == nil {
            if key.isPlain, keyCount - first <= 16 {
                guard keyCount > first else { return false }
                if seen.ascending, compare(keys[keyCount - 1], key.range) < 0 { return false }
                seen.ascending = false
                return keys[first..<keyCount].contains { compare($0, key.range) == 0 }
            }
            // Every key before was plain: their bytes are their text.
            seen.texts = Set(keys[first..<keyCount].map { String(decoding: UnsafeBufferPointer(rebasing: base.bytes[$0]), as: UTF8.self) })
        }
        return !seen.texts!.insert(key.string).inserted
    }

    /// The byte order of two keys' bytes.
    private func compare(_ a: Range<Int>, _ b: Range<Int>) -> Int {
        let common = min(a.count, b.count)
        let bytes = base.bytes.baseAddress!
        let order = common == 0 ? 0 : Int(memcmp(bytes + a.lowerBound, bytes + b.lowerBound, common))
        return order != 0 ? order : a.count - b.count
    }

    private mutating func key() -> JSONKey? {
        guard let walked = walkString() else { return nil }
        let raw = UnsafeBufferPointer(rebasing: base.bytes[walked.content])
        let plain = walked.ascii && !walked.escaped
        return JSONKey(raw: raw, range: walked.content, text: plain ? nil : Self.text(raw, walked))
    }

    // MARK: - Strings

    /// A string, checked as `string()` checks it, and not built: false for what is not a JSON string.
    package mutating func skipString() -> Bool {
        walkString() != nil
    }

    /// The bytes of a string without escapes, walked and checked as `string()` walks it, not
    /// built; nil, with nothing read, for anything else (an escaped or doubtful string, another value).
    package mutating func plainString() -> UnsafeBufferPointer<UInt8>? {
        guard peek() == UInt8(ascii: "\"") else { return nil }
        let start = base.position
        let before = doubt
        guard let walked = walkString(), !walked.escaped, !walked.doubtful else {
            base.position = start
            doubt = before
            return nil
        }
        return UnsafeBufferPointer(rebasing: base.bytes[walked.content])
    }

    /// A string, unescaped; nil for what is not a JSON string. Bytes that are not UTF-8 and lone
    /// surrogates are noted as doubts, and the text returned then stands in for what could not be read.
    package mutating func string() -> String? {
        guard let walked = walkString() else { return nil }
        return Self.text(UnsafeBufferPointer(rebasing: base.bytes[walked.content]), walked)
    }

    private static func text(_ raw: UnsafeBufferPointer<UInt8>, _ walked: WalkedString) -> String {
        guard walked.escaped, !walked.doubtful else { return String(decoding: raw, as: UTF8.self) }
        return JSONScanner.unescape(raw) ?? String(decoding: raw, as: UTF8.self)
    }

    private struct WalkedString {
        /// Between the quotes.
        let content: Range<Int>
        let escaped: Bool
        let ascii: Bool
        let doubtful: Bool
    }

    /// Walks a string from its opening quote to past its closing one, checking every byte; nil
    /// for what is not a JSON string.
    private mutating func walkString() -> WalkedString? {
        guard base.take(UInt8(ascii: "\"")) else { return nil }
        let bytes = base.bytes
        let start = base.position
        var index = start
        var escaped = false
        var ascii = true
        var doubtful = false
        while index < bytes.count {
            index = Self.skipPlainASCII(bytes, from: index)
            guard index < bytes.count else { break }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                base.position = index + 1
                return WalkedString(content: start..<index, escaped: escaped, ascii: ascii, doubtful: doubtful)
            }
            if byte == UInt8(ascii: "\\") {
                escaped = true
                guard index + 1 < bytes.count else { return nil }
                switch bytes[index + 1] {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
                    UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                    index += 2
                case UInt8(ascii: "u"):
                    guard let unit = Self.hex(bytes, at: index + 2) else { return nil }
                    index += 6
                    guard (0xD800...0xDFFF).contains(unit) else { continue }
                    if unit <= 0xDBFF, index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u"),
                        let low = Self.hex(bytes, at: index + 2), (0xDC00...0xDFFF).contains(low)
                    {
                        index += 6
                    } else {
                        note(.loneSurrogate)
                        doubtful = true
                    }
                default:
                    return nil
                }
                continue
            }
            if byte < 0x20 { return nil }
            ascii = false
            let length = Self.sequenceLength(bytes, at: index)
            if length == 0 {
                note(.invalidUTF8)
                doubtful = true
                index += 1
            } else {
                index += length
            }
        }
        return nil
    }

    /// The first index from `index` on that holds a quote, a backslash, a control character or a
    /// byte outside ASCII, eight bytes at a time: text is most of a stored recipe.
    @inline(__always)
    private static func skipPlainASCII(_ bytes: UnsafeBufferPointer<UInt8>, from index: Int) -> Int {
        var index = index
        guard let start = bytes.baseAddress else { return index }
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        // A high bit in each byte that is zero (exact for the lowest such byte; one above it may be flagged too).
        func zeros(_ word: UInt64) -> UInt64 { (word &- ones) & ~word & highs }
        while index + 8 <= bytes.count {
            let word = UInt64(littleEndian: UnsafeRawPointer(start + index).loadUnaligned(as: UInt64.self))
            let special =
                (word & highs) | zeros(word ^ (ones &* 0x22)) | zeros(word ^ (ones &* 0x5C)) | ((word &- ones &* 0x20) & ~word & highs)
            if special != 0 { return index + special.trailingZeroBitCount / 8 }
            index += 8
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte >= 0x80 || byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") { return index }
            index += 1
        }
        return index
    }

    /// Four hex digits at `index`, or nil.
    private static func hex(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> UInt32? {
        guard index + 4 <= bytes.count else { return nil }
        var value: UInt32 = 0
        for byte in bytes[index..<index + 4] {
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            value = value << 4 | UInt32(digit)
        }
        return value
    }

    /// The length of the well-formed UTF-8 sequence at `index` (Unicode's table 3-7: no overlong
    /// forms, no surrogates, nothing past U+10FFFF), or 0.
    private static func sequenceLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        func follows(_ offset: Int, _ range: ClosedRange<UInt8> = 0x80...0xBF) -> Bool {
            index + offset < bytes.count && range.contains(bytes[index + offset])
        }
        switch bytes[index] {
        case 0xC2...0xDF: return follows(1) ? 2 : 0
        case 0xE0: return follows(1, 0xA0...0xBF) && follows(2) ? 3 : 0
        case 0xE1...0xEC, 0xEE...0xEF: return follows(1) && follows(2) ? 3 : 0
        case 0xED: return follows(1, 0x80...0x9F) && follows(2) ? 3 : 0
        case 0xF0: return follows(1, 0x90...0xBF) && follows(2) && follows(3) ? 4 : 0
        case 0xF1...0xF3: return follows(1) && follows(2) && follows(3) ? 4 : 0
        case 0xF4: return follows(1, 0x80...0x8F) && follows(2) && follows(3) ? 4 : 0
        default: return 0
        }
    }

    private mutating func note(_ kind: JSONDoubt.Kind) {
        if doubt == nil { doubt = JSONDoubt(kind) }
    }
}
