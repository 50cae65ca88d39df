import RecipesHTTP

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `lookup.php?i=ID` → a `Dessert`, or nil for `{"meals": null}` (no such meal).
public enum DessertDetailsMapper {
    public static func map(_ data: Data, _ response: HTTPResponse) throws -> Dessert? {
        guard let record = try MealsWire.decode(data, response)?.first else { return nil }
        let (id, name) = try MealsWire.identity(of: record, at: 0)
        let tags = (record["strTags"] ?? "")
            .split(separator: ",")
            .map { $0.trimmed() }
            .filter { !$0.isEmpty }
        return Dessert(
            id: id,
            name: name,
            category: record["strCategory"],
            area: record["strArea"],
            instructions: record["strInstructions"],
            ingredients: record.ingredients(ingredientPrefix: "strIngredient", measurePrefix: "strMeasure"),
            tags: tags,
            imageURL: record.url("strMealThumb"),
            sourceURL: record.url("strSource"),
            youtubeURL: record.url("strYoutube")
        )
    }
}
