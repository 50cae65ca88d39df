#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import RecipesCatalog

extension CatalogName {
    public static let cocktails = CatalogName(rawValue: "cocktails")
}

/// A drink's full recipe.
public struct Cocktail: RecipeCardConvertible, Hashable {
    /// The translations `--lang` offers, as TheCocktailDB names them (lower-cased).
    public static let languages = ["de", "es", "fr", "it", "zh-hans", "zh-hant"]

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

    public init(id: String, name: String, category: String? = nil, alcoholic: String? = nil, glass: String? = nil, iba: String? = nil,
                instructions: String? = nil, instructionsByLanguage: [String: String] = [:], ingredients: [Ingredient] = [],
                tags: [String] = [], imageURL: URL? = nil) {
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

    /// The drink's page on TheCocktailDB, for sharing.
    public var pageURL: URL { URL(string: "https://www.thecocktaildb.com/drink/\(id)")! }

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
