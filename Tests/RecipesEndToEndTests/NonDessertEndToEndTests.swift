import Foundation
import TestSupport
import Testing

/// TheMealDB's lookup answers any meal's id; the desserts catalog holds desserts only. Corba (52977,
/// category Side, a real answer in Fixtures/) is refused by id as it is by name.
@Suite("a meal that is not a dessert, end to end", .serialized)
struct NonDessertEndToEndTests {
    private let refusal = "recipes: no dessert with id 52977: Corba is in category Side.\n"

    @Test("desserts show refuses it by id, naming its category, exit 1, in text and --json alike")
    func showByID() async throws {
        let stub = try MealDBStub()
        defer { stub.stop() }
        for arguments in [["desserts", "show", "52977"], ["desserts", "show", "52977", "--json"]] {
            let result = try await stub.run(arguments)
            #expect(result.status == 1, "\(arguments): \(result)")
            #expect(result.stdout == "")
            #expect(result.stderr == refusal)
        }
        let byName = try await stub.run("desserts", "show", "corba")
        #expect(byName.status == 1, "\(byName)")
        #expect(byName.stderr.hasPrefix("recipes: no dessert is called 'corba'."))
    }

    @Test("favorites add and the shopping list refuse it the same way, and write no favorite")
    func favoritesAndShoppingList() async throws {
        let stub = try MealDBStub()
        defer { stub.stop() }
        for arguments in [
            ["favorites", "add", "dessert", "52977"], ["desserts", "show", "52977", "--favorite"],
            ["shopping-list", "dessert:52977"], ["shopping-list", "dessert:52917", "dessert:52977", "--json"],
        ] {
            let result = try await stub.run(arguments)
            #expect(result.status == 1, "\(arguments): \(result)")
            #expect(result.stdout == "")
            #expect(result.stderr == refusal)
        }
        #expect(!FileManager.default.fileExists(atPath: stub.home.url.appendingPathComponent("favorites.json").path))
    }

    @Test("a cached copy of its lookup is refused the same way offline")
    func cachedCopy() async throws {
        let stub = try MealDBStub()
        defer { stub.stop() }
        _ = try await stub.run("desserts", "show", "52977")
        stub.server.stop()
        for arguments in [["desserts", "show", "52977", "--offline"], ["desserts", "show", "52977"]] {
            let result = try await stub.run(arguments)
            #expect(result.status == 1, "\(arguments): \(result)")
            #expect(result.stdout == "")
            #expect(result.stderr == refusal)
        }
    }
}
