import Foundation
import RecipesCatalog
import RecipesDesserts
import RecipesHTTP
import TestSupport
import Testing

@Suite("Alphabetical order")
struct AlphabeticalOrderTests {
    private struct Item: CatalogItem, Equatable {
        let id: String
        let name: String
    }

    @Test("lists desserts alphabetically ignoring case and accents")
    func sampleOrder() throws {
        let ok = HTTPResponse(statusCode: 200)
        let names = try DessertListMapper.map(Fixtures.data("mealdb/filter-c-Dessert.json"), ok).items
            .reversed().sortedAlphabetically().map(\.name)
        #expect(Array(names.prefix(4)) == ["Apam balik", "Apple & Blackberry Crumble", "Apple Frangipan Tart", "Bakewell tart"])
        #expect(Array(names.suffix(2)) == ["Walnut Roll Gužvara", "White chocolate creme brulee"])
        let christmas = names.filter { $0.lowercased().hasPrefix("christmas") }
        #expect(christmas == ["Christmas cake", "Christmas Pudding Flapjack", "Christmas Pudding Trifle"])
    }

    @Test("places accented letters with their base letter")
    func accents() {
        let items = [
            Item(id: "1", name: "Éclair"), Item(id: "2", name: "eclair au chocolat"), Item(id: "3", name: "Dundee"),
            Item(id: "4", name: "Fudge"),
        ]
        #expect(items.sortedAlphabetically().map(\.id) == ["3", "1", "2", "4"])
    }

    @Test("breaks ties by exact text, then by id, so the order never depends on the input's")
    func ties() {
        let items = [Item(id: "9", name: "tart"), Item(id: "2", name: "Tart"), Item(id: "1", name: "Tart")]
        #expect(items.sortedAlphabetically().map(\.id) == ["1", "2", "9"])
        #expect(items.reversed().sortedAlphabetically().map(\.id) == ["1", "2", "9"])
    }
}
