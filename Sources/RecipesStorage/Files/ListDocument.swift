import RecipesBasics

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What sets one list file apart from another: favorites.json, cart.json and pantry.json are each
/// `{"schemaVersion": n, "<entriesKey>": [entry, ...]}` (Docs/FileFormats.md), read by `ListDocument`.
public protocol ListFormat: Sendable {
    associatedtype Entry: Codable, Sendable, Equatable
    /// The newest format this build reads and writes; older ones are read (their entries decode them).
    static var currentVersion: Int { get }
    /// The key of the one list: "favorites", "lines", "items".
    static var entriesKey: String { get }
    /// A file with more entries than this is corrupt (none by default).
    static var maximumEntries: Int? { get }
    /// How a person brings entries kept in the file at `aside` back.
    static func restoreHint(aside: String) -> String
}

extension ListFormat {
    public static var maximumEntries: Int? { nil }
}

/// A list file: one `schemaVersion` and one list of entries. One entry that cannot be read does
/// not make the file corrupt: it is kept in `unreadable`, the others are used, and the next write
/// keeps it in a file of its own (`JSONFileStore`). Files are read by `read(from:decoder:)`, which
/// alone sees each entry's bytes; `init(from:)` is the plain decoding `Codable` asks for.
public struct ListDocument<Format: ListFormat>: VersionedDocument, Equatable {
    public static var currentVersion: Int { Format.currentVersion }
    public static var entriesKey: String { Format.entriesKey }
    public static var maximumEntries: Int? { Format.maximumEntries }
    public static var empty: Self { Self(entries: []) }

    public var schemaVersion: Int
    public var entries: [Format.Entry]
    /// Entries of the file this build cannot read. Never written back into it.
    public var unreadable: [UnreadableEntry] = []

    public init(entries: [Format.Entry]) {
        schemaVersion = Format.currentVersion
        self.entries = entries
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: AnyKey.self)
        schemaVersion = try container.decode(Int.self, forKey: AnyKey(stringValue: "schemaVersion"))
        (entries, unreadable) = try container.decodeSalvaging(Format.Entry.self, forKey: AnyKey(stringValue: Format.entriesKey))
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: AnyKey.self)
        try container.encode(schemaVersion, forKey: AnyKey(stringValue: "schemaVersion"))
        try container.encode(entries, forKey: AnyKey(stringValue: Format.entriesKey))
    }

    /// Read as every list file is (`JSONListFile`): the file judged whole first (JSON, one
    /// `schemaVersion` no newer than this build's, one list, no key given twice, no more entries
    /// than the format allows), then each entry alone, so an entry no decoder can hold (a number
    /// past a Double, a lone surrogate, bytes that are not UTF-8, a key given twice) is kept aside
    /// as the bytes it was and hides no other.
    public static func read(from data: Data, decoder: JSONDecoder) throws -> Self {
        let entries = try JSONListFile.entries(data, list: entriesKey, newest: currentVersion)
        if let maximum = maximumEntries, entries.count > maximum {
            throw DocumentProblem.corrupt("more than \(maximum) \(entriesKey)")
        }
        var document = Self.empty
        for (index, entry) in entries.enumerated() {
            JSONListFile.decode(
                entry, at: index, of: entriesKey, in: data, decoder: decoder, into: &document.entries, unreadable: &document.unreadable)
        }
        return document
    }

    public static func restoreHint(aside: String) -> String { Format.restoreHint(aside: aside) }
}
