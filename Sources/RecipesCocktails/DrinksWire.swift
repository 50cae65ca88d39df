import RecipesBasics
import RecipesCatalog
import RecipesHTTP

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

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
        try JSONWire.refuseNonJSON(data, response: response)
        switch WireRecordScanner.scan(data, key: "drinks") {
        case .records(let records)?: return records
        case .nothing?: return []
        default: return try JSONWire.decode(DrinksWire.self, from: data, response: response).drinks
        }
    }

    static func identity(of record: WireRecord, at index: Int) throws -> (id: String, name: String) {
        guard let id = record["idDrink"], RecipeID(id) != nil else { throw MappingError("drinks[\(index)] has no valid idDrink") }
        guard let name = record["strDrink"] else { throw MappingError("drinks[\(index)] has no strDrink") }
        return (id, name)
    }
}
