import Foundation

/// `filter.php?c=Dessert` → summaries. `{"meals": null}` is an empty category, not an error.
public enum DessertListMapper {
    public static func map(_ data: Data, _ response: HTTPResponse) throws -> [RecipeSummary] {
        try (MealsWire.decode(data, response) ?? []).enumerated().map { index, record in
            let (id, name) = try MealsWire.identity(of: record, at: index)
            return RecipeSummary(id: id, name: name, thumbnailURL: record.url("strMealThumb"))
        }
    }

    /// `search.php` answers hold every category: keep the desserts.
    public static func mapDessertsOnly(_ data: Data, _ response: HTTPResponse) throws -> [RecipeSummary] {
        try (MealsWire.decode(data, response) ?? []).enumerated().compactMap { index, record in
            let (id, name) = try MealsWire.identity(of: record, at: index)
            guard record["strCategory"]?.caseInsensitiveCompare("Dessert") == .orderedSame else { return nil }
            return RecipeSummary(id: id, name: name, thumbnailURL: record.url("strMealThumb"))
        }
    }
}
