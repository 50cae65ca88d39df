import Foundation

/// The envelope every `--json` answer shares (Docs/JSON.md): `schemaVersion`, `catalog`, `source`,
/// then `items` for a list or `item` for one recipe.
public enum JSONOutput {
    public static let schemaVersion = 1

    public static func list<Item: Encodable & Sendable>(_ loaded: Loaded<[Item]>, catalog: CatalogName) throws -> String {
        try encode(Envelope(catalog: catalog, source: loaded.source, items: loaded.value, item: Optional<Item>.none))
    }

    public static func detail<Item: Encodable & Sendable>(_ loaded: Loaded<Item>, catalog: CatalogName) throws -> String {
        try encode(Envelope(catalog: catalog, source: loaded.source, items: nil, item: loaded.value))
    }

    private struct Envelope<Item: Encodable>: Encodable {
        let catalog: CatalogName
        let source: ResourceSource
        let items: [Item]?
        let item: Item?

        enum CodingKeys: String, CodingKey { case schemaVersion, catalog, source, items, item }

        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(JSONOutput.schemaVersion, forKey: .schemaVersion)
            try container.encode(catalog, forKey: .catalog)
            try container.encode(source, forKey: .source)
            try container.encodeIfPresent(items, forKey: .items)
            try container.encodeIfPresent(item, forKey: .item)
        }
    }

    /// Pretty, keys in the order they are encoded, URLs without escaped slashes, one trailing newline.
    static func encode<Value: Encodable>(_ value: Value) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        return String(decoding: try encoder.encode(value), as: UTF8.self) + "\n"
    }
}
