import RecipesCatalog
import Testing

/// The folded key names are compared by (`AlphabeticalOrder.key(for:)`), held to the rules it
/// states, scalar by scalar, against a plain reference: the whole text lower-cased, then each
/// scalar folded by searching the list of accented letters. The key is built faster than that
/// (Docs/PerformanceLog.md), and must give exactly what it gives.
@Suite("Text folding")
struct TextFoldingTests {
    private static let latin: [(letters: String, base: String)] = [
        ("àáâãäåāăąǎǻ", "a"), ("çćĉċč", "c"), ("ďđ", "d"), ("èéêëēĕėęěȩ", "e"), ("ĝğġģǧ", "g"), ("ĥħ", "h"),
        ("ìíîïĩīĭįıǐ", "i"), ("ĵ", "j"), ("ķǩ", "k"), ("ĺļľŀł", "l"), ("ñńņňŉ", "n"), ("òóôõöōŏőơǒǿø", "o"),
        ("ŕŗř", "r"), ("śŝşšș", "s"), ("ţťŧț", "t"), ("ùúûüũūŭůűųưǔǖǘǚǜ", "u"), ("ŵ", "w"), ("ýÿŷ", "y"),
        ("źżž", "z"), ("ß", "ss"), ("æǽ", "ae"), ("œ", "oe"), ("þ", "th"), ("ð", "d"),
    ]

    private static func reference(_ text: String) -> String {
        var output = String.UnicodeScalarView()
        for scalar in text.lowercased().unicodeScalars {
            let value = scalar.value
            if (0x0300...0x036F).contains(value) || (0x1AB0...0x1AFF).contains(value) || (0x1DC0...0x1DFF).contains(value)
                || (0x20D0...0x20FF).contains(value) || (0xFE20...0xFE2F).contains(value)
            {
                continue
            }
            if (0xFF01...0xFF5E).contains(value), let ascii = Unicode.Scalar(value - 0xFEE0) {
                output.append(contentsOf: String(ascii).lowercased().unicodeScalars)
                continue
            }
            if value >= 0xC0, let replacement = latin.first(where: { $0.letters.unicodeScalars.contains(scalar) })?.base {
                output.append(contentsOf: replacement.unicodeScalars)
            } else {
                output.append(scalar)
            }
        }
        return String(output)
    }

    @Test("every scalar up to U+1FFFF folds as the reference folds it, byte for byte, alone and beside letters")
    func everyScalar() {
        var differing: [String] = []
        for value in UInt32(0)...0x1FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            // A name wholly ASCII is only lower-cased, never folded: an ASCII scalar is folded beside an accented letter.
            let texts = value < 0x80 ? ["é\(scalar)", "\(scalar)É"] : [String(scalar), "Ab\(scalar)Z"]
            for text in texts where !Self.same(AlphabeticalOrder.key(for: text), Self.reference(text)) {
                differing.append("U+\(String(value, radix: 16, uppercase: true)) in \(text.debugDescription)")
            }
        }
        #expect(differing.isEmpty, "\(differing.count) differ, first: \(differing.prefix(5))")
    }

    @Test(
        "names as people write them fold as the reference folds them",
        arguments: [
            "Gužvara", "Crème Brûlée", "ÆBLESKIVER", "Straße", "İstanbul Simit", "ΣΟΦΙΑ", "Ｇｉｎ ＆ Ｔｏｎｉｃ", "Polskie Naleśniki",
            "a\u{0301}b\u{20D0}c", "ǺǼǾ", "Ǖǘ", "Œufs à la neige", "Þórs", "DŽemper", "ﬃ", "Ꭰ", "𐐀", "ΟΔΟΣ", "Ä\u{0}b",
        ])
    func names(_ name: String) {
        #expect(Self.same(AlphabeticalOrder.key(for: name), Self.reference(name)))
    }

    /// The same bytes: `==` on strings holds canonically equivalent texts equal ("é" and "e" with a
    /// combining accent), and the sort tells an ASCII key by its bytes.
    private static func same(_ key: String, _ reference: String) -> Bool {
        Array(key.utf8) == Array(reference.utf8)
    }

    @Test("the rules, as written: accents dropped, ligatures spelled out, fullwidth made ASCII, everything lower-cased")
    func rules() {
        #expect(AlphabeticalOrder.key(for: "Gužvara") == "guzvara")
        #expect(AlphabeticalOrder.key(for: "Crème Brûlée") == "creme brulee")
        #expect(AlphabeticalOrder.key(for: "Straße") == "strasse")
        #expect(AlphabeticalOrder.key(for: "Ærø") == "aero")
        #expect(AlphabeticalOrder.key(for: "ＡＢＣ") == "abc")
        #expect(AlphabeticalOrder.key(for: "e\u{0301}") == "e")
        #expect(AlphabeticalOrder.key(for: "Γλυκό") == "γλυκό")
    }
}
