import RecipesBasics
import Testing

@Suite("Byte search")
struct ByteSearchTests {
    @Test(
        "finds a needle anywhere, exactly; ignoring ASCII case only when asked",
        arguments: [
            ("text/html; charset=utf-8", "text/html", false, true),
            ("TEXT/HTML", "text/html", false, false),
            ("TEXT/HTML", "text/html", true, true),
            ("application/xhtml+xml, Text/Html", "text/html", true, true),
            ("text/htm", "text/html", true, false),
            ("", "text/html", true, false),
            ("anything", "", false, true),
            ("the copy is older than --max-age 1h", " is older than --max-age ", false, true),
            ("crème brûlée is older than --max-age ", " is older than --max-age ", false, true),
            ("ÉCLAIR", "éclair", true, false),
        ])
    func search(text: String, needle: String, ignoringCase: Bool, expected: Bool) {
        #expect(ByteSearch.contains(text, needle, ignoringASCIICase: ignoringCase) == expected)
    }
}
