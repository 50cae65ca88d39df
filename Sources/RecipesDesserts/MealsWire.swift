import RecipesBasics
import RecipesCatalog
import RecipesHTTP

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// TheMealDB's envelope, `{"meals": [...] | null}`. The key must be there; only its value may be null.
struct MealsWire: Decodable {
    let meals: [WireRecord]?

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: AnyKey.self)
        meals = try container.decode([WireRecord]?.self, forKey: AnyKey(stringValue: "meals"))
    }

    static func decode(_ data: Data, _ response: HTTPResponse) throws -> [WireRecord]? {
        try JSONWire.refuseNonJSON(data, response: response)
        switch WireRecordScanner.scan(data, key: "meals") {
        case .records(let records)?: return records
        case .nothing(wasString: false)?: return nil
        default: return try JSONWire.decode(MealsWire.self, from: data, response: response).meals
        }
    }

    /// The id and name every meal must have.
    static func identity(of record: WireRecord, at index: Int) throws -> (id: String, name: String) {
        guard let id = record["idMeal"], RecipeID(id) != nil else { throw MappingError("meals[\(index)] has no valid idMeal") }
        guard let name = record["strMeal"] else { throw MappingError("meals[\(index)] has no strMeal") }
        return (id, name)
    }
}
