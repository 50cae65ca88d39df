import RecipesTOML
import Testing

/// toml++ recurses once a level of nested tables: config.toml is held to 64 levels before it sees the text.
/// `k1.k2.…`: a key of that many dotted parts.
private func dotted(_ parts: Int) -> String { (1...parts).map { "k\($0)" }.joined(separator: ".") }

@Suite("config.toml nesting bound")
struct TOMLNestingTests {
    private func reason(_ text: String) -> (line: Int, reason: String)? {
        do {
            _ = try TOMLDocument.parse(text)
            return nil
        } catch let error as TOMLDocument.SyntaxError {
            return (error.line, error.reason)
        } catch {
            return (0, "\(error)")
        }
    }

    @Test(
        "keys, headers and inline tables up to 64 levels are read; dots in strings, comments and multi-line strings do not count",
        arguments: [
            "units = \"metric\"\n", "\(String(repeating: "a.", count: 63))a = 1\n",
            "[\(String(repeating: "t.", count: 31))t]\n\(String(repeating: "a.", count: 31))a = 1\n",
            "\"\(String(repeating: ".", count: 500))\" = 1\n", "'\(String(repeating: ".", count: 500))' = 1\n",
            "# \(String(repeating: ".", count: 500))\nunits = \"us\"\n",
            "x = \"\"\"\n\(String(repeating: "...\n", count: 200))\"\"\"\n", "x = '''\n\(String(repeating: "...\n", count: 200))'''\n",
            "x = \"a \\\" \(String(repeating: ".", count: 200))\"\n",
            "x = [\(Array(repeating: "1.5", count: 30).joined(separator: ", "))]\n\(String(repeating: "y.", count: 30))y = 2\n",
        ])
    func withinTheBound(text: String) {
        #expect(reason(text) == nil || reason(text)?.reason != "keys nested deeper than 64 levels", "\(text.prefix(80))")
    }

    @Test(
        "deeper than 64 levels is a syntax error on its line, whatever builds the depth",
        arguments: [
            ("\(String(repeating: "a.", count: 64))a = 1\n", 1), ("# mine\n[\(dotted(65))]\n", 2),
            ("[\(dotted(40))]\n\n\(dotted(25)) = 1\n", 3), ("x = { \(dotted(65)) = 1 }\n", 1),
            ("x = [\n\(String(repeating: "[", count: 70))\n", 2),
            // A backslash ending a line of a multi-line string escapes the line break, not the next line's first quote.
            ("x = \"\"\"\\\n\"\"\"\n\(dotted(65)) = 1\n", 3),
            // A key's levels count on the lines of the array it opens.
            ("\(dotted(61)) = [\n{ \(dotted(11)) = 1 }\n]\n", 2),
        ])
    func pastTheBound(text: String, line: Int) {
        let found = reason(text)
        #expect(found?.line == line && found?.reason == "keys nested deeper than 64 levels", "\(String(describing: found))")
    }
}
