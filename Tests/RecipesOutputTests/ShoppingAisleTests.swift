import RecipesCatalog
import RecipesKitchen
import RecipesOutput
import RecipesShopping
import RecipesText
import Testing

@Suite("a shopping list by aisle")
struct ShoppingAisleTests {
    private let list = ShoppingList(cards: [
        RecipeCard(
            catalog: .cocktails, id: "1", name: "Sour",
            ingredients: [
                Ingredient(name: "Gin", measure: "2 oz"), Ingredient(name: "Lemon", measure: "Juice of 1/2"),
                Ingredient(name: "Powdered sugar", measure: "1 tsp"), Ingredient(name: "Unobtainium", measure: nil),
                Ingredient(name: "Egg white", measure: "1"), Ingredient(name: "Carbonated water", measure: nil),
            ])
    ])

    @Test("each item's aisle is its identity's; a name the vocabulary does not know has none")
    func aisles() {
        #expect(list.items.map(\.aisle) == [.mixers, .dairy, .spirits, .produce, .bakery, nil])
    }

    @Test("groups in the order a shop is walked, the list's order within each, the unknown last")
    func groups() {
        #expect(list.byAisle.map(\.aisle) == [.produce, .dairy, .spirits, .mixers, .bakery, nil])
        #expect(
            list.byAisle.map { $0.items.map(\.name) } == [
                ["Lemon"], ["Egg white"], ["Gin"], ["Carbonated water"], ["Powdered sugar"], ["Unobtainium"],
            ])
        #expect(ShoppingList(cards: []).byAisle.isEmpty)
    }

    @Test("text: a heading per aisle and a blank line between; markdown: a second-level heading per aisle")
    func output() {
        let text = ShoppingListOutput.text(list, style: TextStyle(isTerminal: false), byAisle: true)
        #expect(
            text == """
                Produce
                Lemon\tJuice of 1/2

                Dairy
                Egg white\t1

                Spirits
                Gin\t2 oz

                Mixers
                Carbonated water

                Bakery
                Powdered sugar\t1 tsp

                Other
                Unobtainium

                """)
        let markdown = ShoppingListOutput.markdown(list, byAisle: true)
        #expect(markdown.contains("## Produce\n\n- [ ] Lemon — Juice of 1/2\n\n## Dairy\n\n- [ ] Egg white — 1\n"), "\(markdown)")
        #expect(markdown.hasSuffix("## Other\n\n- [ ] Unobtainium\n"))
        #expect(ShoppingListOutput.text(list, style: TextStyle(isTerminal: false)).hasPrefix("Carbonated water\nEgg white\t1\n"))
    }
}
