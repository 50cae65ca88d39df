import Foundation
import TestSupport
import Testing

/// Every JSON document that carries fetched data says where it came from (`source`) and when it
/// was fetched (`fetchedAt`), as Docs/JSON.md promises: not only the lists and details, but the cart
/// priced from the menu, the order placed, a shared text, a shopping list and what can be made.
@Suite("provenance in every document with fetched data", .serialized)
struct ProvenanceEndToEndTests {
    /// Documents that only read: asked again with --offline, each must say `cache` and the same
    /// fetch time as the live answer (so neither can be a constant).
    static let reads: [[String]] = [
        ["desserts", "list"], ["desserts", "show", "52917"], ["desserts", "share", "52917"], ["desserts", "open", "52917"],
        ["desserts", "categories"], ["cocktail", "search", "margarita"], ["cocktail", "show", "11007"],
        ["cocktail", "share", "11007"], ["cocktail", "list", "--letter", "m"], ["cocktail", "filter", "-i", "Tequila"],
        ["pizza", "menu"], ["pizza", "show", "Margherita"], ["pizza", "drinks"], ["pizza", "ingredients"],
        ["search", "ma"], ["shopping-list", "dessert:52917", "cocktail:11007"], ["can-make", "--missing", "9"],
        ["can-make", "--buy-next"], ["can-make", "--shopping-list"], ["cart"],
    ]
    /// Documents of a change, priced or made from what was fetched.
    static let changes: [[String]] = [
        ["cart", "add", "drink", "Coke"], ["cart", "set", "1", "--quantity", "2"], ["cart", "edit", "1", "--add", "Tuna"],
    ]

    @Test("source and fetchedAt in every document built from what a server sent, and from the cache the cached ones")
    func everyDocument() async throws {
        let stub = try AllCatalogsStub()
        defer { stub.stop() }
        #expect(try await stub.run("pantry", "add", "Tequila", "Lime juice").status == 0)
        _ = try await stub.run("cart", "add", "pizza", "Hawaii")
        for command in Self.reads + Self.changes {
            let object = try await document(stub, command)
            #expect(object["source"] as? String == "live", "\(command): \(object["source"] ?? "no source")")
            let fetchedAt = object["fetchedAt"] as? String
            #expect(fetchedAt.flatMap { ISO8601DateFormatter().date(from: $0) } != nil, "\(command): \(fetchedAt ?? "no fetchedAt")")
            guard Self.reads.contains(command) else { continue }
            // At once, before another command fetches the same answers again.
            let cached = try await document(stub, command + ["--offline"])
            #expect(cached["source"] as? String == "cache", "\(command) --offline: \(cached["source"] ?? "no source")")
            #expect(cached["fetchedAt"] as? String == fetchedAt, "\(command) --offline: when the cached answer was fetched")
        }
    }

    private func document(_ stub: AllCatalogsStub, _ command: [String]) async throws -> [String: Any] {
        let result = try await stub.run(command + ["--json"])
        #expect(result.status == 0, "\(command): \(result)")
        return try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(command): \(result)")
    }

    @Test("a shopping list of the favorites says it comes from them, and no fetch time: favorites keep none")
    func favoritesShoppingList() async throws {
        let stub = try AllCatalogsStub()
        defer { stub.stop() }
        #expect(try await stub.run("favorites", "add", "desserts", "52917").status == 0)
        let result = try await stub.run("shopping-list", "--favorites", "--json")
        #expect(result.status == 0, "\(result)")
        #expect(result.stderr == "", "asked for by name: no note about where it came from")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["source"] as? String == "favorites")
        #expect(object["fetchedAt"] is NSNull, "a favorite keeps when it was stored or its note changed, not when it was fetched")
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
