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

    /// "dessert:52917", "cocktail:margarita", "pizza:Hawaii". Any failure fails the list: it is never partial.
    /// `adjustment` scales and converts the amounts before they add up.
    public func list(for references: [String], adjustment: MeasureAdjustment = .none, concurrency: Int = 8) async throws -> Loaded<
        ShoppingList
    > {
        let parsed = try references.map { reference -> (any Catalog, String) in
            guard let colon = reference.firstIndex(of: ":"), colon != reference.startIndex,
                !reference[reference.index(after: colon)...].trimmed().isEmpty
            else {
                throw ShoppingError.badReference(reference)
            }
            return (try catalogs.named(String(reference[..<colon])), String(reference[reference.index(after: colon)...]))
        }
        let cards = try await BoundedConcurrency.map(parsed.indices.map { $0 }, limit: concurrency) { index in
            let (catalog, text) = parsed[index]
            return try await catalog.card(id: catalog.resolveID(text), askedAs: text)
        }
        return Loaded(value: ShoppingList(cards: cards.map(\.value), adjustment: adjustment), combining: cards, now: now())
    }

    /// From favorites' stored snapshots: `favorites` as its source. A favorite keeps when it was
    /// stored or last changed, not when its recipe was fetched, so the JSON says no fetch time for it.
    /// No favorites is nothing to list (exit 1), not an empty list that looks like success.
    public func list(favorites cards: [RecipeCard], adjustment: MeasureAdjustment = .none) throws -> Loaded<ShoppingList> {
        guard !cards.isEmpty else { throw ShoppingError.noFavorites }
        return Loaded(value: ShoppingList(cards: cards, adjustment: adjustment), source: .favorites, fetchedAt: now())
    }
}
