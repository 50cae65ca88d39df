import RecipesCatalog
import RecipesShopping
import Testing

/// `--scale`: every amount multiplied and printed by the rules of Docs/Architecture.md; every other
/// word kept as written, in its case.
@Suite("measure scaling")
struct MeasureScalingTests {
    private func scaled(_ measure: String?, by factor: Fraction, units: UnitSystem = .asIs) -> String? {
        MeasureAdjustment(scale: factor, units: units).text(measure, ounces: .fluid)
    }

    @Test(
        "amounts are multiplied and keep their wording: decimals stay decimals, word units agree in number",
        arguments: [
            ("1 1/2 oz ", Fraction(2), "3 oz"), ("1/2 cup", Fraction(3), "1 1/2 cups"), ("4.5 cl", Fraction(2), "9 cl"),
            ("1.5 cl", Fraction(1, 3), "0.5 cl"), ("2 spoons", Fraction(2), "4 spoons"), ("2 spoons", Fraction(1, 2), "1 spoon"),
            ("568ml", Fraction(2), "1.14 l"), ("100g ", Fraction(1, 3), "33g"), ("1/3 Cup", Fraction(1, 2), "1/6 Cup"),
            ("6", Fraction(1, 4), "1 1/2"), ("1 shot", Fraction(3, 2), "1 1/2 shots"), ("2 tbs", Fraction(1, 2), "1 tbs"),
            ("½ cup", Fraction(1, 3), "1/6 cup"), ("1 kg", Fraction(1, 3), "333 g"), ("1 g", Fraction(1, 4), "0.3 g"),
            ("3 tblsp fresh ", Fraction(2), "6 tblsp fresh"), ("1,5 kg", Fraction(3), "4,5 kg"), ("2/5", Fraction(2), "4/5"),
            ("1 3/4 oz Bacardi", Fraction(2), "3 1/2 oz Bacardi"), ("1 drop", Fraction(2), "2 drops"),
            ("2 scoops", Fraction(1, 2), "1 scoop"),
            ("2 Dashes", Fraction(1, 2), "1 Dash"), ("1/3 cup", Fraction(1, 3), "0.11 cup"),
            ("1/2 tsp superfine", Fraction(2), "1 tsp superfine"),
            ("3cl", Fraction(1, 2), "1 1/2 cl"), ("87.5 ml", Fraction(1), "87.5 ml"),
        ])
    func multiplied(measure: String, factor: Fraction, expected: String) {
        #expect(scaled(measure, by: factor) == expected)
    }

    @Test(
        "the forms real recipes write scale by their amount alone",
        arguments: [
            ("1-1/2 cups", Fraction(2), "3 cups"), ("1-⅓ cups", Fraction(3), "4 cups"), ("2-3 tbsp", Fraction(2), "4-6 tbsp"),
            ("2 or 3", Fraction(2), "4 or 6"), ("175g/6oz", Fraction(2), "350g/12oz"), ("3 2-inch strips", Fraction(2), "6 2-inch strips"),
            ("1 – 14-ounce can", Fraction(2), "2 – 14-ounce can"), ("Juice of 1/2", Fraction(8), "Juice of 4"),
            ("Zest of 1", Fraction(1, 2), "Zest of 1/2"), ("2 (400g) tins", Fraction(2), "4 (400g) tins"),
            ("1 x 400g tin", Fraction(2), "2 x 400g tin"),
            ("1/2 cup (30g)", Fraction(2), "1 cup (60g)"), ("50ml/2fl oz", Fraction(2), "100ml/4fl oz"),
        ])
    func realForms(measure: String, factor: Fraction, expected: String) {
        #expect(scaled(measure, by: factor) == expected)
    }

    @Test("measures that are words are kept as written", arguments: ["Coarse ", "to taste", "Top", "Garnish with", "Pod of", "Dash"])
    func words(measure: String) {
        #expect(scaled(measure, by: Fraction(2)) == measure)
        #expect(scaled(nil, by: Fraction(2)) == nil)
    }

    @Test(
        "metric amounts: whole from 5, one decimal below, '<0.1' for less; litres and kilograms from 1000",
        arguments: [
            ("175 ml", Fraction(1, 2), "88 ml"), ("1 ml", Fraction(1, 2), "0.5 ml"), ("1 g", Fraction(1, 1000), "<0.1 g"),
            ("500 g", Fraction(2), "1 kg"), ("750 ml", Fraction(3), "2.25 l"), ("10 l", Fraction(3), "30 l"),
            ("1 1/2 oz", Fraction(1, 1000), "<0.1 ml"),
        ])
    func metric(measure: String, factor: Fraction, expected: String) {
        let units: UnitSystem = measure.hasSuffix("oz") ? .metric : .asIs
        #expect(scaled(measure, by: factor, units: units) == expected)
    }

    @Test("a tiny exact amount is never said as zero")
    func tiny() {
        #expect(scaled("1 1/2 oz", by: Fraction(1, 1000)) == "<0.01 oz")
        #expect(scaled("0.1 cl", by: Fraction(1, 1000)) == "<0.01 cl")
    }

    @Test("scaled and converted: 2 × 1 1/2 oz is 89 ml; 2 × 4.5 cl is 3 oz; a unit of the system keeps its words")
    func scaledAndConverted() {
        #expect(scaled("1 1/2 oz", by: Fraction(2), units: .metric) == "89 ml")
        #expect(scaled("4.5 cl", by: Fraction(2), units: .us) == "3 oz")
        #expect(scaled("4.5 cl", by: Fraction(2), units: .metric) == "9 cl")
        #expect(scaled("1 oz white", by: Fraction(1), units: .metric) == "30 ml white")
        #expect(scaled("2-3 oz", by: Fraction(1), units: .metric) == "59-89 ml")
        #expect(scaled("175g/6oz", by: Fraction(2), units: .metric) == "350g")
        #expect(scaled("175g/6oz", by: Fraction(1), units: .us) == "6oz")
        #expect(scaled("1 gallon", by: Fraction(1), units: .metric) == "3.79 l")
    }

    @Test("a measure with a number that cannot be an amount is kept, and the adjustment says why")
    func problems() {
        let adjustment = MeasureAdjustment(scale: Fraction(2))
        #expect(adjustment.adjusted("-5 g", ounces: .weight) == MeasureAdjustment.Adjusted(text: "-5 g", problem: .negative))
        #expect(MeasureAdjustment.none.adjusted("-5 g", ounces: .weight).problem == nil, "nothing asked, nothing to say")
        let card = RecipeCard(
            catalog: .desserts, id: "1", name: "Cake",
            ingredients: [
                Ingredient(name: "Sugar", measure: "-5 g"), Ingredient(name: "Salt", measure: "-5 g"),
                Ingredient(name: "Flour", measure: "1/0 cup"),
            ])
        #expect(
            adjustment.notes(for: card).map(\.text) == [
                "'-5 g' of Sugar (Cake) is a negative amount; kept as written",
                "'1/0 cup' of Flour (Cake) divides by zero; kept as written",
            ])
    }

    @Test(
        "--scale reads whole numbers, decimals and fractions from 0.001 to 100",
        arguments: [
            ("2", Fraction(2)), ("0.5", Fraction(1, 2)), (".5", Fraction(1, 2)), ("1/3", Fraction(1, 3)), ("1 1/2", Fraction(3, 2)),
            ("½", Fraction(1, 2)), ("100", Fraction(100)), ("0.001", Fraction(1, 1000)), (" 3 ", Fraction(3)),
        ])
    func goodScale(text: String, factor: Fraction) throws {
        #expect(try MeasureAdjustment.scale(text) == factor)
    }

    @Test(
        "anything else is a usage error naming what was given",
        arguments: [
            "0", "-1", "nan", "inf", "1e400", "abc", "100.01", "0.0001", "", "2x", "1/0", "0/5", "101", "1,5", "Infinity", "2 cups", "2-3",
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
