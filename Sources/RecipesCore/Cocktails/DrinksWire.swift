import Foundation

/// TheCocktailDB's envelope. `{"drinks": null}` and the strings `filter.php` sends for a miss
/// (`"None Found"`, `"no data found"`) are all "no drinks"; a missing key is invalid data.
struct DrinksWire: Decodable {
    let drinks: [WireRecord]

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: AnyKey.self)
        let key = AnyKey(stringValue: "drinks")
        guard container.contains(key) else {
            throw DecodingError.keyNotFound(key, .init(codingPath: [], debugDescription: "no drinks key"))
        }
        if (try? container.decodeNil(forKey: key)) == true || (try? container.decode(String.self, forKey: key)) != nil {
            drinks = []
        } else {
            drinks = try container.decode([WireRecord].self, forKey: key)
        }
    }

    static func decode(_ data: Data, _ response: HTTPResponse) throws -> [WireRecord] {
        try JSONWire.decode(DrinksWire.self, from: data, response: response).drinks
    }

    static func identity(of record: WireRecord, at index: Int) throws -> (id: String, name: String) {
        guard let id = record["idDrink"], RecipeID(id) != nil else { throw MappingError("drinks[\(index)] has no valid idDrink") }
        guard let name = record["strDrink"] else { throw MappingError("drinks[\(index)] has no strDrink") }
        return (id, name)
    }
}

/// `search.php`, `lookup.php` and `random.php` answers → full cocktails.
public enum CocktailMapper {
    public static func cocktails(_ data: Data, _ response: HTTPResponse) throws -> [Cocktail] {
        try DrinksWire.decode(data, response).enumerated().map { index, record in
            let (id, name) = try DrinksWire.identity(of: record, at: index)
            var translations: [String: String] = [:]
            for key in record.keys(withPrefix: "strInstructions") where key != "strInstructions" {
                if let text = record[key] { translations[String(key.dropFirst("strInstructions".count)).lowercased()] = text }
            }
            let tags = (record["strTags"] ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
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
