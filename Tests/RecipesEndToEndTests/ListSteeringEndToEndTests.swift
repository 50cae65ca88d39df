import Foundation
import TestSupport
import Testing

/// `--limit N` and `--sort` on every list command: the rows a person asked for, in text and JSON alike.
@Suite("lists a person can steer: --limit and --sort, end to end", .serialized)
struct ListSteeringEndToEndTests {
    private func items(_ text: String) throws -> [[String: Any]] {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        return try #require(object["items"] as? [[String: Any]])
    }

    @Test("desserts list --limit keeps the first rows of the alphabetical order; --sort id orders by number")
    func dessertsList() async throws {
        let stub = try MealDBStub()
        defer { stub.stop() }
        let limited = try await stub.run("desserts", "list", "--limit", "2")
        #expect(limited.status == 0, "\(limited)")
        #expect(limited.stderr == "")
        #expect(limited.stdout == "53049\tApam balik\n52893\tApple & Blackberry Crumble\n")

        let byID = try await stub.run("desserts", "list", "--sort", "id", "--limit", "3")
        #expect(byID.status == 0, "\(byID)")
        #expect(byID.stderr == "")
        #expect(byID.stdout == "52767\tBakewell tart\n52768\tApple Frangipan Tart\n52776\tChocolate Gateau\n")

        let json = try await stub.run("desserts", "list", "--limit", "1", "--json")
        #expect(json.status == 0 && json.stderr == "", "\(json)")
        #expect(try items(json.stdout).map { $0["id"] as? String } == ["53049"])

        let more = try await stub.run("desserts", "list", "--limit", "1000")
        #expect(more.status == 0 && more.stdout.split(separator: "\n").count == 65, "\(more)")
    }

    @Test("cocktail search and cocktail list take --limit and --sort")
    func cocktails() async throws {
        let stub = try CocktailDBStub()
        defer { stub.stop() }
        let search = try await stub.run("cocktail", "search", "margarita", "--sort", "id", "--limit", "2")
        #expect(search.status == 0, "\(search)")
        #expect(search.stderr == "")
        #expect(
            search.stdout == """
                11007\tMargarita\tOrdinary Drink\tAlcoholic\tCocktail glass
                11118\tBlue Margarita\tOrdinary Drink\tAlcoholic\tCocktail glass

                """)
        let list = try await stub.run("cocktail", "list", "--letter", "m", "--limit", "1", "--json")
        #expect(list.status == 0 && list.stderr == "", "\(list)")
        #expect(try items(list.stdout).count == 1)
    }

    @Test("search across catalogs takes --limit")
    func search() async throws {
        let stub = try AllCatalogsStub()
        defer { stub.stop() }
        let result = try await stub.run("search", "MARGARITA", "--limit", "2")
        #expect(result.status == 0, "\(result)")
        #expect(result.stderr == "")
        #expect(result.stdout == "cocktails\t11118\tBlue Margarita\tOrdinary Drink\ncocktails\t11007\tMargarita\tOrdinary Drink\n")
        let byID = try await stub.run("search", "MARGARITA", "--sort", "id", "--limit", "1", "--json")
        #expect(byID.status == 0 && byID.stderr == "", "\(byID)")
        #expect(try items(byID.stdout).map { $0["name"] as? String } == ["Margarita"])
    }

    @Test("pizza menu --sort price lists the cheapest first, equal prices alphabetically; --limit keeps the top")
    func pizzaMenu() async throws {
        let stub = try PizzaStub()
        defer { stub.stop() }
        let result = try await stub.run("pizza", "menu", "--sort", "price", "--limit", "4")
        #expect(result.status == 0, "\(result)")
        #expect(result.stderr == "")
        #expect(
            result.stdout == """
                Margherita\t5.50\tMozzarella, Tomato Sauce
                Bottarga\t7.50\tMozzarella, Bottarga
                Boscaiola\t9.00\tMozzarella, Tomato Sauce, Salami, Mushrooms
                Ricci\t9.00\tMozzarella, Ricci

                """)
        let json = try await stub.run("pizza", "menu", "--sort", "price", "--limit", "1", "--json")
        #expect(json.status == 0 && json.stderr == "", "\(json)")
        #expect(try items(json.stdout).map { $0["name"] as? String } == ["Margherita"])
    }

    /// Bakewell tart's lookup, written here (test-only): the samples hold one dessert's lookup.
    private static func bakewell(_ request: LoopbackServer.Request) -> LoopbackServer.Reply? {
        guard request.path.hasSuffix("lookup.php"), request.query == "i=52767" else { return nil }
        return .json(
            #"{"meals":[{"idMeal":"52767","strMeal":"Bakewell tart","strCategory":"Dessert","strIngredient1":"Sugar","strMeasure1":"1 cup"}]}"#
        )
    }

    @Test("favorites list takes --limit and --sort")
    func favorites() async throws {
        let stub = try MealDBStub(override: Self.bakewell)
        defer { stub.stop() }
        for id in ["52917", "52767"] {
            let added = try await stub.run("favorites", "add", "dessert", id)
            #expect(added.status == 0, "\(added)")
        }
        let byName = try await stub.run("favorites", "list", "--limit", "1")
        #expect(byName.status == 0, "\(byName)")
        #expect(byName.stderr == "")
        #expect(byName.stdout == "desserts\t52767\tBakewell tart\n")
        let byID = try await stub.run("favorites", "--sort", "id", "--json")
        #expect(byID.status == 0 && byID.stderr == "", "\(byID)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(byID.stdout.utf8)) as? [String: Any])
        #expect((object["favorites"] as? [[String: Any]])?.map { $0["id"] as? String } == ["52767", "52917"])
    }

    @Test(
        "a --limit that is not a whole number of 1 or more is a usage error, exit 64",
        arguments: [
            ["desserts", "list"], ["cocktail", "search", "rum"], ["search", "rum"], ["pizza", "menu"],
            ["favorites", "list"], ["can-make"], ["cocktail", "list"],
        ])
    func badLimit(command: [String]) async throws {
        let stub = try MealDBStub()
        defer { stub.stop() }
        for bad in ["0", "-3", "ten", ""] {
            let result = try await stub.run(command + ["--limit", bad])
            #expect(result.status == 64, "\(command) --limit \(bad): \(result)")
            #expect(result.stdout == "")
            let first = result.stderr.split(separator: "\n").first.map(String.init) ?? ""
            #expect(first.contains("--limit"), "\(result)")
            #expect(stub.server.requests.isEmpty)
        }
    }

    @Test("an unknown --sort is a usage error naming the orders there are")
    func badSort() async throws {
        let stub = try MealDBStub()
        defer { stub.stop() }
        let list = try await stub.run("desserts", "list", "--sort", "price")
        #expect(list.status == 64, "\(list)")
        #expect(list.stdout == "")
        #expect(list.stderr.split(separator: "\n").first?.contains("Please provide one of 'name' and 'id'.") == true, "\(list)")
        let menu = try await stub.run("pizza", "menu", "--sort", "rating")
        #expect(menu.status == 64, "\(menu)")
        #expect(menu.stderr.split(separator: "\n").first?.contains("'name', 'id' or 'price'") == true, "\(menu)")
    }
}
