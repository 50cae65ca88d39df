import RecipesCatalog
import RecipesHTTP

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `filter.php?c=Dessert` → summaries. `{"meals": null}` is an empty category, not an error; a meal
/// without an id or a name is left out and counted (`Feed`).
public enum DessertListMapper {
    public static func map(_ data: Data, _ response: HTTPResponse) throws -> Feed<RecipeSummary> {
        try Feed(records: MealsWire.decode(data, response) ?? []) { index, record in
            let (id, name) = try MealsWire.identity(of: record, at: index)
            return RecipeSummary(id: id, name: name, thumbnailAddress: record.webAddress("strMealThumb"))
        }
    }

    /// `list.php?X=list` → the names under `field`, alphabetically, each once; null is none.
    public static func names(_ field: String) -> @Sendable (Data, HTTPResponse) throws -> [String] {
        { data, response in AlphabeticalOrder.uniqueNames((try MealsWire.decode(data, response) ?? []).compactMap { $0[field] }) }
    }

    /// `search.php` answers hold every category: keep the desserts. Meals of other categories are
    /// not this list's to count, so they are dropped before their id and name are checked.
    public static func mapDessertsOnly(_ data: Data, _ response: HTTPResponse) throws -> Feed<RecipeSummary> {
        try Feed(records: MealsWire.decode(data, response) ?? []) { index, record in
            guard let category = record["strCategory"], Dessert.isDessertCategory(category) else { return nil }
            let (id, name) = try MealsWire.identity(of: record, at: index)
            return RecipeSummary(id: id, name: name, thumbnailAddress: record.webAddress("strMealThumb"))
        }
    }
}
