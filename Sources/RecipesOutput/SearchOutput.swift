import RecipesBasics
import RecipesCatalog
import RecipesPizza
import RecipesText

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `recipes search` and `recipes shopping-list` for people and scripts.
public enum SearchOutput {
    /// catalog, id, name, detail (a pizza's price).
    public static func text(_ results: [SearchResult], style: TextStyle) -> String {
        style.table(
            results.map { [$0.catalog.rawValue, $0.id, $0.name, $0.detail ?? $0.price.map(Money.format) ?? ""] },
            emphasis: [.dim, .dim, .name], giveWay: [3])
    }

    /// Version 2: a pizza's price is `price`, a number (in version 1 it was text in `detail`).
    static let schemaVersion = 2

    public static func json(_ outcome: UnifiedSearch.Outcome) throws -> String {
        struct Failure: Encodable {
            let catalog: CatalogName
            let error: String
        }
        struct Search: Encodable {
            let schemaVersion = SearchOutput.schemaVersion
            let source: ResourceSource
            let fetchedAt: Date
            let items: [SearchResult]
            let failures: [Failure]
        }
        return try JSONOutput.encode(
            Search(
                source: outcome.results.source, fetchedAt: outcome.results.fetchedAt, items: outcome.results.value,
                failures: outcome.failures.map { Failure(catalog: $0.catalog, error: UserFacingError.message(for: $0.error)) }))
    }

    /// One stderr line per catalog that did not answer: its name, then the reason, said once.
    /// The one note of a search the services could not answer, answered from stored lists:
    /// "offline: searched only the lists stored here, the bundled sample catalog from 2026-11-22 (REASON)".
    public static func storedNote(_ outcome: UnifiedSearch.Outcome, now: Date) -> String? {
        let results = outcome.results
        guard results.searchedStoredLists else { return nil }
        let what =
            results.source == .snapshot
            ? "the bundled sample catalog from \(UTCDate.day(results.fetchedAt))"
            : "cached \(DurationText.ago(results.fetchedAt, now: now))"
        let matches = results.value.isEmpty ? "nothing matches in" : "searched only"
        return "offline: \(matches) the lists stored here, \(what)" + (results.fallbackReason.map { " (\($0))" } ?? "")
    }

    public static func failureLines(_ outcome: UnifiedSearch.Outcome) -> [String] {
        outcome.failures.map { "warning: \($0.catalog): \(UserFacingError.message(for: $0.error))" }
    }
}
