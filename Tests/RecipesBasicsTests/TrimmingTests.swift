import Foundation
import Testing

@Suite("trimming")
struct TrimmingTests {
    @Test(
        "trims as Foundation's whitespacesAndNewlines does, the ASCII fast path included",
        arguments: [
            "", " ", "a", "ab", " a", "a ", "\ta\n", "\r\na b\r\n", "Apam balik", "  Apple & Blackberry Crumble ",
            "\u{00A0}nbsp\u{00A0}", "\u{2003}em\u{2003}", "\u{3000}ideographic", "caf\u{00E9}", "cafe\u{0301}",
            " Gu\u{017E}vara", "https://www.themealdb.com/images/media/meals/adxcbq1619787919.jpg", "52917", "\u{0085}next",
        ])
    func trims(text: String) {
        #expect(text.trimmed() == text.trimmingCharacters(in: .whitespacesAndNewlines), "\(text.debugDescription)")
        #expect(text[...].trimmed() == text.trimmed())
    }
}
