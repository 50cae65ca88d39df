import Foundation
import TestSupport
import Testing

/// Browsing: `cocktail list` by letter, category, glass and alcohol; the name lists; `desserts list
/// --area` and `desserts categories|areas`. Real binary, loopback server, real samples.
@Suite("browsing cocktails and desserts, end to end")
struct BrowseEndToEndTests {
    @Test("cocktail list by letter, category, glass and alcohol: alphabetical id and name, criteria combined")
    func cocktailList() async throws {
        let stub = try CocktailDBStub()
        defer { stub.stop() }
        let letter = try await stub.run("cocktail", "list", "--letter", "S")
        #expect(letter.status == 0, "\(letter)")
        #expect(letter.stdout == "178332\tSmashed Watermelon Margarita\n12322\tStrawberry Margarita\n")
        #expect(stub.server.requests.last?.target == "/api/json/v1/1/search.php?f=s")
        let category = try await stub.run("cocktail", "list", "--category", "Ordinary Drink")
        #expect(
            category.stdout == "11118\tBlue Margarita\n11007\tMargarita\n12322\tStrawberry Margarita\n17216\tTommy's Margarita\n",
            "\(category)")
        #expect(stub.server.requests.last?.target == "/api/json/v1/1/filter.php?c=Ordinary%20Drink")
        let both = try await stub.run("cocktail", "list", "--category", "Ordinary Drink", "--glass", "Cocktail glass", "--alcoholic")
        #expect(both.stdout == "11118\tBlue Margarita\n11007\tMargarita\n12322\tStrawberry Margarita\n", "\(both)")
        let none = try await stub.run("cocktail", "list", "--non-alcoholic")
        #expect(none.status == 0 && none.stdout == "", "'None Found' is an empty list: \(none)")
        #expect(none.stderr == "no cocktail matches those criteria\n")
        #expect(stub.server.requests.last?.target == "/api/json/v1/1/filter.php?a=Non_Alcoholic")
    }

    @Test("cocktail list with no criteria lists every drink, one request per letter or digit")
    func everyDrink() async throws {
        let stub = try CocktailDBStub()
        defer { stub.stop() }
        let result = try await stub.run("cocktail", "list", "--json")
        #expect(result.status == 0, "\(result)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let items = try #require(object["items"] as? [[String: Any]])
        #expect(
            items.map { $0["name"] as? String } == [
                "Blue Margarita", "Margarita", "Smashed Watermelon Margarita",
                "Strawberry Margarita", "Tommy's Margarita", "Whitecap Margarita",
            ])
        #expect(object["catalog"] as? String == "cocktails" && object["schemaVersion"] as? Int == 1)
        #expect(stub.server.requests.filter { $0.path.hasSuffix("search.php") }.count == 36)
    }

    @Test("categories, glasses and ingredients: one name per line, or the names envelope with --json")
    func cocktailNames() async throws {
        let stub = try CocktailDBStub()
        defer { stub.stop() }
        let categories = try await stub.run("cocktail", "categories")
        #expect(categories.status == 0, "\(categories)")
        #expect(categories.stdout.hasPrefix("Beer\nCocktail\nCocoa\nCoffee / Tea\nHomemade Liqueur\n"), "\(categories.stdout)")
        #expect(categories.stdout.split(separator: "\n").count == 11)
        let glasses = try await stub.run("cocktail", "glasses", "--json")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(glasses.stdout.utf8)) as? [String: Any])
        #expect(object["list"] as? String == "glasses" && object["source"] as? String == "live")
        #expect((object["items"] as? [String])?.first == "Balloon Glass")
        let ingredients = try await stub.run("cocktail", "ingredients")
        #expect(
            ingredients.stdout.contains("Añejo rum\n") && ingredients.stdout.hasPrefix("7-Up\nAbsolut Citron\n"), "\(ingredients.stdout)")
    }

    @Test("browsing is cached and offline like everything else, and completes drink names")
    func cachedAndCompleted() async throws {
        let stub = try CocktailDBStub()
        defer { stub.stop() }
        #expect(try await stub.run("cocktail", "list", "--letter", "s").status == 0)
        #expect(try await stub.run("cocktail", "categories").status == 0)
        stub.server.stop()
        let offline = try await stub.run("cocktail", "list", "--letter", "s", "--no-snapshot")
        #expect(offline.status == 0, "\(offline)")
        #expect(offline.stderr.hasPrefix("offline: showing cocktails cached just now"), "\(offline.stderr)")
        #expect(try await stub.run("cocktail", "categories", "--offline").stdout.hasPrefix("Beer\n"))
        let completed = try await stub.run(
            ["---completion", "cocktail", "show", "--", "positional@0", "3", "2", "recipes", "cocktail", "show", "Sm"],
            environment: ["SAP_SHELL": "fish"])
        #expect(completed.stdout == "Smashed Watermelon Margarita\n", "\(completed)")
    }

    @Test(
        "bad criteria are usage errors before any request",
        arguments: [
            ["--letter", "ab"], ["--letter", "é"], ["--alcoholic", "--non-alcoholic"], ["--category", " "], ["--glass", "a\u{1B}[2Jb"],
        ])
    func badCriteria(arguments: [String]) async throws {
        let stub = try CocktailDBStub()
        defer { stub.stop() }
        let result = try await stub.run(["cocktail", "list"] + arguments)
        #expect(result.status == 64, "\(result)")
        #expect(
            result.stderr.hasPrefix("recipes: ") && result.stderr.split(separator: "\n").count <= 2,
            "one line, and at most a hint: \(result)")
        #expect(!result.stderr.contains("\u{1B}"))
        #expect(stub.server.requests.isEmpty)
    }

    @Test("a list answer without its drinks key is invalid data, not an empty list")
    func brokenList() async throws {
        let stub = try CocktailDBStub(override: { request in request.path.hasSuffix("list.php") ? .json(#"{"meals":[]}"#) : nil })
        defer { stub.stop() }
        // Without the sample: with it, the bundled drinks' categories stand in for the unusable answer.
        let result = try await stub.run("cocktail", "categories", "--no-snapshot")
        #expect(result.status == 65, "\(result)")
        #expect(result.stderr == "recipes: invalid data from \(stub.host): missing drinks.\n")
    }

    @Test("desserts list --area keeps that area's desserts; categories and areas list TheMealDB's names")
    func dessertsByArea() async throws {
        let stub = try MealDBStub()
        defer { stub.stop() }
        let french = try await stub.run("desserts", "list", "--area", "French")
        #expect(french.status == 0, "\(french)")
        #expect(
            french.stdout
                == "52910\tChinon Apple Tarts\n52905\tChocolate Souffle\n52916\tPear Tarte Tatin\n52909\tTarte Tatin\n52917\tWhite chocolate creme brulee\n",
            "desserts only, no Beef Bourguignon: \(french)")
        let nowhere = try await stub.run("desserts", "list", "--area", "Kenyan")
        #expect(nowhere.status == 0 && nowhere.stdout == "")
        #expect(nowhere.stderr == "no dessert is from 'Kenyan'\n")
        let categories = try await stub.run("desserts", "categories")
        #expect(categories.stdout.hasPrefix("Beef\nBreakfast\nChicken\nDessert\n"), "\(categories)")
        let areas = try await stub.run("desserts", "areas", "--json")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(areas.stdout.utf8)) as? [String: Any])
        #expect((object["items"] as? [String])?.contains("French") == true && object["list"] as? String == "areas")
    }
}
