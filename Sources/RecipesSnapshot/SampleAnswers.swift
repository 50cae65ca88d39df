#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What the bundled records answer beyond the captured answers themselves, by resource name
/// (`cocktaildb/filter.php?i=Gin`): TheCocktailDB's lookup, letter, search, filters, lists and random
/// over the sample's drinks, and TheMealDB's lookup over its desserts. Matching is the API's: names by
/// a case-insensitive start or part, filters and lists by a case-insensitive value, `_` for a space.
enum SampleAnswers {
    static func answer(for resourceName: String) -> (Data, Date)? {
        guard let request = Request(resourceName) else { return nil }
        switch (request.service, request.path) {
        case ("mealdb", "lookup.php"):
            return request.value(of: "i").flatMap { SampleRecords.desserts.lookup(id: $0) }
        case ("cocktaildb", _):
            return cocktails(request)
        default:
            return nil
        }
    }

    /// For a lookup (`mealdb/lookup.php?i=ID`, `cocktaildb/lookup.php?i=ID`), whether its record is
    /// bundled, without reading it; nil for any other resource. Asked of every row of an offline list,
    /// so it only compares the name's start (an id is digits, never percent-encoded).
    static func holdsRecord(_ resourceName: String) -> Bool? {
        if let id = text(of: resourceName, after: dessertLookup) { return SampleRecords.desserts.holds(id: id) }
        if let id = text(of: resourceName, after: drinkLookup) { return SampleRecords.cocktails.holds(id: id) }
        return nil
    }

    /// What follows `prefix` (ASCII) in `name`, cut as UTF-8: counting and dropping characters cost
    /// ~2,500 instructions a row of an offline list, and `utf8.starts(with:)` ~1,300 more than `hasPrefix`.
    private static func text(of name: String, after prefix: String) -> String? {
        guard name.hasPrefix(prefix) else { return nil }
        return String(decoding: name.utf8.dropFirst(prefix.utf8.count), as: UTF8.self)
    }

    private static let dessertLookup = "mealdb/lookup.php?i="
    private static let drinkLookup = "cocktaildb/lookup.php?i="

    private static func cocktails(_ request: Request) -> (Data, Date)? {
        let drinks = SampleRecords.cocktails
        switch (request.path, request.query.first?.0, request.query.first?.1) {
        case ("lookup.php", "i", let id?):
            return drinks.lookup(id: id)
        case ("random.php", nil, _):
            return drinks.random()
        case ("search.php", "f", let letter?) where !letter.isEmpty:
            return drinks.records { ($0["strDrink"] ?? "").lowercased().hasPrefix(letter.lowercased()) }
        case ("search.php", "s", let text?):
            return drinks.records { ($0["strDrink"] ?? "").lowercased().contains(text.lowercased()) }
        case ("filter.php", "i", let name?):
            return drinkSummaries { record in (1...15).contains { same(record["strIngredient\($0)"], name) } }
        case ("filter.php", "c", let name?):
            return drinkSummaries { same($0["strCategory"], name) }
        case ("filter.php", "g", let name?):
            return drinkSummaries { same($0["strGlass"], name) }
        case ("filter.php", "a", let name?):
            return drinkSummaries { same($0["strAlcoholic"], name) }
        case ("list.php", "c", "list"):
            return drinks.values(of: "strCategory") { $0 == "strCategory" }
        case ("list.php", "g", "list"):
            return drinks.values(of: "strGlass") { $0 == "strGlass" }
        case ("list.php", "a", "list"):
            return drinks.values(of: "strAlcoholic") { $0 == "strAlcoholic" }
        case ("list.php", "i", "list"):
            return drinks.values(of: "strIngredient1") { $0.hasPrefix("strIngredient") }
        default:
            return nil
        }
    }

    private static func drinkSummaries(where matches: ([String: String]) -> Bool) -> (Data, Date) {
        SampleRecords.cocktails.summaries(where: matches, nameKey: "strDrink", thumbnailKey: "strDrinkThumb", idKey: "idDrink")
    }

    private static func same(_ value: String?, _ asked: String) -> Bool {
        guard let value else { return false }
        return value.lowercased() == String(asked.map { $0 == "_" ? " " : $0 }).lowercased()
    }

    /// `service/path?name=value&…`, its values percent-decoded.
    private struct Request {
        let service: String
        let path: String
        let query: [(String, String)]

        init?(_ resourceName: String) {
            guard let slash = resourceName.firstIndex(of: "/") else { return nil }
            service = String(resourceName[..<slash])
            let rest = resourceName[resourceName.index(after: slash)...]
            let parts = rest.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
            path = String(parts[0])
            let pairs = parts.count > 1 ? parts[1].split(separator: "&") : []
            var query: [(String, String)] = []
            for pair in pairs {
                let halves = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                guard halves.count == 2, let name = Self.decoded(halves[0]), let value = Self.decoded(halves[1]) else { return nil }
                query.append((name, value))
            }
            self.query = query
        }

        func value(of name: String) -> String? {
            query.count == 1 && query[0].0 == name ? query[0].1 : nil
        }

        private static func decoded(_ text: Substring) -> String? {
            var bytes: [UInt8] = []
            var iterator = text.utf8.makeIterator()
            while let byte = iterator.next() {
                guard byte == UInt8(ascii: "%") else {
                    bytes.append(byte)
                    continue
                }
                guard let high = iterator.next(), let low = iterator.next(),
                    let value = UInt8(String(decoding: [high, low], as: UTF8.self), radix: 16)
                else { return nil }
                bytes.append(value)
            }
            return String(validating: bytes, as: UTF8.self)
        }
    }
}
