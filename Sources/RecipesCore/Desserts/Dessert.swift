import Foundation

extension CatalogName {
    public static let desserts = CatalogName(rawValue: "desserts")
}

/// A dessert's full recipe, as the program means it (the wire's quirks stop at the mapper).
public struct Dessert: RecipeCardConvertible, Hashable {
    public var id: String
    public var name: String
    public var category: String?
    public var area: String?
    /// The instructions as sent, line breaks included (`\r\n` in TheMealDB).
    public var instructions: String?
    public var ingredients: [Ingredient]
    public var tags: [String]
    public var imageURL: URL?
    public var sourceURL: URL?
    public var youtubeURL: URL?

    public init(id: String, name: String, category: String?, area: String?, instructions: String?,
                ingredients: [Ingredient], tags: [String], imageURL: URL?, sourceURL: URL?, youtubeURL: URL?) {
        self.id = id
        self.name = name
        self.category = category
        self.area = area
        self.instructions = instructions
        self.ingredients = ingredients
        self.tags = tags
        self.imageURL = imageURL
        self.sourceURL = sourceURL
        self.youtubeURL = youtubeURL
    }

    // Explicit so that absent values are written as null, as Docs/JSON.md promises.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(name, forKey: .name)
        try container.encode(category, forKey: .category)
        try container.encode(area, forKey: .area)
        try container.encode(instructions, forKey: .instructions)
        try container.encode(ingredients, forKey: .ingredients)
        try container.encode(tags, forKey: .tags)
        try container.encode(imageURL, forKey: .imageURL)
        try container.encode(sourceURL, forKey: .sourceURL)
        try container.encode(youtubeURL, forKey: .youtubeURL)
    }
}

extension Dessert {
    public var card: RecipeCard {
        RecipeCard(
            catalog: .desserts, id: id, name: name,
            facts: [.optional("Category", category), .optional("Area", area)].compactMap { $0 },
            tags: tags, ingredients: ingredients, instructions: instructions,
            links: [.optional("Image", imageURL), .optional("Source", sourceURL), .optional("YouTube", youtubeURL)].compactMap { $0 }
        )
    }
}
