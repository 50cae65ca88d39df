import RecipesCatalog

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The orders `pizza menu --sort` offers: a pizza's id is its name, and the menu adds its price.
public enum MenuOrder: String, CaseIterable, Sendable {
    case name, id, price
}

extension Array where Element == PricedPizza {
    /// The menu in `order`: cheapest first for price, equal prices alphabetically.
    public func sorted(by order: MenuOrder) -> [PricedPizza] {
        let alphabetical = sortedAlphabetically()
        guard order == .price else { return alphabetical }
        return alphabetical.enumerated()
            .sorted { $0.element.price != $1.element.price ? $0.element.price < $1.element.price : $0.offset < $1.offset }
            .map(\.element)
    }
}
