import RecipesShopping
import Testing

@Suite("measures as written")
struct MeasureWordingTests {
    @Test(
        "an amount written as a decimal prints as one; a word unit is plural above one",
        arguments: [
            ("4.5 cl", "4.5 cl"), ("0.25 l", "0.25 l"), ("1 1/2 oz", "1 1/2 oz"), ("2 spoons", "2 spoons"), ("1 spoon", "1 spoon"),
            ("1/2 cup", "1/2 cup"), ("1½ cups", "1 1/2 cups"), ("3 pinches", "3 pinches"), ("2 g", "2 g"), ("6", "6"),
        ])
    func written(text: String, printed: String) throws {
        guard case .amount(let amount, let unit) = Measure(text) else {
            Issue.record("\(text) is not an amount")
            return
        }
        #expect(Measure.text(amount, unit: unit, decimal: Measure.isDecimal(text)) == printed)
    }

    @Test("decimals: three places at most, trailing zeros dropped")
    func decimals() {
        #expect(Fraction(9, 2).decimalDescription == "4.5")
        #expect(Fraction(19, 4).decimalDescription == "4.75")
        #expect(Fraction(6).decimalDescription == "6")
        #expect(Fraction(1, 7).decimalDescription == "0.143")
    }
}
