import RecipesCatalog

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One thing on the shelf, spelled as it was first added ("Lime juice"). Names are compared the
/// way the APIs spell ingredients, ignoring case, accents and extra spaces: "Lime  Juice" and
/// "lime juice" are the same item (`key`). In pantry.json it is a plain string; a string with
/// control characters, an empty one or one over `maximumLength` characters is not an item.
public struct PantryItem: Codable, Sendable, Hashable, CatalogItem {
    public static let maximumLength = 100

    public let name: String
    public var id: String { key }
    /// What names are compared by.
    public var key: String { Self.key(for: name) }

    /// nil for a name that cannot be an item (`problem(with:)` says why).
    public init?(_ text: String) {
        guard Self.problem(with: text) == nil else { return nil }
        name = Self.tidied(text)
    }

    public init(from decoder: Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        if let problem = Self.problem(with: text) {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: problem))
        }
        name = Self.tidied(text)
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(name)
    }

    /// Why `text` cannot be an item, or nil when it can.
    public static func problem(with text: String) -> String? {
        let name = tidied(text)
        if name.isEmpty { return "an empty name" }
        if name.unicodeScalars.contains(where: isControl) { return "a name with control characters" }
        if name.count > maximumLength { return "a name over \(maximumLength) characters" }
        return nil
    }

    /// The key an ingredient name is compared by: trimmed, runs of spaces made one, then case- and
    /// accent-folded as the one alphabetical order folds names.
    public static func key(for name: String) -> String {
        AlphabeticalOrder.key(for: tidied(name))
    }

    /// Trimmed, every run of white space one space, and without the invisible characters that would
    /// make two names that read the same two items (zero-width space, word joiner, byte-order mark).
    static func tidied(_ text: String) -> String {
        let visible =
            text.unicodeScalars.contains { invisible.contains($0.value) }
            ? String(String.UnicodeScalarView(text.unicodeScalars.filter { !invisible.contains($0.value) })) : text
        return visible.split(whereSeparator: { $0.isWhitespace && $0 != "\u{85}" }).joined(separator: " ")
    }

    private static let invisible: Set<UInt32> = [0x200B, 0x2060, 0xFEFF]

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return value < 0x20 || (0x7F...0x9F).contains(value) || [0x061C, 0x200E, 0x200F, 0x2028, 0x2029].contains(value)
            || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
    }
}
