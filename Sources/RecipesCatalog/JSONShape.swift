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

/// Checks values against the types they decode as; `understood` turns false at the first that
/// does not match, and the scan goes on (the bytes must still be JSON).
package struct JSONShape {
    package init() {}

    package var understood = true
    /// False once a key was read past that the type does not have, or a value in a form its
    /// encoder would not write back the same (a version-1 card): the bytes then hold more, or other,
    /// than the value's encoding, and a writer encodes the value rather than copying them.
    package var exact = true

    /// A key the type does not read: skipped, as its decoder skips it.
    package mutating func unknown(_ scanner: inout StrictJSONScanner) -> Bool {
        exact = false
        return scanner.skipValue()
    }

    /// An object; false when it is not JSON. Keys `member` does not recognise are skipped.
    package mutating func object(_ scanner: inout StrictJSONScanner, _ member: (JSONKey, inout StrictJSONScanner, inout JSONShape) -> Bool)
        -> Bool
    {
        guard scanner.peek() == UInt8(ascii: "{") else { return mismatch(&scanner) }
        var shape = self
        let read = scanner.object { key, scanner in member(key, &scanner, &shape) }
        self = shape
        return read
    }

    package mutating func array(_ scanner: inout StrictJSONScanner, _ element: (inout StrictJSONScanner, inout JSONShape) -> Bool) -> Bool {
        guard scanner.peek() == UInt8(ascii: "[") else { return mismatch(&scanner) }
        var shape = self
        let read = scanner.array { _, scanner in element(&scanner, &shape) }
        self = shape
        return read
    }

    /// An object of any keys, each value checked by `value` (`[String: String]`).
    package mutating func dictionary(_ scanner: inout StrictJSONScanner, _ value: (inout StrictJSONScanner, inout JSONShape) -> Bool)
        -> Bool
    {
        object(&scanner) { _, scanner, shape in value(&scanner, &shape) }
    }

    /// A string that is a URL, as `URL`'s decoder reads one. A plain web address (`isWebAddress`)
    /// is one without asking `URL(string:)`, which costs more than the rest of a stored recipe's scan.
    package mutating func url(_ scanner: inout StrictJSONScanner, nullable: Bool = false) -> Bool {
        guard let bytes = scanner.plainString() else { return string(&scanner, nullable: nullable, where: { URL(string: $0) != nil }) }
        if !Self.isWebAddress(bytes), URL(string: String(decoding: bytes, as: UTF8.self)) == nil { understood = false }
        return true
    }

    /// `http://` or `https://`, a host of letters, digits, dots and hyphens, maybe a port, then nothing or a `/`
    /// and characters RFC 3986 allows unescaped in a path and query (`%` only before two hex
    /// digits; no fragment, no brackets, nothing beyond ASCII): what every address the catalogs
    /// send looks like, and an address `URL(string:)` always reads. Anything else is asked of it.
    package static func isWebAddress(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        // The table is fetched once: each read of a `static let` checks that it is made.
        addressBytes.withUnsafeBufferPointer { table in
            var index: Int
            if bytes.count >= 8, memcmp(bytes.baseAddress!, "https://", 8) == 0 {
                index = 8
            } else if bytes.count >= 7, memcmp(bytes.baseAddress!, "http://", 7) == 0 {
                index = 7
            } else {
                return false
            }
            let hostStart = index
            while index < bytes.count, table[Int(bytes[index])] & 1 != 0 { index += 1 }
            guard index > hostStart else { return false }
            if index < bytes.count, bytes[index] == UInt8(ascii: ":") {
                // A port: 1 to 5 digits, at most 65535 (`localhost:8080`, a mirror's address).
                index += 1
                var port = 0
                let portStart = index
                while index < bytes.count, index - portStart < 5, table[Int(bytes[index])] & 8 != 0 {
                    port = port * 10 + Int(bytes[index] &- UInt8(ascii: "0"))
                    index += 1
                }
                guard index > portStart, port <= 65535 else { return false }
            }
            guard index < bytes.count else { return true }
            guard bytes[index] == UInt8(ascii: "/") else { return false }
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "%") {
                    guard index + 2 < bytes.count, table[Int(bytes[index + 1])] & 4 != 0, table[Int(bytes[index + 2])] & 4 != 0 else {
                        return false
                    }
                    index += 3
                    continue
                }
                guard table[Int(byte)] & 2 != 0 else { return false }
                index += 1
            }
            return true
        }
    }

    /// For each byte: 1 in a host, 2 in a path or query, 4 a hex digit.
    /// Each byte's kinds: 1 a host's (letters, digits, `.`, `-`), 2 a path's or query's (RFC 3986's
    /// unreserved and sub-delimiters, `:`, `@`, `/`, `?`), 4 a hex digit, 8 a decimal digit. Set range by range: mapping
    /// each of the 256 bytes through `contains` cost the first list of a run ~0.13 M instructions.
    private static let addressBytes: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 256)
        func mark(_ bytes: some Sequence<UInt8>, _ kinds: UInt8) {
            for byte in bytes { table[Int(byte)] |= kinds }
        }
        mark(UInt8(ascii: "a")...UInt8(ascii: "z"), 1 | 2)
        mark(UInt8(ascii: "A")...UInt8(ascii: "Z"), 1 | 2)
        mark(UInt8(ascii: "0")...UInt8(ascii: "9"), 1 | 2 | 4 | 8)
        mark(UInt8(ascii: "a")...UInt8(ascii: "f"), 4)
        mark(UInt8(ascii: "A")...UInt8(ascii: "F"), 4)
        mark(".-".utf8, 1)
        mark("-._~!$&'()*+,;=:@/?".utf8, 2)
        return table
    }()

    /// `[Ingredient]`: each a name and a measure or null.
    package mutating func ingredients(_ scanner: inout StrictJSONScanner) -> Bool {
        array(&scanner) { scanner, shape in shape.pair(&scanner, "name", "measure", secondNullable: true) }
    }

    /// A catalog's recipe as its synthesized decoder reads it: `id` and `name` strings, `ingredients`
    /// and `tags`, each required; `own` checks the catalog's other keys (nil: not one of them, and
    /// it is skipped) and counts in `required` those that must be there, `ownRequired` of them. A
    /// version-1 card's `facts` sends the object to the card check (`Favorite` reads it as a card).
    package mutating func recipe(
        _ scanner: inout StrictJSONScanner, ownRequired: Int = 0,
        _ own: (JSONKey, inout StrictJSONScanner, inout JSONShape, inout Int) -> Bool?
    ) -> Bool {
        var required = 0
        let read = object(&scanner) { key, scanner, shape in
            if let read = own(key, &scanner, &shape, &required) { return read }
            switch key {
            case "id", "name":
                required += 1
                return shape.string(&scanner)
            case "ingredients":
                required += 1
                return shape.ingredients(&scanner)
            case "tags":
                required += 1
                return shape.strings(&scanner)
            case "facts":
                shape.understood = false
                return scanner.skipValue()
            default: return shape.unknown(&scanner)
            }
        }
        if required != 4 + ownRequired { understood = false }
        return read
    }

    /// `[String]`.
    package mutating func strings(_ scanner: inout StrictJSONScanner) -> Bool {
        array(&scanner) { scanner, shape in shape.string(&scanner) }
    }

    /// A string (or null, when `nullable`), checked and not built.
    package mutating func string(_ scanner: inout StrictJSONScanner, nullable: Bool = false) -> Bool {
        if nullable, scanner.peek() == UInt8(ascii: "n") {
            if scanner.literal("null") { return true }
        }
        guard scanner.peek() == UInt8(ascii: "\"") else { return mismatch(&scanner) }
        return scanner.skipString()
    }

    package mutating func string(_ scanner: inout StrictJSONScanner, into field: inout String?, nullable: Bool = false) -> Bool {
        if nullable, scanner.peek() == UInt8(ascii: "n") {
            if scanner.literal("null") { return true }
        }
        guard scanner.peek() == UInt8(ascii: "\"") else { return mismatch(&scanner) }
        field = scanner.string()
        return field != nil
    }

    /// A string that `valid` accepts.
    package mutating func string(_ scanner: inout StrictJSONScanner, nullable: Bool = false, where valid: (String) -> Bool) -> Bool {
        var text: String?
        guard string(&scanner, into: &text, nullable: nullable) else { return false }
        if let text, !valid(text) { understood = false }
        return true
    }

    /// `RecipeCard`: every key it requires, each of its type.
    package mutating func card(_ scanner: inout StrictJSONScanner) -> Bool {
        var required = 0
        let read = object(&scanner) { key, scanner, shape in
            switch key {
            case "catalog", "id", "name":
                required += 1
                return shape.string(&scanner)
            case "instructions": return shape.string(&scanner, nullable: true)
            case "tags":
                required += 1
                return shape.array(&scanner) { scanner, shape in shape.string(&scanner) }
            case "facts":
                required += 1
                return shape.array(&scanner) { scanner, shape in shape.pair(&scanner, "label", "value") }
            case "links":
                required += 1
                return shape.array(&scanner) { scanner, shape in shape.pair(&scanner, "label", "url", second: { URL(string: $0) != nil }) }
            case "ingredients":
                required += 1
                return shape.array(&scanner) { scanner, shape in shape.pair(&scanner, "name", "measure", secondNullable: true) }
            default: return shape.unknown(&scanner)
            }
        }
        if required != 7 { understood = false }
        return read
    }

    /// `{first: String, second: String}`; `secondNullable`: the second may be null or missing.
    package mutating func pair(
        _ scanner: inout StrictJSONScanner, _ first: StaticString, _ second: StaticString,
        secondNullable: Bool = false, second valid: ((String) -> Bool)? = nil
    ) -> Bool {
        var seen = (false, false)
        let read = object(&scanner) { key, scanner, shape in
            if first ~= key {
                seen.0 = true
                return shape.string(&scanner)
            }
            if second ~= key {
                seen.1 = true
                guard let valid else { return shape.string(&scanner, nullable: secondNullable) }
                return shape.string(&scanner, nullable: secondNullable, where: valid)
            }
            return shape.unknown(&scanner)
        }
        if !seen.0 || !(seen.1 || secondNullable) { understood = false }
        return read
    }

    /// A value of another type than expected: skipped, and the entry left to the decoder.
    package mutating func mismatch(_ scanner: inout StrictJSONScanner) -> Bool {
        understood = false
        return scanner.skipValue()
    }
}
