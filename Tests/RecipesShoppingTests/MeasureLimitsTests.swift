import Foundation
import RecipesCatalog
import RecipesShopping
import TestSupport
import Testing

/// Measures come from servers and from favorites.json: the reader is total and no number in one may
/// overflow, trap, or make a sum that does. An amount too large to adjust stays as written.
@Suite("measure limits")
struct MeasureLimitsTests {
    private func card(_ name: String, _ measure: String) -> RecipeCard {
        RecipeCard(catalog: .desserts, id: name, name: name, ingredients: [Ingredient(name: "Sugar", measure: measure)])
    }

    @Test(
        "a number past the limit is words with a problem, never an amount",
        arguments: [
            "9223372036854775807 g", "99999999999999999999 g", "922337203685477580.7 g", "5000000000000000/7 g", "1/9223372036854775807 g",
            "1000000001 g", "1.0000001 g",
        ])
    func tooLarge(text: String) {
        #expect(Measure(text).isWords && Measure(text).problem != nil, "\(text)")
    }

    @Test("amounts up to the limit are still amounts")
    func withinLimit() {
        #expect(Measure("1000000000 g").amount == Fraction(1_000_000_000))
        #expect(Measure("1/1000000000 g").amount == Fraction(1, 1_000_000_000))
    }

    @Test(
        "hostile text never traps: scaled, converted and listed",
        arguments: [
            "1/0", "0/0 cup", "NaN", "nan oz", "-0 g", "1e308 lb", "1E+9 g", "999999999/1 oz", "1000000000 lb", "½½½ cup", "1//2 cup",
            "1..5 cl",
            "1,,5 kg", "1-", "1-/2", "-", "/", "⅞-⅛ cup", "1 - - 2", "(((1)))", "1 (", "1/2 cup (", "1/2 cup (30g", "1 e5", "\u{202E}1 oz",
            "1\u{0301} cup", String(repeating: "1", count: 10_000), String(repeating: "1 ", count: 5_000) + "cup",
            String(repeating: "½", count: 10_000), "1 " + String(repeating: "a", count: 10_000), String(repeating: "1/", count: 5_000),
        ])
    func hostile(text: String) {
        for adjustment in [
            MeasureAdjustment(scale: Fraction(100)), MeasureAdjustment(scale: Fraction(1, 1000), units: .metric),
            MeasureAdjustment(scale: Fraction(100), units: .us),
        ] {
            _ = adjustment.adjusted(text, ounces: .weight)
            _ = ShoppingList(cards: [card("A", text), card("B", text), card("C", "1 g")], adjustment: adjustment)
        }
    }

    @Test("a 10,000-character measure reads in well under a second")
    func longMeasureIsFast() {
        let long = "1 " + String(repeating: "cup ", count: 2_500)
        let start = ContinuousClock.now
        for _ in 0..<10 { _ = MeasureAdjustment(scale: Fraction(2), units: .metric).adjusted(long, ounces: .fluid) }
        #expect(ContinuousClock.now - start < .seconds(2))
    }

    @Test("an amount too large to scale stays as written and says so once")
    func tooLargeToScale() {
        let result = MeasureAdjustment(scale: Fraction(100)).adjusted("1000000000 g", ounces: .weight)
        #expect(result == MeasureAdjustment.Adjusted(text: "1000000000 g", problem: .tooLargeToAdjust))
        let list = ShoppingList(
            cards: [card("A", "1000000000 g"), card("B", "1 g"), card("C", "2 g"), card("D", "1000000000 g")],
            adjustment: MeasureAdjustment(scale: Fraction(2)))
        #expect(
            list.items.map(\.needs) == [
                [ShoppingList.Need(measure: "6 g", recipes: ["B", "C"]), ShoppingList.Need(measure: "1000000000 g", recipes: ["A", "D"])]
            ])
        #expect(list.notes.map(\.text) == ["'1000000000 g' of Sugar (A, D) would be too large once scaled or converted; kept as written"])
    }

    @Test("a sum that would pass the limit lists the amounts side by side instead")
    func sums() {
        let list = ShoppingList(cards: [
            card("A", "1000000000 g"), card("B", "1 g"), card("C", "2 g"), card("D", "1/999983 cup"), card("E", "1/999979 cup"),
        ])
        #expect(
            list.items.map(\.needs) == [
                [
                    ShoppingList.Need(measure: "1000000000 g", recipes: ["A"]), ShoppingList.Need(measure: "3 g", recipes: ["B", "C"]),
                    ShoppingList.Need(measure: "1/999983 cup", recipes: ["D"]), ShoppingList.Need(measure: "1/999979 cup", recipes: ["E"]),
                ]
            ])
    }
}

/// Random measure-shaped text, from a fixed seed so a failure repeats: the reader, every adjustment
/// and the shopping list stay total on all of it.
@Suite("measure reader, on random text")
struct MeasureRandomTextTests {
    @Test("20,000 random measures: nothing traps, and a measure read as an amount scales to one")
    func random() {
        let pieces = [
            "1", "2", "0", "9", "99999999999", "/", "⁄", "-", "–", " ", ".", ",", "½", "⅕", "e", "E", "+", "oz", "cup", "Cups", "tbs", "g",
            "kg", "ml", "l", "fl", "(", ")", "Juice of ", " or ", " to ", "x", "é", "\u{202E}", "\n", "NaN",
        ]
        var generator = SplitMix(seed: 29)
        let adjustments = [
            MeasureAdjustment(scale: Fraction(2)), MeasureAdjustment(scale: Fraction(1, 3), units: .metric),
            MeasureAdjustment(scale: Fraction(100), units: .us),
        ]
        for _ in 0..<20_000 {
            let count = Int.random(in: 1...8, using: &generator)
            let text = (0..<count).map { _ in pieces.randomElement(using: &generator)! }.joined()
            let measure = Measure(text)
            for adjustment in adjustments {
                let result = adjustment.adjusted(text, ounces: .fluid)
                if measure.quantity != nil && result.problem == nil { #expect(result.text != nil, "\(text)") }
            }
        }
    }
}

/// WireRecordScannerTests' seeded generator, for `randomElement(using:)`.
extension SplitMix: RandomNumberGenerator {}
