import RecipesStorage

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `pantry.json`: `{"schemaVersion": 1, "items": ["Lime juice", "Tequila"]}`, the items in the
/// shared alphabetical order. One item that cannot be read (not a string, control characters,
/// too long) does not make the file corrupt: it is kept in `unreadable`, the others are used, and
/// the next change keeps it in a file of its own, byte for byte, as favorites do. A file with more
/// than `maximumItems` items is corrupt: no shelf is that long, and each item costs a request.
public struct PantryDocument: VersionedDocument, Equatable {
    public static let currentVersion = 1
    public static let empty = PantryDocument(items: [])
    public static let entriesKey = "items"
    public static let maximumItems = 500

    public var schemaVersion: Int
    public var items: [PantryItem]
    /// Items of the file this build cannot read. Never written back into it.
    public var unreadable: [UnreadableEntry] = []

    enum CodingKeys: String, CodingKey { case schemaVersion, items }

    public init(items: [PantryItem]) {
        schemaVersion = Self.currentVersion
        self.items = items
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        schemaVersion = try container.decode(Int.self, forKey: .schemaVersion)
        (items, unreadable) = try container.decodeSalvaging(PantryItem.self, forKey: .items)
    }

    /// Read as favorites.json is (`JSONListFile`): the file judged whole first (JSON, one
    /// `schemaVersion` no newer than this build's, one `items` list, no key given twice), then each
    /// item alone, so an item that cannot be read is kept aside as the bytes it was.
    public static func read(from data: Data, decoder: JSONDecoder) throws -> PantryDocument {
        let entries = try JSONListFile.entries(data, list: entriesKey, newest: currentVersion)
        guard entries.count <= maximumItems else { throw DocumentProblem.corrupt("more than \(maximumItems) items") }
        var document = PantryDocument.empty
        for (index, entry) in entries.enumerated() {
            JSONListFile.decode(
                entry, at: index, of: entriesKey, in: data, decoder: decoder, into: &document.items, unreadable: &document.unreadable)
        }
        return document
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(schemaVersion, forKey: .schemaVersion)
        try container.encode(items, forKey: .items)
    }

    /// The file kept aside is a pantry of its own, with only those items.
    public static func restoreHint(aside: String) -> String {
        "fix it there, then copy it back into the items of pantry.json"
    }
}
