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
        /// A catalog answered from a stored copy: which, from where, when, and why (an added key; the version stays 2).
        struct Stored: Encodable {
            let catalog: CatalogName
            let source: ResourceSource
            let fetchedAt: Date
            @NullEncoded var reason: String?
            let searchedStoredLists: Bool
        }
        struct Search: Encodable {
            let schemaVersion = SearchOutput.schemaVersion
            let source: ResourceSource
            let fetchedAt: Date
            let items: [SearchResult]
            let failures: [Failure]
            let stored: [Stored]
        }
        return try JSONOutput.encode(
            Search(
                source: outcome.results.source, fetchedAt: outcome.results.fetchedAt, items: outcome.results.value,
                failures: outcome.failures.map { Failure(catalog: $0.catalog, error: UserFacingError.message(for: $0.error)) },
                stored: outcome.storedAnswers.map {
                    Stored(
                        catalog: $0.catalog, source: $0.answer.source, fetchedAt: $0.answer.fetchedAt, reason: $0.answer.fallbackReason,
                        searchedStoredLists: $0.answer.searchedStoredLists)
                }))
    }

    /// One stderr line per catalog that could not answer live and was answered from what is stored
    /// here, naming it, why, and what was searched:
    /// "cocktails: cannot reach www.thecocktaildb.com: connection refused; searched the stored lists, cached 3 hours ago",
    /// "desserts: not asked (--offline); searched the stored lists, the bundled sample catalog from 2021-04-01",
    /// "pizza: www.example.com answered HTTP 500; showing its answer cached 2 hours ago",
    /// "cocktails: cannot reach …; showing the bundled sample catalog's answer from 2021-04-01".
    public static func storedNotes(_ outcome: UnifiedSearch.Outcome, now: Date) -> [String] {
        outcome.storedAnswers.map { catalog, answer in
            let sample = answer.source == .snapshot
            let day = UTCDate.day(answer.fetchedAt)
            let ago = DurationText.ago(answer.fetchedAt, now: now)
            let what =
                answer.searchedStoredLists
                ? "searched the stored lists, " + (sample ? "the bundled sample catalog from \(day)" : "cached \(ago)")
                : sample ? "showing the bundled sample catalog's answer from \(day)" : "showing its answer cached \(ago)"
            guard let reason = answer.fallbackReason else { return "\(catalog): \(what)" }
            return "\(catalog): \(reason == "--offline" ? "not asked (--offline)" : reason); \(what)"
        }
    }

    /// One stderr line per catalog that did not answer: its name, then the reason, said once.
    public static func failureLines(_ outcome: UnifiedSearch.Outcome) -> [String] {
        outcome.failures.map { "warning: \($0.catalog): \(UserFacingError.message(for: $0.error))" }
    }
}
