import BrowseSupport
import Foundation
import RecipesBrowse
import RecipesCatalog
import RecipesOutput
import Testing

/// #30 item 4: where the view is, what a pizza holds, and what opens offline, on the screen itself.
@Suite("browse: a screen that explains itself")
struct BrowseExplainsItselfTests {
    @Test("the tab bar says where the view is: the selected row of how many, or the lines of the open item shown")
    func position() throws {
        var state = try loadedState(rows: 10, columns: 80)
        press(.end, in: &state)
        #expect(plain(BrowseScreen.lines(state))[0].hasSuffix("  65 of 65 "))
        press(.character("/"), in: &state)
        type("tart", in: &state)
        #expect(plain(BrowseScreen.lines(state))[0].hasSuffix("  1 of 8 "), "of what the filter keeps")
        press(.enter, .enter, in: &state)
        let item = try #require(state.detail?.item)
        let card = RecipeCard(
            catalog: item.catalog, id: item.id, name: item.name, instructions: String(repeating: "Roll the pastry thin. ", count: 30))
        _ = BrowseModel.handle(.detailLoaded(item, card: card, note: nil), in: &state)
        let count = try #require(state.detail?.lineCount)
        #expect(plain(BrowseScreen.lines(state))[0].hasSuffix("  lines 1–7 of \(count) "))
        press(.end, in: &state)
        #expect(plain(BrowseScreen.lines(state))[0].hasSuffix("  lines \(count - 6)–\(count) of \(count) "))
        let narrow = BrowseModel.start(tab: .desserts, rows: 10, columns: 46).0
        #expect(!plain(BrowseScreen.lines(narrow))[0].contains(" of "), "no room: the tabs come first")
    }

    @Test("pizza rows show their ingredients from 80 columns on, after the name; narrower, the name and price only")
    func ingredients() {
        var state = BrowseModel.start(tab: .pizza, rows: 6, columns: 80).0
        let margherita = BrowseItem(
            catalog: CatalogName(rawValue: "pizza"), id: "Margherita", name: "Margherita", kind: .pizza, price: "5.50",
            ingredients: "Mozzarella, Tomato Sauce")
        _ = BrowseModel.handle(.listLoaded(.pizza, items: [margherita], provenance: nil), in: &state)
        #expect(
            plain(BrowseScreen.lines(state))[1]
                == "›   Margherita                Mozzarella, Tomato Sauce" + String(repeating: " ", count: 80 - 54 - 5) + "5.50 ")
        _ = BrowseModel.handle(.resized(rows: 6, columns: 79), in: &state)
        #expect(plain(BrowseScreen.lines(state))[1] == "›   Margherita" + String(repeating: " ", count: 79 - 14 - 5) + "5.50 ")
    }

    @Test("in a list that is not live, what opens offline is marked with desserts list's words")
    func offline() throws {
        var (state, _) = BrowseModel.start(tab: .desserts, rows: 6, columns: 60)
        var cached = BrowseItem(catalog: CatalogName(rawValue: "desserts"), id: "52917", name: "White chocolate creme brulee")
        cached.opensOffline = true
        let other = BrowseItem(catalog: CatalogName(rawValue: "desserts"), id: "53049", name: "Apam balik")
        _ = BrowseModel.handle(.listLoaded(.desserts, items: [other, cached], provenance: "offline: …"), in: &state)
        let lines = plain(BrowseScreen.lines(state))
        #expect(lines[1].trimmingCharacters(in: .whitespaces) == "›   Apam balik")
        #expect(lines[2] == "    White chocolate creme brulee" + String(repeating: " ", count: 60 - 32 - 14) + "opens offline ")
        #expect(BrowseScreen.offlineMark == ListOutput.offlineMark)
    }
}

@Suite("browse: colours as the commands use them")
struct BrowseColourTests {
    private let margherita = BrowseItem(
        catalog: CatalogName(rawValue: "pizza"), id: "Margherita", name: "Margherita", kind: .pizza, price: "5.50",
        ingredients: "Mozzarella, Tomato Sauce")
    private let coke = BrowseItem(catalog: CatalogName(rawValue: "pizza"), id: "3", name: "Coke", kind: .drink, price: "2.50")

    private func pizzaTab(colour: Bool, columns: Int = 80) -> BrowseState {
        var state = BrowseModel.start(tab: .pizza, rows: 6, columns: columns, colour: colour).0
        _ = BrowseModel.handle(.listLoaded(.pizza, items: [margherita, coke], provenance: nil), in: &state)
        return state
    }

    @Test("names bold, prices green, ingredients dim; the selected row stays in reverse video across the width")
    func painted() {
        let lines = BrowseScreen.lines(pizzaTab(colour: true))
        #expect(
            lines[1]
                == "\u{1B}[7m›   \u{1B}[1mMargherita\u{1B}[22m                \u{1B}[2mMozzarella, Tomato Sauce\u{1B}[22m"
                + String(repeating: " ", count: 80 - 54 - 5) + "\u{1B}[32m5.50\u{1B}[39m \u{1B}[0m",
            "each colour ends with its own reset, so the reverse video goes on")
        #expect(lines[2] == "    \u{1B}[1mCoke\u{1B}[22m" + String(repeating: " ", count: 80 - 8 - 11) + "drink \u{1B}[32m2.50\u{1B}[39m ")
        func text(_ lines: [String]) -> [String] {
            lines.map { $0.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression) }
        }
        #expect(text(lines) == text(BrowseScreen.lines(pizzaTab(colour: false))), "the same text, only painted")
    }

    @Test("without colour (NO_COLOR, --color never, a dumb terminal) only the reverse video of the selection and tab")
    func plainWithoutColour() {
        let lines = BrowseScreen.lines(pizzaTab(colour: false))
        let escapes = lines.joined().replacingOccurrences(of: "\u{1B}[7m", with: "").replacingOccurrences(of: "\u{1B}[0m", with: "")
        #expect(!escapes.contains("\u{1B}"))
    }

    @Test("a row too narrow for its parts is cut plain: no colour is cut in half")
    func narrow() {
        let lines = BrowseScreen.lines(pizzaTab(colour: true, columns: 3))
        #expect(lines.allSatisfy { !$0.contains("\u{1B}[1m") && !$0.contains("\u{1B}[32m") }, "\(lines)")
    }
}
