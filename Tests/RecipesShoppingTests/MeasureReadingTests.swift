import RecipesShopping
import Testing

/// The one measure reader: an amount, a unit and the words around them, each word's case kept.
@Suite("measures read")
struct MeasureReadingTests {
    private func read(_ text: String) -> (lead: String, amount: String, unit: String?, tail: String) {
        let measure = Measure(text)
        let amount: String
        switch measure.quantity {
        case .one(let number): amount = AmountText.exact(number.value, style: .fraction)
        case .range(let low, let high, let separator):
            amount = AmountText.exact(low.value, style: .fraction) + separator + AmountText.exact(high.value, style: .fraction)
        case nil: amount = "-"
        }
        return (measure.lead, amount, measure.unit?.canonical, measure.tail)
    }

    @Test(
        "mixed numbers with a hyphen or a space, vulgar fractions, decimals and decimal commas",
        arguments: [
            ("1-1/2 cups", "1 1/2", "cup"), ("1-⅓ cups", "1 1/3", "cup"), ("2-1/2 cups", "2 1/2", "cup"), ("1 1/2 oz", "1 1/2", "oz"),
            ("1½ cups", "1 1/2", "cup"), ("1 ½ teaspoons", "1 1/2", "tsp"), ("¼ teaspoon", "1/4", "tsp"), ("1.5 cl", "3/2", "cl"),
            ("1,5 kg", "3/2", "kg"), (".5 cup", "1/2", "cup"), ("0.75 oz", "3/4", "oz"), ("1,000 g", "1000", "g"),
            ("1⁄2 cup", "1/2", "cup"),
            ("100g", "100", "g"), ("2cl", "2", "cl"), ("1tbsp", "1", "tbsp"),
        ])
    func numbers(text: String, amount: String, unit: String) {
        let parts = read(text)
        #expect(parts.amount == (amount == "3/2" ? "1 1/2" : amount), "\(text)")
        #expect(parts.unit == unit, "\(text)")
    }

    @Test(
        "ranges, whose second end is larger; a hyphen before a fraction below one is a mixed number",
        arguments: [
            ("2-3 tbsp", "2-3", "tbsp"), ("3/4-1 cup", "3/4-1", "cup"), ("2 or 3", "2 or 3", nil), ("1 to 2 tsp", "1 to 2", "tsp"),
            ("2 – 3 oz", "2 – 3", "oz"), ("4-6", "4-6", nil),
        ] as [(String, String, String?)])
    func ranges(text: String, amount: String, unit: String?) {
        let parts = read(text)
        #expect(parts.amount == amount && parts.unit == unit, "\(text): \(parts)")
    }

    @Test(
        "words before and after the amount are kept exactly: a lead, a size, words after a unit",
        arguments: [
            ("Juice of 1/2", "Juice of ", "1/2", nil, ""), ("3 2-inch strips", "", "3", nil, " 2-inch strips"),
            ("1 – 14-ounce can", "", "1", nil, " – 14-ounce can"), ("1 oz white", "", "1", "oz", " white"),
            ("1 3/4 oz Bacardi", "", "1 3/4", "oz", " Bacardi"), ("10 cl cold", "", "10", "cl", " cold"),
            ("About 8 drops", "About ", "8", "drop", ""), ("2 Dashes", "", "2", "dash", ""),
            ("1 Large Sprig", "", "1", nil, " Large Sprig"),
            ("2 (400g) tins", "", "2", nil, " (400g) tins"), ("1 L", "", "1", "l", ""), ("12fl", "", "12", "fl oz", ""),
        ] as [(String, String, String, String?, String)])
    func words(text: String, lead: String, amount: String, unit: String?, tail: String) {
        let parts = read(text)
        #expect(parts.lead == lead && parts.amount == amount && parts.unit == unit && parts.tail == tail, "\(text): \(parts)")
    }

    @Test("a pair of measures keeps both sides: 175g/6oz, 1/2 cup (30g)")
    func pairs() {
        let pair = Measure("175g/6oz")
        #expect(pair.amount == Fraction(175) && pair.unit?.canonical == "g")
        #expect(pair.alternative?.opening == "/" && pair.alternative?.measure.amount == Fraction(6))
        let brackets = Measure("1/2 cup (30g) sifted")
        #expect(brackets.alternative?.measure.unit?.canonical == "g" && brackets.alternative?.closing == ")" && brackets.tail == " sifted")
    }

    @Test(
        "words are words: no amount, no problem",
        arguments: ["Top", "to taste", "Pod of", "Garnish with", "Coarse", "pinch", "NaN cups", "Infinity g", "x2 cups"])
    func plainWords(text: String) {
        let measure = Measure(text)
        #expect(measure.isWords && measure.problem == nil && measure.written == text)
    }

    @Test(
        "a number that cannot be an amount makes the measure words, and says why",
        arguments: [
            ("-5 g", MeasureProblem.negative), ("1/0 cup", .zeroDenominator), ("1e308 ml", .exponent),
            ("99999999999999999999 g", .tooLarge),
            ("3-2 cups", .descendingRange), ("1 1/2 1/2 oz", .secondNumber), ("1 cup 2 tbsp", .secondNumber),
            ("5000000000000000/7 g", .tooLarge),
        ])
    func problems(text: String, problem: MeasureProblem) {
        let measure = Measure(text)
        #expect(measure.isWords && measure.problem == problem, "\(text)")
    }

    @Test("nothing written is empty")
    func empty() {
        #expect(Measure(nil).isEmpty && Measure("  \n").isEmpty && Measure("").quantity == nil)
    }
}
