import RecipesCatalog

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension CocktailCatalog {
    /// `recipes sync cocktails`: every drink by first letter (`search.php?f=` answers full records,
    /// so about 36 requests cover every drink; each record is also kept as its `lookup.php?i=`
    /// answer), with their pictures; the alcoholic and non-alcoholic lists; the category, glass and
    /// ingredient names, and the list of each, so every `cocktail list` criterion and `cocktail
    /// filter -i` of a listed ingredient opens offline.
    public func syncPlan(loader: ResourceLoader) -> SyncPlan {
        let letters = CocktailCatalog.letters.map { letter in
            SyncRequest(
                letterEndpoint(letter), loader: loader, then: { SyncFollowUp(pictures: $0.items.compactMap(\.thumbnailURL)) },
                derived: lookups)
        }
        let alcohol = [true, false].map { SyncRequest(filterEndpoint(.alcoholic($0)), loader: loader) }
        let named: [(CocktailNameList, @Sendable (String) -> Endpoint<Feed<RecipeSummary>>)] = [
            (.categories, { filterEndpoint(.category($0)) }), (.glasses, { filterEndpoint(.glass($0)) }),
            (.ingredients, { ingredientEndpoint($0) }),
        ]
        let lists = named.map { list, endpoint in
            SyncRequest(namesEndpoint(list), loader: loader) { names in
                SyncFollowUp(requests: names.map { SyncRequest(endpoint($0), loader: loader) })
            }
        }
        return SyncPlan(letters + alcohol + lists)
    }

    /// Each drink of a letter's answer, as the answer `lookup.php?i=ID` would give: the same record,
    /// alone in the envelope. A record the lookup's mapper does not read as a drink (no name) is
    /// left out, and of records sharing an id only the first that reads is kept, so what `cocktail
    /// show` finds cached is always a drink.
    @Sendable func lookups(from body: Data) -> [DerivedAnswer] {
        guard let answer = try? JSONDecoder().decode([String: [[String: String?]]?].self, from: body),
            let drinks = answer["drinks"] ?? nil
        else { return [] }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        var kept = Set<RecipeID>()
        return drinks.compactMap { drink in
            guard let id = (drink["idDrink"] ?? nil).flatMap(RecipeID.init), !kept.contains(id),
                let body = try? encoder.encode(["drinks": [drink]]),
                let lookup = DerivedAnswer(detailEndpoint(for: id), body: body)
            else { return nil }
            kept.insert(id)
            return lookup
        }
    }
}
