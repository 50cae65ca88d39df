#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import RecipesCatalog
import RecipesHTTP

/// `search.php`, `lookup.php` and `random.php` answers → full cocktails.
public enum CocktailMapper {
    public static func cocktails(_ data: Data, _ response: HTTPResponse) throws -> [Cocktail] {
        try DrinksWire.decode(data, response).enumerated().map { index, record in
            let (id, name) = try DrinksWire.identity(of: record, at: index)
            var translations: [String: String] = [:]
            for key in record.keys(withPrefix: "strInstructions") where key != "strInstructions" {
                if let text = record[key] { translations[String(key.dropFirst("strInstructions".count)).lowercased()] = text }
            }
            let tags = (record["strTags"] ?? "").split(separator: ",").map { $0.trimmed() }.filter { !$0.isEmpty }
            return Cocktail(
                id: id, name: name, category: record["strCategory"], alcoholic: record["strAlcoholic"], glass: record["strGlass"],
                iba: record["strIBA"], instructions: record["strInstructions"], instructionsByLanguage: translations,
                ingredients: record.ingredients(ingredientPrefix: "strIngredient", measurePrefix: "strMeasure"),
                tags: tags, imageURL: record.url("strDrinkThumb")
            )
        }
    }

    public static func summaries(_ data: Data, _ response: HTTPResponse) throws -> [CocktailSummary] {
        try cocktails(data, response).map(\.summary)
    }

    public static func first(_ data: Data, _ response: HTTPResponse) throws -> Cocktail? {
        try cocktails(data, response).first
    }

    /// `list.php?X=list` → the names under `field`, alphabetically, each once. Entries without one
    /// are skipped; "None Found" or null is an empty list.
    public static func names(_ field: String) -> @Sendable (Data, HTTPResponse) throws -> [String] {
        { data, response in AlphabeticalOrder.uniqueNames(try DrinksWire.decode(data, response).compactMap { $0[field] }) }
    }

    /// `filter.php` → id, name and thumbnail only.
    public static func filtered(_ data: Data, _ response: HTTPResponse) throws -> [RecipeSummary] {
        try DrinksWire.decode(data, response).enumerated().map { index, record in
            let (id, name) = try DrinksWire.identity(of: record, at: index)
            return RecipeSummary(id: id, name: name, thumbnailURL: record.url("strDrinkThumb"))
        }
    }
}
