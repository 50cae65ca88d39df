#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import RecipesBasics
import RecipesCatalog
import RecipesStorage

/// Reads the summaries (catalog, id, name, note) out of favorites.json without building the stored
/// recipes: every field is checked byte by byte against the type JSONDecoder would read it as
/// (`FavoritesFile` checks the grammar), but not built, which is several times faster. An entry the
/// scan is not sure of is decoded alone by JSONDecoder, which reads it or says why not: the list
/// shows exactly the favorites every other command reads.
enum FavoritesIndexScanner {
    struct Result {
        var favorites: [FavoriteSummary] = []
        /// Entries left out, as every other reading of the file leaves them out.
        var unreadable: [UnreadableEntry] = []
    }

    /// Throws `DocumentProblem` for a file that cannot be used at all. `decoder` is the one every
    /// other command reads the file with (`JSONFileStore.decoder`, told `types`).
    static func scan(_ data: Data, types: RecipeTypes, decoder: JSONDecoder) throws -> Result {
        var result = Result()
        let entries = try FavoritesFile.entries(data) { (scanner: inout StrictJSONScanner, value: inout FavoriteSummary?) in
            summary(&scanner, &value, types: types)
        }
        for (index, entry) in entries.enumerated() {
            if entry.doubt == nil, let summary = entry.value {
                result.favorites.append(summary)
            } else {
                // Judged as every other command judges it: as a whole `Favorite`, not its summary.
                var decoded: [Favorite] = []
                FavoritesFile.decode(entry, at: index, in: data, decoder: decoder, into: &decoded, unreadable: &result.unreadable)
                result.favorites += decoded.map { FavoriteSummary(catalog: $0.catalog, id: $0.id, name: $0.name, note: $0.note) }
            }
        }
        return result
    }

    /// One entry's summary, every other field checked against the type `Favorite` decodes it as.
    /// False only when it is not JSON. Anything the scan is not sure JSONDecoder reads as a
    /// `Favorite` — a missing key, a value of another type, a date or a URL not in the form this
    /// program writes — leaves the summary nil, and the decoder judges that entry: so the list
    /// shows exactly the entries every other command reads.
    private static func summary(_ scanner: inout StrictJSONScanner, _ value: inout FavoriteSummary?, types: RecipeTypes) -> Bool {
        var shape = JSONShape()
        var catalog: String?, id: String?, name: String?, note: String?
        var dates = 0, recipe = false
        let read = shape.object(&scanner) { key, scanner, shape in
            switch key {
            case "catalog": return shape.string(&scanner, into: &catalog)
            case "id": return shape.string(&scanner, into: &id)
            case "name": return shape.string(&scanner, into: &name)
            case "note": return shape.string(&scanner, into: &note, nullable: true)
            case "addedAt", "updatedAt":
                dates += 1
                return shape.string(&scanner, where: isWrittenDate)
            case "recipe":
                recipe = true
                return storedRecipe(&scanner, &shape, type: catalog.flatMap { types[CatalogName(rawValue: $0)] })
            default: return scanner.skipValue() // JSONDecoder ignores keys it does not know
            }
        }
        if read, shape.understood, dates == 2, recipe, let catalog, let id, let name {
            value = FavoriteSummary(catalog: CatalogName(rawValue: catalog), id: id, name: name, note: note)
        }
        return read
    }

    /// A favorite's `recipe`, as `Favorite`'s decoder reads it: the catalog's recipe (checked by the
    /// model when it can check itself), or a version-1 card. `catalog` comes before `recipe` in
    /// the files this program writes; when it does not, or the model cannot check itself, the
    /// decoder judges the entry.
    private static func storedRecipe(_ scanner: inout StrictJSONScanner, _ shape: inout JSONShape,
                                     type: (any RecipeCardConvertible.Type)?) -> Bool {
        if let checking = type as? any StoredShapeChecking.Type {
            var attempt = scanner
            var model = JSONShape()
            let read = checking.checkStored(&attempt, &model)
            if !read || model.understood {
                scanner = attempt
                return read
            }
        }
        var card = JSONShape()
        let read = card.card(&scanner)
        if !card.understood { shape.understood = false }
        return read
    }

    /// `2026-11-22T09:30:00Z`, a real day and time: how this program writes dates, and a form
    /// JSONDecoder's ISO 8601 reads. Anything else is the decoder's to judge.
    static func isWrittenDate(_ text: String) -> Bool {
        let digits = Array(text.utf8)
        guard digits.count == 20, digits[4] == UInt8(ascii: "-"), digits[7] == UInt8(ascii: "-"), digits[10] == UInt8(ascii: "T"),
              digits[13] == UInt8(ascii: ":"), digits[16] == UInt8(ascii: ":"), digits[19] == UInt8(ascii: "Z") else { return false }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for index in range {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(digits[index]) else { return nil }
                value = value * 10 + Int(digits[index] - UInt8(ascii: "0"))
            }
            return value
        }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
              let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19),
              (1970...9999).contains(year), (1...12).contains(month), hour < 24, minute < 60, second < 60 else { return false }
        let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        let days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
        return (1...days).contains(day)
    }
}
