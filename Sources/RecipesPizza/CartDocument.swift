import RecipesStorage

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `cart.json`: `{"schemaVersion": 1, "lines": [...]}`.
/// One line that cannot be read (a wrong type, a quantity outside 1–99) does not make the file
/// corrupt: it is kept in `unreadable`, the others are used, and the next write keeps it in a file
/// of its own (`JSONFileStore`), as favorites do.
public struct CartDocument: VersionedDocument, Equatable {
    public static let currentVersion = 1
    public static let empty = CartDocument(lines: [])
    public static let entriesKey = "lines"

    public var schemaVersion: Int
    public var lines: [CartLine]
    /// Lines of the file this build cannot read. Never written back into it.
    public var unreadable: [UnreadableEntry] = []

    enum CodingKeys: String, CodingKey { case schemaVersion, lines }

    public init(lines: [CartLine]) {
        schemaVersion = Self.currentVersion
        self.lines = lines
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        schemaVersion = try container.decode(Int.self, forKey: .schemaVersion)
        (lines, unreadable) = try container.decodeSalvaging(CartLine.self, forKey: .lines)
    }

    /// Read as favorites.json and pantry.json are (`JSONListFile`): the file judged whole first (JSON,
    /// one `schemaVersion` no newer than this build's, one `lines` list, no key given twice), then
    /// each line alone, so a line no decoder can hold (a number past a Double, a lone surrogate,
    /// bytes that are not UTF-8, a key given twice) is kept aside as the bytes it was and hides no
    /// other line.
    public static func read(from data: Data, decoder: JSONDecoder) throws -> CartDocument {
        let entries = try JSONListFile.entries(data, list: entriesKey, newest: currentVersion)
        var document = CartDocument.empty
        for (index, entry) in entries.enumerated() {
            JSONListFile.decode(
                entry, at: index, of: entriesKey, in: data, decoder: decoder, into: &document.lines, unreadable: &document.unreadable)
        }
        return document
    }

    /// The file kept aside is a cart of its own, with only those lines.
    public static func restoreHint(aside: String) -> String {
        "fix it there, then copy it back into the lines of cart.json"
    }
}
