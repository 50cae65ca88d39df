import Foundation
import TestSupport
import Testing

/// A list answer with some records that have no id or no name: the others are listed, one warning
/// counts the rest, exit 0; only an answer with no usable record is invalid data.
@Suite("records without an id or a name, end to end", .serialized)
struct SkippedRecordsEndToEndTests {
    /// The real dessert list with two records broken as a lax server could send them: Apple &
    /// Blackberry Crumble (52893) without `strMeal`, Apple Frangipan Tart (52768) with `"idMeal": null`.
    static let brokenDesserts: Data = {
        let object = try? JSONSerialization.jsonObject(with: Fixtures.data("mealdb/filter-c-Dessert.json")) as? [String: [[String: Any]]]
        let meals = (object?["meals"] ?? []).map { meal -> [String: Any] in
            var meal = meal
            if meal["idMeal"] as? String == "52893" { meal["strMeal"] = nil }
            if meal["idMeal"] as? String == "52768" { meal["idMeal"] = NSNull() }
            return meal
        }
        return (try? JSONSerialization.data(withJSONObject: ["meals": meals])) ?? Data()
    }()

    /// The real margarita sample with two drinks broken: Margarita (11007) with `"idDrink": null`,
    /// Smashed Watermelon Margarita (178332) with a blank id.
    nonisolated(unsafe) static let brokenDrinks = drinks(breaking: ["11007": NSNull(), "178332": "  "]) // read-only

    /// Only Smashed Watermelon Margarita broken: every letter's answer still has a usable drink.
    nonisolated(unsafe) static let oneBrokenDrink = drinks(breaking: ["178332": "  "]) // read-only

    private static func drinks(breaking ids: [String: Any]) -> [[String: Any]] {
        CocktailDBStub.drinks.map { drink in
            var drink = drink
            if let id = drink["idDrink"] as? String, let broken = ids[id] { drink["idDrink"] = broken }
            return drink
        }
    }

    private func brokenDessertsStub() throws -> MealDBStub {
        try MealDBStub(override: { request in request.query == "c=Dessert" ? .json(Self.brokenDesserts) : nil })
    }

    private func brokenDrinksStub(oneBroken: Bool = false) throws -> CocktailDBStub {
        try CocktailDBStub(override: { request in
            CocktailDBStub.answer(request, sample: oneBroken ? Self.oneBrokenDrink : Self.brokenDrinks)
        })
    }

    @Test("desserts list prints the usable records, warns once with the count of the others, exits 0")
    func dessertsList() async throws {
        let intact = try MealDBStub()
        defer { intact.stop() }
        let everything = try await intact.run("desserts", "list").stdout
        let stub = try brokenDessertsStub()
        defer { stub.stop() }
        let result = try await stub.run("desserts", "list")
        #expect(result.status == 0, "\(result)")
        #expect(result.stderr == "warning: skipped 2 dessert records without an id or a name\n")
        let expected = everything.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("52893\t") && !$0.hasPrefix("52768\t") }.joined(separator: "\n")
        #expect(result.stdout == expected)
        #expect(result.stdout.split(separator: "\n").count == 63)
    }

    @Test("desserts list --json carries the usable records and the count as `skipped`; the warning stays on stderr")
    func dessertsListJSON() async throws {
        let stub = try brokenDessertsStub()
        defer { stub.stop() }
        let result = try await stub.run("desserts", "list", "--json")
        #expect(result.status == 0, "\(result)")
        #expect(result.stderr == "warning: skipped 2 dessert records without an id or a name\n")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["skipped"] as? Int == 2)
        let ids = try #require((object["items"] as? [[String: Any]])?.compactMap { $0["id"] as? String })
        #expect(ids.count == 63 && !ids.contains("52893") && !ids.contains("52768"))

        let intact = try MealDBStub()
        defer { intact.stop() }
        let whole = try await intact.run("desserts", "list", "--json")
        #expect(whole.stderr == "")
        #expect((try JSONSerialization.jsonObject(with: Data(whole.stdout.utf8)) as? [String: Any])?["skipped"] as? Int == 0)
    }

    @Test("the cache keeps such an answer, and serving it warns the same way")
    func cachedAnswerWarnsAgain() async throws {
        let stub = try brokenDessertsStub()
        defer { stub.stop() }
        let live = try await stub.run("desserts", "list")
        #expect(live.status == 0, "\(live)")
        let offline = try await stub.run("desserts", "list", "--offline")
        #expect(offline.status == 0, "\(offline)")
        #expect(offline.stderr == "offline: showing desserts cached just now\nwarning: skipped 2 dessert records without an id or a name\n")
        #expect(offline.stdout == BundledDesserts.marked(live.stdout), "the same list, the bundled recipes marked")
        #expect(stub.server.requests.count == 1)
    }

    @Test("an answer with no usable record is invalid data, named by its first problem, exit 65")
    func noUsableRecord() async throws {
        let stub = try MealDBStub(override: { request in
            request.query == "c=Dessert" ? .json(#"{"meals":[{"idMeal":"52893"},{"idMeal":null,"strMeal":"Apple Frangipan Tart"}]}"#) : nil
        })
        defer { stub.stop() }
        let result = try await stub.run("desserts", "list", "--no-snapshot") // the sample would stand in for it
        #expect(result.status == 65, "\(result)")
        #expect(result.stdout == "")
        #expect(result.stderr == "recipes: invalid data from \(stub.host): meals[0] has no strMeal.\n")
    }

    @Test("cocktail search lists the usable drinks and counts the others")
    func cocktailSearch() async throws {
        let stub = try brokenDrinksStub()
        defer { stub.stop() }
        let result = try await stub.run("cocktail", "search", "margarita")
        #expect(result.status == 0, "\(result)")
        #expect(result.stderr == "warning: skipped 2 cocktail records without an id or a name\n")
        #expect(
            result.stdout == """
                11118\tBlue Margarita\tOrdinary Drink\tAlcoholic\tCocktail glass
                12322\tStrawberry Margarita\tOrdinary Drink\tAlcoholic\tCocktail glass
                17216\tTommy's Margarita\tOrdinary Drink\tAlcoholic\tOld-Fashioned glass
                16158\tWhitecap Margarita\tOther/Unknown\tAlcoholic\tMargarita/Coupette glass

                """)
    }

    @Test("cocktail list, one request per letter: one warning for the whole list")
    func cocktailListEveryLetter() async throws {
        let stub = try brokenDrinksStub(oneBroken: true)
        defer { stub.stop() }
        let result = try await stub.run("cocktail", "list")
        #expect(result.status == 0, "\(result)")
        #expect(result.stderr == "warning: skipped 1 cocktail record without an id or a name\n")
        #expect(
            result.stdout
                == "11118\tBlue Margarita\n11007\tMargarita\n12322\tStrawberry Margarita\n17216\tTommy's Margarita\n16158\tWhitecap Margarita\n"
        )
        #expect(stub.server.requests.count == 36)
    }

    @Test("cocktail list by category and glass sums both answers' counts, text and JSON alike")
    func cocktailListByCriteria() async throws {
        let stub = try brokenDrinksStub()
        defer { stub.stop() }
        let arguments = ["cocktail", "list", "--category", "Ordinary Drink", "--glass", "Cocktail glass"]
        let text = try await stub.run(arguments)
        #expect(text.status == 0, "\(text)")
        #expect(text.stderr == "warning: skipped 2 cocktail records without an id or a name\n")
        #expect(text.stdout == "11118\tBlue Margarita\n12322\tStrawberry Margarita\n")
        let json = try await stub.run(arguments + ["--json"])
        #expect(json.status == 0, "\(json)")
        #expect(json.stderr == "warning: skipped 2 cocktail records without an id or a name\n")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(object["skipped"] as? Int == 2)
        #expect((object["items"] as? [[String: Any]])?.compactMap { $0["id"] as? String } == ["11118", "12322"])
    }

    @Test("cocktail filter -i sums the counts of every ingredient's answer")
    func cocktailFilter() async throws {
        let stub = try brokenDrinksStub()
        defer { stub.stop() }
        let result = try await stub.run("cocktail", "filter", "-i", "Tequila", "-i", "Lime juice")
        #expect(result.status == 0, "\(result)")
        #expect(result.stderr == "warning: skipped 3 cocktail records without an id or a name\n")
        #expect(result.stdout == "11118\tBlue Margarita\n17216\tTommy's Margarita\n16158\tWhitecap Margarita\n")
    }

    @Test("a cocktail answer whose only drink has no id is still invalid data, exit 65")
    func cocktailNoUsableRecord() async throws {
        let stub = try CocktailDBStub(override: { _ in .json(#"{"drinks":[{"idDrink":null,"strDrink":"Margarita"}]}"#) })
        defer { stub.stop() }
        let result = try await stub.run("cocktail", "search", "margarita", "--no-snapshot")
        #expect(result.status == 65, "\(result)")
        #expect(result.stdout == "")
        #expect(result.stderr == "recipes: invalid data from \(stub.host): drinks[0] has no valid idDrink.\n")
    }
}
