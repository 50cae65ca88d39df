import Foundation
import TestSupport
import Testing

@Suite("pizza, cart and checkout, end to end", .serialized)
struct PizzaEndToEndTests {
    private func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test("the menu: every pizza alphabetically, priced from its ingredients")
    func menu() async throws {
        let stub = try PizzaStub()
        defer { stub.stop() }
        let result = try await stub.run("pizza", "menu")
        #expect(result.status == 0, "\(result)")
        #expect(result.stderr == "")
        #expect(
            result.stdout == """
                Boottarga e Asparagi\t10.00\tMozzarella, Tomato Sauce, Bottarga, Asparagus
                Boscaiola\t9.00\tMozzarella, Tomato Sauce, Salami, Mushrooms
                Bottarga\t7.50\tMozzarella, Bottarga
                Hawaii\t9.50\tMozzarella, Tomato Sauce, Pineapple, Speck
                Mare Bianco\t9.70\tMozzarella, Bottarga, Tuna
                Margherita\t5.50\tMozzarella, Tomato Sauce
                Mari e monti\t15.20\tMozzarella, Tomato Sauce, Mushrooms, Speck, Bottarga, Tuna
                Primavera\t11.00\tMozzarella, Ricci, Asparagus
                Ricci\t9.00\tMozzarella, Ricci
                Ricci e Asparagi\t11.00\tMozzarella, Ricci, Asparagus

                """)
        let menu = try await stub.run("pizza", "menu", "--json")
        let items = try #require(try json(menu.stdout)["items"] as? [[String: Any]])
        let mare = try #require(items.first { $0["name"] as? String == "Mare Bianco" })
        #expect((mare["price"] as? NSNumber)?.decimalValue == Decimal(string: "9.7"))
        #expect(mare["imageURL"] is NSNull)
        #expect(menu.stdout.contains(#""price" : 9.7"#))
    }

    @Test("the three documents load concurrently")
    func concurrentLoad() async throws {
        // Each document is held until all three have been asked for: a client that asked for them
        // one at a time would wait in vain for its first answer.
        let allThree = Latch(count: 3)
        let stub = try PizzaStub(override: { request in
            if request.path.hasSuffix(".json") { allThree.arriveAndWait(within: 20) }
            return nil
        })
        defer { stub.stop() }
        let result = try await stub.run("pizza", "drinks")
        #expect(result.status == 0, "\(result)")
        #expect(allThree.isOpen)
        #expect(stub.server.maxConcurrentRequests == 3, "all three requests were in flight at once")
    }

    @Test("an ingredient id the menu does not know is shown as unknown and adds nothing")
    func unknownIngredient() async throws {
        let stub = try PizzaStub(override: { request in
            request.path == "/challenge/pizzas.json" ? .json(#"{"basePrice":4,"pizzas":[{"name":"Mystery","ingredients":[1,42]}]}"#) : nil
        })
        defer { stub.stop() }
        let result = try await stub.run("pizza", "menu")
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout == "Mystery\t5.00\tMozzarella, unknown ingredient #42\n")
    }

    @Test("show, ingredients and drinks; names by any case or unique prefix, with 'did you mean'")
    func showAndNames() async throws {
        let stub = try PizzaStub()
        defer { stub.stop() }
        let shown = try await stub.run("pizza", "show", "MARGH")
        #expect(shown.status == 0, "\(shown)")
        #expect(shown.stdout.hasPrefix("Margherita\nPrice: 5.50 · Base: 4.00\n\nIngredients\n  +1.00\tMozzarella\n  +0.50\tTomato Sauce\n"))
        let typo = try await stub.run("pizza", "show", "margarita")
        #expect(typo.status == 1)
        #expect(typo.stderr == "recipes: no pizza is called 'margarita'. Did you mean 'Margherita'?\n")
        let ambiguous = try await stub.run("pizza", "show", "ricci e")
        #expect(ambiguous.status == 0, "a unique prefix: \(ambiguous)")
        let several = try await stub.run("pizza", "show", "bo")
        #expect(several.status == 1)
        #expect(
            several.stderr == "recipes: 'bo' could be several pizzas: did you mean 'Boottarga e Asparagi', 'Boscaiola' or 'Bottarga'?\n")
        #expect(try await stub.run("pizza", "ingredients").stdout.hasPrefix("6\tAsparagus\t2.00\n9\tBottarga\t2.50\n"))
        #expect(
            try await stub.run("pizza", "drinks").stdout
                == "4\tBeer\t3.00\n3\tCoke\t2.50\n5\tRed Wine\t4.00\n2\tSparkling Water\t1.50\n1\tStill Water\t1.00\n")
    }

    @Test("the cart survives between runs: edited, custom and drinks, with 'added to the cart' notes")
    func cart() async throws {
        let stub = try PizzaStub()
        defer { stub.stop() }
        let pizza = try await stub.run("cart", "add", "pizza", "Margherita", "--add", "Salami", "--remove", "Tomato Sauce")
        #expect(pizza.status == 0, "\(pizza)")
        #expect(pizza.stderr == "added to the cart: Margherita + Salami − Tomato Sauce — 6.50\n")
        #expect(
            try await stub.run("cart", "add", "custom", "--ingredient", "Mozzarella", "--ingredient", "Tuna", "--name", "My pizza").stderr
                == "added to the cart: My pizza (Mozzarella, Tuna) — 7.20\n")
        #expect(try await stub.run("cart", "add", "drink", "Coke", "--quantity", "2").stderr == "added to the cart: 2 × Coke — 5.00\n")
        let cart = try await stub.run("cart")
        #expect(
            cart.stdout
                == "1.\tMargherita + Salami − Tomato Sauce\t6.50\n2.\tMy pizza (Mozzarella, Tuna)\t7.20\n3.\t2 × Coke\t5.00\n\tTotal\t18.70\n"
        )
        let cartJSON = try json(try await stub.run("cart", "--json").stdout)
        #expect((cartJSON["total"] as? NSNumber)?.decimalValue == Decimal(string: "18.7"))
        #expect((cartJSON["lines"] as? [[String: Any]])?.map { $0["kind"] as? String } == ["pizza", "pizza", "drink"])
        #expect(try await stub.run("cart", "remove", "2").stderr == "removed line 2: My pizza\n")
        let missing = try await stub.run("cart", "remove", "9")
        #expect(missing.status == 1 && missing.stderr == "recipes: the cart has no line 9; its lines are 1 to 2.\n")
        #expect(try await stub.run("cart", "clear").stderr == "removed 2 lines from the cart\n")
        let empty = try await stub.run("cart")
        #expect(empty.status == 0 && empty.stdout == "" && empty.stderr == "the cart is empty\n")
    }

    @Test(
        "bad cart input: one clear line and the documented code, the cart untouched",
        arguments: [
            (["cart", "add", "pizza", "Calzone"], Int32(1), "recipes: no pizza is called 'Calzone'.\n"),
            (["cart", "add", "pizza", "Margherita", "--add", "Mozzarella"], 64, "recipes: Margherita already has Mozzarella.\n"),
            (["cart", "add", "pizza", "Margherita", "--remove", "Tuna"], 64, "recipes: Margherita has no Tuna to remove.\n"),
            (
                ["cart", "add", "pizza", "Margherita", "--add", "Pinapple"], 1,
                "recipes: no ingredient is called 'Pinapple'. Did you mean 'Pineapple'?\n"
            ),
            // Checked while parsing (`validate()`): the same one line.
            (["cart", "add", "drink", "Coke", "--quantity", "0"], 64, "recipes: --quantity must be 1 to 99.\n"),
            (["cart", "add", "custom"], 64, "recipes: give at least one --ingredient.\n"),
        ])
    func badInput(arguments: [String], status: Int32, message: String) async throws {
        let stub = try PizzaStub()
        defer { stub.stop() }
        _ = try await stub.run("cart", "add", "drink", "Beer")
        let before = try Data(contentsOf: stub.cartFile)
        let result = try await stub.run(arguments)
        #expect(result.status == status, "\(result)")
        #expect(result.stderr == message)
        #expect(try Data(contentsOf: stub.cartFile) == before)
    }

    @Test("concurrent adds from separate processes lose nothing")
    func concurrentAdds() async throws {
        let stub = try PizzaStub()
        defer { stub.stop() }
        let results = try await withThrowingTaskGroup(of: RecipesProcess.Result.self) { group in
            for _ in 0..<10 { group.addTask { try await stub.run("cart", "add", "drink", "Still Water") } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.allSatisfy { $0.status == 0 })
        // The same drink joins one line: every add counted, none lost.
        let lines = try #require(try json(try await stub.run("cart", "--json").stdout)["lines"] as? [[String: Any]])
        #expect(lines.count == 1 && lines.first?["quantity"] as? Int == 10)
    }

    @Test("a price that changed since the line was added is pointed out")
    func priceChanged() async throws {
        let dearer = Flag()
        let stub = try PizzaStub(override: { request in
            guard request.path == "/challenge/pizzas.json", dearer.isSet else { return nil }
            return .json(Fixtures.text("pizza/pizzas.json").replacingOccurrences(of: "\"basePrice\": 4", with: "\"basePrice\": 5"))
        })
        defer { stub.stop() }
        _ = try await stub.run("cart", "add", "pizza", "Margherita")
        dearer.set()
        let cart = try await stub.run("cart")
        #expect(cart.stdout.hasPrefix("1.\tMargherita\t6.50\tprice changed: was 5.50\n"), "\(cart)")
    }

    @Test("checkout --yes POSTs the exact order as JSON, thanks, and empties the cart")
    func checkout() async throws {
        let stub = try PizzaStub()
        defer { stub.stop() }
        _ = try await stub.run("cart", "add", "pizza", "Margherita", "--add", "Salami")
        _ = try await stub.run("cart", "add", "custom", "-i", "Mozzarella", "-i", "Tuna", "--name", "My pizza")
        _ = try await stub.run("cart", "add", "drink", "Coke", "--quantity", "2")
        _ = try await stub.run("cart", "add", "drink", "Beer")
        let result = try await stub.run("checkout", "--yes")
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout == "Thank you for your order! Total: 22.20\n")
        #expect(result.stderr == "", "--yes asks nothing, so the order is not shown: stdout says what was ordered")
        let post = try #require(stub.checkouts.first)
        #expect(stub.checkouts.count == 1)
        #expect(post.headers["content-type"] == "application/json")
        let sent = try JSONSerialization.jsonObject(with: post.body) as? NSDictionary
        let expected: NSDictionary = [
            "pizzas": [
                [
                    "name": "Margherita", "ingredients": [1, 2, 3],
                    "imageUrl": stub.localPictures("https://doclerlabs.github.io/mobile-native-challenge/images/pizza_PNG44095.png"),
                ],
                ["name": "My pizza", "ingredients": [1, 10]],
            ],
            "drinks": [3, 3, 4],
        ]
        #expect(sent == expected)
        #expect(
            String(decoding: post.body, as: UTF8.self)
                == stub.localPictures(
                    #"{"drinks":[3,3,4],"pizzas":[{"imageUrl":"https://doclerlabs.github.io/mobile-native-challenge/images/pizza_PNG44095.png","ingredients":[1,2,3],"name":"Margherita"},{"ingredients":[1,10],"name":"My pizza"}]}"#
                )
        )
        #expect(try await stub.run("cart").stderr == "the cart is empty\n")
    }

    @Test("checkout refuses an empty cart, and asks for --yes without a terminal, ordering nothing")
    func refusals() async throws {
        let stub = try PizzaStub()
        defer { stub.stop() }
        let empty = try await stub.run("checkout", "--yes")
        #expect(empty.status == 1)
        #expect(empty.stderr == "recipes: the cart is empty: nothing to check out. Add something with 'recipes cart add'.\n")
        _ = try await stub.run("cart", "add", "drink", "Beer")
        let before = try Data(contentsOf: stub.cartFile)
        let noTTY = try await stub.run("checkout")
        #expect(noTTY.status == 64, "\(noTTY)")
        #expect(
            noTTY.stderr
                == "recipes: checkout asks for confirmation in a terminal; pass --yes to order without asking. Nothing was ordered.\n")
        #expect(stub.checkouts.isEmpty)
        #expect(try Data(contentsOf: stub.cartFile) == before)
    }

    struct Failure: Sendable, CustomTestStringConvertible {
        let name: String
        let reply: LoopbackServer.Reply
        let status: Int32
        let message: @Sendable (String) -> String
        /// The answer may mean the shop took the order: the cart is kept and marked as sent.
        var marks = false
        var testDescription: String { name }
    }

    static let keptAndMarked =
        "The cart is kept and marked as sent: check with the shop before ordering again ('recipes checkout' asks first).\n"

    static let failures: [Failure] = [
        Failure(
            name: "500", reply: .status(500, "oops"), status: 69,
            message: { "recipes: \($0) refused the order (HTTP 500); the cart is unchanged.\n" }),
        Failure(
            name: "400", reply: .status(400, "bad"), status: 65,
            message: { "recipes: \($0) refused the order (HTTP 400); the cart is unchanged.\n" }),
        Failure(
            name: "echo mismatch", reply: .json(#"{"json":{"pizzas":[],"drinks":[]}}"#), status: 65,
            message: { "recipes: \($0) confirmed an order different from the one sent. " + keptAndMarked }, marks: true),
        Failure(
            name: "timeout", reply: .hang, status: 69,
            message: {
                "recipes: cannot place the order with \($0): no answer within 1 second; the shop may have received it. " + keptAndMarked
            },
            marks: true),
        // The shop read the whole order, then reset the connection: it may have taken the order.
        Failure(
            name: "reset after the order was read", reply: .reset, status: 69,
            message: {
                "recipes: cannot place the order with \($0): the connection was closed before an answer, after the order was sent; "
                    + "the shop may have received it. " + keptAndMarked
            }, marks: true),
        // Post/redirect/get: a shop answers an order it took with 303 See Other.
        Failure(
            name: "303 after the POST", reply: .response(status: 303, headers: ["Location": "/thanks"], body: Data()), status: 69,
            message: { "recipes: \($0) answered HTTP 303, which may mean it took the order. " + keptAndMarked }, marks: true),
        // A gateway that passed the order on and lost the shop's answer.
        Failure(
            name: "502", reply: .status(502, "bad gateway"), status: 69,
            message: { "recipes: \($0) answered HTTP 502, which may mean it took the order. " + keptAndMarked }, marks: true),
        Failure(
            name: "504", reply: .status(504, "gateway timeout"), status: 69,
            message: { "recipes: \($0) answered HTTP 504, which may mean it took the order. " + keptAndMarked }, marks: true),
    ]

    @Test(
        "every checkout failure leaves the cart byte-identical, is never retried, and marks it as sent when the shop may have the order",
        arguments: failures)
    func checkoutFailure(failure: Failure) async throws {
        let stub = try PizzaStub(override: { request in request.method == "POST" ? failure.reply : nil })
        defer { stub.stop() }
        _ = try await stub.run("cart", "add", "pizza", "Hawaii")
        let before = try Data(contentsOf: stub.cartFile)
        let result = try await stub.run("checkout", "--yes", "--timeout", "1")
        #expect(result.status == failure.status, "\(result)")
        #expect(result.stdout == "")
        #expect(result.stderr == failure.message(stub.host), "exactly one line on stderr")
        #expect(stub.checkouts.count == 1, "the POST is never retried")
        #expect(try Data(contentsOf: stub.cartFile) == before, "the cart byte for byte")
        let markFile = stub.home.url.appendingPathComponent("pending-order.json")
        if failure.marks {
            let mark = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: markFile)) as? [String: Any], "marked as sent")
            #expect(mark["shop"] as? String == stub.host && mark["sentAt"] is String && (mark["lines"] as? [String])?.count == 1, "\(mark)")
            let again = try await stub.run("checkout", "--yes")
            #expect(again.status == 64, "asked again even with --yes: \(again)")
            #expect(again.stderr.hasPrefix("recipes: an order of this cart was sent to \(stub.host) at "), "\(again)")
            #expect(
                again.stderr.hasSuffix(
                    " and never confirmed: the shop may have received it. Check with the shop; "
                        + "'recipes checkout --again' orders it anyway, 'recipes cart clear' empties the cart. Nothing was ordered.\n"))
            #expect(stub.checkouts.count == 1, "no second order")
        } else {
            #expect(!FileManager.default.fileExists(atPath: markFile.path), "nothing reached the shop: no mark")
        }
    }

    @Test("a checkout service that is down: exit 69, nothing ordered, the cart unchanged")
    func checkoutRefused() async throws {
        let stub = try PizzaStub()
        defer { stub.stop() }
        _ = try await stub.run("cart", "add", "pizza", "Hawaii")
        let before = try Data(contentsOf: stub.cartFile)
        let result = try await stub.run(["checkout", "--yes"], environment: ["RECIPES_CHECKOUT_URL": "http://localhost:1/post"])
        #expect(result.status == 69, "\(result)")
        #expect(
            result.stderr
                == "recipes: cannot place the order with localhost:1: connection refused; the cart is unchanged. Nothing was ordered.\n")
        #expect(try Data(contentsOf: stub.cartFile) == before)
    }

    @Test("the menu is cached like every catalog: served offline after the server stops")
    func offlineMenu() async throws {
        let stub = try PizzaStub()
        defer { stub.stop() }
        _ = try await stub.run("pizza", "menu")
        stub.server.stop()
        let result = try await stub.run("pizza", "menu", "--no-snapshot")
        #expect(result.status == 0, "\(result)")
        #expect(result.stderr.hasPrefix("offline: showing pizza cached just now"))
        #expect(result.stdout.hasPrefix("Boottarga e Asparagi\t10.00\t"))
    }

    @Test("pizzas can be favorites")
    func favorites() async throws {
        let stub = try PizzaStub()
        defer { stub.stop() }
        #expect(try await stub.run("favorites", "add", "pizza", "hawaii").stderr == "added to favorites: Hawaii (pizza/Hawaii)\n")
        stub.server.stop()
        #expect(try await stub.run("favorites", "show", "hawaii").stdout.hasPrefix("Hawaii\nPrice: 9.50 · Base: 4.00\n"))
    }

    @Test("favorites refresh offline says it could not reach the shop, never that the pizza is gone from a stored menu")
    func refreshOffline() async throws {
        let stub = try PizzaStub(override: { request in
            // A live-only pizza: the bundled sample's menu does not have it.
            guard request.path == "/challenge/pizzas.json" else { return nil }
            return .json(#"{"basePrice": 4, "pizzas": [{"name": "Ägäis Spezial", "ingredients": [1, 2]}]}"#)
        })
        defer { stub.stop() }
        #expect(try await stub.run("favorites", "add", "pizza", "Ägäis Spezial").status == 0)
        stub.server.stop()
        #expect(try await stub.run("cache", "clear").status == 0, "only the bundled sample's menu is left, which has no such pizza")
        let refresh = try await stub.run("favorites", "refresh")
        #expect(refresh.status == 69, "\(refresh)")
        #expect(
            refresh.stderr == "could not refresh Ägäis Spezial (pizza/Ägäis Spezial): cannot reach \(stub.host): connection refused. "
                + "Check your connection, or try again later.\nrecipes: refreshed 0 of 1 favorites; 1 could not be (said above)\n",
            "\(refresh)")
    }
}
