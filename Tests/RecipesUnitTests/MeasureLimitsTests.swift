import Foundation
import RecipesCatalog
import RecipesShopping
import Testing

/// Measures come from servers and from favorites.json: no number in one may overflow, trap, or
/// make a sum that does. An amount too large to add up safely is kept as the words it was.
@Suite("measure limits")
struct MeasureLimitsTests {
    private func card(_ name: String, _ measure: String) -> RecipeCard {
        RecipeCard(catalog: .desserts, id: name, name: name, ingredients: [Ingredient(name: "Sugar", measure: measure)])
    }

    @Test(
        "a number past the limit is words, never an amount",
        arguments: [
            "9223372036854775807 g", "99999999999999999999 g", "922337203685477580.7 g", "5000000000000000/7 g", "1/9223372036854775807 g",
            "1000000001 g",
        ])
    func tooLarge(text: String) {
        #expect(Measure(text) == .words(text))
    }

    @Test("amounts up to the limit are still amounts")
    func withinLimit() {
        #expect(Measure("1000000000 g") == .amount(Fraction(1_000_000_000), unit: "g"))
        #expect(Measure("1/1000000000 g") == .amount(Fraction(1, 1_000_000_000), unit: "g"))
        #expect(Measure("1000000000/7 g").text == "142857142.857 g")
    }

    @Test("a sum that would pass the limit lists the amounts side by side instead")
    func sums() {
        let list = ShoppingList(cards: [
            card("A", "1000000000 g"), card("B", "1 g"), card("C", "2 g"),
            card("D", "1/999983 cup"), card("E", "1/999979 cup"),
        ])
        #expect(
            list.items.map(\.needs) == [
                [
                    ShoppingList.Need(measure: "1000000000 g", recipes: ["A"]), ShoppingList.Need(measure: "3 g", recipes: ["B", "C"]),
                    ShoppingList.Need(measure: "<0.001 cup", recipes: ["D"]), ShoppingList.Need(measure: "<0.001 cup", recipes: ["E"]),
                ]
            ])
    }
}
