#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The orders a person can ask a list for with `--sort`.
public enum ListOrder: String, CaseIterable, Sendable {
    /// The one alphabetical order (`AlphabeticalOrder`).
    case name
    /// By id: numerically when both ids are numbers (TheMealDB's and TheCocktailDB's are), else as text.
    case id
}

/// How a person steers a list (`--sort`, `--limit`): applied after the list is loaded and before it
/// is printed or written as JSON, so text and JSON show the same rows.
public struct ListSteering: Sendable, Equatable {
    /// nil keeps the list's own order (alphabetical for lists, fewest missing first for can-make).
    public var order: ListOrder?
    /// At most this many rows, from the top of the order; nil for all.
    public var limit: Int?

    public init(order: ListOrder? = nil, limit: Int? = nil) {
        self.order = order
        self.limit = limit
    }

    public func apply<Element: CatalogItem>(_ elements: [Element]) -> [Element] {
        let ordered: [Element]
        switch order {
        case nil: ordered = elements
        case .name?: ordered = elements.sortedAlphabetically()
        case .id?: ordered = elements.sortedByID()
        }
        return limited(ordered)
    }

    /// The first `limit` elements of an order the caller already chose.
    public func limited<Element>(_ elements: [Element]) -> [Element] {
        guard let limit, limit < elements.count else { return elements }
        return Array(elements.prefix(limit))
    }
}

extension Array where Element: CatalogItem {
    /// By id, numbers by value ("9" before "10"), the rest after them as text; equal ids keep their order.
    public func sortedByID() -> [Element] {
        enumerated().sorted { lhs, rhs in
            let left = lhs.element.id
            let right = rhs.element.id
            if left != right { return IDOrder.precedes(left, right) }
            return lhs.offset < rhs.offset
        }.map(\.element)
    }
}

enum IDOrder {
    static func precedes(_ left: String, _ right: String) -> Bool {
        switch (number(left), number(right)) {
        case (let l?, let r?): return l != r ? l < r : left < right
        case (_?, nil): return true
        case (nil, _?): return false
        case (nil, nil): return left < right
        }
    }

    /// A plain decimal id's value; leading zeros and lengths past UInt64 fall back to text order.
    private static func number(_ text: String) -> UInt64? {
        guard !text.isEmpty, text.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
        return UInt64(text)
    }
}
