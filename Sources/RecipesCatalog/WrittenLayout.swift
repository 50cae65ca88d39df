import RecipesBasics

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A value exactly as this program writes it (`JSONEncoder`, pretty-printed, keys sorted, every key
/// written, null included): its lines, indents and keys are known in advance, so a file the program
/// wrote is checked by comparing bytes instead of reading each key, looking it up and counting it.
/// A value that departs from the layout in any byte is not judged here: the strict shape check
/// (`JSONShape`) reads it. Only what the layout fixes is skipped; every string is still walked and
/// checked (UTF-8, escapes, surrogates), every URL still checked as the decoder reads it.
package indirect enum WrittenLayout: Sendable {
    case string, nullableString, nullableURL
    /// `[String]`.
    case strings
    /// `[Ingredient]`: each `measure` (a string or null), then `name`.
    case ingredients
    /// `[String: String]`, its keys in ascending order of their bytes (so none twice), as sorted keys are written.
    case stringDictionary
    /// An object of exactly these keys, in this order.
    case object([(key: StaticString, value: WrittenLayout)])

    /// Whether the value at the scanner is written in this layout, `indent` the spaces before the
    /// line that holds it. False leaves the scanner anywhere: the caller reads the value again.
    package func matches(_ scanner: inout StrictJSONScanner, indent: Int) -> Bool {
        switch self {
        case .string:
            return scanner.peek() == UInt8(ascii: "\"") && scanner.skipString()
        case .nullableString:
            return scanner.take("null") || (scanner.peek() == UInt8(ascii: "\"") && scanner.skipString())
        case .nullableURL:
            if scanner.take("null") { return true }
            if let bytes = scanner.plainString() {
                return JSONShape.isWebAddress(bytes) || URL(string: String(decoding: bytes, as: UTF8.self)) != nil
            }
            guard scanner.peek() == UInt8(ascii: "\""), let text = scanner.string() else { return false }
            return URL(string: text) != nil
        case .strings:
            return Self.list(&scanner, indent: indent) { scanner in Self.string.matches(&scanner, indent: indent + 2) }
        case .ingredients:
            return Self.list(&scanner, indent: indent) { scanner in Self.ingredient(&scanner, indent: indent + 2) }
        case .stringDictionary:
            guard scanner.take(UInt8(ascii: "{")) else { return false }
            if scanner.takeLine(indent: 0), scanner.takeLine(indent: indent), scanner.take(UInt8(ascii: "}")) { return true }
            var previous: [UInt8]?
            repeat {
                guard scanner.takeLine(indent: indent + 2), let key = scanner.plainString(), !key.contains(where: { $0 >= 0x80 }) else {
                    return false
                }
                if let previous, !previous.lexicographicallyPrecedes(key) { return false }
                previous = Array(key)
                guard scanner.take(" : "), Self.string.matches(&scanner, indent: indent + 2) else { return false }
            } while scanner.take(UInt8(ascii: ","))
            return scanner.takeLine(indent: indent) && scanner.take(UInt8(ascii: "}"))
        case .object(let members):
            guard scanner.take(UInt8(ascii: "{")) else { return false }
            for (index, member) in members.enumerated() {
                guard scanner.takeLine(indent: indent + 2), scanner.takeKey(member.key),
                    member.value.matches(&scanner, indent: indent + 2)
                else { return false }
                if index < members.count - 1, !scanner.take(UInt8(ascii: ",")) { return false }
            }
            return scanner.takeLine(indent: indent) && scanner.take(UInt8(ascii: "}"))
        }
    }

    /// `{"measure": String?, "name": String}`, the object `.object` would match, without making the
    /// layout for each ingredient.
    private static func ingredient(_ scanner: inout StrictJSONScanner, indent: Int) -> Bool {
        scanner.take(UInt8(ascii: "{")) && scanner.takeLine(indent: indent + 2) && scanner.takeKey("measure")
            && Self.nullableString.matches(&scanner, indent: indent + 2) && scanner.take(UInt8(ascii: ","))
            && scanner.takeLine(indent: indent + 2) && scanner.takeKey("name") && Self.string.matches(&scanner, indent: indent + 2)
            && scanner.takeLine(indent: indent) && scanner.take(UInt8(ascii: "}"))
    }

    /// `[`, then an empty line and `]`, or each element on a line of its own.
    private static func list(_ scanner: inout StrictJSONScanner, indent: Int, element: (inout StrictJSONScanner) -> Bool) -> Bool {
        guard scanner.take(UInt8(ascii: "[")) else { return false }
        if scanner.takeLine(indent: 0), scanner.takeLine(indent: indent), scanner.take(UInt8(ascii: "]")) { return true }
        repeat {
            guard scanner.takeLine(indent: indent + 2), element(&scanner) else { return false }
        } while scanner.take(UInt8(ascii: ","))
        return scanner.takeLine(indent: indent) && scanner.take(UInt8(ascii: "]"))
    }
}
