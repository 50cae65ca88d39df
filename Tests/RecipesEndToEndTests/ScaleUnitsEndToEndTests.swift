import Foundation
import TestSupport
import Testing

/// `--scale` and `--units` on `desserts show|share`, `cocktail show|share` and `shopping-list`,
/// run through the binary against the real samples.
@Suite("scaling and units, end to end", .serialized)
struct ScaleUnitsEndToEndTests {
    private static let recipeTail = """

        Instructions
        Heat the cream, chocolate and vanilla pod in a pan until the chocolate has melted.
        """

    @Test("desserts show --scale 2 doubles every amount it can read; every word stays as written, 568ml twice is 1.14 l")
    func dessertScaled() async throws {
        let stub = try MealDBStub()
        defer { stub.stop() }
        let result = try await stub.run("desserts", "show", "52917", "--scale", "2")
        #expect(result.status == 0 && result.stderr == "", "\(result)")
        #expect(
            result.stdout.hasPrefix(
                """
                White chocolate creme brulee
                Category: Dessert · Area: French
                Tags: Desert, DinnerParty, Pudding

                Ingredients
                  1.14 l\tDouble Cream
                  200g\tWhite Chocolate Chips
                  Pod of\tVanilla
                  12\tEgg Yolks
                  4 tbs\tCaster Sugar
                  Top\tCaster Sugar

                Instructions
                Heat the cream, chocolate and vanilla pod in a pan until the chocolate has melted.
                """), "\(result.stdout)")
        let us = try await stub.run("desserts", "show", "52917", "--units", "us")
        #expect(
            us.stdout.contains(
                "  2 1/3 cups\tDouble Cream\n  3 1/2 oz\tWhite Chocolate Chips\n  Pod of\tVanilla\n  6\tEgg Yolks\n  2 tbs\tCaster Sugar\n"),
            "568 ml is 2.4 cups, 100 g is 3.53 oz; 2 tbs is already US and stays as written: \(us.stdout)")
    }

    @Test("cocktail show --units metric says the ounces in millilitres; a missing measure stays '-'")
    func cocktailMetric() async throws {
        let stub = try CocktailDBStub()
        defer { stub.stop() }
        let result = try await stub.run("cocktail", "show", "11007", "--units", "metric")
        #expect(result.status == 0 && result.stderr == "", "\(result)")
        #expect(
            result.stdout.contains(
                "\nIngredients\n  44 ml\tTequila\n  15 ml\tTriple sec\n  30 ml\tLime juice\n  -\tSalt\n\nInstructions\n"),
            "\(result.stdout)")
        let upper = try await stub.run("cocktail", "show", "11007", "--units", "METRIC")
        #expect(upper.status == 0 && upper.stdout == result.stdout, "any case: \(upper)")
        let tommy = try await stub.run("cocktail", "show", "17216", "--units", "us", "--scale", "2")
        #expect(tommy.stdout.contains("\nIngredients\n  3 oz\tTequila\n  1 oz\tLime Juice\n  4 spoons\tAgave syrup\n"), "\(tommy.stdout)")
    }

    @Test("cocktail share --scale multiplies the shared recipe's amounts")
    func cocktailShare() async throws {
        let stub = try CocktailDBStub()
        defer { stub.stop() }
        let result = try await stub.run("cocktail", "share", "11007", "--scale", "2")
        #expect(result.status == 0 && result.stderr == "", "\(result)")
        #expect(
            result.stdout.contains("## Ingredients\n\n- 3 oz Tequila\n- 1 oz Triple sec\n- 2 oz Lime juice\n- Salt\n\n## Steps\n"),
            "\(result.stdout)")
        let blue = try await stub.run("cocktail", "share", "11118", "--scale", "1.5", "--format", "text")
        #expect(
            blue.stdout.contains("Ingredients:\n- 2 1/4 oz Tequila\n- 1 1/2 oz Blue Curacao\n- 1 1/2 oz Lime juice\n- Coarse Salt\n"),
            "\(blue.stdout)")
    }

    @Test("desserts share --scale halves the shared recipe's amounts")
    func dessertShare() async throws {
        let stub = try MealDBStub()
        defer { stub.stop() }
        let result = try await stub.run("desserts", "share", "52917", "--scale", "1/2", "--format", "text")
        #expect(result.status == 0 && result.stderr == "", "\(result)")
        #expect(
            result.stdout.contains(
                "Ingredients:\n- 284ml Double Cream\n- 50g White Chocolate Chips\n- Pod of Vanilla\n- 3 Egg Yolks\n- 1 tbs Caster Sugar\n- Top Caster Sugar\n"
            ),
            "\(result.stdout)")
    }

    @Test("shopping-list --units metric: Margarita and Tommy's Margarita make one tequila line of 89 ml")
    func shoppingMetric() async throws {
        let stub = try CocktailDBStub()
        defer { stub.stop() }
        let result = try await stub.run("shopping-list", "--units", "metric", "cocktail:Margarita", "cocktail:Tommy's Margarita")
        #expect(result.status == 0 && result.stderr == "", "\(result)")
        #expect(result.stdout == "Agave syrup\t2 spoons\nLime juice\t45 ml\nSalt\nTequila\t89 ml\nTriple sec\t15 ml\n")
        let asWritten = try await stub.run("shopping-list", "cocktail:Margarita", "cocktail:Tommy's Margarita")
        #expect(
            asWritten.stdout.contains("Tequila\t1 1/2 oz (Margarita), 4.5 cl (Tommy's Margarita)\n"),
            "as-is keeps today's lines: \(asWritten.stdout)")
        let scaled = try await stub.run(
            "shopping-list", "--scale", "4", "--units", "us", "cocktail:Margarita", "cocktail:Tommy's Margarita")
        #expect(
            scaled.stdout == "Agave syrup\t8 spoons\nLime juice\t6 oz\nSalt\nTequila\t12 1/8 oz\nTriple sec\t2 oz\n",
            "6 oz + 18 cl: \(scaled.stdout)")
    }

    @Test(
        "a --scale that is not a number from 0.001 to 100 is one line, exit 64, before any request",
        arguments: ["0", "-1", "nan", "inf", "1e400", "abc", "101", "0.0001", " "])
    func badScale(value: String) async throws {
        let stub = try CocktailDBStub()
        defer { stub.stop() }
        for arguments in [
            ["cocktail", "show", "11007", "--scale", value], ["cocktail", "share", "11007", "--scale=\(value)"],
            ["shopping-list", "cocktail:11007", "--scale", value], ["desserts", "show", "52917", "--scale", value],
            ["desserts", "share", "52917", "--scale", value],
        ] {
            let result = try await stub.run(arguments)
            #expect(result.status == 64, "\(arguments): \(result)")
            #expect(result.stdout == "")
            #expect(
                result.stderr == "recipes: --scale takes a number from 0.001 to 100, such as 2, 0.5 or 1/3 (not '\(value)').\n",
                "\(arguments)")
        }
        #expect(stub.server.requests.isEmpty)
    }

    @Test("--units takes as-is, metric or us; anything else is the parser's usage error, exit 64")
    func badUnits() async throws {
        let stub = try CocktailDBStub()
        defer { stub.stop() }
        let result = try await stub.run("cocktail", "show", "11007", "--units", "imperial")
        #expect(result.status == 64 && result.stdout == "", "\(result)")
        #expect(
            result.stderr
                == "recipes: the value 'imperial' is invalid for '--units <system>'. Please provide one of 'as-is', 'metric' or 'us'.\n"
                + "See 'recipes cocktail show --help'.\n")
        #expect(stub.server.requests.isEmpty)
    }

    @Test(
        "--json: show keeps each exact measure and adds adjustedMeasure; the shopping list's measures are the adjusted ones; both say what was asked"
    )
    func json() async throws {
        let stub = try CocktailDBStub()
        defer { stub.stop() }
        let show = try await stub.run("cocktail", "show", "11007", "--scale", "2", "--units", "metric", "--json")
        #expect(show.status == 0 && show.stderr == "", "\(show)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(show.stdout.utf8)) as? [String: Any])
        #expect(object["schemaVersion"] as? Int == 1)
        let adjustment = try #require(object["adjustment"] as? [String: Any])
        #expect(adjustment["scale"] as? Double == 2 && adjustment["units"] as? String == "metric" && adjustment.count == 2)
        let ingredients = try #require((object["item"] as? [String: Any])?["ingredients"] as? [[String: Any]])
        #expect(ingredients.map { $0["measure"] as? String } == ["1 1/2 oz", "1/2 oz", "1 oz", nil])
        #expect(ingredients.map { $0["adjustedMeasure"] as? String } == ["89 ml", "30 ml", "59 ml", nil])
        #expect(ingredients.allSatisfy { $0.keys.contains("adjustedMeasure") }, "null, never a missing key")

        let plain = try await stub.run("cocktail", "show", "11007", "--json")
        #expect(!plain.stdout.contains("adjust"), "without --scale or --units the document is as before")

        let list = try await stub.run("shopping-list", "--units", "metric", "cocktail:Margarita", "cocktail:Tommy's Margarita", "--json")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [String: Any])
        let asked = try #require(document["adjustment"] as? [String: Any])
        #expect(asked["scale"] as? Double == 1 && asked["units"] as? String == "metric")
        let tequila = (document["items"] as? [[String: Any]])?.first { $0["name"] as? String == "Tequila" }
        let needs = try #require(tequila?["needs"] as? [[String: Any]])
        #expect(needs.count == 1 && needs.first?["measure"] as? String == "89 ml")
        #expect(needs.first?["recipes"] as? [String] == ["Margarita", "Tommy's Margarita"])
    }
}
