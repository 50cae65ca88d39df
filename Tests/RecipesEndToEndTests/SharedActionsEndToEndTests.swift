import Foundation
import RecipesApp
import RecipesBrowse
import TestSupport
import Testing

/// The built binary's commands and browse's `BrowseLibrary` call the same actions: from the same
/// files, they leave the same files and send the shop the same order.
@Suite("the commands and browse share their actions, end to end", .serialized)
struct SharedActionsEndToEndTests {
    /// Browse's way in: a library over a session root in its own home, pointed at the stub.
    private func browse(_ stub: PizzaStub, home: TemporaryFolder) throws -> (CompositionRoot, BrowseLibrary) {
        // Every catalog's address on the stub: this process's requests never leave the machine.
        let environment = stub.endpoints.merging([
            "RECIPES_HOME": home.path, "RECIPES_NO_SNAPSHOT": "1", "RECIPES_MEALDB_URL": stub.server.url("mealdb/"),
            "RECIPES_COCKTAILDB_URL": stub.server.url("cocktaildb/"),
        ]) { _, new in new }
        let root = CompositionRoot(settings: try Settings.resolve(environment: environment), warn: { _ in })
        return (root, BrowseLibrary(session: SessionRoot { root }))
    }

    /// The Cart tab's rows, naming each line by its id.
    private func cartRows(_ root: CompositionRoot) async throws -> [BrowseItem] {
        try await root.cart.lines().value.map { line in
            BrowseItem(
                catalog: .pizza, id: line.line.id, name: line.description, kind: line.line.kind == .pizza ? .pizzaLine : .drinkLine,
                quantity: line.line.quantity)
        }
    }

    /// The stub's home with three lines added by the binary (Margherita, 2 × Coke, Ricci), and
    /// another home holding the same cart.json, byte for byte, for browse.
    private func makeFilledCarts() async throws -> (PizzaStub, other: TemporaryFolder) {
        let stub = try PizzaStub()
        let other = try TemporaryFolder()
        for add in [["pizza", "Margherita"], ["drink", "Coke", "--quantity", "2"], ["pizza", "Ricci"]] {
            let result = try await stub.run(["cart", "add"] + add)
            #expect(result.status == 0, "\(result)")
        }
        try Data(contentsOf: stub.cartFile).write(to: other.url.appendingPathComponent("cart.json"))
        return (stub, other)
    }

    @Test("cart edit, set and remove give the cart.json browse's edit screen, + and x give")
    func cartEdits() async throws {
        let (stub, other) = try await makeFilledCarts()
        defer {
            stub.stop()
            other.remove()
        }

        for command in [
            ["cart", "edit", "1", "--add", "Salami", "--remove", "Tomato Sauce"], ["cart", "set", "2", "--quantity", "3"],
            ["cart", "remove", "3"],
        ] {
            let result = try await stub.run(command)
            #expect(result.status == 0 && result.stdout == "", "\(command): \(result)")
        }

        let (root, library) = try browse(stub, home: other)
        let rows = try await cartRows(root)
        for event in [
            await library.saveEdit(rows[0], adding: ["Salami"], removing: ["Tomato Sauce"]), await library.setQuantity(rows[1], to: 3),
            await library.removeCartLine(rows[2]),
        ] {
            guard case .cartChanged(let message, _) = event, !message.hasPrefix("recipes:") else {
                Issue.record("browse's change failed: \(event)")
                return
            }
        }
        let commands = try String(contentsOf: stub.cartFile, encoding: .utf8)
        #expect(commands.contains("Margherita (edited)") && !commands.contains("Ricci"))
        #expect(commands == (try String(contentsOf: other.url.appendingPathComponent("cart.json"), encoding: .utf8)))
    }

    @Test("checkout --yes and browse's c then y post the same JSON body, and both carts are empty after")
    func checkout() async throws {
        let (stub, other) = try await makeFilledCarts()
        defer {
            stub.stop()
            other.remove()
        }

        let ordered = try await stub.run("checkout", "--yes")
        #expect(ordered.status == 0 && ordered.stdout.hasPrefix("Thank you for your order!"), "\(ordered)")

        let (root, library) = try browse(stub, home: other)
        guard case .checkoutPrepared(let shown) = await library.prepareCheckout() else {
            Issue.record("browse prepared no order")
            return
        }
        guard case .orderPlaced = await library.placeOrder(shown) else {
            Issue.record("browse placed no order")
            return
        }
        let bodies = stub.checkouts.map { String(decoding: $0.body, as: UTF8.self) }
        #expect(bodies.count == 2)
        #expect(bodies.first == bodies.last)
        #expect(bodies.first?.contains("Margherita") == true)
        #expect(try await stub.run("cart").stderr.contains("the cart is empty"))
        #expect(try await root.cart.lines().value.isEmpty)
    }

    @Test("favorites note writes the favorites.json the note action writes, the time of the change aside")
    func note() async throws {
        let stub = try PizzaStub()
        let other = try TemporaryFolder()
        defer {
            stub.stop()
            other.remove()
        }
        let added = try await stub.run("favorites", "add", "pizza", "Margherita")
        #expect(added.status == 0, "\(added)")
        let file = stub.home.url.appendingPathComponent("favorites.json")
        try Data(contentsOf: file).write(to: other.url.appendingPathComponent("favorites.json"))

        let noted = try await stub.run("favorites", "note", "Margherita", "Extra basil")
        #expect(noted.status == 0, "\(noted)")
        let appended = try await stub.run("favorites", "note", "pizza/Margherita", "--append", "Thin crust")
        #expect(appended.status == 0, "\(appended)")

        let (root, _) = try browse(stub, home: other)
        _ = try root.noteFavorite("Margherita", change: .replace("Extra basil"))
        _ = try root.noteFavorite("pizza/Margherita", change: .append("Thin crust"))

        let commands = try withoutTimes(Data(contentsOf: file))
        #expect(String(describing: commands).contains("Thin crust"))
        #expect(commands == (try withoutTimes(Data(contentsOf: other.url.appendingPathComponent("favorites.json")))))
    }

    /// The document with every `updatedAt` taken out: the one field the moment of a note sets.
    private func withoutTimes(_ data: Data) throws -> NSObject {
        func strip(_ value: Any) -> Any {
            if let object = value as? [String: Any] {
                return object.filter { $0.key != "updatedAt" }.mapValues(strip)
            }
            if let array = value as? [Any] { return array.map(strip) }
            return value
        }
        return try #require(strip(try JSONSerialization.jsonObject(with: data)) as? NSObject)
    }
}
