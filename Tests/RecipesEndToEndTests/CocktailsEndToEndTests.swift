import Foundation
import TestSupport
import Testing

@Suite("recipes cocktail, end to end", .serialized)
struct CocktailsEndToEndTests {
    private func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test("search lists drinks alphabetically: id, name, category, alcoholic, glass")
    func search() async throws {
        let stub = try CocktailDBStub()
        defer { stub.stop() }
        let result = try await stub.run("cocktail", "search", "margarita")
        #expect(result.status == 0, "\(result)")
        #expect(result.stderr == "")
        #expect(
            result.stdout == """
                11118\tBlue Margarita\tOrdinary Drink\tAlcoholic\tCocktail glass
                11007\tMargarita\tOrdinary Drink\tAlcoholic\tCocktail glass
                178332\tSmashed Watermelon Margarita\tCocktail\tAlcoholic\tCollins glass
                12322\tStrawberry Margarita\tOrdinary Drink\tAlcoholic\tCocktail glass
                17216\tTommy's Margarita\tOrdinary Drink\tAlcoholic\tOld-Fashioned glass
                16158\tWhitecap Margarita\tOther/Unknown\tAlcoholic\tMargarita/Coupette glass

                """)
        let alias = try await stub.run("cocktails", "search", "margarita", "--json")
        let items = try #require(try json(alias.stdout)["items"] as? [[String: Any]])
        #expect(items.count == 6)
        #expect(Set(items[0].keys) == ["id", "name", "category", "alcoholic", "glass", "thumbnailURL", "favorite"])
    }

    @Test("search text reaches the server exactly as typed", arguments: ["AT&T", "1+1", "50/50", "100%", "a=b&s=x", "piña colada 🍹"])
    func encoding(text: String) async throws {
        let stub = try CocktailDBStub()
        defer { stub.stop() }
        let result = try await stub.run("cocktail", "search", text)
        #expect(result.status == 0, "\(result)")
        let query = try #require(stub.server.requests.first?.query)
        #expect(query.hasPrefix("s="))
        #expect(String(query.dropFirst(2)).removingPercentEncoding == text)
        #expect(!query.dropFirst(2).contains("&") && !query.dropFirst(2).contains("+"))
    }

    @Test("an empty search is not an error: a note on stderr, exit 0, items [] in JSON")
    func emptySearch() async throws {
        let stub = try CocktailDBStub()
        defer { stub.stop() }
        let text = try await stub.run("cocktail", "search", "zzzz")
        #expect(text.status == 0 && text.stdout == "")
        #expect(text.stderr == "no cocktail matches 'zzzz'\n")
        let json = try await stub.run("cocktail", "search", "zzzz", "--json")
        #expect(json.status == 0)
        #expect((try self.json(json.stdout)["items"] as? [Any])?.isEmpty == true)
    }

    @Test("show prints the drink, with Salt listed though it has no measure")
    func show() async throws {
        let stub = try CocktailDBStub()
        defer { stub.stop() }
        let result = try await stub.run("cocktail", "show", "11007")
        #expect(result.status == 0, "\(result)")
        #expect(result.stderr == "")
        #expect(
            result.stdout.hasPrefix(
                """
                Margarita
                Category: Ordinary Drink · Alcoholic: Alcoholic · Glass: Cocktail glass · IBA: Contemporary Classics
                Tags: IBA, ContemporaryClassic

                Ingredients
                  1 1/2 oz\tTequila
                  1/2 oz\tTriple sec
                  1 oz\tLime juice
                  -\tSalt

                Instructions
                Rub the rim of the glass
                """))
        #expect(
            result.stdout.hasSuffix(
                stub.localPictures(
                    "Image: https://www.thecocktaildb.com/images/media/drink/5noda61589575158.jpg\nSource: https://www.thecocktaildb.com/drink/11007\n"
                )
            ))
        let json = try await stub.run("cocktail", "show", "11007", "--json")
        let item = try #require(try self.json(json.stdout)["item"] as? [String: Any])
        #expect(item["iba"] as? String == "Contemporary Classics")
        #expect(item["glass"] as? String == "Cocktail glass")
        #expect((item["instructionsByLanguage"] as? [String: String])?.keys.sorted() == ["de", "it"])
        let missing = try await stub.run("cocktail", "show", "1")
        #expect(missing.status == 1 && missing.stderr == "recipes: no cocktail with id 1.\n")
    }

    @Test("show and share take a name too")
    func byName() async throws {
        let stub = try CocktailDBStub()
        defer { stub.stop() }
        let shown = try await stub.run("cocktail", "show", "tommy")
        #expect(shown.status == 0, "\(shown)")
        #expect(shown.stdout.hasPrefix("Tommy's Margarita\n"))
        #expect(try await stub.run("cocktail", "share", "Margarita").stdout.hasPrefix("# Margarita\n"))
        let several = try await stub.run("cocktail", "show", "straw")
        #expect(several.status == 0, "a unique part: \(several)")
        let none = try await stub.run("cocktail", "show", "mojito")
        #expect(none.status == 1)
        #expect(none.stderr == "recipes: no cocktail is called 'mojito'.\n")
    }

    @Test("--lang shows the translation when there is one, else English with a note")
    func language() async throws {
        let stub = try CocktailDBStub()
        defer { stub.stop() }
        let german = try await stub.run("cocktail", "show", "11007", "--lang", "de")
        #expect(german.status == 0 && german.stderr == "")
        #expect(german.stdout.contains("\nInstructions\nReiben Sie den Rand des Glases"))
        let french = try await stub.run("cocktail", "show", "11007", "--lang", "fr")
        #expect(french.status == 0)
        #expect(french.stderr == "no fr instructions for Margarita; showing English\n")
        #expect(french.stdout.contains("\nInstructions\nRub the rim of the glass"))
        let bad = try await stub.run("cocktail", "show", "11007", "--lang", "klingon")
        #expect(bad.status == 64)
    }

    @Test("filter: all ingredients by default, --any for the union, --almost marks what is missing")
    func filter() async throws {
        let stub = try CocktailDBStub()
        defer { stub.stop() }
        let all = try await stub.run("cocktail", "filter", "--ingredient", "Tequila", "-i", "Salt")
        #expect(all.status == 0, "\(all)")
        #expect(all.stdout == "11118\tBlue Margarita\n11007\tMargarita\n12322\tStrawberry Margarita\n")
        #expect(Set(stub.server.requests.map(\.target)) == ["/api/json/v1/1/filter.php?i=Tequila", "/api/json/v1/1/filter.php?i=Salt"])

        let any = try await stub.run("cocktail", "filter", "-i", "Triple sec", "-i", "Agave syrup", "--any")
        #expect(any.stdout == "11007\tMargarita\n12322\tStrawberry Margarita\n17216\tTommy's Margarita\n")

        let almost = try await stub.run("cocktail", "filter", "-i", "Tequila", "-i", "Triple sec", "-i", "Salt", "--almost")
        #expect(
            almost.stdout == """
                11118\tBlue Margarita\tmissing: Triple sec
                11007\tMargarita
                12322\tStrawberry Margarita

                """)
        let almostJSON = try await stub.run("cocktail", "filter", "-i", "Tequila", "-i", "Triple sec", "-i", "Salt", "--almost", "--json")
        let items = try #require(try json(almostJSON.stdout)["items"] as? [[String: Any]])
        #expect(items.map { $0["missing"] as? [String] } == [["Triple sec"], [], []])
    }

    @Test("filter with nothing in common: a note, exit 0, items []")
    func filterEmpty() async throws {
        let stub = try CocktailDBStub()
        defer { stub.stop() }
        let result = try await stub.run("cocktail", "filter", "-i", "Gin", "--json")
        #expect(result.status == 0, "\(result)")
        #expect(result.stderr == "no cocktail has all of those ingredients\n")
        #expect((try json(result.stdout)["items"] as? [Any])?.isEmpty == true)
    }

    @Test("filter --details shows each recipe inline, and JSON carries each item's details")
    func details() async throws {
        let stub = try CocktailDBStub()
        defer { stub.stop() }
        let text = try await stub.run("cocktail", "filter", "-i", "Agave syrup", "--details")
        #expect(text.status == 0, "\(text)")
        #expect(
            text.stdout.hasPrefix("Tommy's Margarita (17216)\nCategory: Ordinary Drink · Alcoholic: Alcoholic · Glass: Old-Fashioned glass")
        )
        #expect(text.stdout.contains("  4.5 cl\tTequila\n"))
        let json = try await stub.run("cocktail", "filter", "-i", "Salt", "--details", "--json")
        let items = try #require(try self.json(json.stdout)["items"] as? [[String: Any]])
        #expect(items.count == 3)
        #expect(items.allSatisfy { ($0["details"] as? [String: Any])?["glass"] is String })
    }

    @Test("the details fan-out never has more requests in flight than --concurrency, and runs them concurrently")
    func bound() async throws {
        // The first lookups are held until `count` of them are in flight, so the peak is reached
        // for certain, not by lucky timing.
        func stub(holdingLookupsUntil count: Int) throws -> (CocktailDBStub, Latch) {
            let latch = Latch(count: count)
            let stub = try CocktailDBStub(override: { request in
                if request.path.hasSuffix("/lookup.php"), !latch.isOpen { latch.arriveAndWait(within: 20) }
                return nil
            })
            return (stub, latch)
        }
        let (narrow, two) = try stub(holdingLookupsUntil: 2)
        defer { narrow.stop() }
        let result = try await narrow.run("cocktail", "filter", "-i", "Tequila", "--details", "--concurrency", "2")
        #expect(result.status == 0, "\(result)")
        #expect(two.isOpen)
        #expect(narrow.server.requests.count == 7)
        #expect(narrow.server.maxConcurrentRequests == 2)
        // The default allows 8 at once; all 6 lookups go out together.
        let (wide, six) = try stub(holdingLookupsUntil: 6)
        defer { wide.stop() }
        let all = try await wide.run("cocktail", "filter", "-i", "Tequila", "--details")
        #expect(all.status == 0, "\(all)")
        #expect(six.isOpen)
        #expect(wide.server.maxConcurrentRequests == 6)
    }

    @Test("a failing lookup inside the fan-out fails the command with a clear error, never a partial answer")
    func fanOutFailure() async throws {
        let stub = try CocktailDBStub(override: { request in
            request.target == "/api/json/v1/1/lookup.php?i=12322" ? .status(200, "<html>oops</html>", contentType: "text/html") : nil
        })
        defer { stub.stop() }
        let result = try await stub.run("cocktail", "filter", "-i", "Salt", "--details", "--no-snapshot")
        #expect(result.status == 65, "\(result)")
        #expect(result.stdout == "")
        #expect(result.stderr == "recipes: invalid data from \(stub.host): the server sent an HTML page instead of JSON.\n")
    }

    @Test("random shows a drink")
    func random() async throws {
        let stub = try CocktailDBStub()
        defer { stub.stop() }
        let result = try await stub.run("cocktail", "random")
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.hasPrefix("Margarita\n"))
        #expect(stub.server.requests.map(\.target) == ["/api/json/v1/1/random.php"])
    }

    @Test("share prints a self-contained recipe in Markdown or text")
    func share() async throws {
        let stub = try CocktailDBStub()
        defer { stub.stop() }
        let markdown = try await stub.run("cocktail", "share", "11007")
        #expect(markdown.status == 0, "\(markdown)")
        #expect(
            markdown.stdout
                == stub.localPictures(
                    """
                    # Margarita

                    ![Margarita](https://www.thecocktaildb.com/images/media/drink/5noda61589575158.jpg)

                    ## Ingredients

                    - 1 1/2 oz Tequila
                    - 1/2 oz Triple sec
                    - 1 oz Lime juice
                    - Salt

                    ## Steps

                    1. Rub the rim of the glass with the lime slice to make the salt stick to it. Take care to moisten only the outer rim and sprinkle the salt on it. The salt should present to the lips of the imbiber and never mix into the cocktail. Shake the other ingredients with ice, then carefully pour into the glass.

                    Serve in: Cocktail glass

                    Source: [TheCocktailDB](https://www.thecocktaildb.com/drink/11007)

                    """))
        let text = try await stub.run("cocktail", "share", "17216", "--format", "text")
        #expect(
            text.stdout.hasPrefix(
                stub.localPictures(
                    "Tommy's Margarita\nPhoto: https://www.thecocktaildb.com/images/media/drink/loezxn1504373874.jpg\n\nIngredients:\n- 4.5 cl Tequila\n"
                )
            ))
        #expect(
            text.stdout.hasSuffix("Serve in: Old-Fashioned glass\n\nSource: TheCocktailDB, https://www.thecocktaildb.com/drink/17216\n"))
    }

    @Test("cocktails can be favorites, by id or by name")
    func favorites() async throws {
        let stub = try CocktailDBStub()
        defer { stub.stop() }
        #expect(
            try await stub.run("favorites", "add", "cocktail", "tommy").stderr
                == "added to favorites: Tommy's Margarita (cocktails/17216)\n")
        #expect(try await stub.run("cocktail", "show", "11007", "--favorite").stderr == "added to favorites: Margarita (cocktails/11007)\n")
        stub.server.stop()
        #expect(try await stub.run("favorites").stdout == "cocktails\t11007\tMargarita\ncocktails\t17216\tTommy's Margarita\n")
        #expect(try await stub.run("favorites", "show", "tommy").stdout.contains("Glass: Old-Fashioned glass"))
    }

    @Test(
        "server failures keep their documented codes and say what the server did",
        arguments: [
            (500, Int32(69), "HOST answered HTTP 500, and nothing cached can serve. Check your connection, or try again later."),
            (404, Int32(65), "invalid data from HOST: unexpected HTTP status 404."),
        ])
    func failures(status: Int, code: Int32, message: String) async throws {
        let stub = try CocktailDBStub(override: { _ in .status(status, "x") })
        defer { stub.stop() }
        let result = try await stub.run(["cocktail", "search", "margarita"], environment: ["RECIPES_NO_SNAPSHOT": "1"])
        #expect(result.status == code, "\(result)")
        #expect(result.stdout == "")
        #expect(result.stderr == "recipes: \(message.replacingOccurrences(of: "HOST", with: stub.host))\n")
    }

    @Test(
        "usage errors: no ingredient, --any with --almost, --almost with one ingredient, a bad --concurrency",
        arguments: [
            ["cocktail", "filter"], ["cocktail", "filter", "-i", "Gin", "-i", "Rum", "--any", "--almost"],
            ["cocktail", "filter", "-i", "Gin", "--almost"], ["cocktail", "filter", "-i", "Gin", "--concurrency", "0"],
            ["cocktail", "show", ""], ["cocktail", "share", "11007", "--format", "pdf"],
        ])
    func usage(arguments: [String]) async throws {
        let stub = try CocktailDBStub()
        defer { stub.stop() }
        let result = try await stub.run(arguments)
        #expect(result.status == 64, "\(result)")
        #expect(stub.server.requests.isEmpty)
    }
}
