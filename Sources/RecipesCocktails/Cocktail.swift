import RecipesBasics
import RecipesCatalog
import RecipesHTTP

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension CatalogName {
    public static let cocktails = CatalogName(rawValue: "cocktails")
}

/// A drink's full recipe.
public struct Cocktail: RecipeCardConvertible, Hashable {
    public var id: String
    public var name: String
    @NullEncoded public var category: String?
    @NullEncoded public var alcoholic: String?
    @NullEncoded public var glass: String?
    @NullEncoded public var iba: String?
    /// English instructions, as sent.
    @NullEncoded public var instructions: String?
    /// Translations by lower-cased language code: "de", "zh-hans"...
    public var instructionsByLanguage: [String: String]
    public var ingredients: [Ingredient]
    public var tags: [String]
    @NullEncoded public var imageURL: URL?

    public init(
        id: String, name: String, category: String? = nil, alcoholic: String? = nil, glass: String? = nil, iba: String? = nil,
        instructions: String? = nil, instructionsByLanguage: [String: String] = [:], ingredients: [Ingredient] = [],
        tags: [String] = [], imageURL: URL? = nil
    ) {
        self.id = id
        self.name = name
        self.category = category
        self.alcoholic = alcoholic
        self.glass = glass
        self.iba = iba
        self.instructions = instructions
        self.instructionsByLanguage = instructionsByLanguage
        self.ingredients = ingredients
        self.tags = tags
        self.imageURL = imageURL
    }

    /// The drink's page on TheCocktailDB, for sharing. The id is one path segment, whatever a file gave it.
    public var pageURL: URL {
        URL(string: "https://www.thecocktaildb.com/drink/" + QueryEncoding.encode(id)) ?? URL(string: "https://www.thecocktaildb.com/")!
    }

    public var summary: CocktailSummary {
        CocktailSummary(id: id, name: name, category: category, alcoholic: alcoholic, glass: glass, thumbnailURL: imageURL)
    }

    /// Instructions in `language` when the drink has them; nil means "use English".
    public func instructions(in language: String) -> String? {
        instructionsByLanguage[language.lowercased()]
    }

    public var card: RecipeCard { card(language: nil) }

    /// The card, with instructions in `language` when there is a translation.
    public func card(language: String?) -> RecipeCard {
        RecipeCard(
            catalog: .cocktails, id: id, name: name,
            facts: [.optional("Category", category), .optional("Alcoholic", alcoholic), .optional("Glass", glass), .optional("IBA", iba)]
                .compactMap { $0 },
            tags: tags, ingredients: ingredients,
            instructions: language.flatMap(instructions(in:)) ?? instructions,
            links: [.optional("Image", imageURL), RecipeCard.Link("Source", pageURL)].compactMap { $0 }
        )
    }
}

extension Cocktail: StoredShapeChecking {
    /// A version-1 favorite's card: Category, Alcoholic, Glass and IBA facts, the Image link (the
    /// Source link is the drink's page, made from its id). A card kept no translations.
    public init?(card: RecipeCard) {
        guard card.catalog == .cocktails else { return nil }
        self.init(
            id: card.id, name: card.name, category: card.fact("Category"), alcoholic: card.fact("Alcoholic"), glass: card.fact("Glass"),
            iba: card.fact("IBA"), instructions: card.instructions, ingredients: card.ingredients, tags: card.tags,
            imageURL: card.link("Image"))
    }

    /// The keys its synthesized decoder reads: id, name, instructionsByLanguage, ingredients and
    /// tags required; the rest may be null or missing.
    /// Every key the synthesized encoder writes, sorted, null included.
    package static let writtenLayout: WrittenLayout? = .object([
        ("alcoholic", .nullableString), ("category", .nullableString), ("glass", .nullableString), ("iba", .nullableString),
        ("id", .string),
        ("imageURL", .nullableURL), ("ingredients", .ingredients), ("instructions", .nullableString),
        ("instructionsByLanguage", .stringDictionary), ("name", .string), ("tags", .strings),
    ])

    package static func checkStored(_ scanner: inout StrictJSONScanner, _ shape: inout JSONShape) -> Bool {
        shape.recipe(&scanner, ownRequired: 1) { key, scanner, shape, required in
            switch key {
            case "category", "alcoholic", "glass", "iba", "instructions": return shape.string(&scanner, nullable: true)
            case "imageURL": return shape.url(&scanner, nullable: true)
            case "instructionsByLanguage":
                required += 1
                return shape.dictionary(&scanner) { scanner, shape in shape.string(&scanner) }
            default: return nil
            }
        }
    }
}
