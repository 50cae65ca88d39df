import RecipesBasics
import RecipesStorage

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// favorites.json read the one way every command reads it (`JSONListFile`, which pantry.json
/// shares), so the list, `--json`, `export` and a change never disagree about which favorites there are.
enum FavoritesFile {
    typealias Entry = JSONListDocument.Entry

    /// The list's entries, once the file as a whole is judged usable. Throws `DocumentProblem`.
    /// `entries`, with the file's `schemaVersion`.
    static func versionedEntries(_ data: Data, readEntry: (inout StrictJSONScanner) -> Bool) throws -> (version: Int, entries: [Entry]) {
        try JSONListFile.versionedEntries(
            data, list: FavoritesDocument.entriesKey, newest: FavoritesDocument.currentVersion, readEntry: readEntry)
    }

    /// Adds the entry to `elements`, decoded alone as an `Element`; or, when it holds a doubt or
    /// does not decode, to `unreadable` as the bytes it was, with why.
    static func decode<Element: Decodable>(
        _ entry: Entry, at index: Int, in data: Data, decoder: JSONDecoder,
        into elements: inout [Element], unreadable: inout [UnreadableEntry]
    ) {
        JSONListFile.decode(
            entry, at: index, of: FavoritesDocument.entriesKey, in: data, decoder: decoder, into: &elements, unreadable: &unreadable)
    }

    /// The warning for entries a read leaves out; the next change keeps them aside (`JSONFileStore`).
    static func leftOutWarning(_ unreadable: [UnreadableEntry], file: String) -> String? {
        UnreadableEntry.leftOutWarning(unreadable, file: file)
    }
}
