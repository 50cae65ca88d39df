import RecipesBasics
import RecipesCatalog
import RecipesOutput
import RecipesText
import Testing

@Suite("--sort and --limit")
struct ListSteeringTests {
    private struct Item: CatalogItem, Equatable {
        let id: String
        let name: String
    }

    private let items = [
        Item(id: "178332", name: "b"), Item(id: "9", name: "C"), Item(id: "11007", name: "a"),
        Item(id: "Margherita", name: "d"), Item(id: "007", name: "e"),
    ]

    @Test("by id: numbers by value, then ids that are not numbers as text")
    func byID() {
        #expect(ListSteering(order: .id).apply(items).map(\.id) == ["007", "9", "11007", "178332", "Margherita"])
    }

    @Test("no order keeps the list's own; name is the alphabetical order; the limit keeps the top")
    func orderAndLimit() {
        #expect(ListSteering().apply(items) == items)
        #expect(ListSteering(order: .name, limit: 2).apply(items).map(\.name) == ["a", "b"])
        #expect(ListSteering(limit: 9).apply(items) == items)
        #expect(ListSteering(limit: 1).limited([3, 2, 1]) == [3])
    }
}

@Suite("links safe to open or to draw as OSC 8")
struct SafeLinkTests {
    @Test(
        "plain http(s) links with a host are safe",
        arguments: [
            "https://example.com/a?b=c&d=e", "http://x.y", "HTTPS://EXAMPLE.COM",
            "https://a/my%20recipe", "https://a/cr%C3%A8me-br%C3%BBl%C3%A9e", "https://a/100%25",
        ])
    func safe(url: String) {
        #expect(SafeLink.isSafe(url))
        #expect(SafeLink.hyperlink("t", to: url) == "\u{1B}]8;;\(url)\u{1B}\\t\u{1B}]8;;\u{1B}\\")
    }

    @Test(
        "other schemes, spaces, control, ESC, BEL and non-ASCII characters are refused",
        arguments: [
            "javascript:alert(1)", "file:///etc/passwd", "https://", "https:///x", "https://a b", "https://a\u{1B}]8;;x",
            "https://a\u{07}", "https://a\n", "https://a\u{202E}b", "ftp://x.y", " https://x.y",
            // The same characters percent-encoded, as URL(string:) leaves a server's link: still refused.
            "https://evil.example/%1B%5D8;;x%07a", "https://ex%E2%80%AEample.com/", "https://a/%7F", "https://a/%C2%9B31m", "https://a/%0a",
        ])
    func unsafe(url: String) {
        #expect(!SafeLink.isSafe(url))
        #expect(SafeLink.hyperlink("t", to: url) == "t")
    }
}

@Suite("tables give way by what matters least")
struct TableGiveWayTests {
    @Test("a column that gives way is cut to no fewer than 10 columns, else left out; the name stays whole")
    func giveWay() {
        let rows = [
            ["11118", "Blue Margarita", "Ordinary Drink", "Cocktail glass"],
            ["16158", "Whitecap Margarita", "Other/Unknown", "Margarita/Coupette glass"],
        ]
        let cut = TextStyle(isTerminal: true, width: 60).table(rows, giveWay: [3, 2])
        #expect(
            cut == """
                11118  Blue Margarita      Ordinary Drink  Cocktail glass
                16158  Whitecap Margarita  Other/Unknown   Margarita/Coupet…

                """)
        let dropped = TextStyle(isTerminal: true, width: 44).table(rows, giveWay: [3, 2])
        #expect(dropped == "11118  Blue Margarita      Ordinary Drink\n16158  Whitecap Margarita  Other/Unknown\n")
    }

    @Test("when nothing gives way the last column wraps under where it starts; prices align on the right")
    func wrapAndAlign() {
        let rows = [["Lime juice", "1 1/2 oz + 3/4 oz + 2 cl + juice of 1/2"], ["Salt", "to taste"]]
        #expect(
            TextStyle(isTerminal: true, width: 30).table(rows) == """
                Lime juice  1 1/2 oz + 3/4 oz
                            + 2 cl + juice of
                            1/2
                Salt        to taste

                """)
        let prices = TextStyle(isTerminal: true, width: 80).table(
            [["Margherita", "5.50", "Mozzarella"], ["Mari e monti", "15.20", "Tuna"]],
            rightAligned: [1])
        #expect(prices == "Margherita     5.50  Mozzarella\nMari e monti  15.20  Tuna\n")
    }

    @Test("a column named to wrap may sit in the middle: the cells after it stay on the row's first line, prices on the right")
    func middleColumnWraps() {
        let rows = [["1.", "Test-only pizza with a rather long name (Mozzarella, Tuna)", "7.20"], ["", "Total", "18.70"]]
        #expect(
            TextStyle(isTerminal: true, width: 40).table(rows, wrap: [1], rightAligned: [2]) == """
                1.  Test-only pizza with a rather   7.20
                    long name (Mozzarella, Tuna)
                    Total                          18.70

                """)
    }

    @Test("wrapping columns give way in order: the first down to 10 columns, then the next; nothing is cut")
    func wrapOrder() {
        let rows = [["cocktails", "11007", "Test-only Margarita with a long name", "nothing missing"]]
        let table = TextStyle(isTerminal: true, width: 50).table(rows, wrap: [3, 2])
        #expect(
            table == """
                cocktails  11007  Test-only Margarita   nothing
                                  with a long name      missing

                """)
        #expect(!table.contains("…"))
    }

    @Test("a link or a path wider than the column stays whole on a line of its own, so it can be copied")
    func linkStaysWhole() {
        let link = "http://localhost:9/a/very/long/path/that/goes/on/and/on/"
        #expect(WordWrap.lines("see \(link) for more", width: 30) == ["see", link, "for more"])
        #expect(
            WordWrap.lines("kept in /home/someone/.local/share/recipes/favorites.json", width: 20)
                == ["kept in", "/home/someone/.local/share/recipes/favorites.json"])
        #expect(
            WordWrap.lines("Supercalifragilisticexpialidocious", width: 20) == ["Supercalifragilistic", "expialidocious"],
            "other words are cut")
    }
}
