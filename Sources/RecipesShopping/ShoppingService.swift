import RecipesCatalog

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Finds the recipes a shopping list is for: `catalog:id-or-name` references fetched concurrently,
/// or recipes already stored (favorites' snapshots, which the application layer hands in).
public struct ShoppingService: Sendable {
    private let catalogs: CatalogDirectory
    private let now: @Sendable () -> Date

    public init(catalogs: CatalogDirectory, now: @escaping @Sendable () -> Date = Date.init) {
        self.catalogs = catalogs
        self.now = now
    }

    /// "dessert:52917", "cocktail:margarita", "pizza:Hawaii", "cocktail:margarita=8" (made 8 times).
    /// Any failure fails the list: it is never partial. `adjustment` scales and converts the amounts
    /// before they add up; each recipe's count multiplies its own.
    public func list(for references: [String], adjustment: MeasureAdjustment = .none, concurrency: Int = 8) async throws -> Loaded<
        ShoppingList
    > {
        let parsed = try references.map { reference -> (any Catalog, String, Fraction) in
            let (named, count) = try Self.count(in: reference)
            guard let colon = named.firstIndex(of: ":"), colon != named.startIndex,
                !named[named.index(after: colon)...].trimmed().isEmpty
            else {
                throw ShoppingError.badReference(reference)
            }
            return (try catalogs.named(String(named[..<colon])), String(named[named.index(after: colon)...]), count)
        }
        let cards = try await BoundedConcurrency.map(parsed.indices.map { $0 }, limit: concurrency) { index in
            let (catalog, text, _) = parsed[index]
            return try await catalog.card(id: catalog.resolveID(text), askedAs: text)
        }
        let orders = zip(cards, parsed).map { ShoppingList.Order(card: $0.value, count: $1.2) }
        return Loaded(value: ShoppingList(orders: orders, adjustment: adjustment), combining: cards, now: now())
    }

    /// "cocktail:margarita=8" is the reference and 8; without "=", the reference and 1. A count
    /// reads as `--scale` does (0.001 to 100).
    static func count(in reference: String) throws -> (String, Fraction) {
        guard let equals = reference.lastIndex(of: "=") else { return (reference, Fraction(1)) }
        let text = String(reference[reference.index(after: equals)...])
        guard let count = try? MeasureAdjustment.scale(text) else { throw ShoppingError.badCount(reference) }
        return (String(reference[..<equals]), count)
    }

    /// From favorites' stored snapshots: `favorites` as its source. A favorite keeps when it was
    /// stored or last changed, not when its recipe was fetched, so the JSON says no fetch time for it.
    /// No favorites is nothing to list (exit 1), not an empty list that looks like success.
    public func list(favorites cards: [RecipeCard], adjustment: MeasureAdjustment = .none) throws -> Loaded<ShoppingList> {
        guard !cards.isEmpty else { throw ShoppingError.noFavorites }
        return Loaded(value: ShoppingList(cards: cards, adjustment: adjustment), source: .favorites, fetchedAt: now())
    }
}
