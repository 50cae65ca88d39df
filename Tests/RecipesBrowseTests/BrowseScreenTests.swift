import BrowseSupport
import RecipesBrowse
import RecipesCatalog
import Testing

/// The screen without its attributes: what `tmux capture-pane -p` shows.
@Suite("browse: the screen as lines")
struct BrowseScreenTests {
    @Test("tab bar, alphabetical rows with the selection marked, the keys, the status")
    func list() throws {
        let state = try loadedState(rows: 6, columns: 60)
        let lines = BrowseScreen.lines(state)
        #expect(lines.count == 6)
        #expect(
            lines[0] == "\u{1B}[7m Desserts \u{1B}[0m Cocktails  Pizza  Favorites  Cart        1 of 65 ",
            "the current tab in reverse video, where the selection is at the right")
        #expect(
            plain(lines) == [
                " Desserts  Cocktails  Pizza  Favorites  Cart        1 of 65 ",
                "›   Apam balik" + String(repeating: " ", count: 60 - 14),
                "    Apple & Blackberry Crumble",
                "    Apple Frangipan Tart",
                "↑↓ move  Enter open  / filter  f favorite  ? help  q quit",
                "65 desserts",
            ])
    }

    @Test(
        "the keys give way to the width, least needed first, and always keep help and quit",
        arguments: [
            (100, "↑↓ move  Enter open  / filter  f favorite  1-5 Tab switch  u undo  ? help  q quit"),
            (60, "↑↓ move  Enter open  / filter  f favorite  ? help  q quit"),
            (40, "↑↓ move  Enter open  ? help  q quit"),
            (16, "? help  q quit"),
        ])
    func keysGiveWay(columns: Int, expected: String) throws {
        let state = try loadedState(rows: 6, columns: columns)
        #expect(plain(BrowseScreen.lines(state))[4] == expected)
    }

    @Test("? shows every key and m the last message whole, over the body, until the next key")
    func pages() throws {
        var state = try loadedState(rows: 14, columns: 40)
        press(.character("?"), in: &state)
        #expect(plain(BrowseScreen.lines(state))[1] == " Keys (any key closes this)")
        #expect(plain(BrowseScreen.lines(state))[12] == "any key closes this")
        press(.character("j"), in: &state)
        #expect(state.overlay == nil && state.list.selected == 0, "the key closed the page and did nothing else")
        let long = "Walnut Roll Gužvara (dessert 53062) is listed in the offline sample, but its recipe is not bundled."
        _ = BrowseModel.handle(.actionDone(message: long, undo: nil), in: &state)
        #expect(plain(BrowseScreen.lines(state))[13].hasSuffix(" (m: all of it)"), "cut, it says where the rest is")
        press(.character("m"), in: &state)
        let shown = plain(BrowseScreen.lines(state))[1...4].joined(separator: " ")
        #expect(shown.contains("Walnut Roll") && shown.contains("is not bundled."), "\(shown)")
    }

    @Test("a list's note cut to the width says where the rest is, and m shows it whole")
    func noteWhole() throws {
        var state = try loadedState(rows: 14, columns: 40)
        let note = "offline: showing desserts cached 3 hours ago (cannot reach www.themealdb.com: connection refused)"
        _ = BrowseModel.handle(.listLoaded(.desserts, items: try fixtureDessertItems(), provenance: note), in: &state)
        #expect(plain(BrowseScreen.lines(state))[13] == "65 desserts · offline… (m: all of it)")
        press(.character("m"), in: &state)
        let shown = plain(BrowseScreen.lines(state))[1...4].flatMap { $0.split(separator: " ") }.joined(separator: " ")
        #expect(shown == note, "the note whole, folded to the width")
        press(.character("j"), in: &state)
        #expect(state.overlay == nil)
    }

    @Test("the status line says where the list came from, and how many the filter keeps")
    func status() throws {
        var state = try loadedState(rows: 6, columns: 100)
        _ = BrowseModel.handle(
            .listLoaded(
                .desserts, items: try fixtureDessertItems(),
                provenance: "offline: showing desserts cached 3 hours ago"), in: &state)
        #expect(BrowseScreen.lines(state)[5] == "65 desserts · offline: showing desserts cached 3 hours ago")
        press(.character("/"), in: &state)
        type("tart", in: &state)
        #expect(BrowseScreen.lines(state)[4].hasPrefix("/tart▏"))
        #expect(BrowseScreen.lines(state)[5] == "8 of 65 desserts · offline: showing desserts cached 3 hours ago")
    }

    @Test("loading spins on the status line; a failure says what went wrong")
    func loading() {
        var (state, _) = BrowseModel.start(tab: .cocktails, rows: 5, columns: 60)
        #expect(plain(BrowseScreen.lines(state))[1] == "  loading cocktails…")
        #expect(BrowseScreen.lines(state)[4] == "⠋ loading cocktails…")
        _ = BrowseModel.handle(.tick, in: &state)
        #expect(BrowseScreen.lines(state)[4] == "⠙ loading cocktails…")
        _ = BrowseModel.handle(.listFailed(.cocktails, message: "cannot reach localhost: connection refused"), in: &state)
        #expect(BrowseScreen.lines(state)[4] == "recipes: cannot reach localhost: connection refused")
    }

    @Test("pizzas with prices at the right edge, drinks marked; favorites marked with a star, notes with a pencil")
    func pizzaAndFavorites() {
        var (state, _) = BrowseModel.start(tab: .pizza, rows: 6, columns: 40)
        state.columns = 40
        let pizza = CatalogName(rawValue: "pizza")
        _ = BrowseModel.handle(
            .listLoaded(
                .pizza,
                items: [
                    BrowseItem(catalog: pizza, id: "Margherita", name: "Margherita", kind: .pizza, price: "5.50", isFavorite: true),
                    BrowseItem(catalog: pizza, id: "1", name: "Coke", kind: .drink, price: "1.50"),
                ], provenance: nil), in: &state)
        #expect(
            plain(BrowseScreen.lines(state))[1...2] == [
                "› ★ Margherita" + String(repeating: " ", count: 40 - 14 - 5) + "5.50 ",
                "    Coke" + String(repeating: " ", count: 40 - 8 - 11) + "drink 1.50 ",
            ])
        press(.character("4"), in: &state)
        _ = BrowseModel.handle(.resized(rows: 6, columns: 50), in: &state)
        _ = BrowseModel.handle(
            .listLoaded(
                .favorites,
                items: [
                    BrowseItem(
                        catalog: CatalogName(rawValue: "desserts"), id: "52917", name: "White chocolate creme brulee", isFavorite: true,
                        hasNote: true)
                ], provenance: nil), in: &state)
        #expect(
            plain(BrowseScreen.lines(state))[1] == "› ★ White chocolate creme brulee" + String(repeating: " ", count: 50 - 32 - 11)
                + "✎ desserts ")
    }

    @Test("names from servers are drawn without their escape sequences")
    func sanitized() {
        var (state, _) = BrowseModel.start(tab: .desserts, rows: 5, columns: 60)
        _ = BrowseModel.handle(
            .listLoaded(
                .desserts,
                items: [
                    BrowseItem(
                        catalog: CatalogName(rawValue: "desserts"), id: "1", name: "test-only \u{1B}]52;c;cm0gLXJmIH4=\u{7}Pie\u{1B}[2J")
                ], provenance: nil), in: &state)
        let row = BrowseScreen.lines(state)[1]
        #expect(!row.dropFirst(4).dropLast(4).contains("\u{1B}"), "only the selection's own attributes: \(row)")
        #expect(plain([row])[0].hasPrefix("›   test-only Pie"))
    }

    @Test("the detail: name, facts, ingredients with measures, instructions wrapped to the width")
    func detail() throws {
        var state = try loadedState(rows: 14, columns: 40)
        press(.enter, in: &state)
        let item = try #require(state.detail?.item)
        #expect(plain(BrowseScreen.lines(state))[1] == " Apam balik")
        #expect(BrowseScreen.lines(state)[13] == "⠋ loading Apam balik…")
        let card = RecipeCard(
            catalog: item.catalog, id: item.id, name: item.name, facts: [RecipeCard.Fact("Category", "Dessert")],
            ingredients: [Ingredient(name: "Milk", measure: "200ml")],
            instructions: "Mix milk, oil and egg together. Sift flour into a bowl.")
        _ = BrowseModel.handle(.detailLoaded(item, card: card, note: nil), in: &state)
        #expect(
            Array(plain(BrowseScreen.lines(state))[1...9]) == [
                " Apam balik", " Category: Dessert", " ", " Ingredients", "   200ml  Milk", " ", " Instructions",
                " Mix milk, oil and egg together. Sift", " flour into a bowl.",
            ])
    }

    @Test("picture rows from the seam are drawn above the facts, as they are")
    func picture() throws {
        var state = try loadedState(rows: 10, columns: 40)
        press(.enter, in: &state)
        let item = try #require(state.detail?.item)
        let card = RecipeCard(catalog: item.catalog, id: item.id, name: item.name, facts: [RecipeCard.Fact("Category", "Dessert")])
        _ = BrowseModel.handle(.detailLoaded(item, card: card, note: nil), in: &state)
        _ = BrowseModel.handle(.pictureLoaded(item, rows: ["\u{1B}[38;2;1;2;3m▀▀\u{1B}[0m"]), in: &state)
        let lines = BrowseScreen.lines(state)
        #expect(lines[1] == " Apam balik")
        #expect(lines[2] == " \u{1B}[38;2;1;2;3m▀▀\u{1B}[0m\u{1B}[0m")
        #expect(lines[3] == " Category: Dessert")
    }

    @Test("tiny terminals get a screen that fits")
    func tiny() throws {
        let state = try loadedState(rows: 2, columns: 8)
        let lines = plain(BrowseScreen.lines(state))
        #expect(lines.count == 2)
        #expect(lines.allSatisfy { $0.count <= 8 })
    }
}
