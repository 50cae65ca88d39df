import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// Docs/ExitCodes.md, row by row: the examples each row gives, run against the real binary, with the
/// exact exit code, stdout and stderr. The few examples whose set-up is slow (a 10 s lock wait, a
/// 200 MB answer) or needs a terminal are tested where that set-up lives; each row's comment names
/// the test, so the table can be checked against the suite from this file.
@Suite("exit codes, end to end: Docs/ExitCodes.md row by row", .serialized)
struct ExitCodeEndToEndTests {
    /// What stderr must be, exactly.
    enum Says: Sendable {
        /// Our own one line, `recipes: …` (or a note or warning the example is about).
        case line(String)
        /// Several lines: notes (a warning about the cache) before the error.
        case lines([String])
        /// The argument parser's error: our one line, then the hint to the command's help.
        case parserError(String, command: String)
    }

    enum Service: Sendable { case desserts, pizza }

    /// One example from the table. `{home}` in arguments and environment values is the run's RECIPES_HOME.
    struct Example: Sendable, CustomTestStringConvertible {
        let name: String
        var service: Service = .desserts
        let arguments: [String]
        var environment: [String: String] = [:]
        /// Answers some requests differently (nil: normally).
        var override: (@Sendable (LoopbackServer.Request) -> LoopbackServer.Reply?)?
        /// Commands run first, each of which must succeed.
        var setup: [[String]] = []
        /// Files written in RECIPES_HOME first.
        var files: [String: String] = [:]
        let says: @Sendable (_ host: String, _ home: String) -> Says

        var testDescription: String { name }
    }

    // MARK: - 0

    @Test("0: the list; an empty result; an answer from the cache, or from the bundled sample, when the network failed")
    func success() async throws {
        let stub = try MealDBStub()
        defer { stub.stop() }
        let list = try await stub.run("desserts", "list")
        #expect(list.status == 0, "\(list)")
        #expect(list.stderr == "")
        #expect(list.stdout.hasPrefix("53049\tApam balik\n") && list.stdout.split(separator: "\n").count == 65, "\(list.stdout)")

        let empty = try await stub.run("desserts", "list", "--area", "Kenyan")
        #expect(empty.status == 0 && empty.stdout == "", "\(empty)")
        #expect(empty.stderr == "no dessert is from 'Kenyan'\n")

        stub.server.stop()
        let cached = try await stub.run("desserts", "list")
        #expect(cached.status == 0, "\(cached)")
        #expect(cached.stdout == BundledDesserts.marked(list.stdout))
        #expect(cached.stderr == "offline: showing desserts cached just now (cannot reach \(stub.host): connection refused)\n")

        let bundled = try await stub.run("desserts", "show", "52917")
        #expect(bundled.status == 0, "\(bundled)")
        #expect(bundled.stdout.hasPrefix("White chocolate creme brulee\n"), "\(bundled.stdout)")
        #expect(
            bundled.stderr
                == "no connection and nothing cached: showing the bundled sample catalog from 2026-11-22 (cannot reach \(stub.host): connection refused)\n"
        )
    }

    // MARK: - 1
    // Also: a declined confirmation (TerminalEndToEndTests.checkoutPrompt, in a real terminal).

    static let notFoundExamples: [Example] = [
        Example(
            name: "an id TheMealDB does not have", arguments: ["desserts", "show", "99999"],
            says: { _, _ in .line("recipes: no dessert with id 99999.") }),
        Example(
            name: "a name that matches nothing (not an id: names work wherever ids do)", arguments: ["desserts", "show", "abc"],
            says: { _, _ in .line("recipes: no dessert is called 'abc'.") }),
        Example(
            name: "a name that does not say which", arguments: ["desserts", "show", "apple"],
            says: { _, _ in
                .line(
                    "recipes: 'apple' could be several desserts: did you mean 'Apple & Blackberry Crumble', 'Apple Frangipan Tart' or 'Chinon Apple Tarts'?"
                )
            }),
        Example(
            name: "an id the bundled sample does not have", arguments: ["desserts", "show", "1", "--snapshot"],
            says: { _, _ in .line("recipes: the bundled sample catalog has no dessert 1. Drop --snapshot to ask the live service.") }),
        Example(
            name: "an empty cart at checkout", service: .pizza, arguments: ["checkout", "--yes"],
            says: { _, _ in .line("recipes: the cart is empty: nothing to check out. Add something with 'recipes cart add'.") }),
        Example(
            name: "a file to import that is missing", arguments: ["favorites", "import", "{home}/missing.json"],
            says: { _, home in .line("recipes: cannot read \(home)/missing.json: no such file.") }),
        Example(
            name: "can-make with an empty pantry", arguments: ["can-make"],
            says: { _, _ in
                .line(
                    "recipes: the pantry is empty, so nothing can be made; put what you have on the shelf with "
                        + "'recipes pantry add Tequila \"Lime juice\"'.")
            }),
        Example(
            name: "pantry remove of a name not in the pantry", arguments: ["pantry", "remove", "Rum"], setup: [["pantry", "add", "Gin"]],
            says: { _, _ in .line("recipes: 'Rum' is not in the pantry; nothing was changed. See what is with 'recipes pantry list'.") }),
        Example(
            name: "a filter value the catalog does not list", arguments: ["desserts", "list", "--area", "Narnia"],
            says: { _, _ in .line("recipes: no area 'Narnia'; 'recipes desserts areas' lists them.") }),
        Example(
            name: "open --video of a dessert with no video", arguments: ["desserts", "open", "52917", "--video"],
            override: { request in
                guard request.query == "i=52917" else { return nil }
                let real = String(decoding: Fixtures.data("mealdb/lookup-52917.json"), as: UTF8.self)
                return .json(
                    real.replacingOccurrences(
                        of: #""strYoutube":"https:\/\/www.youtube.com\/watch?v=LmJ0lsPLHDc""#, with: #""strYoutube":"""#))
            },
            says: { _, _ in .line("recipes: White chocolate creme brulee has no video link.") }),
    ]

    @Test("1: the thing asked for does not exist, a name does not say which, or no better code", arguments: notFoundExamples)
    func notFound(example: Example) async throws {
        try await check(example, status: 1)
    }

    @Test("1: a file to import that exists but cannot be read")
    func unreadableImport() async throws {
        let stub = try MealDBStub()
        defer { stub.stop() }
        try setMode(0o755, stub.home.url)
        let export = stub.home.url.appendingPathComponent("export.json")
        try Data(#"{"schemaVersion":1,"favorites":[]}"#.utf8).write(to: export)
        try setMode(0o000, export)
        let result = try await Unprivileged.run(["favorites", "import", export.path], environment: environment(stub))
        #expect(result.status == 1, "\(result)")
        #expect(result.stdout == "")
        #expect(result.stderr == "recipes: cannot read \(export.path): permission denied.\n")
        #expect(!FileManager.default.fileExists(atPath: stub.home.url.appendingPathComponent("favorites.json").path))
    }

    @Test("1: a checkout with a drink no longer on the menu orders nothing")
    func noLongerOnTheMenu() async throws {
        let cokeGone = Flag()
        let stub = try PizzaStub(override: { request in
            request.path == "/challenge/drinks.json" && cokeGone.isSet ? .json(#"[{"price":3,"name":"Beer","id":4}]"#) : nil
        })
        defer { stub.stop() }
        #expect(try await stub.run("cart", "add", "pizza", "Hawaii").status == 0)
        #expect(try await stub.run("cart", "add", "drink", "Coke").status == 0)
        let before = try Data(contentsOf: stub.cartFile)
        cokeGone.set()
        let result = try await stub.run("checkout", "--yes")
        #expect(result.status == 1, "\(result)")
        #expect(result.stdout == "")
        #expect(result.stderr == "recipes: no longer on the menu: Coke. Remove it with 'recipes cart remove'; nothing was ordered.\n")
        #expect(stub.checkouts.isEmpty)
        #expect(try Data(contentsOf: stub.cartFile) == before)
    }

    @Test("1: a checkout with a pizza whose ingredient left the menu orders nothing (it would be priced without it)")
    func ingredientNoLongerOnTheMenu() async throws {
        let salamiGone = Flag()
        let stub = try PizzaStub(override: { request in
            guard request.path == "/challenge/ingredients.json", salamiGone.isSet else { return nil }
            let all = (try? JSONSerialization.jsonObject(with: Fixtures.data("pizza/ingredients.json"))) as? [[String: Any]] ?? []
            return .json((try? JSONSerialization.data(withJSONObject: all.filter { $0["name"] as? String != "Salami" })) ?? Data())
        })
        defer { stub.stop() }
        #expect(try await stub.run("cart", "add", "pizza", "Margherita", "--add", "Salami").status == 0)
        let before = try Data(contentsOf: stub.cartFile)
        salamiGone.set()
        let result = try await stub.run("checkout", "--yes")
        #expect(result.status == 1, "\(result)")
        #expect(result.stdout == "")
        #expect(
            result.stderr == "recipes: no longer on the menu: Margherita + unknown ingredient #3 (ingredient #3 is no longer on the menu). "
                + "Remove it with 'recipes cart remove'; nothing was ordered.\n")
        #expect(stub.checkouts.isEmpty)
        #expect(try Data(contentsOf: stub.cartFile) == before)
    }

    // MARK: - 64

    static let usageExamples: [Example] = [
        Example(
            name: "an unknown option", arguments: ["desserts", "list", "--colour", "never"],
            says: { _, _ in .lines(["recipes: unknown option '--colour'", "did you mean '--color'? See 'recipes desserts list --help'."]) }),
        Example(
            name: "--timeout 0", arguments: ["desserts", "list", "--timeout", "0"],
            says: { _, _ in .line("recipes: --timeout must be a number of seconds greater than 0 and at most 3600.") }),
        Example(
            name: "--scale 0", arguments: ["desserts", "show", "52917", "--scale", "0"],
            says: { _, _ in .line("recipes: --scale takes a number from 0.001 to 100, such as 2, 0.5 or 1/3 (not '0').") }),
        Example(
            name: "an endpoint that is not a URL", arguments: ["desserts", "list"], environment: ["RECIPES_MEALDB_URL": "localhost:8080"],
            says: { _, _ in .line("recipes: RECIPES_MEALDB_URL is not an http(s) URL: localhost:8080") }),
        Example(
            name: "an ingredient the pizza already has", service: .pizza,
            arguments: ["cart", "add", "pizza", "Margherita", "--add", "Mozzarella"],
            says: { _, _ in .line("recipes: Margherita already has Mozzarella.") }),
        Example(
            name: "a pizza from scratch without an ingredient", service: .pizza, arguments: ["cart", "add", "custom"],
            says: { _, _ in .line("recipes: give at least one --ingredient.") }),
        Example(
            name: "a quantity out of range", service: .pizza, arguments: ["cart", "add", "drink", "Coke", "--quantity", "0"],
            says: { _, _ in .line("recipes: --quantity must be 1 to 99.") }),
        Example(
            name: "checkout without a terminal and without --yes", service: .pizza, arguments: ["checkout"],
            setup: [["cart", "add", "drink", "Beer"]],
            says: { _, _ in
                .lines(["recipes: checkout asks for confirmation in a terminal; pass --yes to order without asking. Nothing was ordered."])
            }),
        Example(
            name: "checkout --yes of a cart an order of which was sent and never confirmed, without --again", service: .pizza,
            arguments: ["checkout", "--yes"], setup: [["cart", "add", "drink", "Beer"]],
            files: ["pending-order.json": #"{"shop": "shop.example"}"#],
            says: { _, _ in
                .lines([
                    "recipes: an order of this cart was sent to shop.example and never confirmed: the shop may have received it. "
                        + "Check with the shop; 'recipes checkout --again' orders it anyway, 'recipes cart clear' empties the cart. Nothing was ordered."
                ])
            }),
        Example(
            name: "a pantry name with control characters", arguments: ["pantry", "add", "Gin\u{1B}[2J"],
            says: { _, _ in .line("recipes: 'Gin' cannot go in the pantry: it is a name with control characters.") }),
        Example(
            name: "--missing out of range", arguments: ["can-make", "--missing", "21"],
            says: { _, _ in .line("recipes: --missing must be between 0 and 20.") }),
        // `browse | cat` (stdout a pipe, stdin a terminal): BrowseTerminalEndToEndTests.notATerminal.
        Example(
            name: "browse without a terminal", arguments: ["browse"],
            says: { _, _ in
                .line(
                    "recipes: browse needs a terminal; in a script use `recipes desserts list`, `recipes cocktail list`, "
                        + "`recipes pizza menu` or `recipes favorites`")
            }),
        Example(
            name: "a menu pizza with every ingredient taken off", service: .pizza,
            arguments: ["cart", "add", "pizza", "Margherita", "--remove", "Mozzarella", "--remove", "Tomato Sauce"],
            says: { _, _ in .line("recipes: that would leave Margherita with no ingredients; a pizza needs at least one.") }),
        Example(
            name: "a mistyped command", arguments: ["desserts", "lst"],
            says: { _, _ in
                .lines([
                    "recipes: unknown command 'lst' for 'recipes desserts'",
                    "did you mean 'recipes desserts list'? See 'recipes desserts --help'.",
                ])
            }),
        Example(
            name: "a mistyped option", arguments: ["desserts", "list", "--verison"],
            says: { _, _ in
                .lines(["recipes: unknown option '--verison'", "did you mean '--version'? See 'recipes desserts list --help'."])
            }),
        Example(
            name: "a missing argument", arguments: ["desserts", "show"],
            says: { _, _ in .parserError("recipes: missing expected argument '<id-or-name>'", command: "desserts show") }),
        Example(
            name: "--limit below 1", arguments: ["desserts", "list", "--limit", "0"],
            says: { _, _ in .line("recipes: --limit must be a whole number, 1 or more.") }),
        Example(
            name: "config set of a value the setting does not take", arguments: ["config", "set", "units", "imperial"],
            says: { _, _ in .line("recipes: units takes as-is, metric or us, not 'imperial'.") }),
        Example(
            name: "config get of a name no setting has", arguments: ["config", "get", "unit"],
            says: { _, _ in .line("recipes: no setting is called 'unit' (did you mean 'units'?); `recipes config` lists them.") }),
        Example(
            name: "RECIPES_UNITS with a value it does not take", arguments: ["desserts", "show", "52917"],
            environment: ["RECIPES_UNITS": "imperial"],
            says: { _, _ in .line("recipes: RECIPES_UNITS must be one of as-is, metric, us, not 'imperial'.") }),
    ]

    @Test("64: usage errors", arguments: usageExamples)
    func usage(example: Example) async throws {
        try await check(example, status: 64)
    }

    // MARK: - 65
    // Also: the other answers that are not the expected JSON (FailureEndToEndTests.serverFault), a body
    // over 10 MB (FaultSuiteTests), a menu price out of range (HostileDataFaultTests.absurdPrice).

    private static let noSnapshot = ["RECIPES_NO_SNAPSHOT": "1"]

    static let invalidDataExamples: [Example] = [
        Example(
            name: "a config.toml with a value of the wrong type", arguments: ["desserts", "show", "52917"],
            files: ["config.toml": "units = 3\n"],
            says: { _, home in
                .line(
                    "recipes: \(home)/config.toml, line 1: units takes a quoted string, as-is, metric or us, not a number. "
                        + "Fix or remove the file (Docs/FileFormats.md lists what it takes).")
            }),
        Example(
            name: "an HTML page", arguments: ["desserts", "list"], environment: noSnapshot,
            override: { _ in .status(200, "<html><body>Maintenance</body></html>", contentType: "text/html") },
            says: { host, _ in .line("recipes: invalid data from \(host): the server sent an HTML page instead of JSON.") }),
        Example(
            name: "a non-2xx status other than 5xx", arguments: ["desserts", "list"], environment: noSnapshot,
            override: { _ in .status(404, "missing") },
            says: { host, _ in .line("recipes: invalid data from \(host): unexpected HTTP status 404.") }),
        Example(
            name: "a corrupt favorites.json", arguments: ["favorites"], files: ["favorites.json": #"{"schemaVersion":1,"favorites":["#],
            says: { _, home in
                .line(
                    "recipes: \(home)/favorites.json is corrupt (not valid JSON). Nothing was changed; fix or move the file, "
                        + "or run a command that changes it to start afresh (its bytes are kept).")
            }),
        Example(
            name: "a favorites.json from a newer version", arguments: ["favorites"],
            files: ["favorites.json": #"{"schemaVersion":3,"favorites":[]}"#],
            says: { _, home in
                .line(
                    "recipes: \(home)/favorites.json was written by a newer recipes (schemaVersion 3). Nothing was changed; "
                        + "upgrade recipes to use it.")
            }),
        Example(
            name: "a corrupt pantry.json", arguments: ["pantry"], files: ["pantry.json": "tequila, lime"],
            says: { _, home in
                .line(
                    "recipes: \(home)/pantry.json is corrupt (not valid JSON). Nothing was changed; fix or move the file, "
                        + "or run a command that changes it to start afresh (its bytes are kept).")
            }),
        Example(
            name: "a pantry.json from a newer version", arguments: ["can-make"], files: ["pantry.json": #"{"schemaVersion":2,"items":[]}"#],
            says: { _, home in
                .line(
                    "recipes: \(home)/pantry.json was written by a newer recipes (schemaVersion 2). Nothing was changed; "
                        + "upgrade recipes to use it.")
            }),
        Example(
            name: "an import that is not an export", arguments: ["favorites", "import", "{home}/list.json"],
            files: ["list.json": "[1,2,3]"],
            says: { _, home in
                .line(
                    "recipes: \(home)/list.json is not a recipes favorites export (unexpected type at the top level). Nothing was imported."
                )
            }),
        Example(
            name: "a checkout answered with 4xx", service: .pizza, arguments: ["checkout", "--yes"],
            override: { $0.method == "POST" ? .status(400, "bad") : nil }, setup: [["cart", "add", "pizza", "Hawaii"]],
            says: { host, _ in .lines(["recipes: \(host) refused the order (HTTP 400); the cart is unchanged."]) }),
        Example(
            name: "a checkout answered with a redirect", service: .pizza, arguments: ["checkout", "--yes"],
            override: { $0.method == "POST" ? .response(status: 307, headers: ["Location": "/post-again"], body: Data()) : nil },
            setup: [["cart", "add", "pizza", "Hawaii"]],
            says: { host, _ in
                .lines([
                    "recipes: \(host) answered the order with a redirect (HTTP 307), which is never followed for an order; "
                        + "the cart is unchanged. Check RECIPES_CHECKOUT_URL."
                ])
            }),
        Example(
            name: "a checkout answered with a 2xx that is not JSON", service: .pizza, arguments: ["checkout", "--yes"],
            override: { $0.method == "POST" ? .status(200, "<html>Log in</html>", contentType: "text/html") : nil },
            setup: [["cart", "add", "pizza", "Hawaii"]],
            says: { host, _ in
                .lines([
                    "recipes: \(host) did not confirm the order: its answer is not JSON (text/html) (a login or captive-portal page?). "
                        + "The cart is kept and marked as sent: check with the shop before ordering again ('recipes checkout' asks first)."
                ])
            }),
    ]

    @Test("65: invalid data", arguments: invalidDataExamples)
    func invalidData(example: Example) async throws {
        try await check(example, status: 65)
    }

    // MARK: - 69
    // Also: a timeout and a reset (FailureEndToEndTests), a checkout with only the bundled sample menu
    // (HostileDataFaultTests.checkoutNeedsLiveOrCachedMenu).

    /// A host name DNS cannot carry (one label over 63 characters), under the reserved `.invalid`.
    static let unresolvable = String(repeating: "a", count: 70) + ".invalid"

    static let unavailableExamples: [Example] = [
        // A name no resolver can be asked for: a label of 70 letters is past DNS's 63, so the system's
        // resolver fails it without sending a query (strace shows no packet to port 53), and nothing
        // leaves this machine. Straight to it, not through the proxy the tests' children are given.
        Example(
            name: "a DNS failure", arguments: ["desserts", "list"],
            environment: ["RECIPES_MEALDB_URL": "http://\(unresolvable)/api/json/v1/1/", "no_proxy": "*"].merging(noSnapshot) { $1 },
            says: { _, _ in
                .line(
                    "recipes: cannot reach \(unresolvable): could not resolve the host name, and nothing cached can serve. "
                        + "Check your connection, or try again later.")
            }),
        Example(
            name: "a refused connection", arguments: ["desserts", "list"],
            environment: ["RECIPES_MEALDB_URL": "http://localhost:1/api/json/v1/1/"].merging(noSnapshot) { $1 },
            says: { _, _ in
                .line(
                    "recipes: cannot reach localhost:1: connection refused, and nothing cached can serve. Check your connection, or try again later."
                )
            }),
        Example(
            name: "a connection closed before any answer, twice", arguments: ["desserts", "list"], environment: noSnapshot,
            override: { _ in .raw(Data()) },
            says: { host, _ in
                .line(
                    "recipes: cannot reach \(host): the server closed the connection without an answer, and nothing cached can serve. "
                        + "Check your connection, or try again later.")
            }),
        Example(
            name: "HTTP 5xx", arguments: ["desserts", "list"], environment: noSnapshot, override: { _ in .status(503, "maintenance") },
            says: { host, _ in
                .line("recipes: \(host) answered HTTP 503, and nothing cached can serve. Check your connection, or try again later.")
            }),
        Example(
            name: "--offline with nothing cached and --no-snapshot", arguments: ["desserts", "list", "--offline", "--no-snapshot"],
            says: { _, _ in
                .line(
                    "recipes: --offline: nothing cached younger than 7 days for this request. Run it once with a connection, or raise --max-age."
                )
            }),
        Example(
            name: "a checkout the shop could not be reached for", service: .pizza, arguments: ["checkout", "--yes"],
            environment: ["RECIPES_CHECKOUT_URL": "http://localhost:1/post"], setup: [["cart", "add", "pizza", "Hawaii"]],
            says: { _, _ in
                .lines(["recipes: cannot place the order with localhost:1: connection refused; the cart is unchanged. Nothing was ordered."]
                )
            }),
        Example(
            name: "a checkout answered with 5xx", service: .pizza, arguments: ["checkout", "--yes"],
            override: { $0.method == "POST" ? .status(503, "unavailable") : nil }, setup: [["cart", "add", "pizza", "Hawaii"]],
            says: { host, _ in .lines(["recipes: \(host) refused the order (HTTP 503); the cart is unchanged."]) }),
        Example(
            name: "a checkout answered with a gateway's 502 or 504, which may mean the order was taken", service: .pizza,
            arguments: ["checkout", "--yes"],
            override: { $0.method == "POST" ? .status(502, "bad gateway") : nil }, setup: [["cart", "add", "pizza", "Hawaii"]],
            says: { host, _ in
                .lines([
                    "recipes: \(host) answered HTTP 502, which may mean it took the order. "
                        + "The cart is kept and marked as sent: check with the shop before ordering again ('recipes checkout' asks first)."
                ])
            }),
        Example(
            name: "a dessert the offline sample lists but whose recipe is not bundled",
            arguments: ["desserts", "show", "53062", "--offline"],
            says: { _, _ in
                .line(
                    "recipes: Walnut Roll Gužvara (dessert 53062) is listed in the offline sample, but its recipe is not bundled. "
                        + "Connect once to fetch it.")
            }),
    ]

    @Test("69: unavailable, and nothing cached could serve", arguments: unavailableExamples)
    func unavailable(example: Example) async throws {
        try await check(example, status: 69)
    }

    // MARK: - 73
    // Also: standard output on a full disk (FailureEndToEndTests.fullStdout), a checkout whose cart cannot
    // be written (HostileDataFaultTests.checkoutCannotWrite) or, once the order was placed, updated
    // (HostileDataFaultTests.placedButNotUpdated).

    @Test("73: favorites in a folder that cannot be created")
    func favoritesFolderCannotBeCreated() async throws {
        let example = Example(
            name: "a file where the folder should be", arguments: ["favorites", "add", "desserts", "52917"],
            environment: ["RECIPES_HOME": "{home}/blocked/home"], files: ["blocked": "a file"],
            says: { _, home in
                .lines([
                    "warning: could not cache the answer in \(home)/blocked: it is a file, not a folder",
                    "recipes: cannot write \(home)/blocked: it is a file, not a folder. Check the folder's permissions and free space.",
                ])
            })
        try await check(example, status: 73)
    }

    @Test("73: favorites in a folder without write permission; the cache beside them still works")
    func favoritesFolderNotWritable() async throws {
        let stub = try MealDBStub()
        defer { stub.stop() }
        let cache = stub.home.url.appendingPathComponent("cache")
        try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
        try Unprivileged.own(cache)
        try setMode(0o555, stub.home.url)
        defer { try? setMode(0o755, stub.home.url) }
        let result = try await Unprivileged.run(["favorites", "add", "desserts", "52917"], environment: environment(stub))
        #expect(result.status == 73, "\(result)")
        #expect(result.stdout == "")
        #expect(
            result.stderr
                == "recipes: cannot write \(stub.home.path)/favorites.json.lock: permission denied. Check the folder's permissions and free space.\n"
        )
        #expect(try FileManager.default.contentsOfDirectory(atPath: stub.home.path).sorted() == ["cache"])
    }

    @Test("73: cache clear without write permission removes nothing")
    func cacheClearNotWritable() async throws {
        let stub = try MealDBStub()
        defer { stub.stop() }
        #expect(try await stub.run("desserts", "list").status == 0)
        let cache = stub.home.url.appendingPathComponent("cache")
        let entries = try FileManager.default.contentsOfDirectory(atPath: cache.path)
        try #require(entries.count == 1)
        try setMode(0o755, stub.home.url)
        try setMode(0o555, cache)
        defer { try? setMode(0o700, cache) }
        let result = try await Unprivileged.run(["cache", "clear"], environment: environment(stub))
        #expect(result.status == 73, "\(result)")
        #expect(result.stdout == "")
        #expect(
            result.stderr
                == "recipes: cannot write \(cache.path)/\(entries[0]): permission denied. Check the folder's permissions and free space.\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: cache.path) == entries)
    }

    // MARK: - 75
    // Also: a lock held for 10 s, by favorites (FavoritesEndToEndTests.lockHeld) and by checkout
    // (HostileDataFaultTests.checkoutLocked); a pantry change (PantryEndToEndTests.lockHeld).

    @Test("75: the cart changed while the order was being confirmed: nothing is ordered, and the change stays")
    func cartChanged() async throws {
        // Another recipes process removes a line while checkout loads the menu to price the order.
        let otherProcess = Locked<[String: String]?>(nil)
        let stub = try PizzaStub(override: { request in
            guard request.path == "/challenge/pizzas.json",
                let environment = otherProcess.update({ armed in
                    defer { armed = nil }
                    return armed
                })
            else { return nil }
            _ = try? ChildProcess.spawn(
                RecipesProcess.binary.path, ["cart", "remove", "2"], environment: RecipesProcess.childEnvironment(environment)
            )
            .wait(deadline: Date().addingTimeInterval(RecipesProcess.defaultDeadline))
            return nil
        })
        defer { stub.stop() }
        #expect(try await stub.run("cart", "add", "pizza", "Hawaii").status == 0)
        #expect(try await stub.run("cart", "add", "drink", "Coke").status == 0)
        otherProcess.set(environment(stub))
        let result = try await stub.run("checkout", "--yes")
        #expect(result.status == 75, "\(result)")
        #expect(result.stdout == "")
        #expect(
            result.stderr
                == "recipes: the cart changed while the order was being confirmed; nothing was ordered. Run 'recipes checkout' again to see it.\n"
        )
        #expect(stub.checkouts.isEmpty)
        #expect(otherProcess.value == nil, "the other process ran")
        #expect(try await stub.run("cart").stdout == "1.\tHawaii\t9.50\n\tTotal\t9.50\n", "the other process's change is kept")
    }

    // MARK: - 130

    @Test("130: Ctrl-C during a request")
    func interrupted() async throws {
        let stub = try MealDBStub(fault: .hang)
        defer { stub.stop() }
        let child = try ChildProcess.spawn(
            RecipesProcess.binary.path, ["desserts", "list"], environment: RecipesProcess.childEnvironment(environment(stub)))
        try await stub.server.waitForRequests(1)
        child.send(SIGINT)
        let done = await child.finish()
        #expect(done.status == 130 && done.signal == nil, "exits 130 itself, not killed by the signal: \(done)")
        #expect(done.stdout.isEmpty)
        #expect(String(decoding: done.stderr, as: UTF8.self) == "\n", "a newline after the terminal's ^C, and nothing else")
    }

    // MARK: - Running an example

    private func environment(_ stub: some RecipesStub) -> [String: String] {
        stub.endpoints.merging(["RECIPES_HOME": stub.home.path, "HOME": stub.home.path]) { $1 }
    }

    private func setMode(_ mode: Int, _ url: URL) throws {
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: url.path)
    }

    private func check(_ example: Example, status: Int32, sourceLocation: SourceLocation = #_sourceLocation) async throws {
        let stub: any RecipesStub =
            example.service == .pizza ? try PizzaStub(override: example.override) : try MealDBStub(override: example.override)
        defer { stub.stop() }
        let home = stub.home.path
        for (name, text) in example.files {
            try Data(text.utf8).write(to: stub.home.url.appendingPathComponent(name))
        }
        for command in example.setup {
            let result = try await stub.run(command)
            try #require(result.status == 0, "set-up \(command): \(result)", sourceLocation: sourceLocation)
        }
        let arguments = example.arguments.map { $0.replacingOccurrences(of: "{home}", with: home) }
        let environment = example.environment.mapValues { $0.replacingOccurrences(of: "{home}", with: home) }
        let result = try await stub.run(arguments, environment: environment)
        #expect(result.status == status, "\(result)", sourceLocation: sourceLocation)
        #expect(result.stdout == "", sourceLocation: sourceLocation)
        switch example.says(stub.host, home) {
        case .line(let line):
            #expect(result.stderr == line + "\n", sourceLocation: sourceLocation)
        case .lines(let lines):
            #expect(result.stderr == lines.map { $0 + "\n" }.joined(), sourceLocation: sourceLocation)
        case .parserError(let line, let command):
            #expect(result.stderr == line + "\nSee 'recipes \(command) --help'.\n", sourceLocation: sourceLocation)
        }
    }
}
