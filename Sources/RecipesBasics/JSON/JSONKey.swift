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

/// An object's key as `StrictJSONScanner` met it. A plain key (ASCII, no escapes: nearly every
/// key) is compared by its bytes and becomes a String only when asked, which keeps a scan of
/// stored recipes from building one String per key; any other is unescaped once.
package struct JSONKey {
    /// The bytes between the quotes, and where they are in the scanned buffer.
    let raw: UnsafeBufferPointer<UInt8>
    let range: Range<Int>
    /// The unescaped text of a key that is not plain; nil for a plain one.
    let text: String?

    var isPlain: Bool { text == nil }

    package var string: String { text ?? String(decoding: raw, as: UTF8.self) }

    /// `switch key { case "name": ... }`, matching as JSONDecoder matches keys (as Swift compares Strings).
    package static func ~= (pattern: StaticString, key: JSONKey) -> Bool {
        guard key.isPlain else { return key.string == pattern.description }
        // The length, then the first byte, then the rest: a `switch` over a scanned entry's keys
        // tries each pattern in turn, and most differ in one of the first two.
        guard pattern.utf8CodeUnitCount == key.raw.count else { return false }
        guard let first = key.raw.first else { return true }
        return pattern.utf8Start.pointee == first && memcmp(pattern.utf8Start, key.raw.baseAddress!, key.raw.count) == 0
    }

    package static func == (key: JSONKey, name: String) -> Bool {
        key.string == name
    }
}
