import Foundation
import RecipesCatalog
import RecipesCocktails
import RecipesOutput
import RecipesText
import Testing

@Suite("Cocktail output")
struct CocktailOutputTests {
    private let pipe = TextStyle(isTerminal: false)
    private let terminal = TextStyle(isTerminal: true)

    private let margarita = Cocktail(
        id: "11007", name: "Margarita", category: "Ordinary Drink", alcoholic: "Alcoholic", glass: "Cocktail glass",
        instructions: "Rub the rim with lime.\nShake and strain.",
        ingredients: [Ingredient(name: "Tequila", measure: "1 1/2 oz"), Ingredient(name: "Salt", measure: nil)],
        imageURL: URL(string: "https://images.example.invalid/drink/5noda61589575158.jpg"))

    @Test("search on a terminal: a star marks each favorite, and a missing category, kind or glass reads -")
    func searchAtATerminal() {
        let drinks = [margarita.summary, CocktailSummary(id: "9", name: "Mystery")]
        #expect(
            CocktailOutput.search(drinks, favorites: ["11007"], style: terminal) == """
                11007  ★  Margarita  Ordinary Drink  Alcoholic  Cocktail glass
                9         Mystery    -               -          -

                """)
    }

    @Test("search in a pipe: no star column, one tab-separated record per line")
    func searchInAPipe() {
        let drinks = [margarita.summary, CocktailSummary(id: "9", name: "Mystery")]
        #expect(
            CocktailOutput.search(drinks, favorites: ["11007"], style: pipe) == """
                11007\tMargarita\tOrdinary Drink\tAlcoholic\tCocktail glass
                9\tMystery\t-\t-\t-

                """)
    }

    @Test("filter with details: each recipe is titled with its id and what it lacks, without its links")
    func filterWithDetails() {
        let matches = [
            IngredientMatch(
                drink: RecipeSummary(id: "11007", name: "Margarita", thumbnailURL: nil), missing: ["Cointreau", "Lime"],
                details: margarita)
        ]
        #expect(
            CocktailOutput.filter(matches, style: pipe) == """
                Margarita (11007) — missing: Cointreau, Lime
                Category: Ordinary Drink · Alcoholic: Alcoholic · Glass: Cocktail glass

                Ingredients
                  1 1/2 oz\tTequila
                  -\tSalt

                Instructions
                Rub the rim with lime.

                Shake and strain.

                """)
    }

    @Test("filter without details: id, name and what is missing; a drink lacking nothing ends at its name")
    func filterWithoutDetails() {
        let matches = [
            IngredientMatch(drink: RecipeSummary(id: "11007", name: "Margarita", thumbnailURL: nil), missing: ["Lime"]),
            IngredientMatch(drink: RecipeSummary(id: "17216", name: "Tommy's Margarita", thumbnailURL: nil)),
        ]
        #expect(CocktailOutput.filter(matches, style: pipe) == "11007\tMargarita\tmissing: Lime\n17216\tTommy's Margarita\n")
    }

    @Test("share as plain text: title, photo, measured ingredients, numbered steps, glass and source")
    func shareText() {
        #expect(
            CocktailOutput.share(margarita, format: .text) == """
                Margarita
                Photo: https://images.example.invalid/drink/5noda61589575158.jpg

                Ingredients:
                - 1 1/2 oz Tequila
                - Salt

                Steps:
                1. Rub the rim with lime.
                2. Shake and strain.

                Serve in: Cocktail glass

                Source: TheCocktailDB, https://www.thecocktaildb.com/drink/11007

                """)
    }
}
