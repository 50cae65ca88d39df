import Foundation
import RecipesApp
import RecipesBrowse
import RecipesCatalog
import RecipesPizza
import TestSupport
import Testing

/// The cart and checkout actions `recipes cart`/`recipes checkout` and browse's Cart tab both call:
/// the same edit gives the same cart.json, and the same order the same POST.
@Suite("cart and checkout actions, shared by the commands and browse")
struct CartActionsTests {
    /// A loopback Nenno's Pizza from Fixtures/pizza, and an httpbin-like checkout at /post that
    /// echoes the JSON it received.
    private static func makeServer() throws -> LoopbackServer {
        try LoopbackServer { request in
            switch request.path {
            case "/challenge/pizzas.json": return .json(Fixtures.data("pizza/pizzas.json"))
            case "/challenge/ingredients.json": return .json(Fixtures.data("pizza/ingredients.json"))
            case "/challenge/drinks.json": return .json(Fixtures.data("pizza/drinks.json"))
            case "/post":
                let parsed = (try? JSONSerialization.jsonObject(with: request.body)) ?? NSNull()
                return .json((try? JSONSerialization.data(withJSONObject: ["json": parsed])) ?? Data())
            default: return .status(404, "not found")
            }
        }
    }

    /// A root over the server with its own home.
    private static func makeRoot(_ server: LoopbackServer) throws -> (CompositionRoot, TemporaryFolder) {
        let home = try TemporaryFolder()
        let environment = [
            "RECIPES_PIZZA_URL": server.url("challenge/"), "RECIPES_CHECKOUT_URL": server.url("post"), "RECIPES_HOME": home.path,
            "RECIPES_MEALDB_URL": server.url("mealdb/"), "RECIPES_COCKTAILDB_URL": server.url("cocktaildb/"), "RECIPES_NO_SNAPSHOT": "1",
        ]
        return (CompositionRoot(settings: try Settings.resolve(environment: environment), warn: { _ in }), home)
    }

    private static func cartFile(_ home: TemporaryFolder) -> URL { home.url.appendingPathComponent("cart.json") }

    /// Two homes holding the same cart.json, byte for byte (the same line ids): one for the
    /// commands' path, one for browse's.
    private func makeSUT() async throws -> (
        command: CompositionRoot, browse: CompositionRoot, server: LoopbackServer, homes: [TemporaryFolder]
    ) {
        let server = try Self.makeServer()
        let (command, commandHome) = try Self.makeRoot(server)
        let (browse, browseHome) = try Self.makeRoot(server)
        _ = try await command.addToCart(.pizza("Margherita"))
        _ = try await command.addToCart(.drink("Coke", quantity: 2))
        _ = try await command.addToCart(.pizza("Ricci"))
        try Data(contentsOf: Self.cartFile(commandHome)).write(to: Self.cartFile(browseHome))
        return (command, browse, server, [commandHome, browseHome])
    }

    /// The lines as browse's Cart tab shows them (by id), in order.
    private func browseLines(_ root: CompositionRoot) async throws -> [BrowseItem] {
        try await root.cart.lines().value.map { line in
            BrowseItem(
                catalog: .pizza, id: line.line.id, name: line.description, kind: line.line.kind == .pizza ? .pizzaLine : .drinkLine,
                quantity: line.line.quantity)
        }
    }

    @Test("a line edited, set to another quantity and removed from browse's Cart tab gives the cart.json the commands give")
    func editedLinesGiveTheSameCart() async throws {
        let (command, browse, server, homes) = try await makeSUT()
        defer {
            server.stop()
            homes.forEach { $0.remove() }
        }
        // The commands: `cart edit 1 --add Salami --remove "Tomato Sauce"`, `cart set 2 --quantity 3`, `cart remove 3`.
        let edited = try await command.editCartLine(.number(1), .ingredients(adding: ["Salami"], removing: ["Tomato Sauce"]))
        #expect(edited.value.action == .edited && edited.value.number == 1)
        let set = try await command.editCartLine(.number(2), .quantity(3))
        #expect(set.value.line.line.quantity == 3)
        let removal = try command.removeCartLine(.number(3))
        #expect(removal.removed.map(\.number) == [3] && removal.remaining == 2)

        // Browse: the edit screen saved, `+` to 3, `x` on the third line, each naming the line by its id.
        let lines = try await browseLines(browse)
        let library = BrowseLibrary(session: SessionRoot { browse })
        for event in [
            await library.saveEdit(lines[0], adding: ["Salami"], removing: ["Tomato Sauce"]),
            await library.setQuantity(lines[1], to: 3),
            await library.removeCartLine(lines[2]),
        ] {
            guard case .cartChanged(let message, _) = event, !message.hasPrefix("recipes:") else {
                Issue.record("browse's change failed: \(event)")
                return
            }
        }

        let commandCart = try Data(contentsOf: Self.cartFile(homes[0]))
        #expect(String(decoding: commandCart, as: UTF8.self).contains("(edited)"))
        #expect(commandCart == (try Data(contentsOf: Self.cartFile(homes[1]))))
    }

    @Test("a line is named by its number on the command line and by its id in browse; either missing says so")
    func missingLines() async throws {
        let (command, _, server, homes) = try await makeSUT()
        defer {
            server.stop()
            homes.forEach { $0.remove() }
        }
        let before = try Data(contentsOf: Self.cartFile(homes[0]))
        await #expect(throws: CartError.noSuchLine(4, count: 3)) { try await command.editCartLine(.number(4), .quantity(2)) }
        await #expect(throws: CartError.lineGone) { try await command.editCartLine(.id("gone"), .quantity(2)) }
        #expect(throws: CartError.lineGone) { try command.removeCartLine(.id("gone")) }
        #expect(try Data(contentsOf: Self.cartFile(homes[0])) == before, "a failed edit leaves cart.json as it was")
        #expect(try command.clearCart().removed.count == 3)
        #expect(try await command.cart.lines().value.isEmpty)
    }

    @Test("checkout from the command's path and from browse's posts the same JSON body, and empties both carts")
    func checkoutPostsTheSameBody() async throws {
        let (command, browse, server, homes) = try await makeSUT()
        defer {
            server.stop()
            homes.forEach { $0.remove() }
        }
        // `recipes checkout --yes`: prepared, agreed to as shown, placed.
        let order = try await command.prepareOrder()
        guard case .placed = try await command.placeOrder(order.agreement, prepared: order) else {
            Issue.record("the command's order was not placed")
            return
        }
        // Browse: `c` shows the order, `y` places it.
        let library = BrowseLibrary(session: SessionRoot { browse })
        guard case .checkoutPrepared(let shown) = await library.prepareCheckout() else {
            Issue.record("browse prepared no order")
            return
        }
        guard case .orderPlaced = await library.placeOrder(shown) else {
            Issue.record("browse's order was not placed")
            return
        }
        let posts = server.requests.filter { $0.method == "POST" }
        #expect(posts.count == 2)
        #expect(posts.first?.body == posts.last?.body)
        let body = String(decoding: posts.first?.body ?? Data(), as: UTF8.self)
        #expect(body.contains("Margherita"))
        let left = (try await command.cart.lines().value.count, try await browse.cart.lines().value.count)
        #expect(left == (0, 0))
    }

    @Test("an order is placed only as agreed: another total orders nothing, and a mark of an earlier order asks again")
    func placesOnlyWhatWasAgreed() async throws {
        let (command, _, server, homes) = try await makeSUT()
        defer {
            server.stop()
            homes.forEach { $0.remove() }
        }
        let order = try await command.prepareOrder()
        let cheaper = OrderAgreement(lineIDs: order.agreement.lineIDs, total: "0.01", pendingOrderShown: nil)
        await #expect(throws: CheckoutError.cartChanged) { try await command.placeOrder(cheaper) }
        let fewer = OrderAgreement(
            lineIDs: Array(order.agreement.lineIDs.dropLast()), total: order.agreement.total, pendingOrderShown: nil)
        await #expect(throws: CheckoutError.cartChanged) { try await command.placeOrder(fewer) }

        // An earlier order of these lines, sent and never confirmed, that the person was not told of.
        try PendingOrderFile(beside: Self.cartFile(homes[0])).write(
            PendingOrder(sentAt: Date(), shop: "localhost", lines: order.agreement.lineIDs))
        guard case .askAgain(let again) = try await command.placeOrder(order.agreement) else {
            Issue.record("ordered without asking about the earlier order")
            return
        }
        #expect(again.pending != nil)
        #expect(server.requests.filter { $0.method == "POST" }.isEmpty, "nothing was ordered")
        #expect(try await command.cart.lines().value.count == 3)

        // Told of that mark (browse asks again), but another checkout sent the lines meanwhile and
        // left a newer mark: asked again once more, never ordered on the strength of the old answer.
        let told = again.agreement
        try PendingOrderFile(beside: Self.cartFile(homes[0])).write(
            PendingOrder(sentAt: Date().addingTimeInterval(1), shop: "localhost", lines: order.agreement.lineIDs))
        guard case .askAgain(let newer) = try await command.placeOrder(told) else {
            Issue.record("ordered again on an answer about an older mark")
            return
        }
        #expect(newer.pending?.identity != told.pendingOrderShown)
        #expect(server.requests.filter { $0.method == "POST" }.isEmpty, "still nothing ordered")
        guard case .placed = try await command.placeOrder(newer.agreement) else {
            Issue.record("not ordered once told of the newest mark")
            return
        }
        #expect(server.requests.filter { $0.method == "POST" }.count == 1)
    }
}
