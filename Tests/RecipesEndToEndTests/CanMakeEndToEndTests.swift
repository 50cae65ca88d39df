import Foundation
import TestSupport
import Testing

/// `recipes can-make` against loopback TheCocktailDB and TheMealDB answering from the real samples:
/// the six margaritas, the creme brulee, and Corba (a side TheMealDB's filter also answers).
@Suite("can-make, end to end", .serialized)
struct CanMakeEndToEndTests {
    /// Runs `pantry add names…` first.
    private func stocked<Stub: RecipesStub>(_ stub: Stub, _ names: String...) async throws -> Stub {
        let added = try await stub.run(["pantry", "add"] + names)
        #expect(added.status == 0, "\(added)")
        return stub
    }

    private static let margaritaShelf = ["Tequila", "lime juice", "Salt", "Triple sec"]

    private func requests(_ stub: some RecipesStub, _ path: String) -> [String] {
        stub.server.requests.filter { $0.path.hasSuffix(path) }.map(\.query)
    }

    @Test("an empty pantry is one line telling what to do, exit 1, and no request")
    func emptyPantry() async throws {
        let stub = try AllCatalogsStub()
        defer { stub.stop() }
        for arguments in [
            ["can-make"], ["can-make", "--json"], ["can-make", "--buy-next"], ["can-make", "--missing", "1", "--shopping-list"],
        ] {
            let result = try await stub.run(arguments)
            #expect(result.status == 1 && result.stdout == "", "\(arguments) \(result)")
            #expect(
                result.stderr == "recipes: the pantry is empty, so nothing can be made; put what you have on the shelf with "
                    + "'recipes pantry add Tequila \"Lime juice\"'.\n")
        }
        #expect(stub.server.requests.isEmpty)
    }

    @Test("lists only what the shelf makes whole: one filter.php?i= per name it searches by, one lookup per drink found")
    func makesWhole() async throws {
        let stub = try CocktailDBStub()
        defer { stub.stop() }
        _ = try await stocked(stub, "Tequila", "lime juice", "Salt", "Triple sec")
        let result = try await stub.run("can-make", "--catalog", "cocktails")
        #expect(result.status == 0 && result.stderr == "", "\(result)")
        #expect(result.stdout == "cocktails\t11007\tMargarita\tnothing missing\n")
        // Each item as the pantry spells it, and the spellings of what it covers: a kind of tequila, the
        // lime its juice stands for, the triple sec Cointreau is.
        #expect(
            Set(requests(stub, "filter.php")) == [
                "i=Lime%20juice", "i=Salt", "i=Tequila", "i=Triple%20sec", "i=Gold%20tequila", "i=Fresh%20lime%20juice", "i=Lime",
                "i=Cointreau",
            ])
        #expect(requests(stub, "filter.php").count == 8)
        // Every margarita has tequila: each looked up once, however many items found it.
        #expect(requests(stub, "lookup.php").sorted() == ["i=11007", "i=11118", "i=12322", "i=16158", "i=17216", "i=178332"])
    }

    @Test("--missing N adds recipes missing at most N, fewest first then by name; ice is a staple unless --no-staples")
    func missing() async throws {
        let stub = try CocktailDBStub()
        defer { stub.stop() }
        _ = try await stocked(stub, "Tequila", "lime juice", "Salt", "Triple sec")
        let one = try await stub.run("can-make", "--catalog", "cocktails", "--missing", "1")
        #expect(one.status == 0 && one.stderr == "", "\(one)")
        #expect(
            one.stdout == """
                cocktails\t11007\tMargarita\tnothing missing
                cocktails\t11118\tBlue Margarita\tmissing: Blue Curacao
                cocktails\t17216\tTommy's Margarita\tmissing: Agave syrup
                cocktails\t16158\tWhitecap Margarita\tmissing: Cream of coconut

                """)
        let strict = try await stub.run("can-make", "--catalog", "cocktails", "--missing", "2", "--no-staples")
        #expect(
            strict.stdout == """
                cocktails\t11007\tMargarita\tnothing missing
                cocktails\t11118\tBlue Margarita\tmissing: Blue Curacao
                cocktails\t17216\tTommy's Margarita\tmissing: Agave syrup
                cocktails\t16158\tWhitecap Margarita\tmissing: Ice, Cream of coconut

                """, "\(strict)")
        // A drink naming an ingredient twice (Watermelon, Mint) counts it once; its Lime is the lime juice at hand.
        let four = try await stub.run("can-make", "--catalog", "cocktails", "--missing", "4")
        #expect(
            four.stdout.hasSuffix(
                "cocktails\t178332\tSmashed Watermelon Margarita\tmissing: Watermelon, Mint, Grapefruit Juice\tLime ← Lime juice\n"
                    + "cocktails\t12322\tStrawberry Margarita\tmissing: Strawberry schnapps, Lemon juice, Strawberries\n"),
            "\(four)")
    }

    @Test("nothing within reach is an empty stdout, a note saying what to try, exit 0")
    func nothing() async throws {
        let stub = try CocktailDBStub()
        defer { stub.stop() }
        _ = try await stocked(stub, "Tequila")
        let result = try await stub.run("can-make", "--catalog", "cocktails")
        #expect(result.status == 0 && result.stdout == "", "\(result)")
        #expect(result.stderr == "nothing can be made from the pantry alone; see what is close with: recipes can-make --missing 1\n")
    }

    @Test("--json: the envelope with what was asked, and each recipe with what it lacks")
    func json() async throws {
        let stub = try CocktailDBStub()
        defer { stub.stop() }
        _ = try await stocked(stub, "Tequila", "lime juice", "Salt", "Triple sec")
        let result = try await stub.run("can-make", "--catalog", "cocktails", "--missing", "1", "--json")
        #expect(result.status == 0 && result.stderr == "", "\(result)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(document["schemaVersion"] as? Int == 1)
        #expect(document["catalog"] as? String == "cocktails")
        #expect(document["source"] as? String == "live")
        #expect(document["missingAtMost"] as? Int == 1)
        #expect(document["skipped"] as? Int == 0)
        #expect((document["fetchedAt"] as? String)?.hasPrefix("20") == true)
        #expect(
            document["staples"] as? [String] == ["Water", "Cold water", "Hot water", "Boiling water", "Ice", "Crushed ice", "Ice cubes"])
        let items = try #require(document["items"] as? [NSDictionary])
        let first = try #require(items.first?.mutableCopy() as? NSMutableDictionary)
        let matches = first["matches"] as? [NSDictionary]
        first.removeObject(forKey: "matches")
        #expect(first == ["catalog": "cocktails", "id": "11007", "name": "Margarita", "missing": [], "ingredients": 4] as NSDictionary)
        #expect(
            matches?.first
                == ["ingredient": "Tequila", "identity": "Tequila", "family": [], "match": "exact", "pantry": ["Tequila"]] as NSDictionary)
        #expect(matches?.map { $0["match"] as? String } == ["exact", "exact", "exact", "exact"])
        #expect(items.map { $0["name"] as? String } == ["Margarita", "Blue Margarita", "Tommy's Margarita", "Whitecap Margarita"])
        #expect(items.last?["missing"] as? [String] == ["Cream of coconut"])
    }

    @Test("--buy-next names what completes the most recipes within --missing, each with how many and which")
    func buyNext() async throws {
        let stub = try CocktailDBStub()
        defer { stub.stop() }
        _ = try await stocked(stub, "Tequila")
        let result = try await stub.run("can-make", "--catalog", "cocktails", "--buy-next", "--missing", "3")
        #expect(result.status == 0 && result.stderr == "", "\(result)")
        #expect(
            result.stdout == """
                Lime juice\t4\tBlue Margarita, Margarita, Tommy's Margarita, Whitecap Margarita
                Agave syrup\t1\tTommy's Margarita
                Blue Curacao\t1\tBlue Margarita
                Cream of coconut\t1\tWhitecap Margarita
                Triple sec\t1\tMargarita

                """)
        let json = try await stub.run("can-make", "--catalog", "cocktails", "--buy-next", "--missing", "3", "--json")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any], "\(json)")
        let items = try #require(document["items"] as? [NSDictionary])
        #expect(
            items[1] == [
                "name": "Agave syrup", "count": 1, "recipes": [["catalog": "cocktails", "id": "17216", "name": "Tommy's Margarita"]],
            ] as NSDictionary)
        // Without --missing, --buy-next looks one ingredient away.
        let near = try await stub.run("can-make", "--catalog", "cocktails", "--buy-next")
        #expect(near.status == 0 && near.stdout == "", "\(near)")
        #expect(near.stderr == "nothing is missing at most 1 ingredient; try a larger --missing\n")
    }

    @Test("--shopping-list adds up what is missing in the shopping list's own shapes")
    func shoppingList() async throws {
        let stub = try CocktailDBStub()
        defer { stub.stop() }
        _ = try await stocked(stub, "Tequila", "Triple sec")
        let text = try await stub.run("can-make", "--catalog", "cocktails", "--missing", "2", "--shopping-list")
        #expect(text.status == 0 && text.stderr == "", "\(text)")
        #expect(
            text.stdout == """
                Agave syrup\t2 spoons
                Blue Curacao\t1 oz
                Cream of coconut\t1/4 cup
                Lime juice\t2 oz (Margarita, Blue Margarita), 1.5 cl (Tommy's Margarita), 3 tblsp fresh (Whitecap Margarita)

                """, "a margarita's salt is its rim, which never blocks a drink")
        let markdown = try await stub.run("can-make", "--catalog", "cocktails", "--missing", "2", "--shopping-list", "--format", "markdown")
        #expect(
            markdown.stdout.hasPrefix("# Shopping list\n\nFor: Margarita, Blue Margarita, Tommy's Margarita, Whitecap Margarita\n\n- [ ] "),
            "\(markdown)")
        // Without --missing, the list is of what recipes one ingredient away lack: the margarita's lime juice.
        let near = try await stub.run("can-make", "--catalog", "cocktails", "--shopping-list")
        #expect(near.status == 0 && near.stdout == "Lime juice\t1 oz\n" && near.stderr == "", "\(near)")
        let whole = try await stub.run("can-make", "--catalog", "cocktails", "--shopping-list", "--missing", "0")
        #expect(whole.status == 0 && whole.stdout == "", "\(whole)")
        #expect(whole.stderr == "nothing can be made from the pantry alone; see what is close with: recipes can-make --missing 1\n")
        let json = try await stub.run("can-make", "--catalog", "cocktails", "--missing", "2", "--shopping-list", "--json")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any], "\(json)")
        #expect(document["recipes"] as? [String] == ["Margarita", "Blue Margarita", "Tommy's Margarita", "Whitecap Margarita"])
        #expect((document["items"] as? [Any])?.count == 4)
    }

    @Test("desserts: TheMealDB's filter answer is kept to the dessert list (Corba, a side, is never looked up)")
    func desserts() async throws {
        let stub = try MealDBStub()
        defer { stub.stop() }
        _ = try await stocked(stub, "Double Cream", "white chocolate chips", "Vanilla", "Egg Yolks", "Mint", "Water")
        let result = try await stub.run("can-make", "--catalog", "desserts", "--missing", "1")
        #expect(result.status == 0 && result.stderr == "", "\(result)")
        #expect(result.stdout == "desserts\t52917\tWhite chocolate creme brulee\tmissing: Caster Sugar\n")
        #expect(requests(stub, "lookup.php") == ["i=52917"])
        #expect(requests(stub, "filter.php").contains("c=Dessert"))
        _ = try await stub.run("pantry", "add", "caster sugar")
        let whole = try await stub.run("can-make", "--catalog", "desserts")
        #expect(whole.stdout == "desserts\t52917\tWhite chocolate creme brulee\tnothing missing\n", "\(whole)")
    }

    @Test("--catalog all (the default) ranks cocktails and desserts together")
    func all() async throws {
        let stub = try AllCatalogsStub()
        defer { stub.stop() }
        _ = try await stocked(stub, "Tequila", "Lime juice", "Salt", "Double Cream", "White Chocolate Chips", "Vanilla", "Egg Yolks")
        let result = try await stub.run("can-make", "--missing", "1")
        #expect(result.status == 0 && result.stderr == "", "\(result)")
        #expect(
            result.stdout == """
                cocktails\t11118\tBlue Margarita\tmissing: Blue Curacao
                cocktails\t11007\tMargarita\tmissing: Triple sec
                cocktails\t17216\tTommy's Margarita\tmissing: Agave syrup
                desserts\t52917\tWhite chocolate creme brulee\tmissing: Caster Sugar
                cocktails\t16158\tWhitecap Margarita\tmissing: Cream of coconut

                """)
    }

    @Test("works offline from the cache, and says so on stderr; --offline makes no request")
    func offline() async throws {
        let stub = try CocktailDBStub()
        defer { stub.stop() }
        _ = try await stocked(stub, "Tequila", "lime juice", "Salt", "Triple sec")
        let live = try await stub.run("can-make", "--catalog", "cocktails", "--missing", "1")
        #expect(live.status == 0 && live.stderr == "", "\(live)")
        let count = stub.server.requests.count
        let offline = try await stub.run("can-make", "--catalog", "cocktails", "--missing", "1", "--offline")
        #expect(offline.status == 0, "\(offline)")
        #expect(offline.stdout == live.stdout)
        #expect(offline.stderr == "offline: showing cocktails cached just now\n")
        #expect(stub.server.requests.count == count)
        stub.server.stop()
        let down = try await stub.run("can-make", "--catalog", "cocktails", "--missing", "1", "--no-snapshot")
        #expect(down.status == 0, "\(down)")
        #expect(down.stdout == live.stdout)
        #expect(down.stderr == "offline: showing cocktails cached just now (cannot reach \(stub.host): connection refused)\n")
    }

    @Test("a server that is down with nothing cached is exit 69, nothing on stdout")
    func unavailable() async throws {
        let stub = try CocktailDBStub(override: { _ in .status(503, "maintenance") })
        defer { stub.stop() }
        _ = try await stocked(stub, "Tequila")
        let result = try await stub.run("can-make", "--catalog", "cocktails", "--no-snapshot")
        #expect(result.status == 69 && result.stdout == "", "\(result)")
        #expect(result.stderr.hasPrefix("recipes: "))
        #expect(result.stderr.split(separator: "\n").count <= 2)
    }

    @Test(
        "bad options are usage errors, exit 64",
        arguments: [
            ["can-make", "--missing", "-1"], ["can-make", "--missing", "21"], ["can-make", "--catalog", "pizza"],
            ["can-make", "--buy-next", "--shopping-list"], ["can-make", "--buy-next", "--missing", "0"],
            ["can-make", "--format", "markdown"],
            ["can-make", "--concurrency", "0"],
        ])
    func usage(arguments: [String]) async throws {
        let stub = try CocktailDBStub()
        defer { stub.stop() }
        let result = try await stub.run(arguments)
        #expect(result.status == 64 && result.stdout == "", "\(result)")
        #expect(stub.server.requests.isEmpty)
    }

    @Test("cocktail filter's help says what it does and points at can-make")
    func filterHelp() async throws {
        let stub = try CocktailDBStub()
        defer { stub.stop() }
        let help = try await stub.run("cocktail", "filter", "--help")
        #expect(help.status == 0, "\(help)")
        func words(_ text: String) -> String { text.split(whereSeparator: \.isWhitespace).joined(separator: " ") }
        #expect(words(help.stdout).contains("OVERVIEW: Drinks that contain all of the given ingredients (or, with --any, any of them)."))
        #expect(
            words(help.stdout).contains(
                "For what you can mix from what is on your shelf, keep it in the pantry and ask `recipes can-make`."))
        #expect(!help.stdout.contains("from what is on the shelf."))
        let canMake = try await stub.run("can-make", "--help")
        #expect(words(canMake.stdout).contains("Water, Cold water, Hot water, Boiling water, Ice, Crushed ice, Ice cubes"), "\(canMake)")
    }

    @Test("a fan-out counts its requests on the spinner line at a terminal: n/N")
    func progress() async throws {
        let stub = try CocktailDBStub(delay: 0.1)
        defer { stub.stop() }
        _ = try await stocked(stub, "Tequila")
        let environment = stub.endpoints.merging(["RECIPES_HOME": stub.home.path, "HOME": stub.home.path, "TERM": "xterm", "NO_COLOR": "1"])
        { $1 }
        let shown = try await RecipesProcess.runInTerminal(
            ["can-make", "--catalog", "cocktails", "--missing", "3", "--concurrency", "2"],
            environment: environment, keepActivity: true)
        #expect(shown.status == 0, "\(shown)")
        // Six lookups two at a time, each 100 ms.
        let counts = shown.stdout.split(separator: "\r").filter { $0.range(of: #"loading… \d+/6"#, options: .regularExpression) != nil }
        #expect(counts.count >= 2, "the count is drawn as lookups finish: \(shown.stdout.debugDescription)")
        #expect(shown.stdout.contains("Tommy's Margarita"))
    }
}
