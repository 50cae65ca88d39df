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
        elements
            .map { (key: key(for: name($0)), name: name($0), id: id($0), element: $0) }
            .sorted { lhs, rhs in
                if lhs.key != rhs.key { return lhs.key < rhs.key }
                if lhs.name != rhs.name { return lhs.name < rhs.name }
                return lhs.id < rhs.id
            }
            .map(\.element)
    }
}

extension Array where Element: CatalogItem {
    /// This list in the shared alphabetical order.
    public func sortedAlphabetically() -> [Element] {
        AlphabeticalOrder.sorted(self, name: \.name, id: \.id)
    }
}
