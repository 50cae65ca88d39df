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

@Suite("Measures")
struct MeasureTests {
    static let samples: [(String, Measure)] = [
        // TheMealDB: lookup-52917
        ("568ml", .amount(Fraction(568), unit: "ml")), ("100g ", .amount(Fraction(100), unit: "g")), ("Pod of", .words("Pod of")),
        ("6", .amount(Fraction(6), unit: nil)), ("2 tbs", .amount(Fraction(2), unit: "tbsp")), ("Top", .words("Top")),
        // TheCocktailDB: search-s-margarita
        ("1 1/2 oz ", .amount(Fraction(3, 2), unit: "oz")), ("1/2 oz ", .amount(Fraction(1, 2), unit: "oz")),
        ("1 oz ", .amount(Fraction(1), unit: "oz")),
        ("Coarse ", .words("Coarse")), ("4.5 cl", .amount(Fraction(9, 2), unit: "cl")), ("1.5 cl", .amount(Fraction(3, 2), unit: "cl")),
        ("2 spoons", .amount(Fraction(2), unit: "spoon")), ("1 cup ", .amount(Fraction(1), unit: "cup")),
        ("2 oz ", .amount(Fraction(2), unit: "oz")),
        ("1/4 cup ", .amount(Fraction(1, 4), unit: "cup")), ("3 tblsp fresh ", .amount(Fraction(3), unit: "tblsp fresh")),
        ("1/2 cup", .amount(Fraction(1, 2), unit: "cup")), ("5", .amount(Fraction(5), unit: nil)),
        ("1/3 Cup", .amount(Fraction(1, 3), unit: "cup")),
        ("Juice of 1/2", .words("Juice of 1/2")), ("1 shot", .amount(Fraction(1), unit: "shot")), ("Garnish with", .words("Garnish with")),
        // Unicode fractions, mixed numbers, units with and without a space, words
        ("½ cup", .amount(Fraction(1, 2), unit: "cup")), ("1½ cups", .amount(Fraction(3, 2), unit: "cup")),
        ("1 ¼ tsp", .amount(Fraction(5, 4), unit: "tsp")),
        ("50 g", .amount(Fraction(50), unit: "g")), ("0.25 l", .amount(Fraction(1, 4), unit: "l")), ("to taste", .words("to taste")),
        ("pinch", .words("pinch")), ("", .none), ("  ", .none),
    ]

    @Test("parses every measure in the samples, and fractions, mixed numbers, unicode fractions and words", arguments: samples)
    func parse(text: String, expected: Measure) {
        #expect(Measure(text) == expected)
    }

    @Test("every measure in the fixtures parses to an amount or words, never nothing")
    func fixturesCovered() throws {
        let ok = HTTPResponse(statusCode: 200)
        let drinks = try CocktailMapper.cocktails(Fixtures.data("cocktaildb/search-s-margarita.json"), ok)
        let dessert = try #require(try DessertDetailsMapper.map(Fixtures.data("mealdb/lookup-52917.json"), ok))
        let measures = (drinks.flatMap(\.ingredients) + dessert.ingredients).compactMap(\.measure)
        #expect(measures.count == 32, "the margarita sample's drinks and the creme brulee")
        for measure in measures {
            #expect(Measure(measure) != .none, "\(measure)")
            #expect(Self.samples.contains { $0.0.trimmingCharacters(in: .whitespaces) == measure }, "\(measure) is in the table above")
        }
    }

    @Test(
        "prints amounts as people write them",
        arguments: [
            (Fraction(2), "2"), (Fraction(3, 4), "3/4"), (Fraction(3, 2), "1 1/2"), (Fraction(9, 2), "4 1/2"), (Fraction(7, 20), "0.35"),
            (Fraction(1, 3), "1/3"),
        ])
    func printing(fraction: Fraction, text: String) {
        #expect(fraction.description == text)
    }
}

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
}
