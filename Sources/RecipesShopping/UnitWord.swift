/// A unit as a recipe spells it: "Dashes", "tbls", "fl. oz", "teaspoons". It keeps what was
/// written and knows its canonical word (so "tbs" and "tablespoons" add up) and, for a word with
/// a plural, both numbers, so a scaled amount agrees: 1 drop → 2 drops, 2 Scoops → 1 Scoop.
public struct UnitWord: Sendable, Hashable {
    /// Exactly as written ("Dashes").
    public let written: String
    /// "tbsp", "oz", "fl oz", "dash": what `MeasureUnit(word:ounces:)` and sums go by.
    public let canonical: String
    private let singular: String?
    private let plural: String?

    /// `written` agreeing with an amount of `many` (more than one) or not, its case kept:
    /// "Dash" → "Dashes", "DROPS" → "DROP", "tbsp" stays "tbsp".
    public func agreeing(many: Bool) -> String {
        guard let singular, let plural else { return written }
        let lower = written.lowercased()
        let wanted = many ? plural : singular
        guard lower != wanted else { return written }
        if written == written.uppercased() && written.count > 1 { return wanted.uppercased() }
        if written.first?.isUppercase == true { return wanted.prefix(1).uppercased() + wanted.dropFirst() }
        return wanted
    }

    /// Reads the longest unit spelling at the front of `text`, when a word boundary follows it
    /// ("1 Large" is no litre). Case-insensitive; nil when no unit is there.
    static func read(_ text: Substring) -> (UnitWord, rest: Substring)? {
        let lowered = String(text.prefix(20)).lowercased()
        var best: (spelling: String, entry: Entry)?
        for (spelling, entry) in spellings where lowered.hasPrefix(spelling) {
            if let current = best, current.spelling.count >= spelling.count { continue }
            let after = lowered.dropFirst(spelling.count).first
            if let after, after.isLetter || after.isNumber { continue }
            best = (spelling, entry)
        }
        guard let best else { return nil }
        let written = text.prefix(best.spelling.count)
        return (
            UnitWord(written: String(written), canonical: best.entry.canonical, singular: best.entry.singular, plural: best.entry.plural),
            text.dropFirst(best.spelling.count)
        )
    }

    /// A unit named by its canonical word, as the program prints it ("ml", "cup"/"cups").
    static func named(_ canonical: String) -> UnitWord {
        let entry = spellings.first { $0.value.canonical == canonical && $0.key == canonical }?.value
        return UnitWord(written: canonical, canonical: canonical, singular: entry?.singular, plural: entry?.plural)
    }

    private struct Entry {
        let canonical: String
        let singular: String?
        let plural: String?
    }

    /// Every spelling the samples use (lower-cased), and the usual ones beside them.
    private static let spellings: [String: Entry] = {
        var table: [String: Entry] = [:]
        func abbreviation(_ canonical: String, _ spellings: String...) {
            for spelling in [canonical] + spellings { table[spelling] = Entry(canonical: canonical, singular: nil, plural: nil) }
        }
        func word(_ canonical: String, _ singular: String, _ plural: String) {
            for spelling in [singular, plural] { table[spelling] = Entry(canonical: canonical, singular: singular, plural: plural) }
        }
        abbreviation("ml", "mls", "ml.")
        word("ml", "millilitre", "millilitres")
        word("ml", "milliliter", "milliliters")
        abbreviation("cl")
        abbreviation("dl")
        abbreviation("l")
        word("l", "litre", "litres")
        word("l", "liter", "liters")
        abbreviation("g", "gr", "grs")
        word("g", "gram", "grams")
        word("g", "gramme", "grammes")
        abbreviation("kg", "kgs")
        word("kg", "kilogram", "kilograms")
        abbreviation("tsp", "tsps", "tsp.")
        word("tsp", "teaspoon", "teaspoons")
        abbreviation("tbsp", "tbsps", "tbs", "tbls", "tblsp", "tbl", "tbsp.")
        word("tbsp", "tablespoon", "tablespoons")
        word("cup", "cup", "cups")
        abbreviation("oz", "oz.")
        word("oz", "ounce", "ounces")
        abbreviation("fl oz", "fl. oz", "fl.oz", "fl oz.", "fl")
        word("fl oz", "fluid ounce", "fluid ounces")
        abbreviation("pint", "pt")
        word("pint", "pint", "pints")
        abbreviation("quart", "qt", "qts")
        word("quart", "quart", "quarts")
        abbreviation("gallon", "gal")
        word("gallon", "gallon", "gallons")
        word("shot", "shot", "shots")
        word("jigger", "jigger", "jiggers")
        word("fifth", "fifth", "fifths")
        abbreviation("lb", "lbs")
        word("lb", "pound", "pounds")
        for (singular, plural) in [
            ("dash", "dashes"), ("drop", "drops"), ("splash", "splashes"), ("pinch", "pinches"), ("part", "parts"),
            ("scoop", "scoops"), ("spoon", "spoons"), ("slice", "slices"), ("wedge", "wedges"), ("sprig", "sprigs"),
            ("strip", "strips"), ("piece", "pieces"), ("bottle", "bottles"), ("can", "cans"), ("jar", "jars"), ("cube", "cubes"),
            ("chunk", "chunks"), ("stick", "sticks"), ("package", "packages"), ("packet", "packets"), ("pod", "pods"),
            ("clove", "cloves"), ("glass", "glasses"), ("twist", "twists"), ("handful", "handfuls"), ("bunch", "bunches"),
            ("tin", "tins"), ("leaf", "leaves"), ("sheet", "sheets"), ("bar", "bars"), ("square", "squares"),
        ] {
            word(singular, singular, plural)
        }
        return table
    }()
}
