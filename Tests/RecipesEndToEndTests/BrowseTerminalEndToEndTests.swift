import Foundation
import TestSupport
import Testing

/// `recipes browse` in a real terminal: the built binary in a tmux pane at 100×30 (a socket of its
/// own), keys sent with `send-keys`, the screen read with `capture-pane`, against loopback servers.
@Suite("browse in a real terminal, end to end", .serialized)
struct BrowseTerminalEndToEndTests {
    static let binary = "'" + RecipesProcess.binary.path + "'"

    @Test("tabs, alphabetical order, filter, detail, favorite, cart; q exits 0 and gives the terminal back as it was")
    func session() async throws {
        let stub = try AllCatalogsStub()
        defer { stub.stop() }
        try await stub.withPane { pane in
            try await pane.run("\(Self.binary) browse; echo exit=$?; stty -a > after")
            let first = screenRows(try await pane.waitFor("65 desserts"))
            #expect(first[0] == " Desserts  Cocktails  Pizza  Favorites  Cart" + String(repeating: " ", count: 100 - 44 - 8) + "1 of 65")
            #expect(first[1].hasPrefix("›   Apam balik"))
            #expect(Array(first[2...4]) == ["    Apple & Blackberry Crumble", "    Apple Frangipan Tart", "    Bakewell tart"])
            #expect(first[28].hasPrefix("↑↓ move  Enter open  / filter"))
            #expect(try await pane.tmux(["display", "-p", "#{alternate_on} #{cursor_flag}"]) == "1 0\n", "the alternate screen, no cursor")

            try await pane.press("/")
            try await pane.type("CRÈME")
            let filtered = screenRows(try await pane.waitFor("/CRÈME▏"))
            #expect(filtered[1].hasPrefix("›   White chocolate creme brulee") && filtered[2] == "")
            #expect(filtered[29] == "1 of 65 desserts")

            try await pane.press("Enter", "Enter")
            let detail = try await pane.waitFor("Instructions")
            #expect(detail.contains(" Category: Dessert · Area: French"), "\(detail)")
            #expect(detail.contains("   568ml   Double Cream"), "\(detail)")
            #expect(detail.contains(" Heat the cream, chocolate and vanilla pod in a pan until the chocolate has melted."), "\(detail)")

            try await pane.press("f")
            try await pane.waitFor("added to favorites: White chocolate creme brulee (desserts/52917)")
            #expect(try stub.file("favorites.json").contains("\"52917\""))

            try await pane.press("Escape")
            let back = screenRows(try await pane.waitFor("filter 'CRÈME' (Esc clears)"))
            #expect(back[1].hasPrefix("› ★ White chocolate creme brulee"), "back with the selection kept, now a favorite")

            try await pane.press("3")
            try await pane.waitFor("Margherita")
            try await pane.press("/")
            try await pane.type("margh")
            try await pane.press("Enter", "a")
            let added = screenRows(try await pane.waitFor("ADDED TO CART: Margherita — 5.50"))
            #expect(try stub.file("cart.json").contains("\"Margherita\""))
            #expect(
                added[1] == "›   Margherita                Mozzarella, Tomato Sauce" + String(repeating: " ", count: 100 - 54 - 5) + "5.50",
                "at 100 columns a pizza's row says what is on it: \(added)")

            try await pane.press("q")
            let after = screenRows(try await pane.waitFor("exit=0"))
            #expect(after[0].hasSuffix("clear; echo ready") || after[0] == "ready", "the shell's own screen is back: \(after)")
            #expect(!after.contains { $0.contains("Desserts  Cocktails") })
            #expect(
                try await pane.tmux(["display", "-p", "#{alternate_on} #{cursor_flag}"]) == "0 1\n", "the main screen, the cursor shown")
            try await pane.waitFor("stty saved") { _ in
                FileManager.default.fileExists(atPath: stub.home.url.appendingPathComponent("after").path)
            }
            try await Task.sleep(nanoseconds: 100_000_000)
            #expect(try stub.file("after") == stub.file("before"), "raw mode undone")
        }
    }

    @Test(
        "colours follow the commands' rules: names bold and prices green at a terminal; NO_COLOR and --color never turn them off; --color always wins"
    )
    func colours() async throws {
        let stub = try AllCatalogsStub()
        defer { stub.stop() }
        try await stub.withPane { pane in
            for (command, coloured) in [
                ("browse pizza", true), ("NO_COLOR=1 \(Self.binary) browse pizza", false),
                ("browse pizza --color never", false), ("NO_COLOR=1 \(Self.binary) browse pizza --color always", true),
            ] {
                let line = command.hasPrefix("NO_COLOR") ? command : "\(Self.binary) \(command)"
                try await pane.run("clear; \(line); echo exit=$?")
                try await pane.waitFor("15 pizzas and drinks")
                let screen = try await pane.tmux(["capture-pane", "-p", "-e"])
                let boscaiola = try #require(screen.split(separator: "\n").first { $0.contains("Boscaiola") })
                #expect(boscaiola.contains("\u{1B}[1mBoscaiola") == coloured, "\(command): \(boscaiola.debugDescription)")
                #expect(boscaiola.contains("\u{1B}[32m9.00") == coloured, "\(command): \(boscaiola.debugDescription)")
                try await pane.press("q")
                try await pane.waitFor("exit=0")
            }
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
        try await stub.withPane { pane in
            try await pane.run("\(Self.binary) browse; echo exit=$?")
            let cached = screenRows(try await pane.waitFor("65 desserts · offline: showing desserts cached"))
            #expect(cached[1].hasPrefix("›   Apam balik") && !cached[1].contains("opens offline"))
            try await pane.press("G")
            let last = screenRows(try await pane.waitFor("the last row") { $0.contains("65 of 65") })
            #expect(
                last[27].hasPrefix("› ★ White chocolate creme brulee") && last[27].hasSuffix("opens offline"),
                "marked as desserts list --offline marks it: its recipe was cached by favorites add: \(last)")
            try await pane.tmux(["resize-window", "-x", "60", "-y", "12"])
            let resized = screenRows(
                try await pane.waitFor("a redraw at 60×12") { screen in
                    screen.split(separator: "\n").contains { $0.hasPrefix("↑↓ move") && $0.hasSuffix("? help  q quit") && $0.count <= 60 }
                })
            #expect(
                resized[10] == "↑↓ move  Enter open  / filter  f favorite  ? help  q quit",
                "the keys give way to the width, help and quit kept: \(resized)")
            #expect(
                resized[11].hasPrefix("65 desserts · offline: showing desserts") && resized[11].hasSuffix("… (m: all of it)"),
                "cut, it says where the rest is: \(resized)")
            // Issue 31 item 4: the note is readable in full.
            try await pane.press("m")
            func words(_ screen: String) -> String { screenRows(screen)[1...9].flatMap { $0.split(separator: " ") }.joined(separator: " ") }
            let whole = try await pane.waitFor("HTTP 503, the note whole") { words($0).contains("\(stub.host) answered HTTP 503)") }
            #expect(words(whole) == "offline: showing desserts cached just now (\(stub.host) answered HTTP 503)", "\(whole)")
            try await pane.press("j")
            try await pane.waitFor("back to the list, the last row still selected") { screen in
                screenRows(screen).contains { $0.hasPrefix("› ★ White chocolate creme brulee") }
            }
            try await pane.press("q")
            try await pane.waitFor("exit=0")
            try await pane.run("clear; \(Self.binary) browse --max-age 0s; echo exit=$?")
            let kept = screenRows(try await pane.waitFor("1 dessert · offline: showing your favorit"))
            #expect(kept[1].hasPrefix("› ★ White chocolate creme brulee"))
            try await pane.press("C-c")
            try await pane.waitFor("exit=0")
            try await pane.run("clear; RECIPES_NO_SNAPSHOT= \(Self.binary) browse --max-age 0s; echo exit=$?")
            let sample = screenRows(try await pane.waitFor("65 desserts · no connection and no cached"))
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
        try await stub.withPane { pane in
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
        try await stub.withPane { pane in
            try await pane.run("RECIPES_LOCK_TIMEOUT=1 \(Self.binary) browse pizza; echo exit=$?")
            try await pane.waitFor("15 pizzas and drinks")
            try await pane.press("a")
            try await pane.waitFor("working…")
            try await pane.press("j")
            let moved = screenRows(try await pane.waitFor("›   Boscaiola"))
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
        try await stub.withPane { pane in
            try await pane.run("sh -c 'echo $$ > pid; exec \(Self.binary) browse'; echo exit=$?; stty -a > after")
            try await pane.waitFor("65 desserts")
            let pid = try #require(Int32(try stub.file("pid").trimmingCharacters(in: .whitespacesAndNewlines)))
            kill(pid, signal)
            let after = screenRows(try await pane.waitFor("exit=\(status)"))
            #expect(!after.contains { $0.contains("Desserts  Cocktails") })
            #expect(
                try await pane.tmux(["display", "-p", "#{alternate_on} #{cursor_flag}"]) == "0 1\n", "the main screen, the cursor shown")
            try await pane.waitFor("stty saved") { _ in
                FileManager.default.fileExists(atPath: stub.home.url.appendingPathComponent("after").path)
            }
            try await Task.sleep(nanoseconds: 100_000_000)
            #expect(try stub.file("after") == stub.file("before"), "raw mode undone")
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
        // Said before the settings are read: a bad address in the environment (not http or https,
        // so nothing could be asked of it) is not what is wrong here.
        let badAddress = try await stub.run("browse", environment: ["RECIPES_MEALDB_URL": "ftp://127.0.0.1:9/"])
        #expect(badAddress.status == 64 && badAddress.stdout == "" && badAddress.stderr == message, "\(badAddress)")
        try await stub.withPane { pane in
            try await pane.run("{ \(Self.binary) browse 2>err; echo exit=$? >&2; } | cat")
            try await pane.waitFor("exit=64")
            #expect(try stub.file("err") == message)
            try await pane.run("TERM=dumb \(Self.binary) browse 2>dumb; echo dumb=$?")
            try await pane.waitFor("dumb=64")
            #expect(
                try stub.file("dumb")
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
        let noted = try stub.file("favorites.json")
        try await stub.withPane { pane in
            try await pane.run("\(Self.binary) browse favorites; echo exit=$?")
            try await pane.waitFor("White chocolate creme brulee")
            try await pane.press("f")
            try await pane.waitFor("Remove White chocolate creme brulee and its note? y/N (note: Halve the sugar)")
            try await pane.press("n")
            try await pane.waitFor("kept White chocolate creme brulee and its note")
            #expect(try stub.file("favorites.json") == noted, "n: the file untouched")

            try await pane.press("f")
            try await pane.waitFor("and its note? y/N")
            try await pane.press("y")
            try await pane.waitFor("removed from favorites: White chocolate creme brulee (desserts/52917); u undoes it")
            #expect(try !stub.file("favorites.json").contains("52917"))

            try await pane.press("u")
            try await pane.waitFor("undone: White chocolate creme brulee is a favorite again, with its note")
            #expect(try stub.file("favorites.json") == noted, "back byte for byte: the note, the dates, the recipe")

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
            #expect(try stub.file("cart.json").contains("\"quantity\" : 1"))
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
        try await stub.withPane { pane in
            try await pane.run("\(Self.binary) browse; echo exit=$?")
            let before = screenRows(try await pane.waitFor("65 desserts"))
            // What a terminal answers an OSC 11 question and a DA1 one with: an f, a /, digits.
            try await pane.type("\u{1B}]11;rgb:ffff/ffff/ffff\u{07}\u{1B}[?62;4;22c\u{1B}_Gi=1;OK\u{1B}\\")
            try await pane.press("j")
            let after = screenRows(try await pane.waitFor("moved") { $0.contains("›   Apple & Blackberry Crumble") })
            #expect(after[0] == before[0].replacingOccurrences(of: "1 of 65", with: "2 of 65"), "still the Desserts tab, one row down")
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
        try await stub.withPane { pane in
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
            #expect(try stub.file("suspended") == stub.file("before"), "cooked mode while stopped: keys echo and lines edit")
            try await pane.run("fg; echo code:$?")
            let back = screenRows(try await pane.waitFor("65 desserts"))
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
        try await stub.withPane { pane in
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
