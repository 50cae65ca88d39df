import Foundation
import RecipesCatalog
import RecipesText
import Testing

@Suite("recipe card lines")
struct RecipeCardLinesTests {
    private let card = RecipeCard(
        catalog: CatalogName(rawValue: "desserts"), id: "1", name: "Pie\u{1B}[31m", facts: [RecipeCard.Fact("Area", "British")],
        tags: ["Tart", "Sweet"],
        ingredients: [Ingredient(name: "Cream", measure: "200ml"), Ingredient(name: "Sugar\nlumps", measure: nil)],
        instructions: "Heat the cream in a pan until it simmers.\r\n\r\nServe.",
        links: [RecipeCard.Link("Source", URL(string: "http://localhost/pie")!)])

    @Test(
        "the card's lines are its text, one line each: browse lays them out without splitting the text again",
        arguments: [
            TextStyle(isTerminal: true, width: 16), TextStyle(isTerminal: true, width: 60, colour: true), TextStyle(isTerminal: false),
        ])
    func linesAreTheText(style: TextStyle) {
        let lines = RecipeCardOutput.lines(card, favorite: true, note: "first\nsecond\r\nthird", style: style)
        #expect(lines.allSatisfy { !$0.contains("\n") })
        #expect(
            lines.map { $0 + "\n" }.joined() == RecipeCardOutput.text(card, favorite: true, note: "first\nsecond\r\nthird", style: style))
    }

    @Test("a table's lines are the table, one line each, at a terminal and in a pipe")
    func tableLines() {
        let rows = [["  200ml", "Cream"], ["  -", "Sugar lumps and a long name that wraps"], ["", ""]]
        for style in [TextStyle(isTerminal: true, width: 20), TextStyle(isTerminal: false)] {
            let lines = style.tableLines(rows)
            #expect(lines.allSatisfy { !$0.contains("\n") })
            #expect(lines.map { $0 + "\n" }.joined() == style.table(rows))
        }
    }
}
