import Foundation
import RecipesShopping
import TestSupport
import Testing

/// Every measure in the real records (Fixtures/ keeps ../shared/api-samples byte for byte): each
/// `strMeasureN` of every drink and every dessert, read from the raw JSON, is a test case.
@Suite("every real measure, swept")
struct MeasureSweepTests {
    /// (measure, how its recipe's "oz" reads), each distinct pair once.
    static let measures: [(String, OunceKind)] = {
        var seen = Set<String>()
        var found: [(String, OunceKind)] = []
        for (file, key, ounces) in [
            ("cocktaildb/drinks-2021-even-ids.json", "drinks", OunceKind.fluid), ("cocktaildb/search-s-margarita.json", "drinks", .fluid),
            ("mealdb/desserts-2022-even-ids.json", "meals", .weight), ("mealdb/lookup-52917.json", "meals", .weight),
        ] {
            let object = try? JSONSerialization.jsonObject(with: Fixtures.data(file)) as? [String: Any]
            for record in object?[key] as? [[String: Any]] ?? [] {
                for (field, value) in record where field.hasPrefix("strMeasure") {
                    guard let text = value as? String, seen.insert("\(ounces)\u{0}\(text)").inserted else { continue }
                    found.append((text, ounces))
                }
            }
        }
        return found
    }()

    /// The US units a cook would name, by the letters of a word ("6oz" is "oz").
    private static let usUnits: Set<String> = [
        "oz", "ounce", "ounces", "cup", "cups", "tsp", "tsps", "teaspoon", "teaspoons", "tbsp", "tbs", "tbls", "tblsp", "tablespoon",
        "tablespoons", "lb", "lbs", "pound", "pounds", "pint", "pints", "qt", "quart", "quarts", "gal", "gallon", "gallons", "shot",
        "shots",
        "jigger", "jiggers", "fifth", "fifths", "fl",
    ]

    private static func words(_ text: String) -> [String] {
        text.split(whereSeparator: { !$0.isLetter }).map(String.init)
    }

    private static func hasNumber(_ text: String) -> Bool {
        text.contains { ($0.isASCII && $0.isNumber) || "½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞".contains($0) }
    }

    @Test("the samples hold the measures the issue names, and hundreds more")
    func coverage() {
        let texts = Set(Self.measures.map { $0.0.trimmingCharacters(in: .whitespaces) })
        #expect(Self.measures.count > 400)
        for quirk in [
            "2-1/2 cups", "Juice of 1/2", "3 2-inch strips", "1 oz white", "175g/6oz", "2-3 cl", "2/5", "1 oz Bacardi", "2 Dashes",
        ] {
            #expect(texts.contains(quirk), "\(quirk)")
        }
    }

    @Test("--units metric leaves no measure with a number in a US unit")
    func metricLeavesNoUSUnit() {
        var failures: [String] = []
        for (measure, ounces) in Self.measures
        where Self.hasNumber(measure) && Self.words(measure.lowercased()).contains(where: Self.usUnits.contains) {
            let result = MeasureAdjustment(units: .metric).adjusted(measure, ounces: ounces)
            let words = Self.words((result.text ?? "").lowercased())
            if words.contains(where: Self.usUnits.contains) { failures.append("\(measure) → \(result.text ?? "nil")") }
        }
        #expect(failures.isEmpty, "\(failures)")
    }

    @Test(
        "scaling changes only the amount: every word kept, in its case; a unit agrees in number",
        arguments: [Fraction(2), Fraction(8), Fraction(1, 2)])
    func scalingKeepsWords(factor: Fraction) {
        var failures: [String] = []
        for (measure, ounces) in Self.measures {
            let result = MeasureAdjustment(scale: factor).adjusted(measure, ounces: ounces)
            let before = Self.words(measure)
            let after = Self.words(result.text ?? "")
            let agrees =
                before.count == after.count
                && zip(before, after).allSatisfy { old, new in
                    old == new || Self.sameUnit(old, new)
                }
            if !agrees { failures.append("\(measure) → \(result.text ?? "nil")") }
            // Never silently left: an amount changes, or a problem says why it did not.
            if Measure(measure).quantity != nil, result.text == measure, result.problem == nil {
                failures.append("\(measure) unchanged ×\(factor)")
            }
        }
        #expect(failures.isEmpty, "\(failures)")
    }

    /// A unit's other number ("drop"/"drops", "Dash"/"Dashes"), or grams and millilitres said in
    /// kilograms and litres from 1000.
    private static func sameUnit(_ old: String, _ new: String) -> Bool {
        let (a, b) = (old.lowercased(), new.lowercased())
        if [["ml", "l"], ["g", "kg"], ["gr", "kg"]].contains(where: { Set($0) == Set([a, b]) }) { return true }
        let (short, long) = a.count < b.count ? (old, new) : (new, old)
        guard long.hasPrefix(short) else { return false }
        let ending = long.dropFirst(short.count)
        return ending == "s" || ending == "es" || ending == "S" || ending == "ES"
    }

    @Test("reading every measure is fast: the whole sweep, ten times, well under a second")
    func fast() {
        let start = ContinuousClock.now
        for _ in 0..<10 {
            for (measure, ounces) in Self.measures {
                _ = MeasureAdjustment(scale: Fraction(3), units: .metric).adjusted(measure, ounces: ounces)
            }
        }
        #expect(ContinuousClock.now - start < .seconds(5))
    }
}
