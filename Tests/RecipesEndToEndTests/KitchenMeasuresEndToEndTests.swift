import Foundation
import TestSupport
import Testing

/// The party of eight from issue #29, on the real records of Fixtures/: drinks from the 2021 capture
/// (Gin Fizz, Whiskey Sour), desserts from the 2022 one (Pancakes, Treacle Tart), served by id.
@Suite("measures and shopping lists a kitchen can use, end to end", .serialized)
struct KitchenMeasuresEndToEndTests {
    private static func records(_ file: String, _ key: String) -> [[String: Any]] {
        let object = try? JSONSerialization.jsonObject(with: Fixtures.data(file)) as? [String: Any]
        return object?[key] as? [[String: Any]] ?? []
    }

    nonisolated(unsafe) private static let drinks = records("cocktaildb/drinks-2021-even-ids.json", "drinks")
    nonisolated(unsafe) private static let desserts = records("mealdb/desserts-2022-even-ids.json", "meals")

    private func makeStub() throws -> AllCatalogsStub {
        try AllCatalogsStub { request in
            if request.path.hasPrefix("/cocktaildb/") {
                return CocktailDBStub.answer(request.droppingPathPrefix("/cocktaildb"), sample: Self.drinks)
            }
            if request.path == "/mealdb/api/json/v1/1/lookup.php", let id = request.query.split(separator: "=").last {
                let found = Self.desserts.filter { $0["idMeal"] as? String == String(id) }
                guard !found.isEmpty else { return .json(#"{"meals":null}"#) }
                return .json((try? JSONSerialization.data(withJSONObject: ["meals": found])) ?? Data())
            }
            return nil
        }
    }

    @Test("shopping-list --units metric: 8 gin fizzes, a whiskey sour and two desserts; eggs and lemons each one line, dry goods weighed")
    func party() async throws {
        let stub = try makeStub()
        defer { stub.stop() }
        let result = try await stub.run(
            "shopping-list", "--units", "metric", "cocktail:gin fizz=8", "cocktail:whiskey sour", "dessert:52854", "dessert:52892")
        #expect(result.status == 0 && result.stderr == "", "\(result)")
        #expect(
            result.stdout == """
                Blended whiskey\t59 ml
                Blueberries\tto serve
                Breadcrumbs\t150g
                Butter\t135g
                Carbonated water
                Cherry\t1
                Eggs\t3
                Flour\t100g
                Gin\t473 ml
                Golden Syrup\t400g
                Lemon\t6 1/2 (Gin Fizz, Whiskey Sour, Treacle Tart), 1/2 slice (Whiskey Sour)
                Milk\t300ml
                Plain Flour\t250g
                Powdered sugar\t21 g
                Raspberries\tto serve
                Sugar\tto serve
                Sunflower Oil\t15 ml

                """, "\(result.stdout)")
    }

    @Test("--scale keeps its meaning over counts: the whole list doubles")
    func scaleOverCounts() async throws {
        let stub = try makeStub()
        defer { stub.stop() }
        let result = try await stub.run("shopping-list", "--scale", "2", "cocktail:gin fizz=8", "dessert:52854")
        #expect(result.status == 0 && result.stderr == "", "\(result)")
        #expect(result.stdout.contains("Gin\t32 oz\n") && result.stdout.contains("Lemon\tJuice of 8\n"), "\(result.stdout)")
        #expect(result.stdout.contains("Eggs\t4 large\n") && result.stdout.contains("Flour\t200g\n"), "\(result.stdout)")
    }

    @Test("show --scale and --units change amounts alone: 'Juice of 4', '59 ml', a unit's case and plural kept")
    func show() async throws {
        let stub = try makeStub()
        defer { stub.stop() }
        let fizz = try await stub.run("cocktail", "show", "11410", "--scale", "8", "--units", "metric")
        #expect(fizz.status == 0 && fizz.stderr == "", "\(fizz)")
        #expect(
            fizz.stdout.contains("\nIngredients\n  473 ml\tGin\n  Juice of 4\tLemon\n  39 ml\tPowdered sugar\n  -\tCarbonated water\n"),
            "\(fizz.stdout)")
        let pudding = try await stub.run("desserts", "show", "52792", "--scale", "2")
        #expect(pudding.status == 0 && pudding.stderr == "", "\(pudding)")
        #expect(
            pudding.stdout.contains(
                "  50g/2oz\tbutter\n  16 thin slices\tbread\n  100g/4oz\tsultanas\n  4 tsp\tcinnamon\n  700ml/24fl\tmilk\n"),
            "\(pudding.stdout)")
        let metric = try await stub.run("desserts", "show", "52792", "--units", "metric")
        #expect(metric.stdout.contains("  25g\tbutter\n") && metric.stdout.contains("  50ml\tdouble cream\n"), "\(metric.stdout)")
    }

    @Test("a measure that cannot be scaled is kept and said once on stderr; JSON lists it in notes")
    func notes() async throws {
        let stub = try makeStub()
        defer { stub.stop() }
        let card =
            #"{"catalog":"desserts","facts":[],"id":"1","ingredients":[{"measure":"-5 g","name":"Sugar"},{"measure":"2 g","name":"Salt"}],"instructions":null,"links":[],"name":"Fudge","tags":[]}"#
        let entry =
            #"{"addedAt":"2026-11-22T00:00:00Z","catalog":"desserts","id":"1","name":"Fudge","note":null,"updatedAt":"2026-11-22T00:00:00Z","recipe":\#(card)}"#
        try Data(#"{"schemaVersion":1,"favorites":[\#(entry)]}"#.utf8).write(to: stub.home.url.appendingPathComponent("favorites.json"))
        let result = try await stub.run("shopping-list", "--favorites", "--scale", "3")
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout == "Salt\t6 g\nSugar\t-5 g\n")
        #expect(result.stderr == "note: '-5 g' of Sugar (Fudge) is a negative amount; kept as written\n")
        let json = try await stub.run("shopping-list", "--favorites", "--scale", "3", "--json")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let notes = try #require(object["notes"] as? [[String: Any]])
        #expect(notes.count == 1 && notes.first?["problem"] as? String == "negative" && notes.first?["measure"] as? String == "-5 g")
        #expect(notes.first?["recipes"] as? [String] == ["Fudge"] && notes.first?["ingredient"] as? String == "Sugar")
        let plain = try await stub.run("shopping-list", "--favorites")
        #expect(plain.stderr == "", "nothing asked of the amount, nothing to say")
    }

    @Test("a count that is no number is a usage error naming the reference, exit 64, before any request")
    func badCount() async throws {
        let stub = try makeStub()
        defer { stub.stop() }
        let result = try await stub.run("shopping-list", "cocktail:gin fizz=lots")
        #expect(result.status == 64 && result.stdout == "", "\(result)")
        #expect(
            result.stderr == "recipes: 'cocktail:gin fizz=lots': the count after '=' takes a number from 0.001 to 100, such as 8 or 1/2.\n")
        #expect(stub.server.requests.isEmpty)
    }

    @Test("a reference that names nothing fails the list with one line naming it, exit 1")
    func namesNothing() async throws {
        let stub = try makeStub()
        defer { stub.stop() }
        let result = try await stub.run("shopping-list", "cocktail:gin fizz", "cocktail:xyzzy")
        #expect(result.status == 1 && result.stdout == "", "\(result)")
        #expect(result.stderr == "recipes: no cocktail is called 'xyzzy'.\n")
    }
}
