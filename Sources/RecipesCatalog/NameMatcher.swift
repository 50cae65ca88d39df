#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Finds the one item a person meant by a name: an exact match, else a unique case- and
/// accent-insensitive match, else the only name holding the text (at its start or anywhere: never a
/// guess among several). Otherwise says which candidates there are.
public enum NameMatcher {
    public enum Outcome<Item: CatalogItem> {
        case match(Item)
        case ambiguous([Item])
        case none(suggestions: [Item])
    }

    public static func match<Item: CatalogItem>(_ query: String, in items: [Item]) -> Outcome<Item> {
        let exact = items.filter { $0.name == query }
        if exact.count == 1 { return .match(exact[0]) }
        let key = AlphabeticalOrder.key(for: query.trimmed())
        let folded = items.filter { AlphabeticalOrder.key(for: $0.name) == key }
        if folded.count == 1 { return .match(folded[0]) }
        if folded.count > 1 { return .ambiguous(folded.sortedAlphabetically()) }
        guard !key.isEmpty else { return .none(suggestions: []) }
        // A part of a name is taken only when no other name holds it: "tart" is not Tarte Tatin
        // because it begins it, while eight other desserts hold it too.
        let containing = items.filter { AlphabeticalOrder.key(for: $0.name).contains(key) }
        if containing.count == 1 { return .match(containing[0]) }
        if containing.count > 1 { return .ambiguous(containing.sortedAlphabetically()) }
        return .none(suggestions: suggestions(for: key, in: items))
    }

    /// Near misses: names whose beginning is within a typo or two of the query (a typo per four
    /// letters; text of three letters or fewer must begin the name exactly).
    static func suggestions<Item: CatalogItem>(for key: String, in items: [Item]) -> [Item] {
        let query = Array(key)
        // A typo per four letters, and none in three or fewer: "Foo" is not "Boo…" mistyped.
        let allowed = query.count <= 3 ? 0 : max(1, query.count / 4)
        let scored = items.compactMap { item -> (Int, Item)? in
            let name = Array(AlphabeticalOrder.key(for: item.name))
            let distance =
                (max(0, query.count - 1)...(query.count + 1))
                .map { editDistance(query, Array(name.prefix($0))) }.min() ?? Int.max
            return distance <= allowed ? (distance, item) : nil
        }
        return scored.sorted { $0.0 < $1.0 }.prefix(3).map(\.1).sortedAlphabetically()
    }

    /// Levenshtein distance, two rows at a time.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }

    /// The match, or a `CatalogError` that lists candidates ("did you mean ...").
    public static func resolve<Item: CatalogItem>(_ query: String, in items: [Item], catalog: CatalogName) throws -> Item {
        switch match(query, in: items) {
        case .match(let item):
            return item
        case .ambiguous(let items):
            throw CatalogError.ambiguous(catalog: catalog, query: query, candidates: items.map(\.name))
        case .none(let suggestions):
            throw CatalogError.noMatch(catalog: catalog, query: query, suggestions: suggestions.map(\.name))
        }
    }
}
