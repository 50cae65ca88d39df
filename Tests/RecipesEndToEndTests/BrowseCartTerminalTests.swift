import Foundation
import TestSupport
import Testing

/// The Cart tab in a real terminal (tmux, 100×30), against the loopback Nenno's and its echoing
/// checkout: lines, quantities, the edit-pizza screen, undo, and checkout with the POST's body
/// asserted; and what browse writes is what the commands write (#28).
@Suite("browse's Cart tab in a real terminal, end to end", .serialized)
struct BrowseCartTerminalTests {
    static let binary = "'" + RecipesProcess.binary.path + "'"

    /// The file with what differs between two runs by design (a line's random id, the times) put aside.
    private func comparable(_ text: String) -> String {
        text.replacingOccurrences(
            of: #""[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}""#, with: "\"ID\"", options: .regularExpression
        )
        .replacingOccurrences(of: #""(addedAt|updatedAt)" : "[^"]*""#, with: "\"$1\" : \"TIME\"", options: .regularExpression)
    }

    @Test(
        "5: the lines, prices and total; + and u; an edited pizza repriced as it is ticked; x and u; c asks, y orders, the POST as sent, thanks"
    )
    func throughCheckout() async throws {
        let stub = try PizzaStub()
        defer { stub.stop() }
        #expect(try await stub.run("cart", "add", "pizza", "Margherita").status == 0)
        #expect(try await stub.run("cart", "add", "drink", "Beer").status == 0)
        try await stub.withPane { pane in
            try await pane.run("\(Self.binary) browse cart; echo exit=$?")
            let first = screenRows(try await pane.waitFor("2 lines"))
            #expect(first[0] == " Desserts  Cocktails  Pizza  Favorites  Cart" + String(repeating: " ", count: 100 - 44 - 7) + "1 of 2")
            #expect(first[1].hasPrefix("› 1. Margherita ") && first[1].hasSuffix(" 5.50"), "\(first)")
            #expect(first[2].hasPrefix("  2. Beer ") && first[2].hasSuffix(" 3.00"))
            #expect(first[27].hasPrefix("     Total ") && first[27].hasSuffix(" 8.50"), "\(first)")
            #expect(first[28] == "↑↓ move  e edit  +/- how many  x remove  c checkout  1-5 Tab switch  u undo  ? help  q quit")

            try await pane.press("+")
            try await pane.waitFor("changed the quantity of line 1: 2 × Margherita — 11.00")
            try await pane.waitFor("the total again") { $0.contains("14.00") }
            #expect(try stub.file("cart.json").contains("\"quantity\" : 2"))
            try await pane.press("u")
            try await pane.waitFor("undone: 1 × Margherita again")
            #expect(try !stub.file("cart.json").contains("\"quantity\" : 2"))

            try await pane.press("Enter")
            try await pane.waitFor(" Edit Margherita — 5.50")
            // The menu's ingredients in its order: Asparagus, Bottarga, Mozzarella, …, Salami seventh.
            let menu = screenRows(try await pane.screen())
            #expect(menu[3].hasPrefix("› [ ] Asparagus") && menu[5].hasPrefix("  [x] Mozzarella"), "\(menu)")
            try await pane.press("Down", "Down", "Down", "Down", "Down", "Down", "Space")
            let ticked = screenRows(try await pane.waitFor(" Edit Margherita — 7.00 (was 5.50)"))
            #expect(ticked[9].hasPrefix("› [x] Salami") && ticked[9].hasSuffix(" 1.50"), "\(ticked)")
            try await pane.press("s")
            try await pane.waitFor("edited line 1: Margherita (edited) + Salami — 7.00")
            #expect(try stub.file("cart.json").contains("\"Margherita (edited)\""))

            try await pane.press("Down", "x")
            try await pane.waitFor("removed line 2: Beer; u undoes it")
            try await pane.waitFor("1 line")
            try await pane.press("u")
            try await pane.waitFor("undone: Beer is back in the cart")
            try await pane.waitFor("10.00")

            try await pane.press("c")
            try await pane.waitFor("Place this order for 10.00 (2 lines)? y/N")
            try await pane.press("n")
            try await pane.waitFor("order not placed; the cart is unchanged.")
            #expect(stub.checkouts.isEmpty)
            try await pane.press("c")
            try await pane.waitFor("Place this order for 10.00 (2 lines)? y/N")
            try await pane.press("y")
            let thanks = try await pane.waitFor("Thank you for your order! Total: 10.00")
            #expect(thanks.contains("the shop confirmed the order: 2 lines, 10.00") || thanks.contains("loading"), "\(thanks)")
            #expect(stub.checkouts.count == 1)
            let post = try #require(stub.checkouts.first)
            #expect(
                String(decoding: post.body, as: UTF8.self)
                    == stub.localPictures(
                        #"{"drinks":[4],"pizzas":[{"imageUrl":"https://doclerlabs.github.io/mobile-native-challenge/images/pizza_PNG44095.png","ingredients":[1,2,3],"name":"Margherita (edited)"}]}"#
                    )
            )
            try await pane.press("j")
            try await pane.waitFor("the cart is empty: press a on a pizza or a drink in the Pizza tab (3)")
            try await pane.press("q")
            try await pane.waitFor("exit=0")
        }
        #expect(try await stub.run("cart").stderr == "the cart is empty\n")
    }

    @Test("an order the shop may have taken leaves the mark: browse says so, and asks again before ordering it twice")
    func pendingOrder() async throws {
        let fails = Locked(true)
        let stub = try PizzaStub(override: { request in request.method == "POST" && fails.value ? .status(502) : nil })
        defer { stub.stop() }
        #expect(try await stub.run("cart", "add", "drink", "Beer").status == 0)
        try await stub.withPane { pane in
            try await pane.run("\(Self.binary) browse cart; echo exit=$?")
            try await pane.waitFor("1 line")
            try await pane.press("c")
            try await pane.waitFor("Place this order for 3.00 (1 line)? y/N")
            try await pane.press("y")
            try await pane.waitFor("answered HTTP 502, which may mean it took the order")
            #expect(FileManager.default.fileExists(atPath: stub.home.url.appendingPathComponent("pending-order.json").path))
            try await pane.press("j")
            try await pane.waitFor("1 line · note: an order of this cart was sent to \(stub.host)")
            fails.set(false)
            try await pane.press("c")
            let asked = try await pane.waitFor("Order it again for 3.00 (1 line)? y/N — an order of this cart was sent")
            #expect(asked.contains(" An order of this cart was sent to \(stub.host) at "), "the reason whole, over the list: \(asked)")
            #expect(stub.checkouts.count == 1, "asked, not sent")
            try await pane.press("y")
            try await pane.waitFor("Thank you for your order! Total: 3.00")
            #expect(stub.checkouts.count == 2)
            #expect(!FileManager.default.fileExists(atPath: stub.home.url.appendingPathComponent("pending-order.json").path))
            try await pane.press("j", "q")
            try await pane.waitFor("exit=0")
        }
    }

    @Test("a line added in browse and one added by 'cart add' make the same cart.json (#28)")
    func sameCart() async throws {
        let stub = try PizzaStub()
        defer { stub.stop() }
        try await stub.withPane { pane in
            try await pane.run("\(Self.binary) browse pizza; echo exit=$?")
            try await pane.waitFor("Margherita")
            try await pane.press("/")
            try await pane.type("margh")
            try await pane.press("Enter", "a")
            try await pane.waitFor("ADDED TO CART: Margherita — 5.50")
            try await pane.press("q")
            try await pane.waitFor("exit=0")
        }
        let browsed = try stub.file("cart.json")
        try FileManager.default.removeItem(at: stub.cartFile)
        #expect(try await stub.run("cart", "add", "pizza", "Margherita").status == 0)
        let commanded = try stub.file("cart.json")
        #expect(browsed != commanded, "a line's id and time are its own")
        #expect(comparable(browsed) == comparable(commanded), "\(browsed)\n\(commanded)")
    }

    @Test("a favorite toggled in browse and one added by 'favorites add' make the same favorites.json (#28)")
    func sameFavorites() async throws {
        let stub = try AllCatalogsStub()
        defer { stub.stop() }
        try await stub.withPane { pane in
            try await pane.run("\(Self.binary) browse; echo exit=$?")
            try await pane.waitFor("65 desserts")
            try await pane.press("/")
            try await pane.type("creme brulee")
            try await pane.press("Enter", "f")
            try await pane.waitFor("added to favorites: White chocolate creme brulee (desserts/52917)")
            try await pane.press("q")
            try await pane.waitFor("exit=0")
        }
        let browsed = try stub.file("favorites.json")
        try FileManager.default.removeItem(at: stub.home.url.appendingPathComponent("favorites.json"))
        #expect(try await stub.run("favorites", "add", "desserts", "52917").status == 0)
        let commanded = try stub.file("favorites.json")
        #expect(comparable(browsed) == comparable(commanded), "\(browsed)\n\(commanded)")
    }
}
