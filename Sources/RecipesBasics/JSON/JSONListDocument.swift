#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `{"schemaVersion": n, "<list>": [entry, ...]}` (favorites.json) read strictly in one pass:
/// where each top-level value is, and each entry of the list with its bytes and its own doubt;
/// `readEntry` reads each entry and keeps what it understood of it. It judges nothing; the caller
/// decides, in its own order, what makes the whole file unusable and what only one entry. Nothing
/// here is generic: a list of 20,000 entries is not moved through generic copies.
package struct JSONListDocument {
    package struct Entry {
        /// From the entry's first byte to its last.
        package let bytes: Range<Int>
        /// What would make a decoder misread or refuse this entry, and where in it.
        package let doubt: JSONDoubt?

        package init(bytes: Range<Int>, doubt: JSONDoubt?) {
            self.bytes = bytes
            self.doubt = doubt
        }
    }

    /// Whether the top level is an object at all.
    package private(set) var isObject = false
    /// Each top-level key with its values' bytes: two of them for a key given twice.
    package private(set) var members: [String: [Range<Int>]] = [:]
    /// The first doubt outside the list's entries (a top-level key given twice is one).
    package private(set) var doubt: JSONDoubt?
    /// The entries of the list, when its (first) value is an array.
    package private(set) var entries: [Entry]?

    /// nil when the bytes are not JSON. `readEntry` reads one value, strictly, and returns false
    /// only when it is not JSON; it is called once per entry, in order.
    package static func scan(
        _ bytes: UnsafeBufferPointer<UInt8>, list key: String,
        readEntry: (inout StrictJSONScanner) -> Bool
    ) -> Self? {
        var document = Self()
        var scanner = StrictJSONScanner(bytes: bytes)
        scanner.skipByteOrderMark()
        scanner.skipWhitespace()
        if scanner.peek() == UInt8(ascii: "{") {
            document.isObject = true
            let read = scanner.object { name, scanner in
                let name = name.string
                let start = scanner.position
                let read: Bool
                if name == key, document.members[key] == nil, scanner.peek() == UInt8(ascii: "[") {
                    var entries: [Entry] = []
                    read = scanner.array { _, scanner in
                        let outside = scanner.doubt
                        scanner.doubt = nil
                        let from = scanner.position
                        guard readEntry(&scanner) else { return false }
                        entries.append(Entry(bytes: from..<scanner.position, doubt: scanner.doubt))
                        scanner.doubt = outside
                        return true
                    }
                    document.entries = entries
                } else {
                    read = scanner.skipValue()
                }
                document.members[name, default: []].append(start..<scanner.position)
                return read
            }
            guard read else { return nil }
        } else {
            guard scanner.skipValue() else { return nil }
        }
        guard scanner.atEnd() else { return nil }
        document.doubt = scanner.doubt
        return document
    }
}
