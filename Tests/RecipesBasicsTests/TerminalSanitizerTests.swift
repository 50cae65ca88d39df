import RecipesBasics
import Testing

@Suite("Terminal sanitizer")
struct TerminalSanitizerTests {
    @Test(
        "removes escape sequences, controls, bidi overrides and zero-width characters",
        arguments: [
            ("\u{1B}[31mRed\u{1B}[0m Velvet", "Red Velvet"),
            ("\u{1B}]8;;https://evil.example\u{07}Click\u{1B}]8;;\u{07}", "Click"),
            ("\u{1B}]8;;https://evil.example\u{1B}\\Click\u{1B}]8;;\u{1B}\\", "Click"),
            ("Cake\u{1B}]52;c;ZWNobyBoYWNrZWQ=\u{07}", "Cake"),
            ("\u{1B}P+q\u{1B}\\Tart", "Tart"),
            ("Pie\u{1B}c", "Pie"),
            ("A\u{1B}(Bb", "Ab"),
            ("\u{9B}31mC1\u{9D}0;title\u{9C}", "C1"),
            ("bell\u{07} back\u{08}space\u{00}nul\u{7F}", "bell backspacenul"),
            ("\u{202E}txt.exe\u{202C} \u{2066}iso\u{2069}", "txt.exe iso"),
            ("Crème brûlée 🍮 布丁", "Crème brûlée 🍮 布丁"),
            ("Mar\u{200B}ghe\u{200C}ri\u{200D}ta\u{2060}\u{FEFF}", "Margherita"),
            // Invisible text: a soft hyphen, U+180E, the interlinear annotations, tag characters spelling "evil".
            ("Pav\u{00AD}lo\u{180E}va\u{FFF9}\u{FFFA}\u{FFFB}\u{E0065}\u{E0076}\u{E0069}\u{E006C}\u{E007F}", "Pavlova"),
            ("one\u{2028}two\u{2029}three", "one\ntwo\nthree"),
        ])
    func sanitizes(input: String, expected: String) {
        #expect(TerminalSanitizer.sanitize(input) == expected)
    }

    @Test("keeps paragraphs: CRLF and CR become LF, tabs stay")
    func lineBreaks() {
        #expect(TerminalSanitizer.sanitize("one\r\ntwo\rthree\n\tfour") == "one\ntwo\nthree\n\tfour")
    }

    @Test("folds line breaks and tabs into spaces for one-line cells, the line and paragraph separators too")
    func lines() {
        #expect(TerminalSanitizer.sanitizeLine("a\tb\r\nc\nd") == "a b c d")
        #expect(TerminalSanitizer.sanitizeLine("Eton\u{2028}Mess\u{2029}x") == "Eton Mess x", "a record never splits for a line reader")
    }

    @Test("an unterminated sequence cannot swallow the rest of a line forever")
    func unterminated() {
        #expect(TerminalSanitizer.sanitize("x\u{1B}[") == "x")
        #expect(TerminalSanitizer.sanitize("x\u{1B}") == "x")
        #expect(TerminalSanitizer.sanitize("x\u{1B}[12\nnext") == "xnext")
    }

    @Test(
        "a string sequence (OSC, DCS, 8-bit OSC…) with no end before the line's end or the text's loses only its introducer: the text after it stays",
        arguments: [
            ("Mozzarella\u{1B}]0;, Tomato Sauce, Bottarga", "Mozzarella0;, Tomato Sauce, Bottarga"),
            ("Creme brulee\u{1B}]0;)\n75g/3oz Butter", "Creme brulee0;)\n75g/3oz Butter"),
            ("Creme brulee\u{1B}P1$r\r\nTop", "Creme brulee1$r\nTop"),
            ("\u{9D}0;title, and the rest", "0;title, and the rest"),
            ("a\u{1B}]52;c;QUJD", "a52;c;QUJD"),
            // Ended before the line does, it is removed whole, as ever.
            ("a\u{1B}]52;c;QUJD\u{07}b\nc", "ab\nc"),
            ("a\u{1B}]0;t\u{1B}\\b", "ab"),
        ])
    func unterminatedString(input: String, expected: String) {
        #expect(TerminalSanitizer.sanitize(input) == expected)
        #expect(TerminalSanitizer.sanitizeLine(input) == expected.replacingOccurrences(of: "\n", with: " "))
    }

    @Test("a line of 200,000 unfinished string introducers is read once, not once for each: linear, never a hang")
    func manyUnterminated() {
        let clock = ContinuousClock()
        var elapsed: [Duration] = []
        for count in [50_000, 200_000] {
            let text = String(repeating: "\u{9D}x", count: count) + "\nend\u{1B}]0;"
            let start = clock.now
            #expect(TerminalSanitizer.sanitize(text) == String(repeating: "x", count: count) + "\nend0;")
            elapsed.append(clock.now - start)
        }
        // Each introducer looking to the line's end again was quadratic: 16x for 4x the text, and
        // minutes at 200,000. Linear is about 4x.
        #expect(elapsed[1] < elapsed[0] * 10 + .milliseconds(200), "\(elapsed)")
    }

}
