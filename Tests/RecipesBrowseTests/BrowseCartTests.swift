import BrowseSupport
import Foundation
import RecipesBrowse
import RecipesCatalog
import Testing

private let pizza = CatalogName(rawValue: "pizza")
/// Lines as the Cart tab gets them from Fixtures/pizza's menu: a Margherita (5.50) twice, and a Beer (3.00).
private let margherita = BrowseItem(catalog: pizza, id: "L1", name: "2 × Margherita", kind: .pizzaLine, price: "11.00", quantity: 2)
private let beer = BrowseItem(catalog: pizza, id: "L2", name: "Beer", kind: .drinkLine, price: "3.00")

/// The Cart tab open with those two lines, at 12 rows by 60 columns.
private func cartState(pendingOrder: String? = nil) -> BrowseState {
    var (state, effects) = BrowseModel.start(tab: .cart, rows: 12, columns: 60)
    #expect(effects == [.loadList(.cart)])
    _ = BrowseModel.handle(.cartLoaded(BrowseCart(items: [margherita, beer], total: "14.00", pendingOrder: pendingOrder)), in: &state)
    return state
}

/// The edit screen's contents for the Margherita line: the menu's first ingredients, Mozzarella and Tomato Sauce on it.
private let margheritaMenu = BrowsePizzaEdit.Contents(
    name: "Margherita", basePrice: 4, quantity: 2,
    ingredients: [
        .init(id: 1, name: "Mozzarella", price: 1), .init(id: 2, name: "Tomato Sauce", price: Decimal(string: "0.5")!),
        .init(id: 3, name: "Salami", price: Decimal(string: "1.5")!),
    ], chosen: [1, 2])

@Suite("browse: the Cart tab, the edit-pizza screen and checkout, without a terminal")
struct BrowseCartTests {
    @Test("5 opens the Cart tab: its lines numbered, each price at the right, the total; the keys say what works here")
    func listed() {
        let state = cartState()
        let lines = plain(BrowseScreen.lines(state))
        #expect(lines[0] == " Desserts  Cocktails  Pizza  Favorites  Cart         1 of 2 ")
        #expect(lines[1] == "› 1. 2 × Margherita" + String(repeating: " ", count: 60 - 19 - 6) + "11.00 ")
        #expect(lines[2] == "  2. Beer" + String(repeating: " ", count: 60 - 9 - 5) + "3.00 ")
        #expect(lines[8] == "" && lines[9] == "     Total" + String(repeating: " ", count: 60 - 10 - 6) + "14.00 ")
        #expect(lines[10] == "↑↓ move  e edit  +/- how many  x remove  ? help  q quit")
        #expect(lines[11] == "2 lines")
        var empty = BrowseModel.start(tab: .cart, rows: 12, columns: 80).0
        _ = BrowseModel.handle(.cartLoaded(BrowseCart(items: [], total: "0.00")), in: &empty)
        #expect(plain(BrowseScreen.lines(empty))[1] == "  the cart is empty: press a on a pizza or a drink in the Pizza tab (3)")
        #expect(press(.character("c"), in: &empty) == [] && empty.message == "the cart is empty: nothing to check out")
    }

    @Test("x and Delete remove the selected line; + and - change how many, 1 to 99; the answer reads the cart again")
    func removeAndQuantity() {
        var state = cartState()
        #expect(press(.character("x"), in: &state) == [.removeCartLine(margherita)] && state.isBusy)
        let removed = BrowseUndo.cartLineRemoved(saved: Data("{}".utf8), number: 1, name: "Margherita")
        #expect(
            BrowseModel.handle(.cartChanged(message: "removed line 1: Margherita; u undoes it", undo: removed), in: &state).first
                == .loadList(.cart), "the cart is read again, not patched")
        #expect(state.undo == removed && !state.list.items.isEmpty, "until the answer, the rows stay as they were")
        #expect(press(.character("u"), in: &state) == [.undo(removed)])
        _ = BrowseModel.handle(.cartChanged(message: "undone", undo: nil), in: &state)
        #expect(press(.delete, in: &state) == [.removeCartLine(margherita)])
        _ = BrowseModel.handle(.cartChanged(message: "removed", undo: nil), in: &state)

        #expect(press(.character("+"), in: &state) == [.setQuantity(margherita, to: 3)])
        _ = BrowseModel.handle(.cartChanged(message: "changed", undo: nil), in: &state)
        #expect(press(.character("-"), in: &state) == [.setQuantity(margherita, to: 1)])
        _ = BrowseModel.handle(.cartChanged(message: "changed", undo: nil), in: &state)
        press(.down, in: &state)
        #expect(press(.character("-"), in: &state) == [] && state.message == "1 is the fewest: x removes the line")
        var full = cartState()
        _ = BrowseModel.handle(
            .cartLoaded(
                BrowseCart(
                    items: [BrowseItem(catalog: pizza, id: "L3", name: "99 × Beer", kind: .drinkLine, quantity: 99)], total: "297.00")),
            in: &full)
        #expect(press(.character("+"), in: &full) == [] && full.message == "a line holds at most 99")
    }

    @Test("a change made from another tab marks the cart to be read again when next shown")
    func changedElsewhere() throws {
        var state = cartState()
        press(.character("3"), in: &state)
        #expect(
            BrowseModel.handle(.cartChanged(message: "ADDED TO CART: Margherita — 5.50", undo: nil), in: &state).allSatisfy {
                if case .loadList = $0 { return false }
                return true
            })
        #expect(press(.character("5"), in: &state) == [.loadList(.cart)])
    }

    @Test("Enter on a pizza opens the edit screen: each toggle reprices it; s saves what went on and came off; Esc leaves it unsaved")
    func editPizza() {
        var state = cartState()
        #expect(press(.enter, in: &state) == [.loadPizzaEdit(margherita)])
        #expect(state.isBusy)
        _ = BrowseModel.handle(.pizzaEditLoaded(margherita, margheritaMenu), in: &state)
        var lines = plain(BrowseScreen.lines(state))
        #expect(lines[1] == " Edit 2 × Margherita — 11.00")
        #expect(lines[3].hasPrefix("› [x] Mozzarella") && lines[3].hasSuffix(" 1.00 "))
        #expect(lines[4].hasPrefix("  [x] Tomato Sauce") && lines[5].hasPrefix("  [ ] Salami") && lines[5].hasSuffix(" 1.50 "))
        #expect(lines[10] == "Space toggle  s save  Esc cancel  ↑↓ move  ? help  q quit")
        press(.down, .down, .character(" "), .up, .enter, in: &state)
        lines = plain(BrowseScreen.lines(state))
        #expect(lines[1] == " Edit 2 × Margherita — 13.00 (was 11.00)", "Salami on (+1.50), Tomato Sauce off (−0.50), twice")
        #expect(lines[4].hasPrefix("› [ ] Tomato Sauce") && lines[5].hasPrefix("  [x] Salami"))
        #expect(press(.character("s"), in: &state) == [.saveEdit(margherita, adding: ["Salami"], removing: ["Tomato Sauce"])])
        #expect(state.edit == nil && state.isBusy)

        press(.enter, in: &state)
        _ = BrowseModel.handle(.pizzaEditLoaded(margherita, margheritaMenu), in: &state)
        press(.character(" "), .escape, in: &state)
        #expect(state.edit == nil && state.message == "not saved: 2 × Margherita is as it was")
        press(.enter, in: &state)
        _ = BrowseModel.handle(.pizzaEditLoaded(margherita, margheritaMenu), in: &state)
        #expect(press(.character("s"), in: &state) == [] && state.message == "nothing changed: 2 × Margherita is as it was")
        press(.enter, in: &state)
        _ = BrowseModel.handle(.pizzaEditFailed(margherita, message: "cannot reach the shop"), in: &state)
        #expect(state.edit == nil && state.message == "recipes: cannot reach the shop")
        press(.down, in: &state)
        #expect(press(.enter, in: &state) == [] && state.message == "a drink has no ingredients to edit: + and - change how many")
    }

    @Test("c asks on the status line; any key but y places nothing; y places exactly the order asked about, then the success screen")
    func checkout() {
        var state = cartState()
        #expect(press(.character("c"), in: &state) == [.prepareCheckout])
        let order = BrowseOrder(lineIDs: ["L1", "L2"], total: "14.00")
        _ = BrowseModel.handle(.checkoutPrepared(order), in: &state)
        var lines = plain(BrowseScreen.lines(state))
        #expect(lines[11] == "Place this order for 14.00 (2 lines)? y/N" && lines[10] == "y places the order  any other key does not")
        #expect(press(.character("c"), in: &state) == [] && state.message == "order not placed; the cart is unchanged.")
        press(.character("c"), in: &state)
        _ = BrowseModel.handle(.checkoutPrepared(order), in: &state)
        #expect(press(.character("y"), in: &state) == [.placeOrder(order)] && state.isBusy)
        #expect(BrowseModel.handle(.orderPlaced(order), in: &state).first == .loadList(.cart))
        lines = plain(BrowseScreen.lines(state))
        #expect(lines[2] == "   Thank you for your order! Total: 14.00")
        _ = BrowseModel.handle(.cartLoaded(BrowseCart(items: [], total: "0.00")), in: &state)
        #expect(plain(BrowseScreen.lines(state))[11] == "the shop confirmed the order: 2 lines, 14.00", "once the cart is read again")
        #expect(state.undo == nil, "an order is not undone")
        press(.character("j"), in: &state)
        #expect(state.overlay == nil)
    }

    @Test("an order sent and never confirmed is on the status line, and checkout says so when it asks again")
    func pendingOrder() {
        let mark = "an order of this cart was sent to shop.test at 2026-11-25 10:00 UTC and never confirmed: the shop may have received it"
        var state = cartState(pendingOrder: mark)
        #expect(plain(BrowseScreen.lines(state))[11].hasPrefix("2 lines · note: an order of this cart was sent"))
        press(.character("c"), in: &state)
        _ = BrowseModel.handle(.checkoutPrepared(BrowseOrder(lineIDs: ["L1", "L2"], total: "14.00", pendingOrder: mark)), in: &state)
        #expect(
            state.message == "Order it again for 14.00 (2 lines)? y/N — " + mark,
            "the question first: a narrow line cuts the reason, not it")
        let lines = plain(BrowseScreen.lines(state))
        #expect(lines[11].hasPrefix("Order it again for 14.00 (2 lines)? y/N — an order of this"))
        #expect(lines[10] == "y places the order  any other key does not")
        #expect(
            lines[1...3].joined(separator: " ").contains("An order of this cart was sent to shop.test at 2026-11-25"),
            "the reason whole, in the body: \(lines)")
        #expect(
            press(.character("n"), in: &state) == [] && state.overlay == nil && state.message == "order not placed; the cart is unchanged.")
    }

    @Test("a detail page offers 'a add to cart' only for what goes in the cart; a list only while such a row is selected")
    func addHint() throws {
        var state = try loadedState(rows: 10, columns: 120)
        press(.enter, in: &state)
        #expect(!plain(BrowseScreen.lines(state))[8].contains("a add to cart"), "a dessert")
        press(.character("3"), in: &state)
        let margherita = BrowseItem(catalog: pizza, id: "Margherita", name: "Margherita", kind: .pizza, price: "5.50")
        _ = BrowseModel.handle(.listLoaded(.pizza, items: [margherita], provenance: nil), in: &state)
        #expect(plain(BrowseScreen.lines(state))[8].contains("a add to cart"), "the Pizza tab's list")
        press(.enter, in: &state)
        #expect(plain(BrowseScreen.lines(state))[8] == "↑↓ PgUp PgDn scroll  Esc back  f favorite  a add to cart  u undo  ? help  q quit")
        press(.escape, .character("4"), in: &state)
        let brulee = BrowseItem(
            catalog: CatalogName(rawValue: "desserts"), id: "52917", name: "White chocolate creme brulee", isFavorite: true)
        var favorite = margherita
        favorite.isFavorite = true
        _ = BrowseModel.handle(.listLoaded(.favorites, items: [brulee, favorite], provenance: nil), in: &state)
        #expect(!plain(BrowseScreen.lines(state))[8].contains("a add to cart"), "a favorite dessert selected")
        press(.down, in: &state)
        #expect(plain(BrowseScreen.lines(state))[8].contains("a add to cart"), "a favorite pizza selected")
    }
}
