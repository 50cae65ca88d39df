import Foundation
import TestSupport
import Testing

/// The fault suite's second half: servers that send hostile or absurd data, and money. Each case
/// is a real process against a real loopback server; none may run anything, crash, or cost an
/// order or a favorite.
@Suite("fault suite: hostile data and money", .serialized)
struct HostileDataFaultTests {
    /// A pizza menu whose pizzas.json is `pizzas`, the rest from Fixtures/.
    static func menu(basePrice: String = "4", pizzas: String = #"[{"name":"Margherita","ingredients":[1,2]}]"#) -> String {
        #"{"basePrice":\#(basePrice),"pizzas":\#(pizzas)}"#
    }

    static func pizzaStub(
        pizzasJSON: String? = nil, ingredientsJSON: String? = nil, drinksJSON: String? = nil,
        checkout: (@Sendable (LoopbackServer.Request) -> LoopbackServer.Reply?)? = nil
    ) throws -> PizzaStub {
        try PizzaStub(override: { request in
            switch request.path {
            case "/challenge/pizzas.json": return pizzasJSON.map { .json($0) }
            case "/challenge/ingredients.json": return ingredientsJSON.map { .json($0) }
            case "/challenge/drinks.json": return drinksJSON.map { .json($0) }
            case "/post": return checkout?(request)
            default: return nil
            }
        })
    }

    // MARK: - 1. Completion never runs server text

    @Test("a hostile pizza name completes in bash as an inert word: nothing runs, and the word means the name")
    func bashCompletionIsInert() async throws {
        let marker = FileManager.default.temporaryDirectory.appendingPathComponent("recipes-pwned-\(UUID().uuidString)")
        let hostile = "M$(touch${IFS}\(marker.path))`touch${IFS}\(marker.path)`'\"\\;x"
        let pizzas =
            #"[{"name":"Margherita","ingredients":[1,2]},{"name":"\#(hostile.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\""))","ingredients":[1]},{"name":"Mare e Monti","ingredients":[1]},{"name":"Mx\u001b]52;c;ZXZpbA==\u0007","ingredients":[1]}]"#
        let stub = try Self.pizzaStub(pizzasJSON: Self.menu(pizzas: pizzas))
        defer {
            stub.stop()
            try? FileManager.default.removeItem(at: marker)
        }
        #expect(try await stub.run("pizza", "menu").status == 0, "the menu is cached")

        let script = try await RecipesProcess.run(["--generate-completion-script", "bash"], environment: [:])
        let scriptFile = stub.home.url.appendingPathComponent("recipes.bash")
        try Data(script.stdout.utf8).write(to: scriptFile)
        // What bash does on `recipes pizza show M<TAB>`, then each candidate used as the shell would
        // use it: inserted into the command line and run.
        let driver = """
            source '\(scriptFile.path)'
            COMP_WORDS=(recipes pizza show M); COMP_CWORD=3; COMP_LINE='recipes pizza show M'; COMP_POINT=${#COMP_LINE}
            _recipes recipes M show
            for word in "${COMPREPLY[@]}"; do eval "printf '%s\\n' $word"; done
            """
        let bin = RecipesProcess.binary.deletingLastPathComponent().path
        let result = try await RecipesProcess.run(
            executable: URL(fileURLWithPath: "/bin/bash"), ["-c", driver],
            environment: stub.endpoints.merging([
                "RECIPES_HOME": stub.home.path, "HOME": stub.home.path,
                "PATH": "\(bin):/usr/bin:/bin",
            ]) { $1 }, input: nil)
        #expect(result.status == 0, "\(result)")
        #expect(!FileManager.default.fileExists(atPath: marker.path), "completion ran server text")
        let words = Set(result.stdout.split(separator: "\n").map(String.init))
        #expect(
            words == ["Margherita", hostile, "Mare e Monti"],
            "each word stands for its name exactly; the one with an escape sequence is dropped: \(result)")
    }

    @Test("zsh and fish get the names with nothing a shell could run or split", arguments: ["zsh", "fish"])
    func otherShells(shell: String) async throws {
        let pizzas = #"[{"name":"A:b\\c $(x)","ingredients":[1]},{"name":"Ab\tc","ingredients":[1]}]"#
        let stub = try Self.pizzaStub(pizzasJSON: Self.menu(pizzas: pizzas))
        defer { stub.stop() }
        #expect(try await stub.run("pizza", "menu").status == 0)
        let result = try await stub.run(
            ["---completion", "pizza", "show", "--", "positional@0", "3", "1", "recipes", "pizza", "show", "A"],
            environment: ["SAP_SHELL": shell])
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout == (shell == "zsh" ? "A\\:b\\\\c $(x)\n \n" : "A:b\\c $(x)\n"), "\(result)")
    }

    // MARK: - 2. Absurd prices

    struct AbsurdPrice: Sendable, CustomTestStringConvertible {
        let name: String
        let basePrice: String
        let ingredientPrice: String
        var testDescription: String { name }
    }

    static let absurdPrices: [AbsurdPrice] = [
        AbsurdPrice(name: "near Int64 cents", basePrice: "92233720368547758", ingredientPrice: "1"),
        AbsurdPrice(name: "1e17 each", basePrice: "1e17", ingredientPrice: "1e17"),
        AbsurdPrice(name: "1e20", basePrice: "1e20", ingredientPrice: "1"),
        AbsurdPrice(name: "1e308", basePrice: "4", ingredientPrice: "1e308"),
        AbsurdPrice(name: "negative", basePrice: "4", ingredientPrice: "-1"),
        AbsurdPrice(name: "just over the bound", basePrice: "1000000.01", ingredientPrice: "1"),
    ]

    @Test("an absurd price is invalid data: exit 65, nothing cached, the cart untouched", arguments: absurdPrices)
    func absurdPrice(price: AbsurdPrice) async throws {
        let ingredients = #"[{"id":1,"name":"Mozzarella","price":\#(price.ingredientPrice)},{"id":2,"name":"Tomato Sauce","price":0.5}]"#
        let stub = try Self.pizzaStub(pizzasJSON: Self.menu(basePrice: price.basePrice), ingredientsJSON: ingredients)
        defer { stub.stop() }
        for command in [["pizza", "menu"], ["pizza", "menu", "--json"], ["cart", "add", "pizza", "Margherita"]] {
            let result = try await stub.run(command + ["--no-snapshot"])
            #expect(result.status == 65, "\(command): \(result)")
            #expect(result.stdout == "")
            #expect(result.stderr.hasPrefix("recipes: invalid data from \(stub.host): "), "\(result.stderr)")
            #expect(result.stderr.lowercased().contains("price"), "\(result.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: stub.cartFile.path))
        stub.server.stop()
        let offline = try await stub.run("pizza", "menu", "--offline", "--no-snapshot")
        #expect(offline.status == 69, "nothing was cached: \(offline)")
    }

    @Test("the largest prices the menu allows add up exactly, in text and JSON")
    func largestPrices() async throws {
        let ingredients = #"[{"id":1,"name":"Mozzarella","price":1000000},{"id":2,"name":"Tomato Sauce","price":999999.99}]"#
        let drinks =
            #"[{"id":1,"name":"Gold","price":1000000},{"id":2,"name":"Platinum","price":1000000},{"id":3,"name":"Rhodium","price":1000000}]"#
        let stub = try Self.pizzaStub(pizzasJSON: Self.menu(basePrice: "1000000"), ingredientsJSON: ingredients, drinksJSON: drinks)
        defer { stub.stop() }
        let menu = try await stub.run("pizza", "menu")
        #expect(menu.stdout.hasPrefix("Margherita\t2999999.99\t"), "\(menu)")
        let json = try await stub.run("pizza", "menu", "--json")
        #expect(json.stdout.contains(#""price" : 2999999.99"#), "\(json.stdout)")
        // Three lines of 99: the same drink again would join its line, and a line holds at most 99.
        for drink in ["Gold", "Platinum", "Rhodium"] {
            #expect(try await stub.run("cart", "add", "drink", drink, "--quantity", "99").status == 0)
        }
        _ = try await stub.run("cart", "add", "pizza", "Margherita")
        let cart = try await stub.run("cart", "--json")
        #expect(cart.status == 0, "\(cart)")
        #expect(cart.stdout.contains(#""total" : 299999999.99"#), "\(cart.stdout)")
    }

    // MARK: - 3. Checkout never orders twice, nor claims an order that was not confirmed

    /// A cart with one pizza and one drink; returns its bytes.
    private func fillCart(_ stub: PizzaStub) async throws -> Data {
        #expect(try await stub.run("cart", "add", "pizza", "Hawaii").status == 0)
        #expect(try await stub.run("cart", "add", "drink", "Coke").status == 0)
        return try Data(contentsOf: stub.cartFile)
    }

    @Test("a cart whose lock another process holds: exit 75 and nothing is ordered")
    func checkoutLocked() async throws {
        let stub = try Self.pizzaStub()
        defer { stub.stop() }
        let before = try await fillCart(stub)
        let fd = open(stub.cartFile.path + ".lock", O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        #expect(flock(fd, LOCK_EX) == 0)
        defer { close(fd) }
        let result = try await stub.run(["checkout", "--yes"], environment: ["RECIPES_LOCK_TIMEOUT": "1"])
        #expect(result.status == 75, "\(result)")
        #expect(
            result.stderr
                == "recipes: another recipes process has held \(stub.cartFile.path).lock for 1 second. Try again when it has finished.\n")
        #expect(stub.checkouts.isEmpty, "the lock is taken before the order is sent")
        #expect(try Data(contentsOf: stub.cartFile) == before)
    }

    @Test("a cart that cannot be written: exit 73 and nothing is ordered")
    func checkoutCannotWrite() async throws {
        let stub = try Self.pizzaStub()
        defer { stub.stop() }
        let before = try await fillCart(stub)
        #expect(try await stub.run("pizza", "menu").status == 0)
        // RLIMIT_FSIZE 0 with SIGXFSZ ignored: every write(2) fails with EFBIG, as on a full disk.
        let script = "ulimit -f 0; trap '' XFSZ; exec '\(RecipesProcess.binary.path)' checkout --yes"
        let environment = stub.endpoints.merging(["RECIPES_HOME": stub.home.path, "HOME": stub.home.path]) { $1 }
        let result = try await RecipesProcess.run(
            executable: URL(fileURLWithPath: "/bin/sh"), ["-c", script], environment: environment, input: nil)
        #expect(result.status == 73, "\(result)")
        // Every write fails: first the menu's three answers cannot be cached (a warning each, the
        // answers still used), then the cart cannot be staged, and that is the error.
        var lines = result.stderr.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.popLast() == "", "\(result.stderr)")
        #expect(
            lines.popLast() == "recipes: cannot write \(stub.cartFile.path): file too large. Check the folder's permissions and free space."
        )
        let cacheWarning = try Regex(
            "warning: could not cache the answer in \(NSRegularExpression.escapedPattern(for: stub.home.path))/cache/[0-9a-f]{64}\\.cache: file too large"
        )
        #expect(lines.count == 3 && lines.allSatisfy { $0.wholeMatch(of: cacheWarning) != nil }, "\(result.stderr)")
        #expect(stub.checkouts.isEmpty, "the new cart is written before the order is sent")
        #expect(try Data(contentsOf: stub.cartFile) == before)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: stub.home.path).filter {
            $0.hasSuffix(".tmp") || $0.hasSuffix(".lock")
        }
        #expect(leftovers.isEmpty)
    }

    @Test("an order placed whose cart then cannot be updated says plainly that it was placed")
    func placedButNotUpdated() async throws {
        let cartFile = try TemporaryFolder()
        defer { cartFile.remove() }
        let stub = try Self.pizzaStub(checkout: { request in
            // While the order is in flight, something puts a folder where cart.json was: the rename fails.
            let file = cartFile.url.appendingPathComponent("cart.json")
            try? FileManager.default.removeItem(at: file)
            try? FileManager.default.createDirectory(at: file.appendingPathComponent("blocker"), withIntermediateDirectories: true)
            return PizzaStub.echo(request)
        })
        defer { stub.stop() }
        let result = try await stub.run(["cart", "add", "drink", "Coke"], environment: ["RECIPES_HOME": cartFile.path])
        #expect(result.status == 0)
        let checkout = try await stub.run(["checkout", "--yes"], environment: ["RECIPES_HOME": cartFile.path])
        #expect(checkout.status == 73, "\(checkout)")
        #expect(
            checkout.stderr == "recipes: the order WAS placed, but \(cartFile.path)/cart.json could not be updated (is a directory), "
                + "so the ordered lines are still in the cart. Do not check out again: remove them with 'recipes cart clear'.\n")
        #expect(stub.checkouts.count == 1)
    }

    struct Unconfirmed: Sendable, CustomTestStringConvertible {
        let name: String
        let reply: LoopbackServer.Reply
        let message: String
        var status: Int32 = 65
        var testDescription: String { name }
    }

    static let marked = "The cart is kept and marked as sent: check with the shop before ordering again ('recipes checkout' asks first)."

    static let unconfirmed: [Unconfirmed] = [
        Unconfirmed(
            name: "captive portal (200 HTML)",
            reply: .status(200, "<html><body>Log in to the Wi-Fi</body></html>", contentType: "text/html"),
            message: "did not confirm the order: its answer is not JSON (text/html) (a login or captive-portal page?). " + marked),
        Unconfirmed(
            name: "200 JSON without an echo", reply: .json(#"{"ok":true}"#),
            message: "did not confirm the order: its answer does not echo the order (a login or captive-portal page?). " + marked),
        Unconfirmed(
            name: "307 redirect", reply: .response(status: 307, headers: ["Location": "/post-again"], body: Data()),
            message:
                "answered the order with a redirect (HTTP 307), which is never followed for an order; the cart is unchanged. Check RECIPES_CHECKOUT_URL."
        ),
        // See Other is how a shop answers an order it took: never followed, and never "nothing was ordered".
        Unconfirmed(
            name: "303 redirect", reply: .response(status: 303, headers: ["Location": "/post"], body: Data()),
            message: "answered HTTP 303, which may mean it took the order. " + marked, status: 69),
    ]

    @Test(
        "an answer that does not echo the order is not success: one POST, nothing followed, the cart byte for byte", arguments: unconfirmed)
    func checkoutUnconfirmed(answer: Unconfirmed) async throws {
        let stub = try Self.pizzaStub(checkout: { request in
            request.target == "/post" && request.method == "POST" ? answer.reply : .json(#"{"json":{}}"#)
        })
        defer { stub.stop() }
        let before = try await fillCart(stub)
        let result = try await stub.run("checkout", "--yes")
        #expect(result.status == answer.status, "\(result)")
        #expect(result.stdout == "")
        #expect(result.stderr == "recipes: \(stub.host) \(answer.message)\n")
        #expect(stub.server.requests.filter { $0.path.hasPrefix("/post") }.map(\.method) == ["POST"], "sent once, nothing followed")
        #expect(try Data(contentsOf: stub.cartFile) == before)
    }

    // MARK: - 4. Never order from the bundled sample menu

    @Test("checkout refuses prices from the bundled sample menu, and says where cached prices come from")
    func checkoutNeedsLiveOrCachedMenu() async throws {
        let menuDown = Flag()
        let stub = try PizzaStub(override: { request in
            request.path.hasPrefix("/challenge/") && menuDown.isSet ? .status(503, "down") : nil
        })
        defer { stub.stop() }
        let before = try await fillCart(stub)
        let cache = stub.home.url.appendingPathComponent("cache")
        try FileManager.default.moveItem(at: cache, to: stub.home.url.appendingPathComponent("kept-cache"))
        menuDown.set()
        let sample = try await stub.run("checkout", "--yes")
        #expect(sample.status == 69, "\(sample)")
        #expect(
            sample.stderr
                == "recipes: checkout needs the live menu or a cached copy of it, and only the bundled sample could be loaded: its prices and drinks may be out of date. Nothing was ordered; try again with a connection.\n"
        )
        let snapshot = try await stub.run("checkout", "--yes", "--snapshot")
        #expect(snapshot.status == 69, "\(snapshot)")
        #expect(stub.checkouts.isEmpty)
        #expect(try Data(contentsOf: stub.cartFile) == before)

        try? FileManager.default.removeItem(at: cache)
        try FileManager.default.moveItem(at: stub.home.url.appendingPathComponent("kept-cache"), to: cache)
        let cached = try await stub.run("checkout", "--yes")
        #expect(cached.status == 0, "\(cached)")
        #expect(
            cached.stderr == "offline: showing pizza cached just now (\(stub.host) answered HTTP 503)\n",
            "the note saying where the prices came from, and nothing else")
        #expect(stub.checkouts.count == 1)
    }

    // MARK: - 5. Every id and name is sanitized wherever it is printed

    /// Characters that must never reach a terminal raw.
    private func rawControls(_ text: String) -> [UInt32] {
        text.unicodeScalars.map(\.value).filter { [0x1B, 0x07, 0x9B, 0x202E, 0x200B, 0xFEFF].contains($0) }
    }

    @Test("a pizza whose name (its id) holds escape sequences never reaches stderr raw: add, note, remove, refresh, not found")
    func hostilePizzaID() async throws {
        let gone = Flag()
        let evil = #"Evil\u001b]52;c;ZXZpbA==\u0007\u200b Pie\u202e"#
        let stub = try PizzaStub(override: { request in
            guard request.path == "/challenge/pizzas.json" else { return nil }
            let pizzas = gone.isSet ? #"[{"name":"Margherita","ingredients":[1]}]"# : #"[{"name":"\#(evil)","ingredients":[1,2]}]"#
            return .json(Self.menu(pizzas: pizzas))
        })
        defer { stub.stop() }
        var everything = ""
        for command in [
            ["favorites", "add", "pizza", "evil"], ["favorites", "note", "evil", "hot"], ["favorites"], ["favorites", "show", "evil"],
        ] {
            let result = try await stub.run(command)
            #expect(result.status == 0, "\(command): \(result)")
            everything += result.stdout + result.stderr
        }
        #expect(everything.contains("added to favorites: Evil Pie (pizza/Evil Pie)"), "\(everything)")
        gone.set()
        let refresh = try await stub.run("favorites", "refresh")
        #expect(refresh.status == 1, "\(refresh)")
        #expect(
            refresh.stderr.hasPrefix("could not refresh Evil Pie (pizza/Evil Pie): no pizza is called 'Evil Pie'."), "\(refresh.stderr)")
        let notFound = try await stub.run("pizza", "show", "Evil\u{1B}[2J")
        #expect(notFound.status == 1)
        let refused = try await stub.run("favorites", "remove", "evil")
        #expect(refused.status == 64, "its note is kept without --yes: \(refused)")
        let removed = try await stub.run("favorites", "remove", "evil", "--yes")
        #expect(removed.status == 0, "\(removed)")
        for result in [refresh, notFound, refused, removed] { everything += result.stdout + result.stderr }
        #expect(rawControls(everything).isEmpty, "\(everything.debugDescription)")
    }

    @Test("an import whose entries name unknown catalogs or impossible ids skips them, says so, and keeps the rest")
    func importValidatesIDs() async throws {
        let stub = try MealDBStub()
        defer { stub.stop() }
        func entry(_ catalog: String, _ id: String) -> String {
            #"{"addedAt":"2026-11-22T00:00:00Z","catalog":"\#(catalog)","id":"\#(id)","name":"N","note":null,"updatedAt":"2026-11-22T00:00:00Z","recipe":{"catalog":"\#(catalog)","facts":[],"id":"\#(id)","ingredients":[],"instructions":null,"links":[],"name":"N","tags":[]}}"#
        }
        let file = stub.home.url.appendingPathComponent("backup.json")
        let entries = [
            entry("desserts", "52917"), entry("desserts", "../../etc/passwd"), entry("desserts", "1\\u001b[2J"),
            entry("evil\\u001b]0;x\\u0007", "1"),
        ]
        try Data(#"{"schemaVersion":1,"favorites":[\#(entries.joined(separator: ","))]}"#.utf8).write(to: file)
        let result = try await stub.run("favorites", "import", file.path, "--json")
        #expect(result.status == 0, "\(result)")
        #expect(rawControls(result.stderr).isEmpty, "\(result.stderr.debugDescription)")
        #expect(
            result.stderr.contains("warning: backup.json: favorites[1] is skipped: '../../etc/passwd' is not a desserts id\n"),
            "\(result.stderr)")
        #expect(result.stderr.contains("warning: backup.json: favorites[3] is skipped: no catalog is called 'evil'\n"), "\(result.stderr)")
        let summary = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(summary["added"] as? Int == 1 && summary["skipped"] as? Int == 3, "\(summary)")
        let list = try await stub.run("favorites")
        #expect(list.stdout == "desserts\t52917\tN\n", "\(list)")
    }

    // MARK: - 6. One broken favorite hides no other

    @Test("a favorite with a malformed recipe is set aside on the next change; the others stay, and an import brings it back")
    func brokenFavorite() async throws {
        let stub = try MealDBStub()
        defer { stub.stop() }
        func entry(_ id: String, name: String) -> String {
            #"{"addedAt":"2026-11-22T00:00:00Z","catalog":"desserts","id":"\#(id)","name":"\#(name)","note":"note \#(id)","updatedAt":"2026-11-22T00:00:00Z","recipe":{"catalog":"desserts","facts":[],"id":"\#(id)","ingredients":[],"instructions":null,"links":[],"name":\#(name == "Broken" ? "42" : "\"\(name)\""),"tags":[]}}"#
        }
        let file = stub.home.url.appendingPathComponent("favorites.json")
        try Data(
            #"{"schemaVersion":1,"favorites":[\#(entry("1", name: "Apple pie")),\#(entry("2", name: "Broken")),\#(entry("3", name: "Cake"))]}"#
                .utf8
        ).write(to: file)

        let show = try await stub.run("favorites", "show", "1")
        #expect(show.status == 0, "\(show)")
        #expect(
            show.stderr.contains("1 entry could not be read (unexpected type at favorites[1].recipe.name) and is left out"),
            "\(show.stderr)")
        let noted = try await stub.run("favorites", "note", "3", "still here")
        #expect(noted.status == 0, "\(noted)")
        let asides = try FileManager.default.contentsOfDirectory(atPath: stub.home.path).filter {
            $0.hasPrefix("favorites.json.unreadable-")
        }
        let aside = try #require(asides.first.map { stub.home.url.appendingPathComponent($0) }, "\(noted)")
        #expect(
            noted.stderr.contains(
                "is kept in \(aside.path); the others are saved. Fix it there, then bring it back with: recipes favorites import \(aside.path)\n"
            ),
            "\(noted.stderr)")
        let list = try await stub.run("favorites")
        #expect(list.stdout == "desserts\t1\tApple pie\t✎\ndesserts\t3\tCake\t✎\n", "\(list)")
        #expect(list.stderr == "")

        // The entry is kept byte for byte, as it was in favorites.json.
        let fixed = try String(contentsOf: aside, encoding: .utf8).replacingOccurrences(of: #""name":42"#, with: #""name":"Broken, fixed""#)
        try Data(fixed.utf8).write(to: aside)
        let restored = try await stub.run("favorites", "import", aside.path)
        #expect(restored.status == 0, "\(restored)")
        let after = try await stub.run("favorites", "show", "2")
        #expect(after.stdout.contains("note 2"), "the note came back with it: \(after)")
    }

    @Test("a corrupt favorites file set aside names the exact command that restores it")
    func corruptFileRestore() async throws {
        let stub = try MealDBStub()
        defer { stub.stop() }
        let file = stub.home.url.appendingPathComponent("favorites.json")
        try Data("{not json".utf8).write(to: file)
        let added = try await stub.run("favorites", "add", "desserts", "52917")
        #expect(added.status == 0, "\(added)")
        let line = try #require(added.stderr.split(separator: "\n").first { $0.hasPrefix("warning: favorites.json was corrupt") })
        let command = try #require(line.range(of: "To go back to it: ").map { String(line[$0.upperBound...]) })
        let restore = try await RecipesProcess.run(
            executable: URL(fileURLWithPath: "/bin/sh"), ["-c", command], environment: [:], input: nil)
        #expect(restore.status == 0, "\(command): \(restore)")
        #expect(try String(contentsOf: file, encoding: .utf8) == "{not json")
    }

    // MARK: - 7. Smaller things that must not trap, expire wrongly, or hide a problem

    @Test("an absurd --max-age or RECIPES_CACHE_MAX_AGE is a usage error, not a crash")
    func absurdMaxAge() async throws {
        let stub = try MealDBStub()
        defer { stub.stop() }
        let flag = try await stub.run("desserts", "list", "--max-age", "99999999999999999999999d")
        #expect(flag.status == 64, "\(flag)")
        #expect(flag.stderr == "recipes: --max-age takes a duration such as 7d, 12h, 30m or 90s (at most 100 years).\n", "\(flag.stderr)")
        let variable = try await stub.run(["desserts", "list"], environment: ["RECIPES_CACHE_MAX_AGE": "99999999999999999999999d"])
        #expect(variable.status == 64, "\(variable)")
        #expect(
            variable.stderr
                == "recipes: RECIPES_CACHE_MAX_AGE takes a duration such as 7d, 12h, 30m or 90s (at most 100 years), not '99999999999999999999999d'.\n"
        )
    }

    @Test("a cache entry dated in the future is not served, and prune drops it")
    func futureCacheEntry() async throws {
        let stub = try MealDBStub()
        defer { stub.stop() }
        #expect(try await stub.run("desserts", "list").status == 0)
        let cache = stub.home.url.appendingPathComponent("cache")
        let files = try FileManager.default.contentsOfDirectory(atPath: cache.path).filter { $0.hasSuffix(".cache") }
        #expect(files.count == 1)
        let entry = cache.appendingPathComponent(files[0])
        let bytes = try Data(contentsOf: entry)
        let newline = try #require(bytes.firstIndex(of: 0x0A))
        var header = try #require(try JSONSerialization.jsonObject(with: bytes[..<newline]) as? [String: Any])
        header["fetchedAt"] = (Date().timeIntervalSince1970 + 30 * 86_400) * 1000
        try (JSONSerialization.data(withJSONObject: header) + bytes[newline...]).write(to: entry)

        let offline = try await stub.run("desserts", "list", "--offline", "--no-snapshot")
        #expect(offline.status == 69, "a future date is not fresh: \(offline)")
        let pruned = try await stub.run("cache", "prune")
        #expect(pruned.status == 0, "\(pruned)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: cache.path).filter { $0.hasSuffix(".cache") }.isEmpty)
    }

    @Test("a favorites.json that is a symlink (dotfiles) is written through to its target and stays a link")
    func symlinkedFavorites() async throws {
        let stub = try MealDBStub()
        defer { stub.stop() }
        let dotfiles = stub.home.url.appendingPathComponent("dotfiles")
        try FileManager.default.createDirectory(at: dotfiles, withIntermediateDirectories: true)
        let link = stub.home.url.appendingPathComponent("favorites.json")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "dotfiles/favorites.json")
        #expect(try await stub.run("favorites", "add", "desserts", "52917").status == 0)
        #expect(try await stub.run("favorites", "note", "52917", "linked").status == 0)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "dotfiles/favorites.json")
        let stored = try String(contentsOf: dotfiles.appendingPathComponent("favorites.json"), encoding: .utf8)
        #expect(stored.contains(#""note" : "linked""#))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dotfiles.path) == ["favorites.json"])
    }

    @Test("a RECIPES_HOME that is a file: favorites and the cart say so instead of printing nothing")
    func homeIsAFile() async throws {
        let stub = try MealDBStub()
        defer { stub.stop() }
        let home = stub.home.url.appendingPathComponent("not-a-folder")
        try Data("x".utf8).write(to: home)
        for command in [["favorites"], ["favorites", "--json"], ["cart"]] {
            let result = try await stub.run(command, environment: ["RECIPES_HOME": home.path])
            #expect(result.status == 1, "\(command): \(result)")
            #expect(result.stdout == "")
            let file = command[0] == "cart" ? "cart.json" : "favorites.json"
            #expect(
                result.stderr == "recipes: cannot read \(home.path)/\(file): \(home.path) is a file, not a folder.\n", "\(result.stderr)")
        }
        let list = try await stub.run(["desserts", "list"], environment: ["RECIPES_HOME": home.path])
        #expect(list.status == 0, "browsing still works: \(list)")
        #expect(
            list.stderr.contains(
                "warning: favorites are not marked: cannot read \(home.path)/favorites.json: \(home.path) is a file, not a folder."),
            "\(list.stderr)")
        #expect(list.stderr.contains("warning: could not cache the answer in \(home.path): it is a file, not a folder"), "\(list.stderr)")
    }
}
