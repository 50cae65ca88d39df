import Foundation
import RecipesBasics
import RecipesDesserts
import TestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

@Suite("terminal behaviour, end to end", .serialized)
struct TerminalEndToEndTests {
    @Test("colour: never on a pipe by default; --color always and FORCE_COLOR turn it on; NO_COLOR off")
    func colour() async throws {
        let stub = try MealDBStub()
        defer { stub.stop() }
        #expect(try await !stub.run("desserts", "list").stdout.contains("\u{1B}["))
        #expect(
            try await stub.run("desserts", "list", "--color", "always").stdout.hasPrefix(
                "\u{1B}[2m53049\u{1B}[0m\t\u{1B}[1mApam balik\u{1B}[0m\n"))
        #expect(try await stub.run(["desserts", "list"], environment: ["FORCE_COLOR": "1"]).stdout.contains("\u{1B}[1m"))
        #expect(
            try await !stub.run(["desserts", "list", "--color", "auto"], environment: ["NO_COLOR": "1", "FORCE_COLOR": "1"]).stdout
                .contains("\u{1B}["))
        #expect(try await stub.run("desserts", "list", "--color", "rainbow").status == 64)
    }

    @Test("in a real terminal: aligned columns fit to COLUMNS, a name too long wraps (never cut), a star for favorites, colour on")
    func realTerminal() async throws {
        let stub = try MealDBStub()
        defer { stub.stop() }
        _ = try await stub.run("favorites", "add", "desserts", "52917")
        var environment = stub.endpoints.merging(["RECIPES_HOME": stub.home.path, "HOME": stub.home.path, "TERM": "xterm", "COLUMNS": "30"])
        { $1 }
        // -q: no spinner, should the loopback server be slow on a busy machine.
        let shown = try await RecipesProcess.runInTerminal(["desserts", "list", "-q"], environment: environment)
        #expect(shown.status == 0, "\(shown)")
        let lines = shown.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "\u{1B}[2m53049\u{1B}[0m  \u{1B}[33m \u{1B}[0m  \u{1B}[1mApam balik\u{1B}[0m")
        // Names are never cut: one too long for the terminal wraps under where names start.
        let star = try #require(
            lines.firstIndex { $0.contains("\u{1B}[33m★\u{1B}[0m  \u{1B}[1mWhite chocolate\u{1B}[0m") }, "\(lines.suffix(3))")
        #expect(lines[star + 1] == "          \u{1B}[1mcreme brulee\u{1B}[0m")
        environment["NO_COLOR"] = "1"
        let plain = try await RecipesProcess.runInTerminal(["desserts", "list", "-q"], environment: environment)
        let plainLines = plain.stdout.split(separator: "\n").map(String.init)
        #expect(plainLines.contains("53062     Walnut Roll Gužvara"))
        #expect(plainLines.contains("52917  ★  White chocolate"))
        #expect(plainLines.contains("          creme brulee"))
        #expect(plainLines.contains("52893     Apple & Blackberry"))
        #expect(plainLines.allSatisfy { $0.count <= 30 })
    }

    @Test("a spinner on a terminal's stderr for slow work, erased before output; never with --json or --quiet")
    func spinner() async throws {
        let stub = try MealDBStub(override: { _ in .delayed(seconds: 0.6, .json(Fixtures.data("mealdb/filter-c-Dessert.json"))) })
        defer { stub.stop() }
        let environment = stub.endpoints.merging(["RECIPES_HOME": stub.home.path, "HOME": stub.home.path, "TERM": "xterm", "NO_COLOR": "1"])
        { $1 }
        let slow = try await RecipesProcess.runInTerminal(["desserts", "list"], environment: environment, keepActivity: true)
        #expect(slow.status == 0)
        #expect(slow.stdout.contains("⠋ loading…"))
        #expect(slow.stdout.contains("\r\u{1B}[K53049"), "the spinner line is erased before the list starts")
        for flag in ["--json", "--quiet"] {
            let silent = try await RecipesProcess.runInTerminal(["desserts", "list", flag], environment: environment, keepActivity: true)
            #expect(!silent.stdout.contains("loading…"), "\(flag)")
        }
        let fast = try MealDBStub()
        defer { fast.stop() }
        let quick = try await RecipesProcess.runInTerminal(
            ["desserts", "list", "--offline"],
            environment: environment.merging(fast.endpoints) { $1 }, keepActivity: true)
        #expect(quick.status == 0 && quick.stdout.contains("Apam balik"))
        #expect(!quick.stdout.contains("loading…"), "no spinner for work under 150 ms")
    }

    @Test("a fan-out counts its requests on the spinner line: n/N")
    func fanOutProgress() async throws {
        let stub = try CocktailDBStub(delay: 0.1)
        defer { stub.stop() }
        let environment = stub.endpoints.merging(["RECIPES_HOME": stub.home.path, "HOME": stub.home.path, "TERM": "xterm", "NO_COLOR": "1"])
        { $1 }
        let shown = try await RecipesProcess.runInTerminal(
            ["cocktail", "filter", "-i", "Tequila", "--details", "--concurrency", "2"],
            environment: environment, keepActivity: true)
        #expect(shown.status == 0, "\(shown)")
        // Six lookups two at a time, each 100 ms: the line is redrawn every 100 ms as they finish.
        let counts = shown.stdout.split(separator: "\r").filter { $0.range(of: #"loading… \d+/6"#, options: .regularExpression) != nil }
        #expect(counts.count >= 2, "the count is drawn as lookups finish: \(shown.stdout.debugDescription)")
        #expect(shown.stdout.contains("Tommy's Margarita"))
    }

    @Test("long output goes through $PAGER on a terminal, never on a pipe or with --no-pager")
    func pager() async throws {
        let stub = try MealDBStub()
        defer { stub.stop() }
        let environment = stub.endpoints.merging([
            "RECIPES_HOME": stub.home.path, "HOME": stub.home.path, "TERM": "dumb",
            "PAGER": "sed 's/^/PAGED: /'",
        ]) { $1 }
        let paged = try await RecipesProcess.runInTerminal(["desserts", "show", "52917", "-q"], environment: environment)
        #expect(paged.status == 0, "\(paged)")
        #expect(paged.stdout.hasPrefix("PAGED: White chocolate creme brulee\n"))
        let direct = try await RecipesProcess.runInTerminal(["desserts", "show", "52917", "-q", "--no-pager"], environment: environment)
        #expect(direct.stdout.hasPrefix("White chocolate creme brulee\n"))
        let piped = try await stub.run(["desserts", "show", "52917"], environment: ["PAGER": "sed 's/^/PAGED: /'"])
        #expect(piped.stdout.hasPrefix("White chocolate creme brulee\n"))
        let list = try await RecipesProcess.runInTerminal(["desserts", "list", "-q"], environment: environment)
        #expect(!list.stdout.contains("PAGED"), "lists are not paged")
    }

    @Test("a pager quit before the end is not an error: exit 0, no SIGPIPE")
    func pagerQuitEarly() async throws {
        let stub = try MealDBStub()
        defer { stub.stop() }
        // A cookbook well past a pipe's 64 KB buffer, and a pager that closes its input unread:
        // the writer is certain to meet a closed pipe.
        let favorites = (0..<200).map { id in
            #"{"addedAt":"2026-11-22T00:00:00Z","catalog":"desserts","id":"\#(id)","name":"Dessert \#(id)","note":null,"updatedAt":"2026-11-22T00:00:00Z","recipe":{"catalog":"desserts","facts":[],"id":"\#(id)","ingredients":[],"instructions":"\#(String(repeating: "Stir. ", count: 100))","links":[],"name":"Dessert \#(id)","tags":[]}}"#
        }
        try Data(#"{"schemaVersion":1,"favorites":[\#(favorites.joined(separator: ","))]}"#.utf8)
            .write(to: stub.home.url.appendingPathComponent("favorites.json"))
        let environment = ["RECIPES_HOME": stub.home.path, "HOME": stub.home.path, "TERM": "dumb", "PAGER": "exec 0<&-; sleep 0.2"]
        let quit = try await RecipesProcess.runInTerminal(["favorites", "export"], environment: environment)
        #expect(quit.status == 0, "\(quit)")
        #expect(!quit.stdout.contains("Dessert 1"), "nothing bypassed the pager")
    }

    @Test("checkout in a terminal shows the order and asks; 'y' orders, anything else does not")
    func checkoutPrompt() async throws {
        let stub = try PizzaStub()
        defer { stub.stop() }
        _ = try await stub.run("cart", "add", "pizza", "Margherita")
        let environment = stub.endpoints.merging(["RECIPES_HOME": stub.home.path, "HOME": stub.home.path, "TERM": "dumb"]) { $1 }
        let declined = try await RecipesProcess.runInTerminal(["checkout"], environment: environment, input: Data("n\n".utf8))
        #expect(declined.status == 1, "\(declined)")
        #expect(declined.stdout.contains("Place this order for 5.50? [y/N] "))
        #expect(declined.stdout.contains("recipes: order not placed; the cart is unchanged."))
        #expect(stub.checkouts.isEmpty)
        let accepted = try await RecipesProcess.runInTerminal(["checkout"], environment: environment, input: Data("y\n".utf8))
        #expect(accepted.status == 0, "\(accepted)")
        #expect(accepted.stdout.contains("Thank you for your order! Total: 5.50"))
        #expect(stub.checkouts.count == 1)
    }

    @Test("--verbose logs each request; --quiet keeps notes off stderr but not errors")
    func verboseAndQuiet() async throws {
        let stub = try MealDBStub()
        defer { stub.stop() }
        let verbose = try await stub.run("desserts", "list", "-v")
        #expect(verbose.status == 0)
        let log = try #require(verbose.stderr.split(separator: "\n").first.map(String.init))
        let served = Data(stub.localPictures(Fixtures.text("mealdb/filter-c-Dessert.json")).utf8).count // the sample, its pictures moved
        #expect(log.hasPrefix("GET \(stub.server.url("api/json/v1/1/filter.php?c=Dessert")) → 200, \(served) bytes, "))
        #expect(log.hasSuffix(" ms"))
        let quiet = try await stub.run("desserts", "list", "--offline", "--quiet")
        #expect(quiet.status == 0 && quiet.stderr == "")
        #expect(
            quiet.stdout == BundledDesserts.marked(verbose.stdout), "--quiet leaves the result alone (offline, the bundled recipes marked)")
        let error = try await stub.run("desserts", "show", "99999", "-q")
        #expect(error.status == 1 && error.stderr == "recipes: no dessert with id 99999.\n")
        #expect(try await stub.run("desserts", "list", "-q", "-v").status == 64)
    }

    @Test("config shows endpoints, files and folders with where each came from")
    func config() async throws {
        let stub = try MealDBStub()
        defer { stub.stop() }
        let result = try await stub.run("config", "--timeout", "3")
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.contains("mealdb-url\t\(stub.server.url("api/json/v1/1/"))\tenvironment RECIPES_MEALDB_URL\n"))
        #expect(result.stdout.contains("timeout\t3 s\tflag --timeout\n"))
        #expect(result.stdout.contains("favorites-file\t\(stub.home.path)/favorites.json\tenvironment RECIPES_HOME\n"))
        #expect(result.stdout.contains("cocktaildb-url\thttps://www.thecocktaildb.com/api/json/v1/1/\tdefault\n"))
        let json = try await stub.run("config", "--json")
        #expect(json.stdout.contains(#""name" : "cache-folder""#))
    }

    @Test("a recipe's instructions wrap to the terminal's width, and stay one line per paragraph in a pipe")
    func wrappedInstructions() async throws {
        let stub = try MealDBStub()
        defer { stub.stop() }
        let environment = stub.endpoints.merging([
            "RECIPES_HOME": stub.home.path, "HOME": stub.home.path, "TERM": "xterm",
            "COLUMNS": "40", "NO_COLOR": "1",
        ]) { $1 }
        let shown = try await RecipesProcess.runInTerminal(["desserts", "show", "52917", "--no-pager", "-q"], environment: environment)
        #expect(shown.status == 0, "\(shown)")
        let instructions = try #require(shown.stdout.components(separatedBy: "Instructions\n").last)
        // Words wrap at 40 columns; links follow, whole, so they stay clickable.
        #expect(
            instructions
                == stub.localPictures(
                    """
                    Heat the cream, chocolate and vanilla
                    pod in a pan until the chocolate has
                    melted. Take off the heat and allow to
                    infuse for 10 mins, scraping the pod
                    seeds into the cream. If using the
                    vanilla extract, add straight away. Heat
                    oven to 160C/fan 140C/gas 3.

                    Beat yolks and sugar until pale. stir in
                    the chocolate cream. Strain into a jug
                    and pour into ramekins. Place in a deep
                    roasting tray and pour boiling water
                    halfway up the sides. Bake for 15-20
                    mins until just set with a wobbly
                    centre. Chill in the fridge for at least
                    4 hrs.

                    To serve, sprinkle some sugar on top of
                    the brûlées and caramelise with a
                    blowtorch or briefly under a hot grill.
                    Leave caramel to harden, then serve.

                    Image: https://www.themealdb.com/images/media/meals/uryqru1511798039.jpg
                    Source: https://www.bbcgoodfood.com/recipes/2540/white-chocolate-crme-brle
                    YouTube: https://www.youtube.com/watch?v=LmJ0lsPLHDc

                    """), "\(shown.stdout)")
        let piped = try await stub.run("desserts", "show", "52917")
        #expect(piped.stdout.split(separator: "\n").contains { $0.count > 40 }, "a pipe gets whole paragraphs")
    }

    @Test("completion scripts generate for bash, zsh and fish", arguments: ["bash", "zsh", "fish"])
    func completionScripts(shell: String) async throws {
        let result = try await RecipesProcess.run(["--generate-completion-script", shell], environment: [:])
        #expect(result.status == 0)
        #expect(result.stdout.contains("recipes"))
        #expect(result.stdout.contains("desserts") && result.stdout.contains("favorites") && result.stdout.contains("shopping-list"))
        #expect(result.stdout.contains("---completion"), "ids and names complete through the binary")
    }

    @Test("ids and names complete from favorites and the cache, without the network")
    func customCompletion() async throws {
        let stub = try MealDBStub()
        defer { stub.stop() }
        _ = try await stub.run("desserts", "list")
        _ = try await stub.run("favorites", "add", "desserts", "52917")
        stub.server.stop()
        let before = stub.server.requests.count
        let names = try await stub.run(
            ["---completion", "desserts", "show", "--", "positional@0", "3", "3", "recipes", "desserts", "show", "Whi"],
            environment: ["SAP_SHELL": "fish"])
        #expect(names.status == 0, "\(names)")
        #expect(names.stdout == "White chocolate creme brulee\n", "only candidates starting with the prefix, each once")
        let favorites = try await stub.run(
            ["---completion", "favorites", "show", "--", "positional@0", "3", "0", "recipes", "favorites", "show", ""],
            environment: ["SAP_SHELL": "fish"])
        #expect(favorites.stdout == "52917\nWhite chocolate creme brulee\n")
        let bash = try await stub.run(
            ["---completion", "favorites", "show", "--", "positional@0", "3", "8", "recipes", "favorites", "show", "White\\ c"],
            environment: ["SAP_SHELL": "bash"])
        #expect(
            bash.stdout == #"White\ chocolate\ creme\ brulee"# + "\n",
            "bash gets the word escaped once, for the command line it is inserted into as it is: \(bash)")
        #expect(stub.server.requests.count == before)
    }

    @Test("Ctrl-C exits 130 at once, during a request or a write, and leaves no temp or lock file")
    func interrupt() async throws {
        let stub = try MealDBStub(fault: .hang)
        defer { stub.stop() }
        let waiting = try launch(["desserts", "list"], stub: stub)
        try await stub.server.waitForRequests(1) // the request is out: Ctrl-C lands while it waits
        let started = ContinuousClock.now
        waiting.send(SIGINT)
        let done = await waiting.finish()
        #expect(done.status == 130)
        // "At once" against the request's 30 s timeout; the margin is for a loaded machine (in the
        // coverage run the binary also writes its counters on the way out). The end is when the
        // waiting thread saw the exit, not when this task ran again.
        #expect(started.duration(to: done.ended) < .seconds(8))

        let favorites = (0..<4000).map { id in
            #"{"addedAt":"2026-11-22T00:00:00Z","catalog":"desserts","id":"\#(id)","name":"Dessert \#(id)","note":null,"updatedAt":"2026-11-22T00:00:00Z","recipe":{"catalog":"desserts","facts":[],"id":"\#(id)","ingredients":[],"instructions":"\#(String(repeating: "Stir. ", count: 60))","links":[],"name":"Dessert \#(id)","tags":[]}}"#
        }
        let file = stub.home.url.appendingPathComponent("favorites.json")
        try Data(#"{"schemaVersion":1,"favorites":[\#(favorites.joined(separator: ","))]}"#.utf8).write(to: file)
        // Each Ctrl-C lands the moment the write begins (WriteWatcher), so "no temp or lock file"
        // is tested where it matters rather than wherever a timer happened to fall.
        var interruptedMidWrite = 0
        for round in 0..<8 {
            let watcher = try WriteWatcher(file: file)
            let writer = try launch(["favorites", "note", "desserts/\(round)", "interrupted \(round)"], stub: stub)
            await watcher.send(SIGINT, to: writer)
            let status = await writer.finish().status
            #expect([0, 130].contains(status), "round \(round)")
            if status == 130 { interruptedMidWrite += 1 }
            let leftovers = try FileManager.default.contentsOfDirectory(atPath: stub.home.path).filter {
                $0.hasSuffix(".tmp") || $0.hasSuffix(".lock")
            }
            #expect(leftovers.isEmpty, "round \(round): \(leftovers)")
            #expect((try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])?["favorites"] is [Any])
        }
        #expect(interruptedMidWrite >= 4, "only \(interruptedMidWrite) of 8 Ctrl-Cs stopped a write in progress")
    }

    private func launch(_ arguments: [String], stub: MealDBStub) throws -> ChildProcess {
        try RecipesProcess.launch(
            arguments, environment: stub.endpoints.merging(["RECIPES_HOME": stub.home.path, "HOME": stub.home.path]) { $1 })
    }
}
