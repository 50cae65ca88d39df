import RecipesBasics
import RecipesCocktails
import RecipesFavorites
import RecipesShopping
import RecipesText

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Cocktails for a person: search and filter lines, recipes, and the share sheet.
public enum CocktailOutput {
    /// id, name, category, alcoholic, glass; a star marks favorites on a terminal.
    public static func search(_ drinks: [CocktailSummary], favorites: Set<String> = [], style: TextStyle) -> String {
        style.table(
            drinks.map { drink in
                let columns = [drink.name, drink.category ?? "-", drink.alcoholic ?? "-", drink.glass ?? "-"]
                return style.isTerminal ? [drink.id, favorites.contains(drink.id) ? "★" : " "] + columns : [drink.id] + columns
            }, emphasis: style.isTerminal ? [.dim, .warning, .name] : [.dim, .name],
            // Narrow terminals lose the glass first, then alcoholic, then the category: never the name.
            giveWay: [5, 4, 3])
    }

    /// id, name, and what is missing (for --almost); with details, each recipe follows its line. On a
    /// narrow terminal what is missing wraps first, then the name: neither is cut.
    public static func filter(_ matches: [IngredientMatch], style: TextStyle) -> String {
        guard matches.contains(where: { $0.details != nil }) else {
            return style.table(matches.map { [$0.id, $0.name, missing($0)] }, emphasis: [.dim, .name, .warning], wrap: [2, 1])
        }
        return matches.map { match -> String in
            guard let details = match.details else { return style.table([[match.id, match.name, missing(match)]], wrap: [2, 1]) }
            var card = details.card
            card.name = "\(details.name) (\(details.id))" + (match.missing.isEmpty ? "" : " — \(missing(match))")
            card.links = []
            return RecipeCardOutput.text(card, style: style)
        }.joined(separator: "\n")
    }

    private static func missing(_ match: IngredientMatch) -> String {
        match.missing.isEmpty ? "" : "missing: " + match.missing.joined(separator: ", ")
    }

    /// `adjustment` scales and converts the measures (`--scale`, `--units`).
    public static func detail(
        _ cocktail: Cocktail, language: String?, favorite: Favorite? = nil, adjustment: MeasureAdjustment = .none,
        style: TextStyle
    ) -> String {
        RecipeCardOutput.text(
            adjustment.card(cocktail.card(language: language)), favorite: favorite != nil, note: favorite?.note, style: style)
    }

    public typealias ShareFormat = RecipeCardOutput.ShareFormat

    /// A self-contained recipe to paste into a message: title, image link, ingredients, steps, glass, source.
    public static func share(_ cocktail: Cocktail, format: ShareFormat, adjustment: MeasureAdjustment = .none) -> String {
        RecipeCardOutput.share(
            adjustment.card(cocktail.card), format: format, servedIn: cocktail.glass, source: ("TheCocktailDB", cocktail.pageURL))
    }
}
