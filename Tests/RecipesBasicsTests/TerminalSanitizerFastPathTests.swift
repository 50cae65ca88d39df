import Testing

@testable import RecipesBasics

/// `sanitize` and `sanitizeLine` hand text back as it is when nothing in it would change; that
/// check must agree with the scalar-by-scalar work for every scalar there is.
@Suite("Terminal sanitizer, text kept as it is")
struct TerminalSanitizerFastPathTests {
    /// Every scalar up to U+3000 (every one the sanitizer removes or changes but the last few), the
    /// specials block and U+FE00 on, the tag characters and around them, and every 97th in between.
    private static let scalars: [Unicode.Scalar] =
        (Array(0..<0x3000) + Array(stride(from: 0x3000, to: 0xFE00, by: 97)) + Array(0xFE00..<0x1_0000)
        + Array(stride(from: 0x1_0000, to: 0xE_0000, by: 97)) + Array(0xD_FF00..<0xE_0100)).compactMap(Unicode.Scalar.init)

    @Test("for every scalar, alone and between letters, both give what the scalar-by-scalar work gives")
    func agreesForEveryScalar() {
        var disagreements: [String] = []
        for scalar in Self.scalars {
            for text in [String(scalar), "Gužvara \(scalar)", "\(scalar)\r\n\t日本酒"] {
                if TerminalSanitizer.sanitize(text) != TerminalSanitizer.sanitizedScalars(text)
                    || TerminalSanitizer.sanitizeLine(text) != TerminalSanitizer.sanitizedLineScalars(text)
                {
                    disagreements.append(String(scalar.value, radix: 16))
                }
            }
        }
        #expect(disagreements.isEmpty)
    }

    @Test("text with letters outside ASCII and nothing to remove is kept; a control, bidi or zero-width scalar anywhere is not")
    func keeps() {
        #expect(TerminalSanitizer.keepsEveryScalar("Walnut Roll Gužvara", allowingLineBreaks: false))
        #expect(TerminalSanitizer.keepsEveryScalar("Polskie Naleśniki (Polish Pancakes) 9", allowingLineBreaks: false))
        #expect(TerminalSanitizer.keepsEveryScalar("Too sweet — try with ½ the syrup", allowingLineBreaks: false))
        #expect(!TerminalSanitizer.keepsEveryScalar("Use oat milk\nTwice the lime", allowingLineBreaks: false))
        #expect(TerminalSanitizer.keepsEveryScalar("Use oat milk\nTwice the lime", allowingLineBreaks: true))
        #expect(!TerminalSanitizer.keepsEveryScalar("Gužvara\u{202E}", allowingLineBreaks: true))
        #expect(!TerminalSanitizer.keepsEveryScalar("Guž\u{200B}vara", allowingLineBreaks: true))
        #expect(!TerminalSanitizer.keepsEveryScalar("Guž\u{9B}31m", allowingLineBreaks: true))
        #expect(!TerminalSanitizer.keepsEveryScalar("tag\u{E0041}", allowingLineBreaks: true))
    }
}
