import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// `recipes sync` against a server with latency, then everything opened with the server stopped
/// (issue 31, item 2).
@Suite("sync, end to end", .serialized)
struct SyncEndToEndTests {
    /// The fixtures' full records as [[String: Any]].
    nonisolated(unsafe) private static let drinks = records("cocktaildb/drinks-2021-even-ids.json", key: "drinks") // read-only after first use
    nonisolated(unsafe) private static let desserts = records("mealdb/desserts-2022-even-ids.json", key: "meals") // read-only after first use

    private static func records(_ fixture: String, key: String) -> [[String: Any]] {
        let object = try? JSONSerialization.jsonObject(with: Fixtures.data(fixture)) as? [String: Any]
        return object?[key] as? [[String: Any]] ?? []
    }

    /// Every catalog with 20 ms of latency: a dessert list of the 33 dessert records, their lookups
    /// (`failing` ids answer 503), and TheCocktailDB over the 366 drink records.
    /// Whether the lookups of ids divisible by 4 fail: a server's bad minute, then its recovery.
    final class Outage: @unchecked Sendable { // `on` is read and written under `lock`
        private let lock = NSLock()
        private var isOn = true
        var on: Bool {
            get { lock.withLock { isOn } }
            set { lock.withLock { isOn = newValue } }
        }
    }

    /// Fails each id's first lookup, then answers.
    final class FirstTryFails: @unchecked Sendable { // `seen` is read and written under `lock`
        private let lock = NSLock()
        private var seen = Set<String>()
        func fails(_ id: String) -> Bool { lock.withLock { seen.insert(id).inserted } }
    }

    private static func stub(latency: Double = 0.02, failing: @escaping @Sendable (String) -> Bool = { _ in false }) throws
        -> AllCatalogsStub
    {
        try AllCatalogsStub(override: { request in
            let reply: LoopbackServer.Reply?
            if request.path.hasPrefix("/mealdb/") {
                let inner = request.droppingPathPrefix("/mealdb")
                switch inner.path {
                case "/api/json/v1/1/filter.php" where inner.query == "c=Dessert":
                    let list = desserts.map { ["strMeal": $0["strMeal"]!, "strMealThumb": $0["strMealThumb"]!, "idMeal": $0["idMeal"]!] }
                    reply = .json((try? JSONSerialization.data(withJSONObject: ["meals": list])) ?? Data())
                case "/api/json/v1/1/lookup.php":
                    let id = String(inner.query.dropFirst("i=".count))
                    var meal = desserts.filter { $0["idMeal"] as? String == id }
                    // --pictures: each dessert's picture on this server (the only host a test may reach).
                    if let host = request.headers["host"], !meal.isEmpty {
                        meal[0]["strMealThumb"] = "http://\(host)/mealdb/images/\(id).jpg"
                    }
                    reply =
                        failing(id) ? .status(503, "busy") : .json((try? JSONSerialization.data(withJSONObject: ["meals": meal])) ?? Data())
                case let path where path.hasPrefix("/images/") && path.hasSuffix(".jpg/preview"):
                    reply = .response(
                        status: 200, headers: ["Content-Type": "image/jpeg"], body: Fixtures.data("images/test-only-250x250-gradient.jpg"))
                default:
                    reply = nil // the names and the areas' lists as MealDBStub answers them
                }
            } else if request.path.hasPrefix("/cocktaildb/") {
                reply = CocktailDBStub.answer(request.droppingPathPrefix("/cocktaildb"), sample: drinks)
            } else if request.path == "/pizza/x/pizzas.json", let host = request.headers["host"] {
                // --pictures: the menu's pictures on this server (the only host a test may reach), one of them missing as on the real one.
                let menu = String(decoding: Fixtures.data("pizza/pizzas.json"), as: UTF8.self)
                reply = .json(
                    menu.replacingOccurrences(of: "https://doclerlabs.github.io/mobile-native-challenge/", with: "http://\(host)/pizza/"))
            } else if request.path.hasPrefix("/pizza/images/") {
                reply =
                    request.path.contains("error_on_purpose")
                    ? .status(404, "not found")
                    : .response(
                        status: 200, headers: ["Content-Type": "image/png"], body: Fixtures.data("images/test-only-16x16-quadrants.png"))
            } else {
                reply = nil
            }
            return reply.map { .delayed(seconds: latency, $0) }
        })
    }

    @Test("sync stores every list and recipe: afterwards every dessert and drink opens with the server stopped")
    func syncThenOffline() async throws {
        let stub = try Self.stub()
        defer { stub.stop() }
        let sync = try await stub.run("sync", "--rate", "100")
        #expect(sync.status == 0 && sync.stdout == "" && sync.stderr == "", "in a pipe it is quiet: \(sync)")
        let requests = stub.server.requests.count
        #expect(
            requests == (1 + 33 + 2 + 29) + (36 + 2 + 3 + 11 + 32 + 100) + 3,
            "desserts: list, lookups, names, areas; cocktails: letters, alcohol, names, categories, glasses, ingredients; menu: \(requests)"
        )
        let again = try await stub.run("sync", "--json")
        #expect(again.status == 0, "\(again)")
        #expect(
            again.stdout.contains(#""stored" : 0"#) && again.stdout.contains(#""skipped" : 252"#)
                && again.stdout.contains(#""schemaVersion" : 1"#),
            "fresh entries are skipped: \(again.stdout)")
        #expect(stub.server.requests.count == requests)
        let info = try await stub.run("cache", "info")
        let synced = info.stdout.split(separator: "\n").filter { $0.hasPrefix("Synced ") }
        #expect(
            synced.count == 3 && synced[1].hasPrefix("Synced desserts\t")
                && synced[1].hasSuffix(" (just now): 65 answers (0 fetched, 65 still fresh), 0 failed"), "\(info.stdout)")
        let infoJSON = try await stub.run("cache", "info", "--json")
        let syncs = try #require(
            (try JSONSerialization.jsonObject(with: Data(infoJSON.stdout.utf8)) as? [String: Any])?["syncs"] as? [[String: Any]])
        #expect(
            syncs.map { $0["catalog"] as? String } == ["cocktails", "desserts", "pizza"] && syncs.allSatisfy { $0["finishedAt"] is String })

        stub.server.stop()
        for dessert in Self.desserts {
            let id = dessert["idMeal"] as! String
            let shown = try await stub.run("desserts", "show", id)
            #expect(shown.status == 0 && shown.stdout.hasPrefix(dessert["strMeal"] as! String), "\(id): \(shown)")
        }
        let list = try await stub.run("cocktail", "list")
        #expect(list.status == 0 && list.stdout.split(separator: "\n").count == 366, "\(list.stderr)")
        #expect(list.stdout.split(separator: "\n").allSatisfy { $0.hasSuffix("\topens offline") })
        for drink in Self.drinks.shuffled().prefix(10) {
            let id = drink["idDrink"] as! String
            let shown = try await stub.run("cocktail", "show", id)
            #expect(shown.status == 0 && shown.stdout.hasPrefix(drink["strDrink"] as! String), "\(id): \(shown)")
        }
        #expect(try await stub.run("cocktail", "categories").status == 0)
        #expect(try await stub.run("pizza", "menu").status == 0)
        #expect(try await stub.run("cache", "clear").status == 0)
        #expect(!(try await stub.run("cache", "info").stdout.contains("Synced")), "what was synced is gone with the cache")
    }

    @Test("a sync cut short keeps what it stored and reports what failed; the next one fetches only the rest")
    func resumes() async throws {
        let outage = Outage()
        let stub = try Self.stub(failing: { id in outage.on && (Int(id) ?? 0) % 4 == 0 })
        defer { stub.stop() }
        let first = try await stub.run("sync", "desserts", "--json")
        #expect(first.status == 0, "some were stored: \(first)")
        let failed = first.stderr.split(separator: "\n").filter { $0.hasPrefix("warning: could not sync ") }
        #expect(!failed.isEmpty && failed.count <= 6, "\(first.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(first.stdout.utf8)) as? [String: Any])
        let failures = try #require(object["failed"] as? [[String: Any]])
        let stored = try #require(object["stored"] as? Int)
        #expect(stored + failures.count == 65 && !failures.isEmpty)

        // The server recovers: the next sync asks only what failed.
        outage.on = false
        let before = stub.server.requests.count
        let second = try await stub.run("sync", "desserts", "--json")
        #expect(second.status == 0, "\(second)")
        #expect(
            second.stdout.contains(#""stored" : \#(failures.count)"#) && second.stdout.contains(#""skipped" : \#(stored)"#),
            "\(second.stdout)")
        #expect(stub.server.requests.count - before == failures.count)
    }

    @Test("Ctrl-C keeps what was stored and says how far it got; the next sync resumes")
    func interrupted() async throws {
        let stub = try Self.stub(latency: 0.3)
        defer { stub.stop() }
        let environment = stub.endpoints.merging(["RECIPES_HOME": stub.home.path, "HOME": stub.home.path]) { $1 }
        let child = try ChildProcess.spawn(
            RecipesProcess.binary.path, ["sync", "desserts", "--concurrency", "2"],
            environment: RecipesProcess.childEnvironment(environment))
        try await stub.server.waitForRequests(6)
        child.send(SIGINT)
        let done = await child.finish()
        #expect(done.status == 130, "\(done)")
        let stderr = String(decoding: done.stderr, as: UTF8.self)
        let said = try #require(stderr.split(separator: "\n").last.map(String.init), "\(stderr)")
        #expect(
            said.hasPrefix("recipes: interrupted: ") && said.hasSuffix(" stored now and kept. Run recipes sync again to fetch the rest."),
            "\(stderr)")
        let kept = Int(said.components(separatedBy: ", ").last?.split(separator: " ").first ?? "") ?? 0
        #expect(kept >= 1 && kept < 65, "\(said)")

        let resumed = try await stub.run("sync", "desserts", "--json")
        #expect(resumed.status == 0, "\(resumed)")
        #expect(
            resumed.stdout.contains(#""skipped" : \#(kept)"#) && resumed.stdout.contains(#""stored" : \#(65 - kept)"#), "\(resumed.stdout)")
    }

    @Test("requests are capped: at most --concurrency at once, and --rate a second")
    func polite() async throws {
        let stub = try Self.stub()
        defer { stub.stop() }
        let started = Date()
        let sync = try await stub.run("sync", "desserts", "--concurrency", "3", "--rate", "20")
        #expect(sync.status == 0, "\(sync)")
        #expect(stub.server.maxConcurrentRequests <= 3)
        #expect(Date().timeIntervalSince(started) >= 64.0 / 20, "65 requests at 20 a second take at least 3.2 s")
    }

    @Test("at a terminal a sync shows a progress bar with counts and time left, then a summary")
    func terminal() async throws {
        let stub = try Self.stub(latency: 0.1)
        defer { stub.stop() }
        let environment = stub.endpoints.merging(["RECIPES_HOME": stub.home.path, "HOME": stub.home.path, "TERM": "xterm", "NO_COLOR": "1"])
        { $1 }
        let shown = try await RecipesProcess.runInTerminal(
            ["sync", "desserts", "--concurrency", "2"], environment: environment, keepActivity: true)
        #expect(shown.status == 0, "\(shown)")
        let drawn = shown.stdout.split(separator: "\r").filter {
            $0.range(of: #"loading… \d+/\d+ \[[#-]{16}\]"#, options: .regularExpression) != nil
        }
        #expect(drawn.count >= 2, "\(shown.stdout.debugDescription)")
        #expect(drawn.contains { $0.contains(" s left") } && drawn.contains { $0.contains("/65 [") }, "\(shown.stdout.debugDescription)")
        #expect(shown.stdout.hasSuffix("synced desserts: 65 answers stored, 0 still fresh, 0 failed\n"), "\(shown.stdout.debugDescription)")
    }

    @Test("--pictures keeps each recipe's thumbnail, so pictures show offline; a second sync skips them too")
    func pictures() async throws {
        let stub = try Self.stub()
        defer { stub.stop() }
        let sync = try await stub.run("sync", "desserts", "--pictures", "--json")
        #expect(sync.status == 0 && sync.stdout.contains(#""stored" : 98"#), "65 answers and 33 pictures: \(sync)")
        #expect(stub.server.requests.filter { $0.path.hasSuffix(".jpg/preview") }.count == 33)
        let again = try await stub.run("sync", "desserts", "--pictures", "--json")
        #expect(again.stdout.contains(#""skipped" : 98"#) && again.stdout.contains(#""stored" : 0"#), "\(again)")
        stub.server.stop()
        let shown = try await stub.run(
            ["desserts", "show", "52768", "--image", "blocks", "--no-pager"], environment: ["COLORTERM": "truecolor"])
        #expect(shown.status == 0 && shown.stdout.contains("▀"), "the picture drawn from the cache: \(shown.stderr)")
    }

    @Test("--pictures keeps each pizza's picture the menu names too; one the server does not have is reported, not fatal")
    func pizzaPictures() async throws {
        let stub = try Self.stub()
        defer { stub.stop() }
        let sync = try await stub.run("sync", "pizza", "--pictures", "--json")
        #expect(sync.status == 0, "\(sync)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(sync.stdout.utf8)) as? [String: Any])
        #expect(object["stored"] as? Int == 3 + 8, "the menu's 3 documents and 8 of its 9 pictures: \(sync.stdout)")
        let failed = try #require(object["failed"] as? [[String: Any]])
        #expect(failed.map { $0["url"] as? String } == [stub.server.url("pizza/images/pizza_PNG44068_error_on_purpose.png")])
        #expect(failed.first?["reason"] as? String == "the picture could not be fetched")
        #expect(
            sync.stderr
                == "warning: could not sync \(stub.server.url("pizza/images/pizza_PNG44068_error_on_purpose.png")): the picture could not be fetched\n"
        )
        stub.server.stop()
        let shown = try await stub.run(
            ["pizza", "show", "margherita", "--image", "blocks", "--no-pager"], environment: ["COLORTERM": "truecolor"])
        #expect(shown.status == 0 && shown.stdout.contains("▀"), "the picture drawn from the cache: \(shown)")
    }

    @Test("after a sync every list command works with the server stopped, from the sync's copy")
    func listsOffline() async throws {
        let stub = try Self.stub(latency: 0)
        defer { stub.stop() }
        let sync = try await stub.run("sync", "--rate", "100")
        #expect(sync.status == 0 && sync.stderr == "", "\(sync)")
        stub.server.stop()
        let commands: [[String]] = [
            ["desserts", "list"], ["desserts", "categories"], ["desserts", "areas"], ["desserts", "list", "--area", "French"],
            ["desserts", "random"], ["cocktail", "list"], ["cocktail", "list", "--letter", "m"],
            ["cocktail", "list", "--category", "Ordinary Drink"], ["cocktail", "list", "--glass", "Cocktail glass"],
            ["cocktail", "list", "--alcoholic"], ["cocktail", "list", "--non-alcoholic"],
            ["cocktail", "list", "--category", "Cocktail", "--glass", "Highball glass", "--alcoholic"],
            ["cocktail", "categories"], ["cocktail", "glasses"], ["cocktail", "ingredients"], ["cocktail", "filter", "-i", "Gin"],
            ["cocktail", "filter", "-i", "Gin", "-i", "Lime juice", "--any"], ["pizza", "menu"], ["pizza", "ingredients"],
            ["pizza", "drinks"], ["search", "chocolate"], ["cocktail", "random"],
        ]
        for command in commands {
            let result = try await stub.run(command)
            let said = "\(command.joined(separator: " ")): \(result)"
            #expect(result.status == 0 && !result.stdout.isEmpty, "\(said)")
            #expect(result.stderr.contains("cached just now") && !result.stderr.contains("nothing cached"), "the sync's copy: \(said)")
        }
    }

    @Test("a request the server could not answer is tried again, later, and then stored")
    func retries() async throws {
        let firstTry = FirstTryFails()
        let stub = try Self.stub(failing: { id in id == "52768" && firstTry.fails(id) })
        defer { stub.stop() }
        let sync = try await stub.run("sync", "desserts", "--json")
        #expect(sync.status == 0 && sync.stderr == "" && sync.stdout.contains(#""stored" : 65"#), "\(sync)")
        #expect(stub.server.requests.filter { $0.query == "i=52768" }.count == 2)
    }

    @Test("sync refuses --offline, --snapshot and --no-cache before any request", arguments: ["--offline", "--snapshot", "--no-cache"])
    func refusesLocalOnly(flag: String) async throws {
        let stub = try Self.stub()
        defer { stub.stop() }
        let result = try await stub.run("sync", flag)
        #expect(result.status == 64, "\(result)")
        #expect(
            result.stderr.hasPrefix("recipes: sync fetches answers into the cache; \(flag) does not apply to it.\n"), "\(result.stderr)")
        #expect(stub.server.requests.isEmpty)
    }

    @Test("a sync answered only with a captive portal's page exits 65, asking each request once, not three times")
    func invalidDataOnly() async throws {
        let stub = try AllCatalogsStub(override: { request in
            request.path.hasPrefix("/mealdb/")
                ? .response(status: 200, headers: ["Content-Type": "text/html"], body: Data("<html>Sign in to the Wi-Fi</html>".utf8)) : nil
        })
        defer { stub.stop() }
        let result = try await stub.run("sync", "desserts")
        #expect(result.status == 65, "\(result)")
        #expect(stub.server.requests.count == 3, "each of the 3 plan requests once: \(stub.server.requests.map(\.path))")
        #expect(
            result.stderr.hasSuffix(
                "recipes: sync stored nothing: 3 requests failed (invalid data from \(stub.host): the server sent an HTML page instead of JSON).\n"
            ),
            "\(result.stderr)")
    }

    @Test("a sync that stores nothing exits 69 and says why")
    func nothingStored() async throws {
        let stub = try AllCatalogsStub()
        defer { stub.stop() }
        stub.server.stop()
        let result = try await stub.run("sync", "desserts")
        #expect(result.status == 69, "\(result)")
        #expect(result.stdout == "")
        #expect(
            result.stderr
                == ["filter.php?c=Dessert", "list.php?a=list", "list.php?c=list"].map {
                    "warning: could not sync \(stub.server.url("mealdb/api/json/v1/1/\($0)")): cannot reach \(stub.host): connection refused\n"
                }.joined() + "recipes: sync stored nothing: 3 requests failed (cannot reach \(stub.host): connection refused).\n",
            "\(result.stderr)")
    }
}
