#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import RecipesBasics
import RecipesCatalog

/// Reads the summaries (catalog, id, name, note) out of favorites.json without parsing the stored
/// recipes: their values are skipped byte by byte, which is several times faster than building
/// them. Anything unexpected returns nil, and the caller falls back to JSONDecoder, which reports
/// a corrupt file properly. This is why listing 5,000 favorites costs little more than 100.
enum FavoritesIndexScanner {
    struct Result {
        let schemaVersion: Int
        let favorites: [FavoriteSummary]
    }

    static func scan(_ data: Data) -> Result? {
        data.withUnsafeBytes { buffer -> Result? in
            var scanner = JSONScanner(bytes: buffer.bindMemory(to: UInt8.self))
            return scanner.favoritesDocument()
        }
    }
}

private extension JSONScanner {
    mutating func favoritesDocument() -> FavoritesIndexScanner.Result? {
        var version: Int?
        var favorites: [FavoriteSummary]?
        let complete = object { key, scanner in
            switch key {
            case "schemaVersion": version = scanner.integer(); return version != nil
            case "favorites": favorites = scanner.summaries(); return favorites != nil
            default: return scanner.skipValue()
            }
        }
        guard complete, atEnd(), let version, let favorites else { return nil }
        return FavoritesIndexScanner.Result(schemaVersion: version, favorites: favorites)
    }

    mutating func summaries() -> [FavoriteSummary]? {
        var list: [FavoriteSummary] = []
        let complete = array { scanner in
            var catalog: String?, id: String?, name: String?, note: String?
            let ok = scanner.object { key, scanner in
                switch key {
                case "catalog": catalog = scanner.string(); return catalog != nil
                case "id": id = scanner.string(); return id != nil
                case "name": name = scanner.string(); return name != nil
                case "note":
                    if scanner.literal("null") { note = nil; return true }
                    note = scanner.string()
                    return note != nil
                default: return scanner.skipValue()
                }
            }
            guard ok, let catalog, let id, let name else { return false }
            list.append(FavoriteSummary(catalog: CatalogName(rawValue: catalog), id: id, name: name, note: note))
            return true
        }
        return complete ? list : nil
    }
}
