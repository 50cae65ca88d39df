import RecipesBasics
import RecipesCatalog

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The stderr note that says an answer is not live, e.g.
/// "offline: showing desserts cached 3 hours ago (cannot reach www.themealdb.com: connection refused)".
public enum ProvenanceNote {
    public static func text<Resource>(for loaded: Loaded<Resource>, catalog: CatalogName, now: Date) -> String? {
        switch loaded.source {
        case .live, .favorites: // favorites are asked for by name: nothing to point out
            return nil
        case .cache:
            let note = "offline: showing \(catalog) cached \(DurationText.ago(loaded.fetchedAt, now: now))"
            return loaded.fallbackReason.map { "\(note) (\($0))" } ?? note
        case .snapshot:
            let note = "the bundled sample catalog from \(day(loaded.fetchedAt))"
            guard let reason = loaded.fallbackReason else { return "showing \(note)" }
            // Said as it was: no connection or an unusable answer; nothing cached, or only a copy older than asked.
            let answer = reason.hasPrefix("invalid data from ") ? "an unusable answer" : "no connection"
            let copy = ByteSearch.contains(reason, " is older than --max-age ") ? "no cached copy young enough" : "nothing cached"
            return "\(answer) and \(copy): showing \(note) (\(reason))"
        }
    }

    /// Said after a list the bundled sample answered: it holds some of the service's recipes, not all.
    /// "this is the sample's 368 drinks, not TheCocktailDB's full list".
    public static func sampleSubset(count: Int, noun: String, service: String, whole: Bool) -> String {
        whole
            ? "this is the sample's \(count) \(noun), not \(service)'s full list"
            : "these are the sample's \(noun) that match (\(count)), not \(service)'s full answer"
    }

    private static func day(_ date: Date) -> String { UTCDate.day(date) }
}
