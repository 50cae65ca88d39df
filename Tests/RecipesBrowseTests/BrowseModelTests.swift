import BrowseSupport
import Foundation
import RecipesBrowse
import RecipesCatalog
import TestSupport
import Testing

/// The desserts of the real list (Fixtures/mealdb/filter-c-Dessert.json), as the desserts tab gets them.
func fixtureDessertItems() throws -> [BrowseItem] {
    let object = try JSONSerialization.jsonObject(with: Fixtures.data("mealdb/filter-c-Dessert.json")) as? [String: Any]
    let meals = try #require(object?["meals"] as? [[String: Any]])
    let summaries = meals.map { RecipeSummary(id: $0["idMeal"] as! String, name: $0["strMeal"] as! String, thumbnailURL: nil) }
    return summaries.sortedAlphabetically().map { BrowseItem(catalog: CatalogName(rawValue: "desserts"), id: $0.id, name: $0.name) }
}

/// A state with the desserts tab loaded, 30 rows by 100 columns (a body of 27 rows).
func loadedState(rows: Int = 30, columns: Int = 100) throws -> BrowseState {
    var (state, effects) = BrowseModel.start(tab: .desserts, rows: rows, columns: columns)
    #expect(effects == [.loadList(.desserts)])
    _ = BrowseModel.handle(.listLoaded(.desserts, items: try fixtureDessertItems(), provenance: nil), in: &state)
    return state
}

/// The effects of pressing `keys`, but the expiry every new message brings (tested on its own).
@discardableResult
func press(_ keys: BrowseKey..., in state: inout BrowseState) -> [BrowseEffect] {
    keys.flatMap { BrowseModel.handle(.key($0), in: &state) }.filter { effect in
        if case .expireMessage = effect { return false }
        return true
    }
}

func type(_ text: String, in state: inout BrowseState) {
    for character in text { press(.character(character), in: &state) }
}

@Suite("browse: keys, filter, paging, tabs and detail, without a terminal")
struct BrowseModelTests {
    @Test("starts on the tab asked for and asks for its list only")
    func start() {
        let (state, effects) = BrowseModel.start(tab: .cocktails, rows: 30, columns: 100)
        #expect(state.tab == .cocktails && effects == [.loadList(.cocktails)])
        #expect(state.list.phase == .loading && state.isBusy)
    }

    @Test("↑/↓ and k/j move one row, clamped at both ends")
    func moving() throws {
        var state = try loadedState()
        press(.down, .character("j"), in: &state)
        #expect(state.list.selectedItem?.name == "Apple Frangipan Tart")
        press(.up, .character("k"), .character("k"), in: &state)
        #expect(state.list.selectedItem?.name == "Apam balik")
    }

    @Test("PgDn and PgUp move a body's height and scroll; End and Home jump")
    func paging() throws {
        var state = try loadedState()
        press(.pageDown, in: &state)
        #expect(state.list.selected == 27 && state.list.top == 1)
        press(.end, in: &state)
        #expect(state.list.selectedItem?.name == "White chocolate creme brulee")
        #expect(state.list.top == 65 - 27)
        press(.pageUp, in: &state)
        #expect(state.list.selected == 64 - 27 && state.list.top == 64 - 27)
        press(.home, in: &state)
        #expect(state.list.selected == 0 && state.list.top == 0)
    }

    @Test("/ filters as name lookup matches: any case, accents, any part; Enter keeps it, Esc clears it")
    func filtering() throws {
        var state = try loadedState()
        press(.character("/"), in: &state)
        #expect(state.isFiltering)
        type("GUZ", in: &state)
        #expect(state.list.visible.map { state.list.items[$0].name } == ["Walnut Roll Gužvara"])
        press(.backspace, .backspace, .backspace, in: &state)
        type("pudding", in: &state)
        #expect(state.list.visible.count == 7)
        press(.down, in: &state)
        #expect(state.list.selectedItem?.name == "Christmas Pudding Flapjack", "↓ still moves while typing")
        press(.enter, in: &state)
        #expect(!state.isFiltering && state.list.filter == "pudding")
        press(.character("q"), in: &state)
        #expect(state.hasQuit, "after Enter, keys are keys again")
    }

    @Test("Esc while typing, or in the list, clears the filter")
    func clearing() throws {
        var state = try loadedState()
        press(.character("/"), in: &state)
        type("tart", in: &state)
        press(.escape, in: &state)
        #expect(state.list.filter == "" && state.list.visible.count == 65 && !state.isFiltering)
        press(.character("/"), in: &state)
        type("tart", in: &state)
        press(.enter, .escape, in: &state)
        #expect(state.list.filter == "" && state.list.visible.count == 65)
    }

    @Test("Esc on a filter keeps the selected item selected, in view, in the whole list")
    func clearingKeepsSelection() throws {
        var state = try loadedState(rows: 10, columns: 80)
        press(.character("/"), in: &state)
        type("treacle", in: &state)
        let chosen = try #require(state.list.selectedItem)
        press(.escape, in: &state)
        #expect(state.list.selectedItem == chosen, "\(String(describing: state.list.selectedItem))")
        #expect(state.list.top <= state.list.selected && state.list.selected < state.list.top + state.bodyHeight, "in view")
        press(.character("/"), in: &state)
        type("tart", in: &state)
        press(.down, .enter, in: &state)
        let second = try #require(state.list.selectedItem)
        press(.escape, in: &state)
        #expect(state.list.selectedItem == second, "Esc in the list too")
    }

    @Test("1–5, Tab and Shift-Tab switch tabs, each loaded once and keeping its own selection")
    func tabs() throws {
        var state = try loadedState()
        press(.down, in: &state)
        #expect(press(.character("2"), in: &state) == [.loadList(.cocktails)])
        #expect(state.tab == .cocktails)
        #expect(press(.tab, in: &state) == [.loadList(.pizza)])
        #expect(press(.tab, .tab, .tab, in: &state) == [.loadList(.favorites), .loadList(.cart)])
        #expect(state.tab == .desserts, "Tab wraps around")
        #expect(state.list.selectedItem?.name == "Apple & Blackberry Crumble")
        #expect(press(.shiftTab, in: &state) == [])
        #expect(state.tab == .cart)
        press(.character("1"), in: &state)
        #expect(state.tab == .desserts)
        press(.character("5"), in: &state)
        #expect(state.tab == .cart)
        press(.character("6"), .character("0"), in: &state)
        #expect(state.tab == .cart, "no sixth tab")
    }

    @Test("Enter opens the selected item; Esc, Backspace, h go back with the selection kept")
    func detail() throws {
        var state = try loadedState()
        press(.pageDown, .down, in: &state)
        let selected = try #require(state.list.selectedItem)
        #expect(press(.enter, in: &state) == [.loadDetail(selected)])
        #expect(state.detail?.item == selected)
        for back in [BrowseKey.escape, .backspace, .character("h")] {
            press(.enter, in: &state)
            press(back, in: &state)
            #expect(state.detail == nil && state.list.selectedItem == selected && state.list.top == 2)
        }
    }

    @Test("the detail scrolls with the list's keys, within its lines")
    func detailScrolling() throws {
        var state = try loadedState(rows: 10, columns: 40)
        press(.enter, in: &state)
        let item = try #require(state.detail?.item)
        let card = RecipeCard(
            catalog: item.catalog, id: item.id, name: item.name, facts: [RecipeCard.Fact("Category", "Dessert")],
            instructions: String(repeating: "Mix the batter and rest it. ", count: 20))
        let effects = BrowseModel.handle(.detailLoaded(item, card: card, note: nil), in: &state)
        #expect(effects == [.loadPicture(item, card)], "the picture seam is asked once the recipe is there")
        let lines = BrowseDetailText.lines(try #require(state.detail), columns: 40).count
        press(.down, .character("j"), in: &state)
        #expect(state.detail?.offset == 2)
        press(.end, in: &state)
        #expect(state.detail?.offset == lines - 7)
        press(.pageDown, in: &state)
        #expect(state.detail?.offset == lines - 7)
        press(.home, in: &state)
        #expect(state.detail?.offset == 0)
    }

    @Test("an answer for an item no longer open is dropped")
    func staleDetail() throws {
        var state = try loadedState()
        press(.enter, in: &state)
        let first = try #require(state.detail?.item)
        press(.escape, .down, .enter, in: &state)
        let card = RecipeCard(catalog: first.catalog, id: first.id, name: first.name)
        #expect(BrowseModel.handle(.detailLoaded(first, card: card, note: nil), in: &state) == [])
        #expect(state.detail?.phase == .loading)
    }

    @Test("f toggles the favorite of the selected or open item; the answer marks every row of it")
    func favorite() throws {
        var state = try loadedState()
        let item = try #require(state.list.selectedItem)
        #expect(press(.character("f"), in: &state) == [.toggleFavorite(item)])
        #expect(state.isBusy)
        _ = BrowseModel.handle(
            .favoriteChanged(
                catalog: item.catalog, id: item.id, isFavorite: true,
                message: "added to favorites: Apam balik (desserts/53049)", undo: nil), in: &state)
        #expect(state.list.selectedItem?.isFavorite == true && !state.isBusy)
        #expect(state.message == "added to favorites: Apam balik (desserts/53049)")
        press(.enter, in: &state)
        #expect(press(.character("f"), in: &state) == [.toggleFavorite(state.detail!.item)])
    }

    @Test("a favorite removed in the favorites tab loses its star there and stays to be added back")
    func unfavorite() {
        var (state, _) = BrowseModel.start(tab: .favorites, rows: 10, columns: 80)
        let item = BrowseItem(
            catalog: CatalogName(rawValue: "desserts"), id: "52917", name: "White chocolate creme brulee", isFavorite: true)
        _ = BrowseModel.handle(.listLoaded(.favorites, items: [item], provenance: nil), in: &state)
        #expect(press(.character("f"), in: &state) == [.toggleFavorite(item)])
        _ = BrowseModel.handle(
            .favoriteChanged(
                catalog: item.catalog, id: item.id, isFavorite: false,
                message: "removed from favorites: White chocolate creme brulee (desserts/52917)", undo: nil), in: &state)
        #expect(state.list.selectedItem?.isFavorite == false)
        #expect(BrowseScreen.lines(state)[1].contains("›   White chocolate creme brulee"))
        #expect(BrowseScreen.lines(state)[9] == "removed from favorites: White chocolate creme brulee (desserts/52917)")
    }

    @Test("a adds pizzas and drinks to the cart; a dessert says why not")
    func cart() throws {
        var state = try loadedState()
        #expect(press(.character("a"), in: &state) == [])
        #expect(state.message == "only pizzas and drinks from Nenno's go in the cart")
        press(.character("3"), in: &state)
        let pizza = BrowseItem(catalog: CatalogName(rawValue: "pizza"), id: "Margherita", name: "Margherita", kind: .pizza, price: "5.50")
        _ = BrowseModel.handle(.listLoaded(.pizza, items: [pizza], provenance: nil), in: &state)
        #expect(press(.character("a"), in: &state) == [.addToCart(pizza)])
        _ = BrowseModel.handle(.actionDone(message: "ADDED TO CART: Margherita — 5.50", undo: nil), in: &state)
        #expect(state.message == "ADDED TO CART: Margherita — 5.50" && !state.isBusy)
    }

    @Test("removing a favorite with a note asks first: y removes it with that note, any other key keeps it")
    func notedFavorite() {
        var (state, _) = BrowseModel.start(tab: .favorites, rows: 10, columns: 100)
        let item = BrowseItem(
            catalog: CatalogName(rawValue: "desserts"), id: "52917", name: "White chocolate creme brulee", isFavorite: true, hasNote: true)
        _ = BrowseModel.handle(.listLoaded(.favorites, items: [item], provenance: nil), in: &state)
        #expect(press(.character("f"), in: &state) == [.toggleFavorite(item)])
        _ = BrowseModel.handle(.removalNeedsConsent(item, name: item.name, note: "Halve the sugar\nServe cold"), in: &state)
        #expect(!state.isBusy && state.question == .removeNoted(item, name: item.name, note: "Halve the sugar\nServe cold"))
        #expect(BrowseScreen.lines(state)[9] == "Remove White chocolate creme brulee and its note? y/N (note: Halve the sugar)")
        #expect(BrowseScreen.lines(state)[8] == "y removes it with its note  any other key keeps it")
        #expect(press(.character("f"), in: &state) == [], "any other key, f included, keeps it")
        #expect(state.question == nil && state.message == "kept White chocolate creme brulee and its note")
        #expect(state.list.selectedItem?.isFavorite == true)

        press(.character("f"), in: &state)
        _ = BrowseModel.handle(.removalNeedsConsent(item, name: item.name, note: "Halve the sugar"), in: &state)
        #expect(press(.character("y"), in: &state) == [.removeFavorite(item, note: "Halve the sugar")])
        #expect(state.question == nil && state.isBusy)
    }

    @Test("u takes back the last change once: a favorite removed comes back, a cart line goes")
    func undo() {
        var (state, _) = BrowseModel.start(tab: .favorites, rows: 10, columns: 100)
        let item = BrowseItem(
            catalog: CatalogName(rawValue: "desserts"), id: "52917", name: "White chocolate creme brulee", isFavorite: true)
        _ = BrowseModel.handle(.listLoaded(.favorites, items: [item], provenance: nil), in: &state)
        #expect(press(.character("u"), in: &state) == [])
        #expect(state.message == "nothing to undo")
        let removal = BrowseUndo.favoriteRemoved(catalog: item.catalog, id: item.id, saved: Data("{}".utf8))
        _ = BrowseModel.handle(
            .favoriteChanged(catalog: item.catalog, id: item.id, isFavorite: false, message: "removed", undo: removal), in: &state)
        #expect(press(.character("u"), in: &state) == [.undo(removal)])
        _ = BrowseModel.handle(
            .favoriteChanged(catalog: item.catalog, id: item.id, isFavorite: true, message: "undone", undo: nil), in: &state)
        #expect(state.list.selectedItem?.isFavorite == true)
        #expect(press(.character("u"), in: &state) == [], "once: an undo is not undone again")
        _ = BrowseModel.handle(.actionDone(message: "added", undo: .cartLineAdded(lineID: "L", previousQuantity: nil)), in: &state)
        press(.enter, in: &state)
        #expect(press(.character("u"), in: &state) == [.undo(.cartLineAdded(lineID: "L", previousQuantity: nil))], "from a detail page too")
    }

    @Test("the open item is laid out once per change (load, picture, favorite, resize), never per scroll key, and the count stays true")
    func measuredOnce() throws {
        var state = try loadedState(rows: 10, columns: 60)
        let item = try #require(state.list.selectedItem)
        press(.enter, in: &state)
        let card = RecipeCard(
            catalog: item.catalog, id: item.id, name: item.name,
            instructions: String(repeating: "Fold the cream in gently. ", count: 40))
        func counted() -> Int { BrowseDetailText.lines(state.detail!, columns: state.columns).count }
        _ = BrowseModel.handle(.detailLoaded(item, card: card, note: nil), in: &state)
        #expect(state.detail?.lineCount == counted() && state.detail?.measuredColumns == 60)
        _ = BrowseModel.handle(.pictureLoaded(item, rows: ["▀▀", "▀▀"]), in: &state)
        #expect(state.detail?.lineCount == counted())
        _ = BrowseModel.handle(
            .favoriteChanged(catalog: item.catalog, id: item.id, isFavorite: true, message: "added", undo: nil), in: &state)
        #expect(state.detail?.lineCount == counted())
        _ = BrowseModel.handle(.resized(rows: 10, columns: 30), in: &state)
        #expect(state.detail?.lineCount == counted() && state.detail?.measuredColumns == 30, "a resize lays it out again")
        press(.end, in: &state)
        #expect(state.detail?.offset == counted() - state.bodyHeight, "the end is the last screenful of the true count")
    }

    @Test(
        "a message goes at the next key or after a few seconds; a later message is not cut short by an earlier one's time; a question stays"
    )
    func messagesGo() throws {
        var state = try loadedState()
        let effects = BrowseModel.handle(.actionDone(message: "ADDED TO CART: Margherita — 5.50", undo: nil), in: &state)
        guard case .expireMessage(let first, let seconds)? = effects.last else {
            Issue.record("\(effects)")
            return
        }
        #expect(seconds == BrowseModel.messageSeconds)
        _ = BrowseModel.handle(.actionDone(message: "second", undo: nil), in: &state)
        _ = BrowseModel.handle(.messageExpired(first), in: &state)
        #expect(state.message == "second", "the first one's time does not take the second")
        press(.down, in: &state)
        #expect(state.message == nil, "gone at the next key")
        _ = BrowseModel.handle(.actionDone(message: "third", undo: nil), in: &state)
        _ = BrowseModel.handle(.messageExpired(state.messageSerial), in: &state)
        #expect(state.message == nil, "gone after its time")
        #expect(state.lastMessage == "third", "m still has it")
    }

    @Test("q and Ctrl-C quit from the list, the detail and the filter (Ctrl-C only, there)")
    func quitting() throws {
        for keys in [[BrowseKey.character("q")], [.interrupt], [.enter, .character("q")], [.character("/"), .interrupt]] {
            var state = try loadedState()
            var effects: [BrowseEffect] = []
            for key in keys { effects = BrowseModel.handle(.key(key), in: &state) }
            #expect(effects == [.quit] && state.hasQuit, "\(keys)")
        }
        var state = try loadedState()
        press(.character("/"), .character("q"), in: &state)
        #expect(!state.hasQuit && state.list.filter == "q")
    }

    @Test("a reload keeps the filter and the selected item")
    func reload() throws {
        var state = try loadedState()
        press(.end, in: &state)
        #expect(press(.character("r"), in: &state) == [.loadList(.desserts)])
        var items = try fixtureDessertItems()
        items.insert(BrowseItem(catalog: CatalogName(rawValue: "desserts"), id: "1", name: "Aaa test-only"), at: 0)
        _ = BrowseModel.handle(.listLoaded(.desserts, items: items, provenance: nil), in: &state)
        #expect(state.list.selectedItem?.name == "White chocolate creme brulee")
    }

    @Test("a resize keeps the selection on screen")
    func resize() throws {
        var state = try loadedState()
        press(.pageDown, .pageDown, in: &state)
        _ = BrowseModel.handle(.resized(rows: 8, columns: 60), in: &state)
        #expect(state.list.selected >= state.list.top && state.list.selected < state.list.top + state.bodyHeight)
    }
}
