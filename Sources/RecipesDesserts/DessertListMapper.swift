#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import RecipesCatalog
import RecipesHTTP

/// `filter.php?c=Dessert` → summaries. `{"meals": null}` is an empty category, not an error.
public enum DessertListMapper {
    public static func map(_ data: Data, _ response: HTTPResponse) throws -> [RecipeSummary] {
        try (MealsWire.decode(data, response) ?? []).enumerated().map { index, record in
            let (id, name) = try MealsWire.identity(of: record, at: index)
            return RecipeSummary(id: id, name: name, thumbnailURL: record.url("strMealThumb"))
        }
    }

    /// `list.php?X=list` → the names under `field`, alphabetically, each once; null is none.
    public static func names(_ field: String) -> @Sendable (Data, HTTPResponse) throws -> [String] {
        { data, response in AlphabeticalOrder.uniqueNames((try MealsWire.decode(data, response) ?? []).compactMap { $0[field] }) }
    }

    /// `search.php` answers hold every category: keep the desserts.
    public static func mapDessertsOnly(_ data: Data, _ response: HTTPResponse) throws -> [RecipeSummary] {
        try (MealsWire.decode(data, response) ?? []).enumerated().compactMap { index, record in
            let (id, name) = try MealsWire.identity(of: record, at: index)
            guard let category = record["strCategory"], Dessert.isDessertCategory(category) else { return nil }
            return RecipeSummary(id: id, name: name, thumbnailURL: record.url("strMealThumb"))
        }
    }
}
