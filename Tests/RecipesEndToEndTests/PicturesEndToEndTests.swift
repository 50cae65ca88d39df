import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// The show commands' pictures, through the built binary: a TheMealDB on loopback whose White chocolate creme brulee
/// (52917) has its `strMealThumb` rewritten to point at the same server, which serves one of
/// the test-only 16 × 16 pictures (Scripts/make-test-images) at `<thumb>/preview`.
@Suite("pictures, end to end", .serialized)
struct PicturesEndToEndTests {
    static let png = Fixtures.data("images/test-only-16x16-quadrants.png")
    static let jpeg = Fixtures.data("images/test-only-16x16-quadrants.jpg")
    static let thumbPath = "/images/media/meals/uryqru1511798039.jpg"
    static let esc = "\u{1B}"

    /// The stub; `picture` is what `<thumb>/preview` answers.
    static func stub(picture: LoopbackServer.Reply = .response(status: 200, headers: ["Content-Type": "image/png"], body: png)) throws
        -> MealDBStub
    {
        try MealDBStub(override: { request in
            if request.path == thumbPath + "/preview" { return picture }
            guard request.path == "/api/json/v1/1/lookup.php", request.query == "i=52917" else { return nil }
            let host = request.headers.first { $0.key.lowercased() == "host" }?.value ?? "localhost"
            let body = Fixtures.text("mealdb/lookup-52917.json")
                .replacingOccurrences(of: #"https:\/\/www.themealdb.com"#, with: #"http:\/\/"# + host)
            return .json(body)
        })
    }

    static func pictureRequests(_ stub: MealDBStub) -> Int {
        stub.server.requests.filter { $0.path.hasSuffix("/preview") }.count
    }

    /// The 16 × 16 PNG as 24-bit half blocks: red | green over 4 rows, then a row of red|green over
    /// blue|white... (8 pixel rows of red/green, 8 of blue/white).
    static var quadrantBlocks: String {
        func cell(_ colour: String) -> String { "\(esc)[38;2;\(colour);48;2;\(colour)m▀" }
        let top = String(repeating: cell("255;0;0"), count: 8) + String(repeating: cell("0;255;0"), count: 8) + "\(esc)[0m\n"
        let bottom = String(repeating: cell("0;0;255"), count: 8) + String(repeating: cell("255;255;255"), count: 8) + "\(esc)[0m\n"
        return String(repeating: top, count: 4) + String(repeating: bottom, count: 4)
    }

    @Test("--image blocks in a pipe draws the picture above the recipe, in 24-bit colour with COLORTERM=truecolor")
    func blocksInAPipe() async throws {
        let stub = try Self.stub()
        defer { stub.stop() }
        let plain = try await stub.run("desserts", "show", "52917")
        let drawn = try await stub.run(["desserts", "show", "52917", "--image", "blocks"], environment: ["COLORTERM": "truecolor"])
        #expect(drawn.status == 0)
        #expect(drawn.stderr == "")
        #expect(drawn.stdout == Self.quadrantBlocks + plain.stdout)
        let byEnvironment = try await stub.run(
            ["desserts", "show", "52917"], environment: ["COLORTERM": "truecolor", "RECIPES_IMAGE": "blocks"])
        #expect(byEnvironment.stdout == drawn.stdout, "RECIPES_IMAGE asks as --image does")
        let flagWins = try await stub.run(["desserts", "show", "52917", "--image", "none"], environment: ["RECIPES_IMAGE": "blocks"])
        #expect(flagWins.stdout == plain.stdout)
    }

    @Test("desserts random draws its dessert's picture, as cocktail random does (the two had drifted apart)")
    func randomDessertDrawsItsPicture() async throws {
        // A test-only dessert list of one, so the random pick is 52917, whose picture the stub serves.
        let stub = try MealDBStub(override: { request in
            if request.path == Self.thumbPath + "/preview" {
                return .response(status: 200, headers: ["Content-Type": "image/png"], body: Self.png)
            }
            let host = request.headers.first { $0.key.lowercased() == "host" }?.value ?? "localhost"
            if request.path == "/api/json/v1/1/filter.php" {
                return .json(#"{"meals":[{"strMeal":"White chocolate creme brulee","strMealThumb":null,"idMeal":"52917"}]}"#)
            }
            guard request.path == "/api/json/v1/1/lookup.php", request.query == "i=52917" else { return nil }
            return .json(
                Fixtures.text("mealdb/lookup-52917.json").replacingOccurrences(
                    of: #"https:\/\/www.themealdb.com"#, with: #"http:\/\/"# + host))
        })
        defer { stub.stop() }
        let plain = try await stub.run("desserts", "random")
        let drawn = try await stub.run(["desserts", "random", "--image", "blocks"], environment: ["COLORTERM": "truecolor"])
        #expect(plain.status == 0 && plain.stdout.contains("White chocolate creme brulee"), "\(plain)")
        #expect(drawn.status == 0 && drawn.stderr == "", "\(drawn)")
        #expect(drawn.stdout == Self.quadrantBlocks + plain.stdout)
    }

    @Test("a picture is cached: the second show draws it again without asking the server")
    func cached() async throws {
        let stub = try Self.stub(picture: .response(status: 200, headers: ["Content-Type": "image/jpeg"], body: Self.jpeg))
        defer { stub.stop() }
        let first = try await stub.run(["desserts", "show", "52917", "--image", "blocks"], environment: ["COLORTERM": "truecolor"])
        #expect(first.status == 0)
        #expect(first.stdout.hasPrefix("\(Self.esc)[38;2;"), "the JPEG is decoded and drawn")
        #expect(Self.pictureRequests(stub) == 1)
        let second = try await stub.run(["desserts", "show", "52917", "--image", "blocks"], environment: ["COLORTERM": "truecolor"])
        #expect(second.stdout == first.stdout)
        #expect(Self.pictureRequests(stub) == 1, "served from the cache")
    }

    @Test("no picture in a pipe or with --json, and none is fetched; --json stays JSON even with --image")
    func noPicture() async throws {
        let stub = try Self.stub()
        defer { stub.stop() }
        let environment = ["COLORTERM": "truecolor", "TERM": "xterm-kitty", "KITTY_WINDOW_ID": "1"]
        let piped = try await stub.run(["desserts", "show", "52917"], environment: environment)
        #expect(piped.status == 0 && !piped.stdout.contains(Self.esc))
        let json = try await stub.run(["desserts", "show", "52917", "--json", "--image", "blocks"], environment: environment)
        #expect(json.status == 0)
        #expect(json.stdout.hasPrefix("{") && !json.stdout.contains(Self.esc))
        #expect((try? JSONSerialization.jsonObject(with: Data(json.stdout.utf8))) != nil)
        #expect(Self.pictureRequests(stub) == 0)
    }

    @Test("an unknown --image or RECIPES_IMAGE is a one-line usage error, exit 64")
    func unknownValue() async throws {
        let stub = try Self.stub()
        defer { stub.stop() }
        let flag = try await stub.run("desserts", "show", "52917", "--image", "ascii")
        #expect(flag.status == 64)
        #expect(flag.stderr == "recipes: --image takes auto, kitty, iterm, sixel, blocks, none, not 'ascii'.\n", "\(flag.stderr)")
        #expect(flag.stdout == "")
        let environment = try await stub.run(["desserts", "show", "52917"], environment: ["RECIPES_IMAGE": "ascii"])
        #expect(environment.status == 64)
        #expect(environment.stderr == "recipes: RECIPES_IMAGE must be one of auto, kitty, iterm, sixel, blocks, none, not 'ascii'.\n")
        #expect(environment.stdout == "")
        let empty = try await stub.run(["desserts", "show", "52917"], environment: ["RECIPES_IMAGE": ""])
        #expect(empty.status == 0, "an empty RECIPES_IMAGE is no setting")
        #expect(Self.pictureRequests(stub) == 0)
    }

    @Test("a hostile or broken picture is skipped: the recipe shows, exit 0, a note only under -v")
    func hostile() async throws {
        // A JPEG declaring 60,000 × 60,000 pixels: refused from its header, before any decoding.
        var huge = Data([0xFF, 0xD8, 0xFF, 0xC0, 0x00, 0x11, 0x08, 0xEA, 0x60, 0xEA, 0x60, 0x03])
        huge.append(Data(repeating: 0x11, count: 9))
        let replies: [LoopbackServer.Reply] = [
            .response(status: 200, headers: ["Content-Type": "image/jpeg"], body: huge),
            .response(status: 200, headers: ["Content-Type": "image/png"], body: Data("<html>\u{1B}]52;c;aGk=\u{07}</html>".utf8)),
            .response(status: 200, headers: ["Content-Type": "image/png"], body: Self.png.prefix(60)),
            .status(404, "not found"),
            .reset,
        ]
        for reply in replies {
            let stub = try Self.stub(picture: reply)
            defer { stub.stop() }
            let plain = try await stub.run("desserts", "show", "52917", "--image", "none")
            let shown = try await stub.run(["desserts", "show", "52917", "--image", "blocks"], environment: ["COLORTERM": "truecolor"])
            #expect(shown.status == 0)
            #expect(shown.stdout == plain.stdout, "\(reply)")
            #expect(shown.stderr == "")
            let verbose = try await stub.run(
                ["desserts", "show", "52917", "--image", "blocks", "-v"], environment: ["COLORTERM": "truecolor"])
            #expect(verbose.status == 0)
            #expect(verbose.stderr.contains("picture: "), "\(verbose.stderr)")
            #expect(!verbose.stderr.contains("]52;") && !verbose.stdout.contains("]52;"))
        }
    }

    @Test("a picture declaring 60,000 × 60,000 pixels costs no memory: refused from its header, not decoded")
    func hugeHeaderMemory() async throws {
        var huge = Data([0xFF, 0xD8, 0xFF, 0xC0, 0x00, 0x11, 0x08, 0xEA, 0x60, 0xEA, 0x60, 0x03])
        huge.append(Data(repeating: 0x11, count: 9))
        let stub = try Self.stub(picture: .response(status: 200, headers: ["Content-Type": "image/jpeg"], body: huge))
        defer { stub.stop() }
        let environment = stub.endpoints.merging(["RECIPES_HOME": stub.home.path, "HOME": stub.home.path, "COLORTERM": "truecolor"]) { $1 }
        let plain = try await RecipesProcess.measure(["desserts", "show", "52917", "--image", "none"], environment: environment)
        let drawn = try await RecipesProcess.measure(["desserts", "show", "52917", "--image", "blocks"], environment: environment)
        #expect(drawn.0.status == 0 && drawn.0.stdout == plain.0.stdout)
        // Decoding it would take 10.8 GB; what may differ is libcurl's second transfer and the allocator.
        #expect(drawn.maxResidentKB - plain.maxResidentKB < 10_000, "\(drawn.maxResidentKB) KB against \(plain.maxResidentKB) KB")
    }

    @Test("a favorite keeps its picture: favorites show draws it offline, with the server gone and the cache cleared")
    func favoriteOffline() async throws {
        let stub = try Self.stub()
        defer { stub.home.remove() }
        let added = try await stub.run(
            ["desserts", "show", "52917", "--favorite", "--image", "blocks"], environment: ["COLORTERM": "truecolor"])
        #expect(added.status == 0)
        #expect(added.stdout.hasPrefix(Self.quadrantBlocks))
        let pictures = stub.home.url.appendingPathComponent("pictures")
        #expect(try FileManager.default.contentsOfDirectory(atPath: pictures.path).count == 1)
        stub.server.stop()
        _ = try await stub.run("cache", "clear")
        let offline = try await stub.run(["favorites", "show", "52917", "--image", "blocks"], environment: ["COLORTERM": "truecolor"])
        #expect(offline.status == 0, "\(offline.stderr)")
        #expect(offline.stdout.hasPrefix(Self.quadrantBlocks + "White chocolate creme brulee"), "\(offline.stdout.prefix(300))")
        let removed = try await stub.run("favorites", "remove", "52917")
        #expect(removed.status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: pictures.path).isEmpty, "removing a favorite removes its picture")
    }

    @Test(
        "favorites add keeps the picture when the cache does not hold it yet: fetched online, so it draws offline; offline it is skipped quietly"
    )
    func addFetchesPicture() async throws {
        let stub = try Self.stub()
        defer { stub.home.remove() }
        let pictures = stub.home.url.appendingPathComponent("pictures")
        func kept() -> Int { (try? FileManager.default.contentsOfDirectory(atPath: pictures.path).count) ?? 0 }
        let added = try await stub.run("favorites", "add", "dessert", "52917")
        #expect(added.status == 0 && added.stderr == "added to favorites: White chocolate creme brulee (desserts/52917)\n", "\(added)")
        #expect(kept() == 1, "fetched and kept, with no show before it")
        stub.server.stop()
        _ = try await stub.run("cache", "clear")
        let offline = try await stub.run(["favorites", "show", "52917", "--image", "blocks"], environment: ["COLORTERM": "truecolor"])
        #expect(
            offline.status == 0 && offline.stdout.hasPrefix(Self.quadrantBlocks + "White chocolate creme brulee"),
            "\(offline.stdout.prefix(200))")
        #expect(try await stub.run("favorites", "remove", "52917").status == 0)
        let quiet = try await stub.run("favorites", "add", "dessert", "52917", "--offline")
        #expect(quiet.status != 0 || !quiet.stderr.contains("picture"), "no word about a picture offline: \(quiet)")
    }

    @Test("a favorites add that cannot write keeps no picture, though it fetched it while the write was tried: exit 75")
    func failedAddKeepsNoPicture() async throws {
        let stub = try Self.stub()
        defer { stub.home.remove() }
        let lockPath = stub.home.url.appendingPathComponent("favorites.json.lock").path
        // Close-on-exec: a child that another test starts meanwhile must not inherit, and so hold, this lock.
        let fd = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        #expect(flock(fd, LOCK_EX) == 0)
        defer { close(fd) }
        let result = try await stub.run(["favorites", "add", "dessert", "52917"], environment: ["RECIPES_LOCK_TIMEOUT": "1"])
        #expect(result.status == 75, "\(result)")
        #expect(Self.pictureRequests(stub) == 1, "the picture was fetched while the favorite was being written")
        let pictures = stub.home.url.appendingPathComponent("pictures").path
        #expect(((try? FileManager.default.contentsOfDirectory(atPath: pictures)) ?? []).isEmpty, "nothing kept for a favorite not added")
        #expect(!FileManager.default.fileExists(atPath: stub.home.url.appendingPathComponent("favorites.json").path))
    }

    @Test(
        "favorites import and refresh keep the picture the cache holds (no request for it), so it draws offline after the cache is cleared")
    func importAndRefreshKeepPictures() async throws {
        let stub = try Self.stub()
        defer { stub.home.remove() }
        let truecolor = ["COLORTERM": "truecolor"]
        #expect(try await stub.run(["desserts", "show", "52917", "--favorite", "--image", "blocks"], environment: truecolor).status == 0)
        let backup = stub.home.url.appendingPathComponent("backup.json")
        #expect(try await stub.run("favorites", "export", "--output", backup.path).status == 0)
        #expect(try await stub.run("favorites", "remove", "52917").status == 0)
        let pictures = stub.home.url.appendingPathComponent("pictures")
        func kept() throws -> Int { try FileManager.default.contentsOfDirectory(atPath: pictures.path).count }
        #expect(try kept() == 0, "removing the favorite removed its picture; the cache still holds it")
        let requests = Self.pictureRequests(stub)

        let imported = try await stub.run("favorites", "import", backup.path)
        #expect(imported.status == 0, "\(imported)")
        #expect(try kept() == 1, "import keeps the cached picture")

        try FileManager.default.removeItem(at: pictures)
        let refreshed = try await stub.run("favorites", "refresh")
        #expect(refreshed.status == 0, "\(refreshed)")
        #expect(try kept() == 1, "refresh keeps the cached picture")
        #expect(Self.pictureRequests(stub) == requests, "neither fetched the picture: it came from the cache")

        // A favorite whose picture moved: refresh drops the old look and keeps the new one.
        let keptFile = try #require(try FileManager.default.contentsOfDirectory(at: pictures, includingPropertiesForKeys: nil).first)
        try Self.jpeg.write(to: keptFile)
        let favoritesFile = stub.home.url.appendingPathComponent("favorites.json")
        var document = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: favoritesFile)) as? [String: Any])
        var entries = try #require(document["favorites"] as? [[String: Any]])
        var recipe = try #require(entries[0]["recipe"] as? [String: Any])
        recipe["imageURL"] = "http://localhost:9/images/moved.jpg"
        entries[0]["recipe"] = recipe
        document["favorites"] = entries
        try JSONSerialization.data(withJSONObject: document).write(to: favoritesFile)
        #expect(try await stub.run("favorites", "refresh").status == 0)
        #expect(try Data(contentsOf: keptFile) == Self.png, "the picture kept is the refreshed recipe's")

        stub.server.stop()
        _ = try await stub.run("cache", "clear")
        let offline = try await stub.run(["favorites", "show", "52917", "--image", "blocks"], environment: truecolor)
        #expect(
            offline.status == 0 && offline.stdout.hasPrefix(Self.quadrantBlocks + "White chocolate creme brulee"),
            "\(offline.stdout.prefix(200))")
    }

    @Test("in a terminal: kitty, iTerm2 and half blocks chosen from the environment; none for an 8-colour TERM")
    func inATerminal() async throws {
        let stub = try Self.stub()
        defer { stub.stop() }
        let base = stub.endpoints.merging(["RECIPES_HOME": stub.home.path, "HOME": stub.home.path, "PAGER": "cat", "COLUMNS": "80"]) { $1 }
        let base64 = Self.png.base64EncodedString()
        let kitty = try await RecipesProcess.runInTerminal(
            ["desserts", "show", "52917", "-q"], environment: base.merging(["TERM": "xterm-kitty"]) { $1 })
        #expect(kitty.status == 0)
        #expect(
            kitty.stdout.hasPrefix("\(Self.esc)_Ga=T,f=100,t=d,q=2,c=40,m=0;\(base64)\(Self.esc)\\\n"),
            "\(kitty.stdout.prefix(120).debugDescription)")
        let iterm = try await RecipesProcess.runInTerminal(
            ["desserts", "show", "52917", "-q"],
            environment: base.merging(["TERM": "xterm-256color", "TERM_PROGRAM": "iTerm.app"]) { $1 })
        #expect(
            iterm.stdout.hasPrefix("\(Self.esc)]1337;File=inline=1;size=\(Self.png.count);width=40;preserveAspectRatio=1:\(base64)\u{07}\n")
        )
        let tmux = try await RecipesProcess.runInTerminal(
            ["desserts", "show", "52917", "-q"],
            environment: base.merging([
                "TERM": "screen-256color", "TMUX": "/tmp/tmux-1/default,1,0", "COLORTERM": "truecolor", "KITTY_WINDOW_ID": "3",
            ]) { $1 })
        #expect(tmux.stdout.hasPrefix(Self.quadrantBlocks), "\(tmux.stdout.prefix(120).debugDescription)")
        let narrow = try await RecipesProcess.runInTerminal(
            ["desserts", "show", "52917", "-q"],
            environment: base.merging(["TERM": "tmux-256color", "COLUMNS": "4"]) { $1 })
        #expect(
            narrow.stdout.hasPrefix("\(Self.esc)[38;5;196;48;5;196m▀\(Self.esc)[38;5;196;48;5;196m▀\(Self.esc)[38;5;46;"),
            "never wider than the terminal, 256 colours")
        // A colour terminal that is neither kitty nor iTerm2 may be asked whether it draws sixel (not
        // when input is pending, as `script` with no input may leave it); no answer comes, so: half
        // blocks in 24-bit colour.
        let asked = try await RecipesProcess.runInTerminal(
            ["desserts", "show", "52917", "-q"],
            environment: base.merging(["TERM": "xterm-256color", "COLORTERM": "truecolor"]) { $1 })
        #expect(asked.status == 0)
        #expect(
            asked.stdout.contains(Self.quadrantBlocks + "\(Self.esc)[1mWhite chocolate creme brulee"),
            "\(asked.stdout.prefix(120).debugDescription)")
        let requests = Self.pictureRequests(stub)
        let plain = try await RecipesProcess.runInTerminal(
            ["desserts", "show", "52917", "-q"], environment: base.merging(["TERM": "xterm"]) { $1 })
        #expect(plain.status == 0 && !plain.stdout.contains("\(Self.esc)_G") && !plain.stdout.contains("▀"))
        let noColour = try await RecipesProcess.runInTerminal(
            ["desserts", "show", "52917", "-q"],
            environment: base.merging(["TERM": "xterm-kitty", "NO_COLOR": "1"]) { $1 })
        #expect(!noColour.stdout.contains("\(Self.esc)_G"))
        #expect(Self.pictureRequests(stub) == requests, "no picture, no request")
    }

    @Test("pizza show draws the pizza's imageUrl PNG; cocktail show and random draw <strDrinkThumb>/preview")
    func pizzaAndCocktails() async throws {
        let pizza = try PizzaStub(override: { request in
            if request.path == "/images/pizza_PNG44095.png" {
                return .response(status: 200, headers: ["Content-Type": "image/png"], body: Self.png)
            }
            guard request.path == "/challenge/pizzas.json" else { return nil }
            let host = request.headers.first { $0.key.lowercased() == "host" }?.value ?? "localhost"
            return .json(
                Fixtures.text("pizza/pizzas.json")
                    .replacingOccurrences(of: "https://doclerlabs.github.io/mobile-native-challenge", with: "http://" + host))
        })
        defer { pizza.stop() }
        let margherita = try await pizza.run(["pizza", "show", "margherita", "--image", "blocks"], environment: ["COLORTERM": "truecolor"])
        #expect(margherita.status == 0)
        #expect(margherita.stdout.hasPrefix(Self.quadrantBlocks + "Margherita"), "\(margherita.stdout.prefix(200))")

        let cocktails = try CocktailDBStub(override: { request in
            if request.path.hasSuffix("/preview") {
                return .response(status: 200, headers: ["Content-Type": "image/jpeg"], body: Self.jpeg)
            }
            let host = request.headers.first { $0.key.lowercased() == "host" }?.value ?? "localhost"
            let sample = CocktailDBStub.drinks.map { drink in
                drink.mapValues { value in
                    (value as? String).map { $0.replacingOccurrences(of: "https://www.thecocktaildb.com", with: "http://" + host) } ?? value
                }
            }
            return CocktailDBStub.answer(request, sample: sample)
        })
        defer { cocktails.stop() }
        for arguments in [["cocktail", "show", "11007"], ["cocktail", "random"]] {
            let shown = try await cocktails.run(arguments + ["--image", "blocks"], environment: ["COLORTERM": "truecolor"])
            #expect(shown.status == 0, "\(arguments) \(shown.stderr)")
            #expect(shown.stdout.hasPrefix("\(Self.esc)[38;2;"), "\(arguments)")
        }
        #expect(cocktails.server.requests.filter { $0.path.hasSuffix("/preview") }.count == 1, "the second drew from the cache")
    }
}
