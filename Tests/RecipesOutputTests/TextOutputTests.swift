import Foundation
import RecipesCatalog
import RecipesDesserts
import RecipesHTTP
import RecipesOutput
import RecipesText
import TestSupport
import Testing

@Suite("Text output")
struct TextOutputTests {
    private let pipe = TextStyle(isTerminal: false)
    private let terminal = TextStyle(isTerminal: true)

    @Test("prints one tab-separated record per line when stdout is not a terminal")
    func plainList() {
        let items = [
            RecipeSummary(id: "1", name: "Tart\tTatin\nTwo", thumbnailURL: nil), RecipeSummary(id: "22", name: "Pie", thumbnailURL: nil),
        ]
        #expect(ListOutput.recipes(items, style: pipe) == "1\tTart Tatin Two\n22\tPie\n")
    }

    @Test("aligns columns on a terminal")
    func terminalList() {
        let items = [RecipeSummary(id: "1", name: "Tart", thumbnailURL: nil), RecipeSummary(id: "22", name: "Pie", thumbnailURL: nil)]
        #expect(ListOutput.recipes(items, style: terminal) == "1   \u{20}  Tart\n22  \u{20}  Pie\n")
        #expect(ListOutput.recipes(items, favorites: ["22"], style: terminal) == "1   \u{20}  Tart\n22  ★  Pie\n")
    }

    @Test("renders a recipe with facts, ingredients, paragraphs and links")
    func detail() throws {
        let dessert = try #require(try DessertDetailsMapper.map(Fixtures.data("mealdb/lookup-52917.json"), HTTPResponse(statusCode: 200)))
        let text = DessertOutput.detail(dessert, style: pipe)
        #expect(
            text.hasPrefix(
                "White chocolate creme brulee\nCategory: Dessert · Area: French\nTags: Desert, DinnerParty, Pudding\n\nIngredients\n"))
        #expect(text.contains("  568ml\tDouble Cream\n"))
        #expect(text.contains("  Top\tCaster Sugar\n"))
        #expect(text.contains("\n\nInstructions\nHeat the cream"))
        #expect(text.contains("Chill in the fridge for at least 4 hrs.\n\nTo serve"))
        #expect(!text.contains("\r"))
        #expect(text.hasSuffix("YouTube: https://www.youtube.com/watch?v=LmJ0lsPLHDc\n"))
    }

    @Test("never lets escape sequences from a recipe reach the terminal")
    func hostile() {
        let dessert = Dessert(
            id: "1", name: "\u{1B}]52;c;aGk=\u{07}Pie\u{1B}[2J", category: "\u{202E}evil", area: nil,
            instructions: "Step\u{1B}]8;;http://x\u{07}one", ingredients: [Ingredient(name: "\u{9B}31mSalt", measure: "\u{1B}[1m1")],
            tags: ["\u{7}t"], imageURL: nil, sourceURL: nil, youtubeURL: nil)
        let text = DessertOutput.detail(dessert, style: terminal)
        #expect(!text.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 || $0.value == 0x9B || $0.value == 0x202E })
        #expect(text.contains("Pie") && text.contains("Salt") && text.contains("Stepone"))
    }

    @Test("Markdown link targets cannot end early or break out: ) and spaces are percent-encoded")
    func markdownLinkTargets() throws {
        let url = try #require(URL(string: "https://example.com/a)b(c%20d"))
        let card = RecipeCard(
            catalog: .desserts, id: "1", name: "Pie", links: [RecipeCard.Link("Source", url), RecipeCard.Link("Image", url)])
        let markdown = RecipeCardOutput.markdown(card, note: nil)
        #expect(markdown.contains("](https://example.com/a%29b%28c%20d)"), "\(markdown)")
        #expect(!markdown.contains("a)b"))
    }
}
