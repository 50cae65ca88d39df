import Foundation
import TestSupport
import Testing

@Suite("cart edit, set, merges and what --json says changed, end to end", .serialized)
struct CartEditEndToEndTests {
    private func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test("the same drink or unedited pizza joins its line; edited pizzas get their own")
    func merges() async throws {
        let stub = try PizzaStub()
        defer { stub.stop() }
        #expect(try await stub.run("cart", "add", "drink", "Coke", "--quantity", "2").stderr == "added to the cart: 2 × Coke — 5.00\n")
        let again = try await stub.run("cart", "add", "drink", "coke", "--quantity", "2")
        #expect(again.status == 0 && again.stdout == "", "\(again)")
        #expect(again.stderr == "added to the cart: 2 × Coke — 5.00; line 1 is now 4 × Coke — 10.00\n")
        #expect(try await stub.run("cart", "add", "pizza", "Hawaii", "--quantity", "2").stderr == "added to the cart: 2 × Hawaii — 19.00\n")
        #expect(
            try await stub.run("cart", "add", "pizza", "hawaii").stderr
                == "added to the cart: Hawaii — 9.50; line 2 is now 3 × Hawaii — 28.50\n")
        #expect(
            try await stub.run("cart", "add", "pizza", "Hawaii", "--add", "Tuna").stderr == "added to the cart: Hawaii + Tuna — 11.70\n")
        let cart = try await stub.run("cart")
        #expect(cart.stdout == "1.\t4 × Coke\t10.00\n2.\t3 × Hawaii\t28.50\n3.\tHawaii + Tuna\t11.70\n\tTotal\t50.20\n", "\(cart)")
    }

    @Test("a merge past 99 is a usage error naming the limit, and the cart is untouched")
    func mergeLimit() async throws {
        let stub = try PizzaStub()
        defer { stub.stop() }
        _ = try await stub.run("cart", "add", "drink", "Coke", "--quantity", "60")
        let before = try Data(contentsOf: stub.cartFile)
        let result = try await stub.run("cart", "add", "drink", "Coke", "--quantity", "60")
        #expect(result.status == 64 && result.stdout == "", "\(result)")
        #expect(result.stderr == "recipes: line 1 already has 60 × Coke; 60 more would make 120, and a line holds at most 99.\n")
        #expect(try Data(contentsOf: stub.cartFile) == before)
    }

    @Test("edit puts ingredients on and takes them off, priced again; a menu pizza becomes '(edited)'")
    func edit() async throws {
        let stub = try PizzaStub()
        defer { stub.stop() }
        _ = try await stub.run("cart", "add", "pizza", "Margherita")
        _ = try await stub.run("cart", "add", "custom", "-i", "Mozzarella", "--name", "Mine")
        let edited = try await stub.run("cart", "edit", "1", "--add", "Salami", "--remove", "Tomato Sauce")
        #expect(edited.status == 0 && edited.stdout == "", "\(edited)")
        #expect(edited.stderr == "edited line 1: Margherita (edited) + Salami − Tomato Sauce — 6.50\n")
        let custom = try await stub.run("cart", "edit", "2", "--add", "tuna")
        #expect(custom.stderr == "edited line 2: Mine (Mozzarella, Tuna) — 7.20\n", "\(custom)")
        #expect(
            try await stub.run("cart").stdout
                == "1.\tMargherita (edited) + Salami − Tomato Sauce\t6.50\n2.\tMine (Mozzarella, Tuna)\t7.20\n\tTotal\t13.70\n")
    }

    @Test(
        "edit and set refuse what they cannot do with one line and the documented code, the cart untouched",
        arguments: [
            (
                ["cart", "edit", "3", "--add", "Salami"], Int32(64),
                "recipes: Coke is a drink: only pizzas have ingredients to edit; change how many with 'recipes cart set N --quantity Q'.\n"
            ),
            (["cart", "edit", "9", "--add", "Salami"], 1, "recipes: the cart has no line 9; its lines are 1 to 3.\n"),
            (["cart", "edit", "1", "--add", "Mozzarella"], 64, "recipes: Margherita already has Mozzarella.\n"),
            (
                ["cart", "edit", "2", "--remove", "Mozzarella"], 64,
                "recipes: that would leave Custom pizza with no ingredients; a pizza needs at least one.\n"
            ),
            (["cart", "edit", "1"], 64, nil),
            (["cart", "set", "9", "--quantity", "2"], 1, "recipes: the cart has no line 9; its lines are 1 to 3.\n"),
            (["cart", "set", "1", "--quantity", "100"], 64, nil),
            (["cart", "set", "1", "--quantity", "0"], 64, nil),
        ])
    func refusals(arguments: [String], status: Int32, message: String?) async throws {
        let stub = try PizzaStub()
        defer { stub.stop() }
        _ = try await stub.run("cart", "add", "pizza", "Margherita")
        _ = try await stub.run("cart", "add", "custom", "-i", "Mozzarella")
        _ = try await stub.run("cart", "add", "drink", "Coke")
        let before = try Data(contentsOf: stub.cartFile)
        let result = try await stub.run(arguments)
        #expect(result.status == status && result.stdout == "", "\(result)")
        if let message { #expect(result.stderr == message) } else { #expect(result.stderr.contains("--")) }
        #expect(try Data(contentsOf: stub.cartFile) == before)
    }

    @Test("set changes a line's quantity and its price")
    func set() async throws {
        let stub = try PizzaStub()
        defer { stub.stop() }
        _ = try await stub.run("cart", "add", "drink", "Coke")
        let result = try await stub.run("cart", "set", "1", "--quantity", "3")
        #expect(result.status == 0 && result.stdout == "", "\(result)")
        #expect(result.stderr == "changed the quantity of line 1: 3 × Coke — 7.50\n")
        #expect(try await stub.run("cart").stdout == "1.\t3 × Coke\t7.50\n\tTotal\t7.50\n")
    }

    @Test("add, edit and set --json print the whole cart with its total and which line changed how")
    func changeJSON() async throws {
        let stub = try PizzaStub()
        defer { stub.stop() }
        _ = try await stub.run("cart", "add", "pizza", "Margherita")
        let added = try await stub.run("cart", "add", "drink", "Coke", "--quantity", "2", "--json")
        #expect(added.status == 0 && added.stderr == "added to the cart: 2 × Coke — 5.00\n", "\(added)")
        let addedJSON = try json(added.stdout)
        #expect((addedJSON["total"] as? NSNumber)?.decimalValue == Decimal(string: "10.5"))
        #expect(addedJSON["changed"] as? NSDictionary == ["line": 2, "action": "added"])
        #expect((addedJSON["lines"] as? [[String: Any]])?.count == 2)
        #expect(addedJSON["schemaVersion"] as? Int == 1)
        let merged = try json(try await stub.run("cart", "add", "drink", "Coke", "--json").stdout)
        #expect(merged["changed"] as? NSDictionary == ["line": 2, "action": "merged"])
        #expect((merged["total"] as? NSNumber)?.decimalValue == Decimal(13))
        let edited = try await stub.run("cart", "edit", "1", "--add", "Tuna", "--json")
        #expect(edited.stderr == "edited line 1: Margherita (edited) + Tuna — 7.70\n", "\(edited)")
        let editedJSON = try json(edited.stdout)
        #expect(editedJSON["changed"] as? NSDictionary == ["line": 1, "action": "edited"])
        #expect((editedJSON["lines"] as? [[String: Any]])?.first?["name"] as? String == "Margherita (edited)")
        let set = try json(try await stub.run("cart", "set", "2", "--quantity", "1", "--json").stdout)
        #expect(set["changed"] as? NSDictionary == ["line": 2, "action": "quantity"])
        #expect((set["total"] as? NSNumber)?.decimalValue == Decimal(string: "10.2"))
        #expect(try json(try await stub.run("cart", "--json").stdout)["changed"] == nil)
    }

    @Test("checkout --json echoes the order placed: the lines, the total and the request sent, a pizza once per quantity")
    func checkoutJSON() async throws {
        let stub = try PizzaStub()
        defer { stub.stop() }
        _ = try await stub.run("cart", "add", "pizza", "Bottarga", "--quantity", "2")
        _ = try await stub.run("cart", "add", "drink", "Beer")
        let result = try await stub.run("checkout", "--yes", "--json")
        #expect(result.status == 0, "\(result)")
        let document = try json(result.stdout)
        #expect((document["total"] as? NSNumber)?.decimalValue == Decimal(18))
        #expect((document["lines"] as? [[String: Any]])?.map { $0["description"] as? String } == ["2 × Bottarga", "Beer"])
        let order = try #require(document["order"] as? NSDictionary)
        let post = try #require(stub.checkouts.first)
        let sent = try #require(try JSONSerialization.jsonObject(with: post.body) as? NSDictionary)
        #expect(order == sent)
        #expect((sent["pizzas"] as? [[String: Any]])?.map { $0["name"] as? String } == ["Bottarga", "Bottarga"])
        #expect(sent["drinks"] as? [Int] == [4])
    }
}
