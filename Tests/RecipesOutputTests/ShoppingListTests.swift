import Foundation
import RecipesCatalog
import RecipesCocktails
import RecipesDesserts
import RecipesHTTP
import RecipesOutput
import RecipesShopping
import RecipesText
import TestSupport
import Testing

@Suite("Shopping list")
struct ShoppingListTests {
    private func card(_ name: String, _ ingredients: [(String, String?)]) -> RecipeCard {
        RecipeCard(catalog: .desserts, id: name, name: name, ingredients: ingredients.map { Ingredient(name: $0.0, measure: $0.1) })
    }

    @Test("merges the same ingredient case-insensitively and adds measures whose units agree")
    func sums() {
        let list = ShoppingList(cards: [
            card("A", [("Tequila", "1 1/2 oz"), ("Sugar", "100g"), ("Milk", "1/2 cup")]),
            card("B", [("tequila", "1/2 oz"), ("sugar", "50 g"), ("Milk", "1/4 cup")]),
        ])
        #expect(list.items.map(\.name) == ["Milk", "Sugar", "Tequila"])
        #expect(list.items.map { $0.needs.map(\.measure) } == [["3/4 cup"], ["150 g"], ["2 oz"]])
        #expect(list.items[2].needs[0].recipes == ["A", "B"])
    }

    @Test("the same words, or no measure, in several recipes is one need")
    func sameWords() {
        let list = ShoppingList(cards: [
            card("A", [("Salt", nil), ("Mint", "to taste")]), card("B", [("salt", nil), ("Mint", "To taste")]),
        ])
        #expect(
            list.items.map(\.needs) == [
                [ShoppingList.Need(measure: "to taste", recipes: ["A", "B"])],
                [ShoppingList.Need(measure: nil, recipes: ["A", "B"])],
            ])
    }

    @Test("lists measures that cannot be added side by side, with their recipes; words and blanks kept")
    func sideBySide() {
        let list = ShoppingList(cards: [
            card("Margarita", [("Tequila", "1 1/2 oz"), ("Salt", nil)]),
            card("Tommy's", [("Tequila", "4.5 cl"), ("Salt", "to taste"), ("Lime", "Juice of 1/2")]),
        ])
        let tequila = list.items.first { $0.name == "Tequila" }
        #expect(
            tequila?.needs == [
                ShoppingList.Need(measure: "1 1/2 oz", recipes: ["Margarita"]),
                ShoppingList.Need(measure: "4.5 cl", recipes: ["Tommy's"]),
            ])
        #expect(
            list.items.first { $0.name == "Salt" }?.needs == [
                ShoppingList.Need(measure: nil, recipes: ["Margarita"]),
                ShoppingList.Need(measure: "to taste", recipes: ["Tommy's"]),
            ])
        let text = ShoppingListOutput.text(list, style: TextStyle(isTerminal: false))
        #expect(text == "Lime\tJuice of 1/2\nSalt\tsome (Margarita), to taste (Tommy's)\nTequila\t1 1/2 oz (Margarita), 4.5 cl (Tommy's)\n")
        #expect(ShoppingListOutput.markdown(list).contains("- [ ] Tequila — 1 1/2 oz (Margarita), 4.5 cl (Tommy's)\n"))
    }

    @Test("one line per ingredient: case, accents and a plural folded; 'Eggs' is 'Egg'")
    func keys() {
        #expect(ShoppingList.key(for: "Eggs") == ShoppingList.key(for: "egg"))
        #expect(ShoppingList.key(for: " Crème  Fraîche ") == "creme fraiche")
        #expect(ShoppingList.key(for: "Strawberries") == ShoppingList.key(for: "strawberry"))
        #expect(ShoppingList.key(for: "Tomatoes") == "tomato")
        #expect(ShoppingList.key(for: "Gin") == "gin" && ShoppingList.key(for: "Glass") == "glass")
        let list = ShoppingList(cards: [card("A", [("Egg", "1 beaten")]), card("B", [("Eggs", "2 large")])])
        #expect(list.items.map(\.name) == ["Egg"] && list.items.first?.needs == [ShoppingList.Need(measure: "3", recipes: ["A", "B"])])
    }

    @Test("spellings the kitchen's vocabulary knows as one ingredient are one line; a family's members stay apart")
    func mergesByIdentity() {
        let list = ShoppingList(cards: [
            card("A", [("Fresh lemon juice", "1 oz"), ("Lemon", "1")]), card("B", [("Lemon juice", "1/2 oz"), ("Lemons", "2")]),
        ])
        #expect(list.items.map(\.name) == ["Fresh lemon juice", "Lemon"], "lemon juice is a lemon's family, not a lemon")
        #expect(list.items.map { $0.needs.map(\.measure) } == [["1 1/2 oz"], ["3"]])
        #expect(ShoppingList.key(for: "Fresh lemon juice") == ShoppingList.key(for: "lemon juice"))
    }

    @Test("amounts add across a unit's spellings, and a lone amount keeps its words")
    func spellings() {
        let list = ShoppingList(cards: [
            card("A", [("Sugar", "2 tbs"), ("Lemon", "Juice of 1/2"), ("Bitters", "2 Dashes")]),
            card("B", [("Sugar", "1 tablespoon"), ("Bitters", "1 dash")]),
        ])
        #expect(
            list.items.map { $0.needs.map(\.measure) } == [["3 Dashes"], ["Juice of 1/2"], ["3 tbsp"]]
                || list.items.map { $0.needs.map(\.measure) } == [["3 Dashes"], ["Juice of 1/2"], ["3 tbs"]],
            "\(list.items)")
    }

    @Test("what cannot be added is listed beside, once: a range, a sized count, another kind")
    func beside() {
        let list = ShoppingList(cards: [
            card("A", [("Lime", "2-3"), ("Orange peel", "3 2-inch strips"), ("Milk", "1 cup")]),
            card("B", [("Lime", "1"), ("Orange peel", "1 strip"), ("Milk", "1 pint")]),
            card("C", [("Lime", "2-3")]),
        ])
        #expect(
            list.items.first { $0.name == "Lime" }?.needs == [
                ShoppingList.Need(measure: "1", recipes: ["B"]), ShoppingList.Need(measure: "2-3", recipes: ["A", "C"]),
            ])
        #expect(list.items.first { $0.name == "Orange peel" }?.needs.count == 2)
        let metric = ShoppingList(
            cards: [card("A", [("Milk", "1 cup")]), card("B", [("Milk", "1 pint")])], adjustment: MeasureAdjustment(units: .metric))
        #expect(metric.items.first?.needs == [ShoppingList.Need(measure: "710 ml", recipes: ["A", "B"])])
    }

    @Test("in metric, dry goods are weighed (USDA portion weights): a cup of flour is 125 g, added to grams")
    func weighed() {
        let list = ShoppingList(
            cards: [
                card("Pancakes", [("Flour", "100 g"), ("Butter", "2 tbsp"), ("Brown Sugar", "1/2 cup"), ("Milk", "1 cup")]),
                card("Timbits", [("flour", "2 cups"), ("Butter", "1 oz")]),
            ], adjustment: MeasureAdjustment(units: .metric, weightOunces: [.desserts]))
        let needs = Dictionary(uniqueKeysWithValues: list.items.map { ($0.name, $0.needs.map(\.measure)) })
        #expect(needs["Flour"] == ["350 g"], "100 g + 2 × 125 g")
        #expect(needs["Butter"] == ["57 g"], "2 tbsp = 28.4 g, + 1 oz = 28.3 g")
        #expect(needs["Brown Sugar"] == ["110 g"])
        #expect(needs["Milk"] == ["237 ml"], "a liquid stays a volume")
        let us = ShoppingList(cards: [card("A", [("Flour", "2 cups")])], adjustment: MeasureAdjustment(units: .us))
        #expect(us.items.first?.needs.first?.measure == "2 cups", "only metric weighs")
    }

    @Test("each recipe gets its own count, and --scale multiplies the whole list")
    func counts() {
        let margarita = RecipeCard(
            catalog: CatalogName(rawValue: "cocktails"), id: "1", name: "Margarita",
            ingredients: [Ingredient(name: "Tequila", measure: "1 1/2 oz"), Ingredient(name: "Lemon", measure: "Juice of 1/2")])
        let mess = card("Eton Mess", [("Strawberries", "500g"), ("Lemon", "1")])
        let orders = [ShoppingList.Order(card: margarita, count: Fraction(8)), ShoppingList.Order(card: mess)]
        let list = ShoppingList(orders: orders)
        let needs = Dictionary(uniqueKeysWithValues: list.items.map { ($0.name, $0.needs.map(\.measure)) })
        #expect(needs["Tequila"] == ["12 oz"] && needs["Strawberries"] == ["500g"] && needs["Lemon"] == ["5"])
        let doubled = ShoppingList(orders: orders, adjustment: MeasureAdjustment(scale: Fraction(2)))
        let twice = Dictionary(uniqueKeysWithValues: doubled.items.map { ($0.name, $0.needs.map(\.measure)) })
        #expect(twice["Tequila"] == ["24 oz"] && twice["Strawberries"] == ["1 kg"] && twice["Lemon"] == ["10"])
    }

    @Test("an amount that cannot be scaled is listed as written, and said once in a note naming every recipe")
    func notes() {
        let list = ShoppingList(
            cards: [card("A", [("Sugar", "-5 g")]), card("B", [("Sugar", "-5 g"), ("Salt", "1 gallon")])],
            adjustment: MeasureAdjustment(scale: Fraction(2), units: .metric))
        #expect(list.notes.map(\.text) == ["'-5 g' of Sugar (A, B) is a negative amount; kept as written"])
        #expect(list.items.first { $0.name == "Sugar" }?.needs == [ShoppingList.Need(measure: "-5 g", recipes: ["A", "B"])])
        #expect(
            list.items.first { $0.name == "Salt" }?.needs.first?.measure == "9.34 kg",
            "a gallon converts: 2 × 3785 ml of salt, weighed at 292 g a cup")
        #expect(ShoppingList(cards: [card("A", [("Sugar", "-5 g")])]).notes.isEmpty, "nothing asked, nothing to say")
    }
}
