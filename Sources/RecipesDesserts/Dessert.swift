import RecipesBasics
import RecipesCatalog
import RecipesHTTP

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension CatalogName {
    public static let desserts = CatalogName(rawValue: "desserts")
}

/// A dessert's full recipe, as the program means it (the wire's quirks stop at the mapper).
public struct Dessert: RecipeCardConvertible, Hashable {
    public var id: String
    public var name: String
    @NullEncoded public var category: String?
    @NullEncoded public var area: String?
    /// The instructions as sent, line breaks included (`\r\n` in TheMealDB).
    @NullEncoded public var instructions: String?
    public var ingredients: [Ingredient]
    public var tags: [String]
    @NullEncoded public var imageURL: URL?
    @NullEncoded public var sourceURL: URL?
    @NullEncoded public var youtubeURL: URL?

    public init(
        id: String, name: String, category: String?, area: String?, instructions: String?,
        ingredients: [Ingredient], tags: [String], imageURL: URL?, sourceURL: URL?, youtubeURL: URL?
    ) {
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
}

extension Dessert {
    /// The recipe's page on TheMealDB. The id is one path segment, whatever a file gave it.
    public var pageURL: URL {
        URL(string: "https://www.themealdb.com/meal/" + QueryEncoding.encode(id)) ?? URL(string: "https://www.themealdb.com/")!
    }

    public var card: RecipeCard {
        RecipeCard(
            catalog: .desserts, id: id, name: name,
            facts: [.optional("Category", category), .optional("Area", area)].compactMap { $0 },
            tags: tags, ingredients: ingredients, instructions: instructions,
            links: [.optional("Image", imageURL), .optional("Source", sourceURL), .optional("YouTube", youtubeURL)].compactMap { $0 }
        )
    }
}

extension Dessert {
    /// Whether a TheMealDB category is its dessert category, read as a person would read it: case,
    /// surrounding spaces and invisible characters (a bidi override) do not make it another one.
    static func isDessertCategory(_ category: String) -> Bool {
        TerminalSanitizer.sanitizeLine(category).trimmed().lowercased() == "dessert"
    }
}

extension Dessert {
    /// What `desserts open` opens: the recipe's source, else its page on TheMealDB; with `video`,
    /// its YouTube video (nil when it has none).
    public func link(video: Bool) -> (kind: String, url: URL)? {
        if video { return youtubeURL.map { ("video", $0) } }
        return sourceURL.map { ("source", $0) } ?? ("page", pageURL)
    }
}

extension Dessert: StoredShapeChecking {
    /// A version-1 favorite's card: Category and Area facts; Image, Source and YouTube links.
    public init?(card: RecipeCard) {
        guard card.catalog == .desserts else { return nil }
        self.init(
            id: card.id, name: card.name, category: card.fact("Category"), area: card.fact("Area"), instructions: card.instructions,
            ingredients: card.ingredients, tags: card.tags, imageURL: card.link("Image"), sourceURL: card.link("Source"),
            youtubeURL: card.link("YouTube"))
    }

    /// The keys its synthesized decoder reads: id, name, ingredients and tags required; the rest
    /// may be null or missing.
    /// Every key the synthesized encoder writes, sorted, null included.
    package static let writtenLayout: WrittenLayout? = .object([
        ("area", .nullableString), ("category", .nullableString), ("id", .string), ("imageURL", .nullableURL),
        ("ingredients", .ingredients),
        ("instructions", .nullableString), ("name", .string), ("sourceURL", .nullableURL), ("tags", .strings), ("youtubeURL", .nullableURL),
    ])

    package static func checkStored(_ scanner: inout StrictJSONScanner, _ shape: inout JSONShape) -> Bool {
        shape.recipe(&scanner) { key, scanner, shape, _ in
            switch key {
            case "category", "area", "instructions": return shape.string(&scanner, nullable: true)
            case "imageURL", "sourceURL", "youtubeURL": return shape.url(&scanner, nullable: true)
            default: return nil
            }
        }
    }
}
