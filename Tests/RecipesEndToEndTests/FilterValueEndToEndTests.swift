import Foundation
import TestSupport
import Testing

/// A filter value that matches nothing is checked against the names the catalog lists (areas,
/// categories, glasses, ingredients): a typo is exit 1 with the nearest names, a listed value in
/// another case is asked again as listed, and without the list nothing changes.
@Suite("filter values the catalog does not list, end to end", .serialized)
struct FilterValueEndToEndTests {
    @Test(
        "an unlisted value is exit 1 with the nearest names and the command that lists them",
        arguments: [
            (["desserts", "list", "--area", "Narnia"], "recipes: no area 'Narnia'; 'recipes desserts areas' lists them.\n"),
            (
                ["desserts", "list", "--area", "Frenh"],
                "recipes: no area 'Frenh'; did you mean 'French'? 'recipes desserts areas' lists them.\n"
            ),
            (["cocktail", "list", "--glass", "Bucket"], "recipes: no glass 'Bucket'; 'recipes cocktail glasses' lists them.\n"),
            (
                ["cocktail", "list", "--glass", "Coupe"],
                "recipes: no glass 'Coupe'; did you mean 'Coupe Glass'? 'recipes cocktail glasses' lists them.\n"
            ),
            (
                ["cocktail", "list", "--category", "Shots"],
                "recipes: no category 'Shots'; did you mean 'Shot'? 'recipes cocktail categories' lists them.\n"
            ),
            (
                ["cocktail", "filter", "-i", "Unobtainium"],
                "recipes: no ingredient 'Unobtainium'; 'recipes cocktail ingredients' lists them.\n"
            ),
            (
                ["cocktail", "filter", "-i", "Tequila", "-i", "Tequilla", "--any"],
                "recipes: no ingredient 'Tequilla'; did you mean 'Tequila'? 'recipes cocktail ingredients' lists them.\n"
            ),
        ])
    func unlisted(arguments: [String], stderr: String) async throws {
        let stub = try BothStub()
        defer { stub.stop() }
        let result = try await stub.run(arguments)
        #expect(result.status == 1, "\(result)")
        #expect(result.stdout == "")
        #expect(result.stderr == stderr, "\(result)")
    }

    @Test("a listed value in another case is asked again as listed")
    func anotherCase() async throws {
        let stub = try MealDBStub()
        defer { stub.stop() }
        let exact = try await stub.run("desserts", "list", "--area", "French")
        let lower = try await stub.run("desserts", "list", "--area", "french")
        #expect(lower.status == 0 && lower.stderr == "", "\(lower)")
        #expect(lower.stdout == exact.stdout && !exact.stdout.isEmpty, "\(lower)")
    }

    @Test("without the list (offline, nothing cached) an empty answer is today's note, exit 0")
    func noList() async throws {
        let stub = try MealDBStub()
        defer { stub.stop() }
        #expect(try await stub.run("desserts", "list").status == 0)
        #expect(try await stub.run("desserts", "list", "--area", "Narnia").status == 1)
        // Only the area's answer cached, not the list of areas.
        let cache = stub.home.url.appendingPathComponent("cache")
        for file in try FileManager.default.contentsOfDirectory(atPath: cache.path) {
            let body = try String(contentsOf: cache.appendingPathComponent(file), encoding: .utf8)
            if body.contains("strArea") { try FileManager.default.removeItem(at: cache.appendingPathComponent(file)) }
        }
        let result = try await stub.run("desserts", "list", "--area", "Narnia", "--offline")
        #expect(result.status == 0 && result.stdout == "", "\(result)")
        #expect(result.stderr == "no dessert is from 'Narnia'\noffline: showing desserts cached just now\n", "\(result)")
    }
}

/// TheMealDB and TheCocktailDB on one loopback server, as their stubs answer.
private struct BothStub: RecipesStub {
    let server: LoopbackServer
    let home: TemporaryFolder

    init() throws {
        server = try LoopbackServer { request in
            request.path.hasPrefix("/cocktaildb/")
                ? CocktailDBStub.answer(request.droppingPathPrefix("/cocktaildb"))
                : MealDBStub.answer(request)
        }
        home = try TemporaryFolder()
    }

    var endpoints: [String: String] {
        ["RECIPES_MEALDB_URL": server.url("api/json/v1/1/"), "RECIPES_COCKTAILDB_URL": server.url("cocktaildb/api/json/v1/1/")]
    }
}
