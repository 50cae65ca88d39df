import Foundation
import TestSupport
import Testing

/// TheMealDB, TheCocktailDB and Nenno's Pizza behind one loopback server, at /mealdb, /cocktaildb
/// and /pizza. `down` names the services that answer 503.
struct AllCatalogsStub: RecipesStub {
    let server: LoopbackServer
    let home: TemporaryFolder

    /// `override` is asked first for every request (nil: answer normally).
    init(down: Set<String> = [], override: (@Sendable (LoopbackServer.Request) -> LoopbackServer.Reply?)? = nil) throws {
        server = try LoopbackServer { request in
            if let reply = override?(request) { return reply }
            for service in ["mealdb", "cocktaildb", "pizza"] where request.path.hasPrefix("/\(service)/") {
                if down.contains(service) { return .status(503, "maintenance") }
                let inner = request.droppingPathPrefix("/\(service)")
                switch service {
                case "mealdb": return Self.mealDB(inner)
                case "cocktaildb": return CocktailDBStub.answer(inner)
                default: return PizzaStub.answer(inner.replacingTarget("/challenge" + inner.target.dropFirst("/x".count)))
                }
            }
            return .status(404, "not found")
        }
        home = try TemporaryFolder()
    }

    var endpoints: [String: String] {
        [
            "RECIPES_MEALDB_URL": server.url("mealdb/api/json/v1/1/"), "RECIPES_COCKTAILDB_URL": server.url("cocktaildb/api/json/v1/1/"),
            "RECIPES_PIZZA_URL": server.url("pizza/x/"), "RECIPES_NO_SNAPSHOT": "1",
        ]
    }

    /// search.php answers every category, as the real one does: the creme brulee and a chicken dish.
    static func mealDB(_ request: LoopbackServer.Request) -> LoopbackServer.Reply {
        if request.path == "/api/json/v1/1/search.php" {
            let text = (request.query.split(separator: "=", maxSplits: 1).last.map(String.init) ?? "").removingPercentEncoding ?? ""
            let lookup = try? JSONSerialization.jsonObject(with: Fixtures.data("mealdb/lookup-52917.json")) as? [String: [[String: Any]]]
            let brulee = String(
                decoding: (try? JSONSerialization.data(withJSONObject: lookup?["meals"]?.first ?? [:])) ?? Data(), as: UTF8.self)
            let chicken = #"{"idMeal":"52795","strMeal":"Chicken Handi with white chocolate","strCategory":"Chicken"}"#
            let meals = [("White chocolate creme brulee", String(brulee)), ("Chicken Handi with white chocolate", chicken)]
                .filter { $0.0.localizedCaseInsensitiveContains(text) }.map(\.1)
            return .json(meals.isEmpty ? #"{"meals":null}"# : #"{"meals":[\#(meals.joined(separator: ","))]}"#)
        }
        return MealDBStub.answer(request)
    }
}

@Suite("search and shopping list, end to end", .serialized)
struct SearchEndToEndTests {
    @Test("search asks every catalog and merges one alphabetical list with a catalog column")
    func search() async throws {
        let stub = try AllCatalogsStub()
        defer { stub.stop() }
        let result = try await stub.run("search", "white")
        #expect(result.status == 0, "\(result)")
        #expect(result.stderr == "")
        #expect(
            result.stdout
                == "desserts\t52917\tWhite chocolate creme brulee\tDessert\ncocktails\t16158\tWhitecap Margarita\tOther/Unknown\n",
            "the chicken dish TheMealDB also finds is not a dessert")
        let tequila = try await stub.run("search", "MARGARITA")
        #expect(
            tequila.stdout == """
                cocktails\t11118\tBlue Margarita\tOrdinary Drink
                cocktails\t11007\tMargarita\tOrdinary Drink
                cocktails\t178332\tSmashed Watermelon Margarita\tCocktail
                cocktails\t12322\tStrawberry Margarita\tOrdinary Drink
                cocktails\t17216\tTommy's Margarita\tOrdinary Drink
                cocktails\t16158\tWhitecap Margarita\tOther/Unknown

                """, "any case finds them")
        let tuna = try await stub.run("search", "tuna")
        #expect(tuna.stdout == "pizza\tMare Bianco\tMare Bianco\t9.70\npizza\tMari e monti\tMari e monti\t15.20\n")
        let mixed = try await stub.run("search", "ma", "--json")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(mixed.stdout.utf8)) as? [String: Any])
        let items = try #require(object["items"] as? [[String: Any]])
        #expect(Set(items.compactMap { $0["catalog"] as? String }) == ["cocktails", "pizza"])
        #expect(
            items.compactMap { $0["name"] as? String } == [
                "Blue Margarita", "Boottarga e Asparagi", "Boscaiola", "Hawaii", "Mare Bianco", "Margarita", "Margherita", "Mari e monti",
                "Primavera", "Smashed Watermelon Margarita", "Strawberry Margarita", "Tommy's Margarita", "Whitecap Margarita",
            ], "one alphabetical list across catalogs")
        #expect((object["failures"] as? [Any])?.isEmpty == true)
        #expect(object["schemaVersion"] as? Int == 2, "a pizza's price moved out of detail")
        let margherita = try #require(items.first { $0["name"] as? String == "Margherita" })
        #expect(margherita["price"] as? Double == 5.5, "a number, as in pizza menu: \(margherita)")
        #expect(margherita["detail"] is NSNull, "\(margherita)")
        let margarita = try #require(items.first { $0["name"] as? String == "Margarita" })
        #expect(margarita["detail"] as? String == "Ordinary Drink")
        #expect(margarita["price"] is NSNull, "\(margarita)")
    }

    @Test("--catalog narrows the search")
    func narrow() async throws {
        let stub = try AllCatalogsStub()
        defer { stub.stop() }
        let result = try await stub.run("search", "ma", "--catalog", "pizza")
        #expect(result.status == 0)
        #expect(result.stdout.split(separator: "\n").allSatisfy { $0.hasPrefix("pizza\t") })
        #expect(stub.server.requests.allSatisfy { $0.path.hasPrefix("/pizza/") })
        let unknown = try await stub.run("search", "ma", "--catalog", "soups")
        #expect(unknown.status == 64)
    }

    @Test("one catalog down: the others' rows, a warning naming it, exit 0; all down: exit 69")
    func oneDown() async throws {
        let stub = try AllCatalogsStub(down: ["cocktaildb"])
        defer { stub.stop() }
        let result = try await stub.run("search", "margherita")
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout == "pizza\tMargherita\tMargherita\t5.50\n")
        // Said once: not "did not answer: cannot reach".
        #expect(
            result.stderr
                == "warning: cocktails: \(stub.host) answered HTTP 503, and nothing cached can serve. Check your connection, or try again later.\n"
        )
        let json = try await stub.run("search", "margherita", "--json")
        #expect(json.stdout.contains(#""catalog" : "cocktails""#) && json.stdout.contains(#""failures""#))

        let all = try AllCatalogsStub(down: ["mealdb", "cocktaildb", "pizza"])
        defer { all.stop() }
        let none = try await all.run("search", "margherita")
        #expect(none.status == 69, "\(none)")
        #expect(none.stdout == "")
    }

    @Test("a catalog that cannot answer its search is named with why, and its stored lists are searched; the others answer live")
    func storedListsNamed() async throws {
        let down = Locked(false)
        let stub = try AllCatalogsStub(override: { request in
            down.value && request.path.hasPrefix("/cocktaildb/") ? .status(500, "oops") : nil
        })
        defer { stub.stop() }
        #expect(try await stub.run("cocktail", "list").status == 0, "every letter's drinks cached")
        down.set(true)
        let result = try await stub.run("search", "margarita")
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.split(separator: "\n").count == 6 && result.stdout.hasPrefix("cocktails\t11118\tBlue Margarita"), "\(result)")
        #expect(result.stderr == "cocktails: \(stub.host) answered HTTP 500; searched the stored lists, cached just now\n")
        let json = try await stub.run("search", "margarita", "--json")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let stored = try #require(object["stored"] as? [[String: Any]])
        #expect(stored.count == 1, "\(json.stdout)")
        #expect(stored.first?["catalog"] as? String == "cocktails" && stored.first?["source"] as? String == "cache")
        #expect(
            stored.first?["reason"] as? String == "\(stub.host) answered HTTP 500" && stored.first?["searchedStoredLists"] as? Bool == true)
        #expect(object["schemaVersion"] as? Int == 2 && object["source"] as? String == "cache")
        #expect(json.stderr == result.stderr)
    }

    @Test("shopping list: recipes by catalog:id-or-name, merged, in text, Markdown and JSON")
    func shoppingList() async throws {
        let stub = try AllCatalogsStub()
        defer { stub.stop() }
        let result = try await stub.run("shopping-list", "cocktail:11007", "cocktail:strawberry", "cocktail:tommy")
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.contains("Lemon juice\t1 oz\n"))
        #expect(result.stdout.contains("\nSalt\n"), "no measure in either recipe: one line, no amount")
        #expect(
            result.stdout.contains("Tequila\t2 1/2 oz (Margarita, Strawberry Margarita), 4.5 cl (Tommy's Margarita)\n"), "\(result.stdout)")
        #expect(result.stdout.contains("Triple sec\t1 oz\n"))
        let markdown = try await stub.run("shopping-list", "cocktail:11007", "dessert:52917", "--format", "markdown")
        #expect(
            markdown.stdout.hasPrefix(
                "# Shopping list\n\nFor: Margarita, White chocolate creme brulee\n\n- [ ] Caster Sugar — 2 tbs (White chocolate creme brulee), Top (White chocolate creme brulee)\n"
            ), "\(markdown)")
        let json = try await stub.run("shopping-list", "pizza:hawaii", "pizza:margherita", "--json")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(object["recipes"] as? [String] == ["Hawaii", "Margherita"])
        let mozzarella = (object["items"] as? [[String: Any]])?.first { $0["name"] as? String == "Mozzarella" }
        #expect((mozzarella?["needs"] as? [[String: Any]])?.first?["recipes"] as? [String] == ["Hawaii", "Margherita"])
    }

    @Test("shopping list for favorites works offline; none is nothing to list (exit 1); bad references are usage errors")
    func shoppingFavorites() async throws {
        let stub = try AllCatalogsStub()
        defer { stub.stop() }
        let none = try await stub.run("shopping-list", "--favorites")
        #expect(none.status == 1 && none.stdout == "", "\(none)")
        #expect(
            none.stderr
                == "recipes: there are no favorites to list: add some with 'recipes favorites add', or name recipes as catalog:id-or-name.\n"
        )
        _ = try await stub.run("favorites", "add", "cocktail", "11007")
        _ = try await stub.run("favorites", "add", "cocktail", "12322")
        stub.server.stop()
        let result = try await stub.run("shopping-list", "--favorites")
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.contains("Tequila\t2 1/2 oz\n"))
        for arguments in [
            ["shopping-list"], ["shopping-list", "52917"], ["shopping-list", "soup:1"], ["shopping-list", "--favorites", "dessert:1"],
        ] {
            #expect(try await stub.run(arguments).status == 64, "\(arguments)")
        }
    }
}
