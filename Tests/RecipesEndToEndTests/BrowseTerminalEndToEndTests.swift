import Foundation
import TestSupport
import Testing

/// `recipes browse` in a real terminal: the built binary in a tmux pane at 100×30 (a socket of its
/// own), keys sent with `send-keys`, the screen read with `capture-pane`, against loopback servers.
@Suite("browse in a real terminal, end to end", .serialized)
struct BrowseTerminalEndToEndTests {
    static let binary = "'" + RecipesProcess.binary.path + "'"

    /// A pane with a shell in the stub's home, the stub's endpoints and RECIPES_HOME; its `stty -a`
    /// saved to `before` and the screen cleared, so what it shows after browse can be compared.
    private func withPane(_ stub: AllCatalogsStub, _ body: (TmuxPane) async throws -> Void) async throws {
        var environment = stub.endpoints
        environment["RECIPES_HOME"] = stub.home.path
        environment["HOME"] = stub.home.path
        let pane = try await TmuxPane(folder: stub.home.url, environment: environment)
        do {
            try await pane.run("stty -a > before; clear; echo ready")
            try await pane.waitFor("ready")
            try await body(pane)
            await pane.stop()
        } catch {
            await pane.stop()
            throw error
        }
    }

    private func rows(_ screen: String) -> [String] { screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }

    private func file(_ stub: AllCatalogsStub, _ name: String) throws -> String {
        try String(contentsOf: stub.home.url.appendingPathComponent(name), encoding: .utf8)
    }

    @Test("tabs, alphabetical order, filter, detail, favorite, cart; q exits 0 and gives the terminal back as it was")
    func session() async throws {
        let stub = try AllCatalogsStub()
        defer { stub.stop() }
        try await withPane(stub) { pane in
            try await pane.run("\(Self.binary) browse; echo exit=$?; stty -a > after")
            let first = rows(try await pane.waitFor("65 desserts"))
            #expect(first[0] == " Desserts  Cocktails  Pizza  Favorites")
            #expect(first[1].hasPrefix("›   Apam balik"))
            #expect(Array(first[2...4]) == ["    Apple & Blackberry Crumble", "    Apple Frangipan Tart", "    Bakewell tart"])
            #expect(first[28].hasPrefix("↑↓ move  Enter open  / filter"))
            #expect(try await pane.tmux(["display", "-p", "#{alternate_on} #{cursor_flag}"]) == "1 0\n", "the alternate screen, no cursor")

            try await pane.press("/")
            try await pane.type("CRÈME")
            let filtered = rows(try await pane.waitFor("/CRÈME▏"))
            #expect(filtered[1].hasPrefix("›   White chocolate creme brulee") && filtered[2] == "")
            #expect(filtered[29] == "1 of 65 desserts")

            try await pane.press("Enter", "Enter")
            let detail = try await pane.waitFor("Instructions")
            #expect(detail.contains(" Category: Dessert · Area: French"), "\(detail)")
            #expect(detail.contains("   568ml   Double Cream"), "\(detail)")
            #expect(detail.contains(" Heat the cream, chocolate and vanilla pod in a pan until the chocolate has melted."), "\(detail)")

            try await pane.press("f")
            try await pane.waitFor("added to favorites: White chocolate creme brulee (desserts/52917)")
            #expect(try file(stub, "favorites.json").contains("\"52917\""))

            try await pane.press("Escape")
            let back = rows(try await pane.waitFor("filter 'CRÈME' (Esc clears)"))
            #expect(back[1].hasPrefix("› ★ White chocolate creme brulee"), "back with the selection kept, now a favorite")

            try await pane.press("3")
            try await pane.waitFor("Margherita")
            try await pane.press("/")
            try await pane.type("margh")
            try await pane.press("Enter", "a")
            try await pane.waitFor("ADDED TO CART: Margherita — 5.50")
            #expect(try file(stub, "cart.json").contains("\"Margherita\""))

            try await pane.press("q")
            let after = rows(try await pane.waitFor("exit=0"))
            #expect(after[0].hasSuffix("clear; echo ready") || after[0] == "ready", "the shell's own screen is back: \(after)")
            #expect(!after.contains { $0.contains("Desserts  Cocktails") })
            #expect(
                try await pane.tmux(["display", "-p", "#{alternate_on} #{cursor_flag}"]) == "0 1\n", "the main screen, the cursor shown")
            try await pane.waitFor("stty saved") { _ in
                FileManager.default.fileExists(atPath: stub.home.url.appendingPathComponent("after").path)
            }
            try await Task.sleep(nanoseconds: 100_000_000)
            #expect(try file(stub, "after") == file(stub, "before"), "raw mode undone")
        }
    }

    @Test("offline: the cache, then the bundled sample, then the favorites kept, the status line saying which; a resize redraws")
    func offline() async throws {
        let down = Locked(false)
        let stub = try AllCatalogsStub { request in
            down.value && request.path.hasPrefix("/mealdb/") ? .status(503, "maintenance") : nil
        }
        defer { stub.stop() }
        #expect(try await stub.run("desserts", "list").status == 0, "the list cached")
        #expect(try await stub.run("favorites", "add", "desserts", "52917").status == 0)
        down.set(true)
        try await withPane(stub) { pane in
            try await pane.run("\(Self.binary) browse; echo exit=$?")
            let cached = rows(try await pane.waitFor("65 desserts · offline: showing desserts cached"))
            #expect(cached[1].hasPrefix("›   Apam balik"))
            try await pane.tmux(["resize-window", "-x", "60", "-y", "12"])
            let resized = rows(
                try await pane.waitFor("a redraw at 60×12") { screen in
                    screen.split(separator: "\n").contains { $0.hasPrefix("↑↓ move") && $0.hasSuffix("? help  q quit") && $0.count <= 60 }
                })
            #expect(
                resized[10] == "↑↓ move  Enter open  / filter  f favorite  ? help  q quit",
                "the keys give way to the width, help and quit kept: \(resized)")
            #expect(resized[11].hasPrefix("65 desserts · offline: showing desserts cached") && resized[11].hasSuffix("…"))
            try await pane.press("q")
            try await pane.waitFor("exit=0")
            try await pane.run("clear; \(Self.binary) browse --max-age 0s; echo exit=$?")
            let kept = rows(try await pane.waitFor("1 dessert · offline: showing your favorite desserts"))
            #expect(kept[1].hasPrefix("› ★ White chocolate creme brulee"))
            try await pane.press("C-c")
            try await pane.waitFor("exit=0")
            try await pane.run("clear; RECIPES_NO_SNAPSHOT= \(Self.binary) browse --max-age 0s; echo exit=$?")
            let sample = rows(try await pane.waitFor("65 desserts · no connection and no cached copy young enough"))
            #expect(sample[1].hasPrefix("›   Apam balik"), "between the cache and the favorites: the bundled sample (still 60×12)")
            try await pane.press("q")
            try await pane.waitFor("exit=0")
        }
    }

    @Test("browse-tab in config.toml opens browse on that tab; the TAB argument still wins")
    func tabFromSettings() async throws {
        let stub = try AllCatalogsStub()
        defer { stub.stop() }
        #expect(try await stub.run("config", "set", "browse-tab", "pizza").status == 0)
        try await withPane(stub) { pane in
            try await pane.run("\(Self.binary) browse; echo exit=$?")
            try await pane.waitFor("15 pizzas and drinks")
            try await pane.press("q")
            try await pane.waitFor("exit=0")
            try await pane.run("clear; \(Self.binary) browse desserts; echo exit=$?")
            try await pane.waitFor("65 desserts")
            try await pane.press("q")
            try await pane.waitFor("exit=0")
        }
    }

    @Test("a cart add held up by another process's lock: keys keep working, the status line says why, cart.json is untouched")
    func lockedCart() async throws {
        let stub = try AllCatalogsStub()
        defer { stub.stop() }
        #expect(try await stub.run("cart", "add", "drink", "Beer").status == 0)
        let cart = stub.home.url.appendingPathComponent("cart.json")
        let before = try Data(contentsOf: cart)
        // Close-on-exec: a child another test starts meanwhile must not inherit, and so hold, this lock.
        let fd = open(cart.path + ".lock", O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        #expect(flock(fd, LOCK_EX) == 0)
        defer { close(fd) }
        try await withPane(stub) { pane in
            try await pane.run("RECIPES_LOCK_TIMEOUT=1 \(Self.binary) browse pizza; echo exit=$?")
            try await pane.waitFor("15 pizzas and drinks")
            try await pane.press("a")
            try await pane.waitFor("working…")
            try await pane.press("j")
            let moved = rows(try await pane.waitFor("›   Boscaiola"))
            #expect(moved.last { !$0.isEmpty }?.hasSuffix("working…") == true, "the key was handled while the add waits: \(moved)")
            try await pane.waitFor("recipes: another recipes process has held")
            #expect(try Data(contentsOf: cart) == before)
            try await pane.press("q")
            try await pane.waitFor("exit=0")
        }
    }

    @Test("SIGTERM and SIGINT from elsewhere restore the terminal before the process ends", arguments: [(SIGTERM, 143), (SIGINT, 130)])
    func terminated(signal: Int32, status: Int) async throws {
        let stub = try AllCatalogsStub()
        defer { stub.stop() }
        try await withPane(stub) { pane in
            try await pane.run("sh -c 'echo $$ > pid; exec \(Self.binary) browse'; echo exit=$?; stty -a > after")
            try await pane.waitFor("65 desserts")
            let pid = try #require(Int32(try file(stub, "pid").trimmingCharacters(in: .whitespacesAndNewlines)))
            kill(pid, signal)
            let after = rows(try await pane.waitFor("exit=\(status)"))
            #expect(!after.contains { $0.contains("Desserts  Cocktails") })
            #expect(
                try await pane.tmux(["display", "-p", "#{alternate_on} #{cursor_flag}"]) == "0 1\n", "the main screen, the cursor shown")
            try await pane.waitFor("stty saved") { _ in
                FileManager.default.fileExists(atPath: stub.home.url.appendingPathComponent("after").path)
            }
            try await Task.sleep(nanoseconds: 100_000_000)
            #expect(try file(stub, "after") == file(stub, "before"), "raw mode undone")
        }
    }

    @Test("not a terminal: stdin from /dev/null, stdout into a pipe, or TERM=dumb, is one line and exit 64")
    func notATerminal() async throws {
        let stub = try AllCatalogsStub()
        defer { stub.stop() }
        let message =
            "recipes: browse needs a terminal; in a script use `recipes desserts list`, `recipes cocktail list`, "
            + "`recipes pizza menu` or `recipes favorites`\n"
        let closed = try await stub.run("browse")
        #expect(closed.status == 64 && closed.stdout == "" && closed.stderr == message, "\(closed)")
        try await withPane(stub) { pane in
            try await pane.run("{ \(Self.binary) browse 2>err; echo exit=$? >&2; } | cat")
            try await pane.waitFor("exit=64")
            #expect(try file(stub, "err") == message)
            try await pane.run("TERM=dumb \(Self.binary) browse 2>dumb; echo dumb=$?")
            try await pane.waitFor("dumb=64")
            #expect(
                try file(stub, "dumb")
                    == "recipes: browse cannot draw on a terminal with TERM=dumb; use the list commands, such as `recipes desserts list`\n")
        }
    }

    // No key destroys what a person wrote.
    @Test("f on a noted favorite asks; n keeps it; y removes it; u brings it back with its note; u takes a cart line back out")
    func noteAskedAndUndo() async throws {
        let stub = try AllCatalogsStub()
        defer { stub.stop() }
        #expect(try await stub.run("favorites", "add", "desserts", "52917").status == 0)
        #expect(try await stub.run("favorites", "note", "52917", "Halve the sugar").status == 0)
        let noted = try file(stub, "favorites.json")
        try await withPane(stub) { pane in
            try await pane.run("\(Self.binary) browse favorites; echo exit=$?")
            try await pane.waitFor("White chocolate creme brulee")
            try await pane.press("f")
            try await pane.waitFor("Remove White chocolate creme brulee and its note? y/N (note: Halve the sugar)")
            try await pane.press("n")
            try await pane.waitFor("kept White chocolate creme brulee and its note")
            #expect(try file(stub, "favorites.json") == noted, "n: the file untouched")

            try await pane.press("f")
            try await pane.waitFor("and its note? y/N")
            try await pane.press("y")
            try await pane.waitFor("removed from favorites: White chocolate creme brulee (desserts/52917); u undoes it")
            #expect(try !file(stub, "favorites.json").contains("52917"))

            try await pane.press("u")
            try await pane.waitFor("undone: White chocolate creme brulee is a favorite again, with its note")
            #expect(try file(stub, "favorites.json") == noted, "back byte for byte: the note, the dates, the recipe")

            try await pane.press("3")
            try await pane.waitFor("Margherita")
            try await pane.press("/")
            try await pane.type("margh")
            try await pane.press("Enter", "a")
            try await pane.waitFor("ADDED TO CART: Margherita — 5.50")
            try await pane.press("a")
            try await pane.waitFor("2 × Margherita")
            try await pane.press("u")
            try await pane.waitFor("undone: one Margherita fewer in the cart")
            #expect(try file(stub, "cart.json").contains("\"quantity\" : 1"))
            try await pane.press("u")
            try await pane.waitFor("nothing to undo")
            try await pane.press("q")
            try await pane.waitFor("exit=0")
        }
        let cart = try await stub.run("cart")
        #expect(cart.stdout.hasPrefix("1.\tMargherita\t5.50\n"), "one Margherita left: \(cart)")
    }

    @Test(
        "a terminal's reply arriving as input (an OSC colour answer, the sixel question's) changes nothing: no favorite, no filter, no tab")
    func repliesAreNoKeys() async throws {
        let stub = try AllCatalogsStub()
        defer { stub.stop() }
        try await withPane(stub) { pane in
            try await pane.run("\(Self.binary) browse; echo exit=$?")
            let before = rows(try await pane.waitFor("65 desserts"))
            // What a terminal answers an OSC 11 question and a DA1 one with: an f, a /, digits.
            try await pane.type("\u{1B}]11;rgb:ffff/ffff/ffff\u{07}\u{1B}[?62;4;22c\u{1B}_Gi=1;OK\u{1B}\\")
            try await pane.press("j")
            let after = rows(try await pane.waitFor("moved") { $0.contains("›   Apple & Blackberry Crumble") })
            #expect(after[0] == before[0], "still the Desserts tab")
            #expect(after[29] == "65 desserts", "no filter, no message: \(after[29])")
            #expect(
                !FileManager.default.fileExists(atPath: stub.home.url.appendingPathComponent("favorites.json").path), "no favorite toggled")
            try await pane.press("q")
            try await pane.waitFor("exit=0")
        }
    }

    @Test("Ctrl-Z leaves the full screen with the terminal as it was; fg comes back in raw mode, redrawn, and keys work")
    func suspendAndResume() async throws {
        let stub = try AllCatalogsStub()
        defer { stub.stop() }
        try await withPane(stub) { pane in
            try await pane.run("\(Self.binary) browse")
            try await pane.waitFor("65 desserts")
            try await pane.press("C-z")
            try await pane.waitFor("the job stopped") { $0.contains("Stopped") }
            #expect(
                try await pane.tmux(["display", "-p", "#{alternate_on} #{cursor_flag}"]) == "0 1\n", "the main screen and the cursor back")
            try await pane.run("stty -a > suspended")
            try await pane.waitFor("stty saved") { _ in
                FileManager.default.fileExists(atPath: stub.home.url.appendingPathComponent("suspended").path)
            }
            try await Task.sleep(nanoseconds: 100_000_000)
            #expect(try file(stub, "suspended") == file(stub, "before"), "cooked mode while stopped: keys echo and lines edit")
            try await pane.run("fg; echo code:$?")
            let back = rows(try await pane.waitFor("65 desserts"))
            #expect(back[1].hasPrefix("›   Apam balik"), "redrawn whole")
            #expect(try await pane.tmux(["display", "-p", "#{alternate_on} #{cursor_flag}"]) == "1 0\n")
            try await pane.press("j")
            try await pane.waitFor("a key after fg") { $0.contains("›   Apple & Blackberry Crumble") }
            try await pane.press("q")
            try await pane.waitFor("code:0")
        }
    }

    @Test("started in the background or under timeout, browse says it needs the foreground (exit 64) instead of quitting in silence")
    func background() async throws {
        let stub = try AllCatalogsStub()
        defer { stub.stop() }
        try await withPane(stub) { pane in
            // From a script (no job control) timeout puts the command in a process group of its own.
            try await pane.run("sh -c \"timeout 20 \(Self.binary) browse\"; echo code:$?")
            let timed = try await pane.waitFor("code:64")
            #expect(
                timed.contains("recipes: browse needs the terminal's foreground: run it without & (under timeout, add --foreground)"),
                "\(timed)")
            try await pane.run("\(Self.binary) browse & wait $!; echo code:$?.")
            let background = try await pane.waitFor("code:64.")
            #expect(
                background.components(separatedBy: "browse needs the terminal's foreground").count == 3,
                "the message again, for &: \(background)")
        }
    }
}
