#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The one alphabetical order every list uses: case- and accent-insensitive ("Walnut Roll Gužvara"
/// before "White chocolate creme brulee"), ties broken by the exact text and then the id so the
/// order is total and stable across runs.
public enum AlphabeticalOrder {
    /// The key a name is compared by. Folding once per element keeps sorting O(n log n) cheap.
    public static func key(for name: String) -> String {
        // ASCII has no accents or widths to fold: lower-casing gives the same key, far cheaper.
        if name.utf8.allSatisfy({ $0 < 0x80 }) { return name.lowercased() }
        return TextFolding.fold(name)
    }

    /// Names in the shared order, each once.
    public static func uniqueNames(_ names: [String]) -> [String] {
        var seen = Set<String>()
        return sorted(names.filter { seen.insert($0).inserted }, name: { $0 }, id: { $0 })
    }

    public static func sorted<Element>(_ elements: [Element], name: (Element) -> String, id: (Element) -> String) -> [Element] {
        // The keys are sorted with each element's place, then the elements gathered: sorting the
        // elements themselves moved each through generic copies at every step, half of what
        // `recipes favorites` cost at 1,000 favorites.
        var keyed: [Keyed] = []
        keyed.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            let text = name(element)
            keyed.append(Keyed(key: key(for: text), name: text, id: id(element), index: index))
        }
        keyed.sort { lhs, rhs in
            if lhs.key != rhs.key { return lhs.key < rhs.key }
            if lhs.name != rhs.name { return lhs.name < rhs.name }
            return lhs.id < rhs.id
        }
        return keyed.map { elements[$0.index] }
    }

    private struct Keyed {
        let key: String
        let name: String
        let id: String
        let index: Int
    }
}

extension Array where Element: CatalogItem {
    /// This list in the shared alphabetical order.
    public func sortedAlphabetically() -> [Element] {
        // Closures, not key paths: a key path's projection costs a few hundred instructions a read.
        AlphabeticalOrder.sorted(self, name: { $0.name }, id: { $0.id })
    }
}
