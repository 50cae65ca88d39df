import Foundation
import Testing
import TestSupport

/// Every JSON document that carries fetched data says where it came from (`source`) and when it
/// was fetched (`fetchedAt`), as Docs/JSON.md promises: not only the lists and details, but the cart
/// priced from the menu, the order placed, a shared text, a shopping list and what can be made.
@Suite("provenance in every document with fetched data", .serialized)
struct ProvenanceEndToEndTests {
    static let commands: [[String]] = [
        ["desserts", "list"], ["desserts", "show", "52917"], ["desserts", "share", "52917"], ["desserts", "categories"],
        ["cocktail", "search", "margarita"], ["cocktail", "show", "11007"], ["cocktail", "share", "11007"],
        ["cocktail", "filter", "-i", "Tequila"], ["pizza", "menu"], ["pizza", "show", "Margherita"], ["pizza", "drinks"],
        ["search", "ma"], ["shopping-list", "dessert:52917", "cocktail:11007"], ["can-make", "--missing", "9"],
        ["cart"], ["cart", "add", "drink", "Coke"], ["cart", "set", "1", "--quantity", "2"],
    ]

    @Test("source and fetchedAt in every document built from what a server sent")
    func everyDocument() async throws {
        let stub = try AllCatalogsStub()
        defer { stub.stop() }
        #expect(try await stub.run("pantry", "add", "Tequila", "Lime juice").status == 0)
        _ = try await stub.run("cart", "add", "pizza", "Hawaii")
        for command in Self.commands {
            let result = try await stub.run(command + ["--json"])
            #expect(result.status == 0, "\(command): \(result)")
            let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(command): \(result)")
            #expect(object["source"] as? String == "live", "\(command): \(object["source"] ?? "no source")")
            #expect((object["fetchedAt"] as? String).flatMap { ISO8601DateFormatter().date(from: $0) } != nil,
                    "\(command): \(object["fetchedAt"] ?? "no fetchedAt")")
        }
    }

    @Test("a shopping list of the favorites says it comes from them, fetched when the oldest was stored")
    func favoritesShoppingList() async throws {
        let stub = try AllCatalogsStub()
        defer { stub.stop() }
        #expect(try await stub.run("favorites", "add", "desserts", "52917").status == 0)
        let result = try await stub.run("shopping-list", "--favorites", "--json")
        #expect(result.status == 0, "\(result)")
        #expect(result.stderr == "", "asked for by name: no note about where it came from")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["source"] as? String == "favorites")
        let stored = try #require(try JSONSerialization.jsonObject(with: Data(try await stub.run("favorites", "--json").stdout.utf8)) as? [String: Any])
        #expect(object["fetchedAt"] as? String == (stored["favorites"] as? [[String: Any]])?.first?["updatedAt"] as? String)
    }

    @Test("checkout --json says where the prices of the order came from")
    func checkout() async throws {
        let stub = try PizzaStub()
        defer { stub.stop() }
        _ = try await stub.run("cart", "add", "drink", "Beer")
        let result = try await stub.run("checkout", "--yes", "--json")
        #expect(result.status == 0, "\(result)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["source"] as? String == "live" && object["fetchedAt"] is String, "\(object)")
        #expect(object["catalog"] as? String == "pizza")
    }
}
