import RecipesBasics

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

/// The one alphabetical order every list uses: case- and accent-insensitive ("Walnut Roll Gužvara"
/// before "White chocolate creme brulee"), ties broken by the exact text and then the id so the
/// order is total and stable across runs.
public enum AlphabeticalOrder {
    /// The key a name is compared by. Folding once per element keeps sorting O(n log n) cheap.
    public static func key(for name: String) -> String {
        // ASCII has no accents or widths to fold: lower-casing gives the same key, far cheaper.
        if name.utf8.allSatisfy({ $0 < 0x80 }) { return name.lowercased() }
        return TextFolding.fold(name)
    }

    /// Names in the shared order, each once.
    public static func uniqueNames(_ names: [String]) -> [String] {
        var seen = Set<String>()
        return sorted(names.filter { seen.insert($0).inserted }, name: { $0 }, id: { $0 })
    }

    @inlinable
    public static func sorted<Element>(_ elements: [Element], name: (Element) -> String, id: (Element) -> String) -> [Element] {
        // Inlined, so the loop below is compiled for the caller's element type: a generic
        // `enumerated()` cost 1,500 instructions an element at 20,000 favorites.
        var texts = Texts(capacity: elements.count)
        for element in elements {
            texts.append(name: name(element), id: id(element))
        }
        return texts.order().map { elements[$0] }
    }

    /// Names, each with its id, to put in the shared order (`order()`): their UTF-8 laid end to end
    /// in one buffer.
    public struct Texts {
        @usableFromInline var bytes: [UInt8] = []
        @usableFromInline var spans: [Span] = []

        @inlinable
        public init(capacity: Int) {
            bytes.reserveCapacity(capacity * 32)
            spans.reserveCapacity(capacity)
        }

        @inlinable
        public mutating func append(name: String, id: String) {
            var name = name
            var id = id
            let nameStart = bytes.count
            name.withUTF8 { bytes.append(contentsOf: $0) }
            let idStart = bytes.count
            id.withUTF8 { bytes.append(contentsOf: $0) }
            spans.append(Span(name: nameStart..<idStart, id: idStart..<bytes.count))
        }

        /// The places of the names appended, in the shared order.
        public func order() -> [Int] {
            bytes.withUnsafeBytes { AlphabeticalOrder.order(of: $0, spans) }
        }
    }

    /// Where a name and its id are in the UTF-8 `order(of:_:)` is given: both must lie inside it.
    @usableFromInline
    package struct Span: Sendable {
        package let name: Range<Int>
        package let id: Range<Int>

        @usableFromInline
        package init(name: Range<Int>, id: Range<Int>) {
            self.name = name
            self.id = id
        }
    }

    /// The places of the names in `texts` at `spans`, each with its id, in the shared order: the
    /// keys are sorted with each name's place. Each span must lie inside `texts` and be valid UTF-8
    /// there (the bytes of strings, or of the favorites index, whose spans are checked against its
    /// bytes and its texts checked to be UTF-8 as it is read): a list read from the index is sorted
    /// from its bytes, with no string made for a name that is ASCII.
    ///
    /// A key that is ASCII (nearly all of them, folded: "Gužvara" is "guzvara") is kept as bytes in one
    /// buffer and compared with `memcmp`, which orders ASCII exactly as `String`'s `<` does (by
    /// scalar value, the shorter of two equal prefixes first). Only keys still not ASCII are compared
    /// as strings; so are names and ids that tie and are not both ASCII. `String`'s `<` on every pair
    /// cost 700 instructions a comparison at 20,000 favorites, half of what `recipes favorites` did.
    package static func order(of texts: UnsafeRawBufferPointer, _ spans: [Span]) -> [Int] {
        let text = texts.baseAddress ?? UnsafeRawPointer(bitPattern: 1)!
        var keys: [UInt8] = []
        keys.reserveCapacity(spans.reduce(64) { $0 + $1.name.count })
        var keyed: [Keyed] = []
        keyed.reserveCapacity(spans.count)
        var keySpans: [KeySpan] = [] // by place, apart: the elements sorted stay small
        keySpans.reserveCapacity(spans.count)
        var folded: [Int: String] = [:] // the keys that are not ASCII, by place
        for (index, span) in spans.enumerated() {
            let name = UnsafeRawBufferPointer(start: text + span.name.lowerBound, count: span.name.count)
            let start = keys.count
            var ascii = true
            let nameIsASCII = name.isASCII
            if nameIsASCII {
                // ASCII has no accents or widths to fold: lower-casing is `key(for:)`, far cheaper.
                keys.append(raw: name)
                keys.withUnsafeMutableBufferPointer { buffer in
                    for at in start..<buffer.count where (0x41...0x5A).contains(buffer[at]) { buffer[at] |= 0x20 }
                }
            } else {
                let key = TextFolding.fold(String(decoding: name, as: UTF8.self))
                if key.utf8.allSatisfy({ $0 < 0x80 }) {
                    keys.append(contentsOf: key.utf8)
                } else {
                    folded[index] = key
                    ascii = false
                }
            }
            var prefix: UInt64 = 0
            if ascii {
                for at in start..<start + 8 { prefix = prefix << 8 | UInt64(at < keys.count ? keys[at] : 0) }
            }
            keyed.append(Keyed(prefix: prefix, index: index, ascii: ascii))
            keySpans.append(KeySpan(start: start, count: keys.count - start, nameIsASCII: nameIsASCII))
        }
        keys.withUnsafeBufferPointer { buffer in
            let base = buffer.baseAddress ?? UnsafePointer(bitPattern: 1)!
            // Constants: a variable the comparison reads is checked for exclusive access at each read.
            let (keySpans, folded) = (keySpans, folded)
            func key(_ entry: Keyed) -> String {
                let span = keySpans[entry.index]
                return folded[entry.index]
                    ?? String(decoding: UnsafeBufferPointer(start: base + span.start, count: span.count), as: UTF8.self)
            }
            func name(_ entry: Keyed) -> UnsafeRawBufferPointer {
                UnsafeRawBufferPointer(start: text + spans[entry.index].name.lowerBound, count: spans[entry.index].name.count)
            }
            func id(_ entry: Keyed) -> UnsafeRawBufferPointer {
                UnsafeRawBufferPointer(start: text + spans[entry.index].id.lowerBound, count: spans[entry.index].id.count)
            }
            keyed.sort { lhs, rhs in
                if lhs.ascii && rhs.ascii {
                    // Most keys differ in their first eight bytes: compared as one number, no call.
                    if lhs.prefix != rhs.prefix { return lhs.prefix < rhs.prefix }
                    let (left, right) = (keySpans[lhs.index], keySpans[rhs.index])
                    let shared = min(left.count, right.count)
                    let compared = shared == 0 ? 0 : memcmp(base + left.start, base + right.start, shared)
                    if compared != 0 { return compared < 0 }
                    if left.count != right.count { return left.count < right.count }
                } else {
                    let (left, right) = (key(lhs), key(rhs))
                    if left != right { return left < right }
                }
                let ascii = keySpans[lhs.index].nameIsASCII && keySpans[rhs.index].nameIsASCII
                if let precedes = precedes(name(lhs), name(rhs), ascii: ascii) { return precedes }
                let (leftID, rightID) = (id(lhs), id(rhs))
                return precedes(leftID, rightID, ascii: leftID.isASCII && rightID.isASCII) ?? false
            }
        }
        return keyed.map(\.index)
    }

    /// Whether the text `left` comes before `right` as `String`'s `<` says, nil when they are equal
    /// (canonically equivalent). Two ASCII texts are compared as bytes: for them that is the same.
    private static func precedes(_ left: UnsafeRawBufferPointer, _ right: UnsafeRawBufferPointer, ascii: Bool) -> Bool? {
        guard ascii else {
            let (leftText, rightText) = (String(decoding: left, as: UTF8.self), String(decoding: right, as: UTF8.self))
            return leftText == rightText ? nil : leftText < rightText
        }
        let shared = min(left.count, right.count)
        let compared = shared == 0 ? 0 : memcmp(left.baseAddress!, right.baseAddress!, shared)
        if compared != 0 { return compared < 0 }
        return left.count == right.count ? nil : left.count < right.count
    }

    /// A name's key as it is sorted: its place, whether it is ASCII (else the folded text kept
    /// aside), and `prefix`, an ASCII key's first eight bytes as a big-endian number, zeros after a
    /// shorter key. Two prefixes that differ order their keys as `memcmp` and then the length do:
    /// they differ first at a byte both keys have, or where the shorter has ended and the longer
    /// has a byte above zero (the shorter first, as the length says). Equal prefixes say nothing:
    /// compared in full. 24 bytes, so that the sort moves little.
    private struct Keyed {
        let prefix: UInt64
        let index: Int
        let ascii: Bool
    }

    /// An ASCII key's bytes in the keys' buffer, and whether the name itself is ASCII (a tie
    /// between two such names is settled by their bytes).
    private struct KeySpan {
        let start: Int
        let count: Int
        let nameIsASCII: Bool
    }
}

extension Array where Element: CatalogItem {
    /// This list in the shared alphabetical order.
    public func sortedAlphabetically() -> [Element] {
        // Closures, not key paths: a key path's projection costs a few hundred instructions a read.
        AlphabeticalOrder.sorted(self, name: { $0.name }, id: { $0.id })
    }
}
