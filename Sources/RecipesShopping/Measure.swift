#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A recipe's measure, read into its parts and kept as written: the words before the amount
/// ("Juice of "), the amount (a number or a range), the unit ("Dashes", "oz"), a second measure of
/// the same thing ("/6oz", " (30g)"), and the words after ("white", "2-inch strips"). Scaling and
/// converting replace the amount and the unit and keep every other character, in its case.
///
/// The grammar (Docs/Architecture.md, "Measures"):
///
///     measure  = lead? quantity (gap unit alt?)? tail
///     lead     = words without digits, ending in a space ("Juice of ", "About ")
///     quantity = number | number sep number        (a range: the second end larger, not a size)
///     number   = whole ((" " | "-") proper-fraction | vulgar)? | fraction | vulgar | decimal
///     sep      = "-" | "–" | "—" | " to " | " or "  (spaces around a dash allowed)
///     unit     = a spelling of `UnitWord`, followed by no letter or digit
///     alt      = "/" measure | " (" measure ")"     (each side scales)
///     tail     = anything; digits only after a whole count with no unit (a size: "3 2-inch strips")
///
/// The reader is total: any text is a measure, words when no amount can be read, with a `problem`
/// when the text held a number that cannot be an amount ("-5 g", "1/0 cup", "1e308 g").
public struct Measure: Sendable, Hashable {
    public enum Quantity: Sendable, Hashable {
        case one(MeasureNumber)
        /// "2-3", "1 to 2", "2 or 3": both ends scale; `separator` as written.
        case range(MeasureNumber, MeasureNumber, separator: String)

        /// The larger end: what a range's unit and plural agree with.
        public var high: Fraction {
            switch self {
            case .one(let number): number.value
            case .range(_, let high, _): high.value
            }
        }
    }

    /// The measure as written, trimmed.
    public let written: String
    public let lead: String
    public let quantity: Quantity?
    /// What separates the amount from its unit: "" ("100g") or " ".
    public let gap: String
    public let unit: UnitWord?
    /// A second measure of the same thing: "/6oz", " (30g)"; its `lead` is "/" or " (" and its tail ")…".
    public let alternative: Alternative?
    public let tail: String
    /// Why a number in the text is no amount; nil when there is none or it was read.
    public let problem: MeasureProblem?

    public struct Alternative: Sendable, Hashable {
        /// "/" or " (".
        public let opening: String
        /// ")" or "".
        public let closing: String
        // An array holds the measure out of line: a struct cannot hold its own type inline.
        private let boxed: [Measure]
        public var measure: Measure { boxed[0] }

        init(opening: String, measure: Measure, closing: String) {
            self.opening = opening
            self.boxed = [measure]
            self.closing = closing
        }
    }

    /// The amount exactly as written: "1-1/2", "2 or 3", "1,5".
    public let quantityText: String

    /// "1 1/2 oz" → 1 1/2 of "oz"; "Top" → words; "" → nothing.
    public init(_ text: String?) {
        self.init(reading: (text ?? "").trimmed(), alternativeAllowed: true)
    }

    /// No amount: words only ("Top", "to taste") or nothing at all.
    public var isWords: Bool { quantity == nil }

    /// The amount when it is one number (no range).
    public var amount: Fraction? {
        if case .one(let number) = quantity { return number.value }
        return nil
    }

    /// Whether nothing was written.
    public var isEmpty: Bool { written.isEmpty }

    private init(
        written: String, lead: String = "", quantity: Quantity? = nil, quantityText: String = "", gap: String = "",
        unit: UnitWord? = nil, alternative: Alternative? = nil, tail: String = "", problem: MeasureProblem? = nil
    ) {
        self.written = written
        self.quantityText = quantityText
        self.lead = lead
        self.quantity = quantity
        self.gap = gap
        self.unit = unit
        self.alternative = alternative
        self.tail = tail
        self.problem = problem
    }

    private init(reading text: String, alternativeAllowed: Bool) {
        func words(_ problem: MeasureProblem? = nil) -> Measure { Measure(written: text, problem: problem) }
        guard let start = text.firstIndex(where: MeasureNumber.starts) else {
            self = words()
            return
        }
        var numberStart = start
        var lead = text[..<start]
        // ".5 cup": the point belongs to the number.
        if lead.last == ".", lead.dropLast().last.map({ $0 == " " }) ?? true, MeasureNumber.isDigit(text[start]) {
            lead = lead.dropLast()
            numberStart = text.index(before: start)
        }
        if let last = lead.last, last == "-" || last == "−", lead.dropLast().last.map({ $0 == " " }) ?? true {
            self = words(.negative)
            return
        }
        guard lead.isEmpty || lead.last == " " || lead.last == "(" else {
            self = words()
            return
        }
        var rest = text[numberStart...]
        let first: MeasureNumber
        do {
            guard let number = try MeasureNumber.read(&rest) else {
                self = words()
                return
            }
            first = number
        } catch {
            self = words(MeasureProblem(error))
            return
        }
        var quantity = Quantity.one(first)
        if let range = Self.rangeEnd(after: rest) {
            switch range {
            case .failure(let problem):
                self = words(problem)
                return
            case .success(let (separator, high, after)):
                guard high.value > first.value else {
                    self = words(.descendingRange)
                    return
                }
                quantity = .range(first, high, separator: separator)
                rest = after
            }
        }
        let quantityText = String(text[numberStart..<rest.startIndex])
        let gap = rest.prefix(while: { $0 == " " })
        var unit: UnitWord?
        var spacing = ""
        if let (word, after) = UnitWord.read(rest.dropFirst(gap.count)) {
            unit = word
            spacing = String(gap)
            rest = after
        }
        var alternative: Alternative?
        if alternativeAllowed, unit != nil, let (found, after) = Self.alternative(after: rest) {
            alternative = found
            rest = after
        }
        let tail = String(rest)
        if tail.contains(where: MeasureNumber.starts) {
            // Digits after a count are its size ("3 2-inch strips", "2 (400g) tins"); anywhere else they
            // are a second amount this cannot tell apart from the first ("1 1/2 1/2 oz", "1 cup 2 tbsp").
            guard unit == nil, alternative == nil, case .one(let count) = quantity, count.value.denominator == 1 else {
                self = words(.secondNumber)
                return
            }
        }
        self = Measure(
            written: text, lead: String(lead), quantity: quantity, quantityText: quantityText, gap: spacing, unit: unit,
            alternative: alternative, tail: tail)
    }

    /// The far end of a range at the front of `text`: "-3", " – 3", " to 3", " or 3". Nil when no
    /// range is there, or the number is a size ("1 – 14-ounce can").
    private static func rangeEnd(after text: Substring) -> Result<(String, MeasureNumber, Substring), MeasureProblem>? {
        let separators = [" - ", " – ", " — ", "-", "–", "—", " to ", " or "]
        guard let separator = separators.first(where: { text.hasPrefix($0) }) else { return nil }
        var rest = text.dropFirst(separator.count)
        guard let first = rest.first, MeasureNumber.starts(first) else { return nil }
        do {
            guard let number = try MeasureNumber.read(&rest) else { return nil }
            if rest.first == "-", rest.dropFirst().first?.isLetter == true { return nil }
            return .success((separator, number, rest))
        } catch {
            return .failure(MeasureProblem(error))
        }
    }

    /// "/6oz", "/12fl", " (30g)": a second measure of the same amount, with a unit and no words.
    private static func alternative(after text: Substring) -> (Alternative, Substring)? {
        if text.hasPrefix("/"), let first = text.dropFirst().first, MeasureNumber.starts(first) {
            // The other side runs to the end of its unit ("2fl oz"); the words after are the whole measure's.
            let whole = Measure(reading: String(text.dropFirst()), alternativeAllowed: false)
            guard whole.isPlainAmount else { return nil }
            let length = whole.written.count - whole.tail.count
            let side = Measure(reading: String(text.dropFirst().prefix(length)), alternativeAllowed: false)
            return (Alternative(opening: "/", measure: side, closing: ""), text.dropFirst(1 + length))
        }
        if text.hasPrefix(" ("), let close = text.firstIndex(of: ")") {
            let inside = String(text[text.index(text.startIndex, offsetBy: 2)..<close])
            let measure = Measure(reading: inside, alternativeAllowed: false)
            guard measure.isPlainAmount, inside.first.map(MeasureNumber.starts) == true else { return nil }
            return (Alternative(opening: " (", measure: measure, closing: ")"), text[text.index(after: close)...])
        }
        return nil
    }

    /// An amount and a unit and nothing else but words after: one side of a pair.
    private var isPlainAmount: Bool {
        quantity != nil && unit != nil && lead.isEmpty && problem == nil && !tail.contains(where: MeasureNumber.starts)
    }
}

/// Why a number in a measure is no amount that can be scaled or converted; said once, in a note.
public enum MeasureProblem: Error, Sendable, Hashable {
    case negative
    case zeroDenominator
    case tooLarge
    case exponent
    case descendingRange
    case secondNumber
    /// Read, but scaled or converted it would pass `Fraction.limit` or what can be rounded.
    case tooLargeToAdjust

    init(_ error: any Error) {
        switch error as? MeasureNumber.Failure {
        case .zeroDenominator: self = .zeroDenominator
        case .exponent: self = .exponent
        default: self = .tooLarge
        }
    }

    /// A stable word for scripts: "negative", "zeroDenominator", "tooLarge", "exponent",
    /// "descendingRange", "secondNumber", "tooLargeToAdjust".
    public var code: String {
        switch self {
        case .negative: "negative"
        case .zeroDenominator: "zeroDenominator"
        case .tooLarge: "tooLarge"
        case .exponent: "exponent"
        case .descendingRange: "descendingRange"
        case .secondNumber: "secondNumber"
        case .tooLargeToAdjust: "tooLargeToAdjust"
        }
    }

    /// "a negative amount": what the note says after the measure.
    public var reason: String {
        switch self {
        case .negative: "is a negative amount"
        case .zeroDenominator: "divides by zero"
        case .tooLarge: "has a number too large to be an amount"
        case .exponent: "has a number in exponent form"
        case .descendingRange: "is a range whose second end is not the larger"
        case .secondNumber: "has a second number that is not a size or another unit"
        case .tooLargeToAdjust: "would be too large once scaled or converted"
        }
    }
}
