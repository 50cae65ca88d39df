#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import RecipesBasics
import RecipesCatalog
import RecipesStorage

/// Reads the summaries (catalog, id, name, note) out of favorites.json without building the stored
/// recipes: they are checked byte by byte, as closely as JSONDecoder would (`FavoritesFile`), but
/// not built, which is several times faster. An entry whose summary the scan does not understand
/// is decoded alone by JSONDecoder, which reads it or says why not.
enum FavoritesIndexScanner {
    struct Result {
        var favorites: [FavoriteSummary] = []
        /// Entries left out, as every other reading of the file leaves them out.
        var unreadable: [UnreadableEntry] = []
    }

    /// Throws `DocumentProblem` for a file that cannot be used at all.
    static func scan(_ data: Data) throws -> Result {
        var result = Result()
        var decoder: JSONDecoder?
        for (index, entry) in try FavoritesFile.entries(data, readEntry: summary).enumerated() {
            if entry.doubt == nil, let summary = entry.value {
                result.favorites.append(summary)
            } else {
                decoder = decoder ?? JSONDecoder()
                FavoritesFile.decode(entry, at: index, in: data, decoder: decoder!, into: &result.favorites, unreadable: &result.unreadable)
            }
        }
        return result
    }

    /// One entry's summary, the rest of it checked and skipped. False only when it is not JSON; a
    /// summary of unexpected types is left nil, for the decoder.
    private static func summary(_ scanner: inout StrictJSONScanner, _ value: inout FavoriteSummary?) -> Bool {
        guard scanner.peek() == UInt8(ascii: "{") else { return scanner.skipValue() }
        var catalog: String?, id: String?, name: String?, note: String?
        var understood = true
        func text(_ scanner: inout StrictJSONScanner, _ field: inout String?, nullable: Bool = false) -> Bool {
            if scanner.peek() == UInt8(ascii: "\"") {
                field = scanner.string()
                return field != nil
            }
            if nullable, scanner.literal("null") { return true }
            understood = false
            return scanner.skipValue()
        }
        let read = scanner.object { key, scanner in
            switch key {
            case "catalog": text(&scanner, &catalog)
            case "id": text(&scanner, &id)
            case "name": text(&scanner, &name)
            case "note": text(&scanner, &note, nullable: true)
            default: scanner.skipValue()
            }
        }
        if read, understood, let catalog, let id, let name {
            value = FavoriteSummary(catalog: CatalogName(rawValue: catalog), id: id, name: name, note: note)
        }
        return read
    }
}
