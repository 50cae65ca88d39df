import RecipesCatalog

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One drink found by ingredient: what it lacks of the ingredients asked for (in `--almost`), and
/// its full recipe when `--details` asked for it.
public struct IngredientMatch: CatalogItem, Encodable {
    public var drink: RecipeSummary
    public var missing: [String]
    public var details: Cocktail?

    public var id: String { drink.id }
    public var name: String { drink.name }

    public init(drink: RecipeSummary, missing: [String] = [], details: Cocktail? = nil) {
        self.drink = drink
        self.missing = missing
        self.details = details
    }

    enum CodingKeys: String, CodingKey { case id, name, thumbnailURL, missing, details }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(drink.id, forKey: .id)
        try container.encode(drink.name, forKey: .name)
        try container.encode(drink.thumbnailAddress, forKey: .thumbnailURL)
        try container.encode(missing, forKey: .missing)
        try container.encodeIfPresent(details, forKey: .details)
    }
}
