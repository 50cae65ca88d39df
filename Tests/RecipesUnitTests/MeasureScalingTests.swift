import RecipesCatalog
import RecipesShopping
import Testing

/// `--scale`: every amount multiplied, printed as cooks write it; words kept; numbers checked.
@Suite("measure scaling")
struct MeasureScalingTests {
    private func scaled(_ measure: String?, by factor: Fraction, units: UnitSystem = .asIs) -> String? {
        MeasureAdjustment(scale: factor, units: units).text(measure, ounces: .fluid)
    }

    @Test(
        "amounts are multiplied and keep their wording: decimals stay decimals, word units agree in number",
        arguments: [
            ("1 1/2 oz ", Fraction(2), "3 oz"), ("1/2 cup", Fraction(3), "1 1/2 cups"), ("4.5 cl", Fraction(2), "9 cl"),
            ("1.5 cl", Fraction(1, 3), "0.5 cl"),
            ("2 spoons", Fraction(2), "4 spoons"), ("2 spoons", Fraction(1, 2), "1 spoon"), ("568ml", Fraction(2), "1136 ml"),
            ("100g ", Fraction(1, 3), "33 g"),
            ("1/3 Cup", Fraction(1, 2), "1/8 cup"), ("6", Fraction(1, 4), "1 1/2"), ("1 shot", Fraction(3, 2), "1 1/2 shots"),
            ("2 tbs", Fraction(1, 2), "1 tbsp"),
            ("½ cup", Fraction(1, 3), "1/8 cup"), ("1 kg", Fraction(1, 3), "0.333 kg"), ("1 g", Fraction(1, 4), "0.25 g"),
            ("3 tblsp fresh ", Fraction(2), "6 tblsp fresh"),
        ])
    func multiplied(measure: String, factor: Fraction, expected: String) {
        #expect(scaled(measure, by: factor) == expected)
    }

    @Test(
        "measures it cannot read are kept as written",
        arguments: [
            "Coarse ", "to taste", "Juice of 1/2", "Top", "Garnish with", "Pod of",
            "2-3 tbsp", "175g/6oz", "1/2 cup (30g)", "1 1/2 1/2 oz", "3-4", "1 tsp, heaped",
            "2 (400g", "2 x 400g/14oz tins",
        ])
    func words(measure: String) {
        #expect(scaled(measure, by: Fraction(2)) == measure)
        #expect(scaled(nil, by: Fraction(2)) == nil)
    }

    @Test(
        "a count of items of one size scales the count and keeps the size",
        arguments: [
            ("2 (400g) tins", "4 (400g) tins"), ("1 x 400g tin", "2 x 400g tin"), ("1 (14 oz) can", "2 (14 oz) can"),
        ])
    func countOfSized(measure: String, expected: String) {
        #expect(scaled(measure, by: Fraction(2)) == expected)
    }

    @Test(
        "a tiny amount is never said as zero: under a hundredth it is '<0.01'",
        arguments: [
            ("1 1/2 oz", "<0.01 oz", UnitSystem.asIs), ("2 tbs", "<0.01 tbsp", .asIs), ("1 g", "<0.01 g", .asIs),
            ("1 oz", "0.03 ml", .metric),
            ("1 tsp", "<0.01 tsp", .asIs), ("4.5 cl", "0.005 cl", .asIs), ("0.1 cl", "<0.001 cl", .asIs),
        ])
    func tiny(measure: String, expected: String, units: UnitSystem) {
        #expect(scaled(measure, by: Fraction(1, 1000), units: units) == expected)
    }

    @Test("scaled and converted: 2 × 1 1/2 oz is 89 ml; 2 × 4.5 cl is 3 oz")
    func scaledAndConverted() {
        #expect(scaled("1 1/2 oz", by: Fraction(2), units: .metric) == "89 ml")
        #expect(scaled("4.5 cl", by: Fraction(2), units: .us) == "3 oz")
        #expect(scaled("4.5 cl", by: Fraction(2), units: .metric) == "9 cl")
    }

    @Test(
        "an amount too large to scale stays the words as written, and nothing traps",
        arguments: [
            "1000000000 g", "999999999/1 oz", "1000000000 lb", "922337203685477580.7 g", "99999999999/1 cup", "1e308 ml", "NaN cups",
        ])
    func hostile(measure: String) {
        let result = scaled(measure, by: Fraction(100))
        #expect(result == measure || result?.hasSuffix("00 g") == true, "\(result ?? "nil")")
        _ = scaled(measure, by: Fraction(100), units: .metric)
        _ = scaled(measure, by: Fraction(100), units: .us)
        let card = RecipeCard(
            catalog: CatalogName(rawValue: "desserts"), id: "1", name: "A", ingredients: [Ingredient(name: "Sugar", measure: measure)])
        _ = ShoppingList(cards: [card, card], adjustment: MeasureAdjustment(scale: Fraction(100), units: .metric))
        _ = ShoppingList(cards: [card, card], adjustment: MeasureAdjustment(scale: Fraction(100), units: .us))
    }

    @Test("the largest amounts convert without trapping")
    func largestConverted() {
        #expect(MeasureAdjustment(units: .metric).text("1000000000 lb", ounces: .fluid) == "453592000 kg")
        #expect(MeasureAdjustment(scale: Fraction(100), units: .us).text("10000000 l", ounces: .weight) == "4226757063 cups")
    }

    @Test("a huge amount scaled is the words it was, beside the amounts that add up")
    func hugeInList() {
        let cards = ["1000000000 g", "1 g", "2 g"].enumerated().map { index, measure in
            RecipeCard(
                catalog: CatalogName(rawValue: "desserts"), id: "\(index)", name: "R\(index)",
                ingredients: [Ingredient(name: "Sugar", measure: measure)])
        }
        let list = ShoppingList(cards: cards, adjustment: MeasureAdjustment(scale: Fraction(2)))
        #expect(
            list.items.map(\.needs) == [
                [
                    ShoppingList.Need(measure: "6 g", recipes: ["R1", "R2"]),
                    ShoppingList.Need(measure: "1000000000 g", recipes: ["R0"]),
                ]
            ])
    }

    @Test(
        "--scale reads whole numbers, decimals and fractions from 0.001 to 100",
        arguments: [
            ("2", Fraction(2)), ("0.5", Fraction(1, 2)), (".5", Fraction(1, 2)), ("1/3", Fraction(1, 3)), ("1 1/2", Fraction(3, 2)),
            ("½", Fraction(1, 2)),
            ("100", Fraction(100)), ("0.001", Fraction(1, 1000)), (" 3 ", Fraction(3)),
        ])
    func goodScale(text: String, factor: Fraction) throws {
        #expect(try MeasureAdjustment.scale(text) == factor)
    }

    @Test(
        "anything else is a usage error naming what was given",
        arguments: [
            "0", "-1", "nan", "inf", "1e400", "abc", "100.01", "0.0001", "", "2x", "1/0", "0/5", "101", "1,5", "Infinity", "2 cups",
        ])
    func badScale(text: String) {
        #expect(throws: ShoppingError.badScale(text)) { try MeasureAdjustment.scale(text) }
    }

    @Test("the card keeps its names, order and everything else; only measures change")
    func card() {
        let card = RecipeCard(
            catalog: CatalogName(rawValue: "cocktails"), id: "1", name: "A", facts: [RecipeCard.Fact("Glass", "Tall")],
            ingredients: [
                Ingredient(name: "Gin", measure: "1 oz"), Ingredient(name: "Salt", measure: nil), Ingredient(name: "Ice", measure: "Top"),
            ])
        let adjusted = MeasureAdjustment(scale: Fraction(2), units: .metric).card(card)
        #expect(
            adjusted.ingredients == [
                Ingredient(name: "Gin", measure: "59 ml"), Ingredient(name: "Salt", measure: nil), Ingredient(name: "Ice", measure: "Top"),
            ])
        #expect(adjusted.facts == card.facts && adjusted.name == card.name)
        #expect(MeasureAdjustment.none.card(card) == card)
    }
}
