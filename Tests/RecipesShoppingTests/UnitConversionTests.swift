import Foundation
import RecipesCatalog
import RecipesCocktails
import RecipesHTTP
import RecipesShopping
import TestSupport
import Testing

/// `--units`: the table of sizes (Docs/man/recipes.1), each unit both ways, and how the results round.
@Suite("unit conversion")
struct UnitConversionTests {
    private func converted(_ measure: String, _ units: UnitSystem, ounces: OunceKind) -> String? {
        MeasureAdjustment(units: units).text(measure, ounces: ounces)
    }

    @Test(
        "every unit to metric: millilitres and grams, whole from 5; litres and kilograms from 1000",
        arguments: [
            ("1 oz", OunceKind.fluid, "30 ml"), ("1 oz", .weight, "28 g"), ("1 fl oz", .weight, "30 ml"), ("1 shot", .fluid, "44 ml"),
            ("1 tsp", .weight, "4.9 ml"), ("1 tbsp", .weight, "15 ml"), ("1 cup", .weight, "237 ml"), ("1 pint", .weight, "473 ml"),
            ("1 lb", .weight, "454 g"), ("4 cups", .weight, "946 ml"), ("5 cups", .weight, "1.18 l"), ("3 lb", .weight, "1.36 kg"),
            ("2 tbs", .weight, "30 ml"), ("1/4 tsp", .weight, "1.2 ml"), ("2 pints", .fluid, "946 ml"), ("3 pints", .fluid, "1.42 l"),
            ("1 gallon", .fluid, "3.79 l"), ("1 quart", .fluid, "946 ml"), ("1 jigger", .fluid, "44 ml"), ("1 fifth", .fluid, "757 ml"),
        ])
    func toMetric(measure: String, ounces: OunceKind, expected: String) {
        #expect(converted(measure, .metric, ounces: ounces) == expected)
    }

    @Test(
        "every metric unit to US: ounces in drinks, spoons and cups in desserts, ounces and pounds by weight",
        arguments: [
            ("45 ml", OunceKind.fluid, "1 1/2 oz"), ("4.5 cl", .fluid, "1 1/2 oz"), ("1.5 cl", .fluid, "1/2 oz"), ("5 ml", .fluid, "1 tsp"),
            ("1 l", .fluid, "33 3/4 oz"), ("568ml", .weight, "2 1/3 cups"), ("30 ml", .weight, "2 tbsp"), ("1 l", .weight, "4 1/4 cups"),
            ("1 dl", .weight, "1/2 cup"), ("100g", .weight, "3 1/2 oz"), ("1 kg", .weight, "2 1/4 lb"), ("500 g", .fluid, "1 1/8 lb"),
            ("5 ml", .weight, "1 tsp"), ("2 cl", .fluid, "2/3 oz"),
        ])
    func toUS(measure: String, ounces: OunceKind, expected: String) {
        #expect(converted(measure, .us, ounces: ounces) == expected)
    }

    @Test(
        "a unit already in the system asked for keeps its words; words and unknown units are kept",
        arguments: [
            ("4.5 cl", UnitSystem.metric), ("568ml", .metric), ("100g ", .metric), ("1 1/2 oz ", .us), ("1/3 Cup", .us), ("2 tbs", .us),
            ("2 spoons", .metric), ("Coarse ", .metric), ("Juice of 1/2", .us), ("5", .metric),
            ("to taste", .us),
        ])
    func kept(measure: String, units: UnitSystem) {
        #expect(converted(measure, units, ounces: .fluid) == measure)
    }

    @Test(
        "every unit, both ways: 300 of it said in the other system, and back, is within rounding of the same quantity",
        arguments: MeasureUnit.allCases)
    func bothWays(unit: MeasureUnit) throws {
        let ounces: OunceKind = unit.dimension == .mass ? .weight : .fluid
        let (there, back): (UnitSystem, UnitSystem) = unit.belongs(to: .metric) ? (.us, .metric) : (.metric, .us)
        func quantity(_ text: String?) throws -> Double {
            let measure = Measure(text)
            guard let amount = measure.amount else {
                Issue.record("\(text ?? "nil") is not an amount")
                return 0
            }
            let known = try #require(measure.unit.flatMap { MeasureUnit(word: $0.canonical, ounces: ounces) })
            #expect(known.dimension == unit.dimension)
            return UnitConversion.base(amount, of: known)
        }
        let written = "300 \(unit.rawValue)"
        let original = UnitConversion.base(Fraction(300), of: unit)
        let converted = converted(written, there, ounces: ounces)
        #expect(converted != written)
        #expect(abs(try quantity(converted) - original) / original < 0.06, "\(written) → \(converted ?? "nil")")
        let returned = self.converted(converted ?? "", back, ounces: ounces)
        #expect(abs(try quantity(returned) - original) / original < 0.06, "\(written) → \(converted ?? "nil") → \(returned ?? "nil")")
    }

    @Test(
        "the documented sizes",
        arguments: [
            (MeasureUnit.fluidOunce, 29.5735), (.tsp, 4.92892), (.tbsp, 14.7868), (.cup, 236.588), (.pint, 473.176), (.shot, 44.36025),
            (.cl, 10), (.dl, 100), (.l, 1000), (.ml, 1), (.g, 1), (.kg, 1000), (.weightOunce, 28.3495), (.lb, 453.592),
        ])
    func sizes(unit: MeasureUnit, size: Double) {
        #expect(unit.size.doubleValue == size)
    }

    @Test(
        "metric rounding: whole from 5 to 1000, one decimal below 5, then litres: two decimals below 10, one below 100",
        arguments: [
            (999.4, "999 ml"), (999.5, "1 l"), (1049, "1.05 l"), (1136, "1.14 l"), (12345, "12.3 l"), (123_456, "123 l"), (0.616, "0.6 ml"),
            (0, "0 ml"), (1, "1 ml"), (87.5, "88 ml"), (4.93, "4.9 ml"), (4.96, "5 ml"), (0.04, "<0.1 ml"),
        ])
    func metricRounding(value: Double, expected: String) {
        #expect(AmountText.metric(value, .volume).map { "\($0.number) \($0.unit)" } == expected)
    }

    @Test(
        "US rounding: the nearest 1/8, 1/4, 1/3, 1/2, 2/3 or 3/4; plural above one; hundredths when tiny",
        arguments: [
            (0.97, "1 cup"), (2.0, "2 cups"), (0.3, "1/3 cup"), (0.7, "2/3 cup"), (1.2, "1 1/4 cups"), (0.14, "1/8 cup"),
            (0.02, "0.02 cup"), (0.07, "0.07 cup"), (0.2, "1/4 cup"), (0.09, "0.09 cup"),
            (1.45, "1 1/2 cups"), (5.99, "6 cups"),
        ])
    func cooksRounding(value: Double, expected: String) {
        let number = String(expected.dropLast(expected.hasSuffix("cups") ? 5 : 4))
        #expect(AmountText.cooks(value) == number)
        if value >= 0.25 {
            #expect(UnitConversion.text(value * MeasureUnit.cup.size.doubleValue, .volume, in: .us, ounces: .weight) == expected)
        }
    }

    @Test(
        "a number that is not finite, negative or past the ceiling is never rounded into an Int",
        arguments: [
            Double.nan, .infinity, -.infinity, -1, 1e15, 1e300, .greatestFiniteMagnitude,
        ])
    func hostileNumbers(value: Double) {
        #expect(AmountText.metric(value, .volume) == nil)
        #expect(AmountText.cooks(value) == nil)
        #expect(UnitConversion.text(value, .volume, in: .metric, ounces: .fluid) == nil)
    }

    @Test("Margarita and Tommy's Margarita, from the real sample: one tequila line of about 89 ml")
    func margaritas() throws {
        let drinks = try CocktailMapper.cocktails(Fixtures.data("cocktaildb/search-s-margarita.json"), HTTPResponse(statusCode: 200))
        let cards = try ["Margarita", "Tommy's Margarita"].map { name in try #require(drinks.first { $0.name == name }).card }
        let metric = ShoppingList(cards: cards, adjustment: MeasureAdjustment(units: .metric))
        #expect(
            metric.items.first { $0.name == "Tequila" }?.needs == [
                ShoppingList.Need(measure: "89 ml", recipes: ["Margarita", "Tommy's Margarita"])
            ])
        #expect(
            metric.items.first { $0.name == "Lime juice" }?.needs == [
                ShoppingList.Need(measure: "45 ml", recipes: ["Margarita", "Tommy's Margarita"])
            ])
        #expect(metric.items.first { $0.name == "Triple sec" }?.needs == [ShoppingList.Need(measure: "15 ml", recipes: ["Margarita"])])
        #expect(
            metric.items.first { $0.name == "Agave syrup" }?.needs == [
                ShoppingList.Need(measure: "2 spoons", recipes: ["Tommy's Margarita"])
            ])
        let us = ShoppingList(cards: cards, adjustment: MeasureAdjustment(units: .us))
        #expect(
            us.items.first { $0.name == "Tequila" }?.needs == [
                ShoppingList.Need(measure: "3 oz", recipes: ["Margarita", "Tommy's Margarita"])
            ])
        let asWritten = ShoppingList(cards: cards)
        #expect(
            asWritten.items.first { $0.name == "Tequila" }?.needs == [
                ShoppingList.Need(measure: "1 1/2 oz", recipes: ["Margarita"]),
                ShoppingList.Need(measure: "4.5 cl", recipes: ["Tommy's Margarita"]),
            ])
    }

    @Test("converting, amounts in one unit of the system add exactly and keep it; ounces of weight and of volume stay apart")
    func sumsInOneUnit() {
        let drink = RecipeCard(
            catalog: CatalogName(rawValue: "cocktails"), id: "1", name: "Drink",
            ingredients: [Ingredient(name: "Rum", measure: "4.5 cl"), Ingredient(name: "Syrup", measure: "1 oz")])
        let other = RecipeCard(
            catalog: CatalogName(rawValue: "cocktails"), id: "2", name: "Other", ingredients: [Ingredient(name: "Rum", measure: "1.5 cl")])
        let cake = RecipeCard(
            catalog: CatalogName(rawValue: "desserts"), id: "3", name: "Cake", ingredients: [Ingredient(name: "Syrup", measure: "2 oz")])
        let list = ShoppingList(
            cards: [drink, other, cake],
            adjustment: MeasureAdjustment(units: .metric, weightOunces: [CatalogName(rawValue: "desserts")]))
        #expect(
            list.items.map(\.needs) == [
                [ShoppingList.Need(measure: "6 cl", recipes: ["Drink", "Other"])],
                [ShoppingList.Need(measure: "30 ml", recipes: ["Drink"]), ShoppingList.Need(measure: "57 g", recipes: ["Cake"])],
            ])
    }
}
