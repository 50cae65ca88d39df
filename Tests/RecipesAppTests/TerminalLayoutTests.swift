import Foundation
import RecipesApp
import RecipesCatalog
import RecipesOutput
import RecipesText
import Testing

@Suite("Terminal layout")
struct TerminalLayoutTests {
    @Test(
        "measures display columns: wide CJK and emoji take two, combining marks none",
        arguments: [
            ("Tart", 4), ("布丁", 4), ("🍮", 2), ("e\u{301}clair", 6), ("👨‍👩‍👧", 2), ("❤️", 2), ("ﾊﾟﾌｪ", 4), ("", 0), ("Crème brûlée", 12),
        ])
    func widths(text: String, width: Int) {
        #expect(DisplayWidth.of(text) == width)
    }

    @Test("cuts long text with … without splitting a wide character or a cluster")
    func truncation() {
        #expect(DisplayWidth.truncate("White chocolate creme brulee", to: 10) == "White cho…")
        #expect(DisplayWidth.truncate("布丁布丁布丁", to: 5) == "布丁…")
        #expect(DisplayWidth.truncate("e\u{301}e\u{301}e\u{301}e\u{301}", to: 3) == "e\u{301}e\u{301}…")
        #expect(DisplayWidth.truncate("short", to: 10) == "short")
    }

    @Test("aligns wide and combining characters and cuts the widest column to the terminal's width")
    func snapshot() {
        let style = TextStyle(isTerminal: true, width: 30)
        let table = style.table([
            ["1", "布丁 Pudding", "2.50"], ["22", "Crème brûlée with a very long name", "10.00"], ["333", "🍮 Flan", "3.00"],
        ])
        #expect(
            table == """
                1    布丁 Pudding        2.50
                22   Crème brûlée with…  10.00
                333  🍮 Flan             3.00

                """)
        for line in table.split(separator: "\n") { #expect(DisplayWidth.of(String(line)) <= 30) }
    }

    @Test("colours only when asked, and never changes plain output's text")
    func colour() {
        let rows = [["1", "Tart", "5.50"]]
        let plain = TextStyle(isTerminal: false).table(rows, emphasis: [.dim, .name, .price])
        #expect(plain == "1\tTart\t5.50\n")
        let coloured = TextStyle(isTerminal: true, width: 80, colour: true).table(rows, emphasis: [.dim, .name, .price])
        #expect(coloured == "\u{1B}[2m1\u{1B}[0m  \u{1B}[1mTart\u{1B}[0m  \u{1B}[32m5.50\u{1B}[0m\n")
        #expect(TextStyle(isTerminal: false, colour: true).table(rows, emphasis: [.plain, .name]) == "1\t\u{1B}[1mTart\u{1B}[0m\t5.50\n")
    }

    @Test(
        "colour: --color wins, then NO_COLOR, then FORCE_COLOR, then TERM=dumb, then the terminal",
        arguments: [
            (RecipesOutput.ColourChoice.always, [String: String](), false, true), (.never, [:], true, false),
            (.auto, [:], true, true), (.auto, [:], false, false),
            (.auto, ["NO_COLOR": "1"], true, false), (.auto, ["NO_COLOR": ""], true, true),
            (.auto, ["FORCE_COLOR": "1"], false, true), (.auto, ["FORCE_COLOR": "0"], false, false),
            (.auto, ["NO_COLOR": "1", "FORCE_COLOR": "1"], true, false),
            (.auto, ["TERM": "dumb"], true, false), (.auto, ["TERM": "dumb", "FORCE_COLOR": "1"], false, true),
            (.always, ["NO_COLOR": "1"], false, true), (.never, ["FORCE_COLOR": "1"], true, false),
        ])
    func colourChoice(choice: RecipesOutput.ColourChoice, environment: [String: String], isTerminal: Bool, expected: Bool) {
        #expect(choice.isOn(environment: environment, isTerminal: isTerminal) == expected)
    }

    @Test("config says where each value came from")
    func config() throws {
        let environment = ["RECIPES_HOME": "/tmp/r", "RECIPES_MEALDB_URL": "http://127.0.0.1:1/", "RECIPES_CACHE_MAX_AGE": "12h"]
        let flags = Settings.Flags(timeout: 2.5, offline: true)
        let entries = try Settings.resolve(environment: environment, flags: flags).report(
            environment: environment, flags: flags, colour: ("never", true))
        func entry(_ name: String) -> ConfigEntry? { entries.first { $0.name == name } }
        #expect(
            entry("mealdb-url") == ConfigEntry(name: "mealdb-url", value: "http://127.0.0.1:1/", source: "environment RECIPES_MEALDB_URL"))
        #expect(entry("cocktaildb-url")?.source == "default")
        #expect(entry("timeout") == ConfigEntry(name: "timeout", value: "2.5 s", source: "flag --timeout"))
        #expect(
            entry("mode")
                == ConfigEntry(
                    name: "mode", value: "offline", source: "flag --offline", words: "offline: the cache, then the bundled sample"))
        #expect(entry("mode")?.shownValue == "offline: the cache, then the bundled sample")
        #expect(
            entry("cache-max-age") == ConfigEntry(name: "cache-max-age", value: "12 hours", source: "environment RECIPES_CACHE_MAX_AGE"))
        #expect(
            entry("favorites-file")
                == ConfigEntry(name: "favorites-file", value: "/tmp/r/favorites.json", source: "environment RECIPES_HOME", isPath: true))
        #expect(entry("cache-folder")?.value == "/tmp/r/cache")
        #expect(entry("colour")?.source == "flag --color")
    }
}

@Suite("word wrap")
struct WordWrapTests {
    @Test("breaks between words within the width, in display columns")
    func words() {
        #expect(
            WordWrap.lines("Heat the cream in a pan until it simmers.", width: 16) == ["Heat the cream", "in a pan until", "it simmers."])
        #expect(WordWrap.lines("布丁布丁 布丁", width: 10) == ["布丁布丁", "布丁"], "wide characters take two columns")
        #expect(WordWrap.lines("short", width: 80) == ["short"])
    }

    @Test("a word wider than a line is cut where it must; nothing is lost; a link is never cut")
    func longWord() {
        let word = "Pneumonoultramicroscopicsilicovolcanoconiosis"
        let lines = WordWrap.lines("See \(word) now", width: 20)
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 20 })
        #expect(lines.joined(separator: " ").replacingOccurrences(of: " ", with: "") == "See\(word)now")
        let url = "http://localhost/" + String(repeating: "a", count: 30)
        #expect(WordWrap.lines("See (\(url)) now", width: 20) == ["See", "(\(url))", "now"])
    }

    @Test("recipe instructions wrap at a terminal and stay one line per paragraph in a pipe")
    func recipe() {
        let card = RecipeCard(catalog: .desserts, id: "1", name: "Pie", instructions: "Heat the cream in a pan until it simmers.\r\nServe.")
        let terminal = RecipeCardOutput.text(card, style: TextStyle(isTerminal: true, width: 16))
        #expect(terminal.contains("\nHeat the cream\nin a pan until\nit simmers.\n\nServe.\n"), "\(terminal)")
        let pipe = RecipeCardOutput.text(card, style: TextStyle(isTerminal: false, width: 16))
        #expect(pipe.contains("\nHeat the cream in a pan until it simmers.\n\nServe.\n"))
    }
}
