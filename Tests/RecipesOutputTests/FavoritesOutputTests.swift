import Foundation
import RecipesCatalog
import RecipesOutput
import RecipesText
import Testing

@testable import RecipesFavorites

@Suite("Favorites output")
struct FavoritesOutputTests {
    private let t0 = Date(timeIntervalSince1970: 1_800_000_000)

    private var tart: Favorite {
        Favorite(
            recipe: RecipeCard(
                catalog: .desserts, id: "52917", name: "Tart [best]", facts: [RecipeCard.Fact("Area", "French")],
                ingredients: [Ingredient(name: "Sugar", measure: "1 cup")], instructions: "Bake.",
                links: [RecipeCard.Link("Source", URL(string: "https://example.com/tart")!)]),
            note: "less sugar\nmore *butter*", addedAt: t0)
    }

    @Test("a cookbook of one says 1 recipe, with the export time in UTC, then the recipe and its note as Markdown")
    func cookbookOfOne() {
        #expect(
            FavoritesOutput.cookbook([tart], now: t0) == """
                # My cookbook

                1 recipe, exported by recipes on 2027-01-15T08:00:00Z.

                ## Tart \\[best\\]

                Area: French

                ### Ingredients

                - 1 cup Sugar

                ### Instructions

                Bake.

                - [Source](https://example.com/tart)

                ### Note

                > less sugar
                > more *butter*


                """)
    }

    @Test("the list: catalog, id, name, and a pencil on those with a note")
    func list() {
        let plain = Favorite(recipe: RecipeCard(catalog: .desserts, id: "1", name: "Pie"), addedAt: t0)
        let summaries = [tart, plain].map { FavoriteSummary(catalog: $0.catalog, id: $0.id, name: $0.name, note: $0.note) }
        #expect(
            FavoritesOutput.list(summaries, style: TextStyle(isTerminal: false)) == "desserts\t52917\tTart [best]\t✎\ndesserts\t1\tPie\n")
    }

    @Test("the list of a listing, from its bytes, is the summaries' list: to a pipe, at terminals of every width, in colour")
    func listFromBytes() {
        let summaries = [
            FavoriteSummary(catalog: .desserts, id: "52917", name: "Tart [best]", note: "less sugar"),
            FavoriteSummary(catalog: .desserts, id: "1", name: "Pie", note: ""),
            FavoriteSummary(catalog: .cocktails, id: "11007", name: "Margarita \u{1B}[31mred\u{1B}[0m", note: nil),
            FavoriteSummary(catalog: .cocktails, id: "7", name: "Crème brûlée with a name long enough to wrap at forty", note: "x"),
            FavoriteSummary(catalog: .desserts, id: "日本", name: "\u{7}", note: "✎"),
        ]
        let entries = summaries.enumerated().map { position, summary in
            FavoritesIndexScanner.Entry(summary: summary, bytes: 0..<1, position: position, exact: true)
        }
        let listing = FavoritesListing(entries, scope: nil, steering: ListSteering())
        for style in [
            TextStyle(isTerminal: false), TextStyle(isTerminal: false, colour: true), TextStyle(isTerminal: true),
            TextStyle(isTerminal: true, width: 100),
            TextStyle(isTerminal: true, width: 40), TextStyle(isTerminal: true, width: 12, colour: true),
        ] {
            #expect(
                FavoritesOutput.list(listing, style: style) == Array(FavoritesOutput.list(listing.summaries, style: style).utf8), "\(style)"
            )
        }
    }

    @Test("remove --json gives back the whole entry, note included, in a list like every removal, and how many are left")
    func removedJSON() throws {
        let json = try FavoritesOutput.removedJSON(FavoritesService.Removal(favorite: tart, remaining: 3))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["schemaVersion"] as? Int == 2, "removed was an object in version 1")
        #expect(object["remaining"] as? Int == 3)
        let list = try #require(object["removed"] as? [[String: Any]])
        #expect(list.count == 1)
        let removed = list[0]
        #expect(removed["note"] as? String == "less sugar\nmore *butter*")
        #expect(removed["addedAt"] as? String == "2027-01-15T08:00:00Z")
        #expect((removed["recipe"] as? [String: Any])?["name"] as? String == "Tart [best]")
    }
}
