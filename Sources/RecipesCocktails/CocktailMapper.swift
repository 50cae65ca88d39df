import RecipesCatalog
import RecipesHTTP

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `search.php`, `lookup.php` and `random.php` answers → full cocktails. A drink without an id or a
/// name is left out and counted (`Feed`); only an answer with no usable drink is invalid data.
public enum CocktailMapper {
    public static func feed(_ data: Data, _ response: HTTPResponse) throws -> Feed<Cocktail> {
        try Feed(records: DrinksWire.decode(data, response)) { index, record in
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

    /// The drinks that could be read, for callers that list nothing (name lookups).
    public static func cocktails(_ data: Data, _ response: HTTPResponse) throws -> [Cocktail] {
        try feed(data, response).items
    }

    public static func summaries(_ data: Data, _ response: HTTPResponse) throws -> Feed<CocktailSummary> {
        try feed(data, response).map(\.summary)
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
    public static func filtered(_ data: Data, _ response: HTTPResponse) throws -> Feed<RecipeSummary> {
        try Feed(records: DrinksWire.decode(data, response)) { index, record in
            let (id, name) = try DrinksWire.identity(of: record, at: index)
            return RecipeSummary(id: id, name: name, thumbnailAddress: record.webAddress("strDrinkThumb"))
        }
    }
}
