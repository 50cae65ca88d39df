import Foundation
import TestSupport
import Testing

/// One voice for confirmations: a change is confirmed by one note on stderr in the style of
/// `favorites add` and `cart remove`; stdout carries only what was asked for (issue 22, item 6).
@Suite("confirmations, end to end", .serialized)
struct ConfirmationsEndToEndTests {
    @Test("cart add confirms on stderr, a merged line too; stdout stays empty; --json prints the cart")
    func cartAdd() async throws {
        let stub = try PizzaStub()
        defer { stub.stop() }
        let added = try await stub.run("cart", "add", "drink", "Coke", "--quantity", "2")
        #expect(added.status == 0, "\(added)")
        #expect(added.stdout == "")
        #expect(added.stderr == "added to the cart: 2 × Coke — 5.00\n")
        let merged = try await stub.run("cart", "add", "drink", "coke")
        #expect(merged.status == 0, "\(merged)")
        #expect(merged.stdout == "")
        #expect(merged.stderr == "added to the cart: Coke — 2.50; line 1 is now 3 × Coke — 7.50\n")
        let json = try await stub.run("cart", "add", "pizza", "Hawaii", "--json")
        #expect(json.status == 0, "\(json)")
        #expect(json.stderr == "added to the cart: Hawaii — 9.50\n")
        #expect(json.stdout.hasPrefix("{\n") && json.stdout.contains(#""action" : "added""#))
        let quiet = try await stub.run("cart", "add", "pizza", "Hawaii", "--quiet")
        #expect(quiet.status == 0 && quiet.stdout == "" && quiet.stderr == "", "\(quiet)")
    }

    @Test("cache clear and prune confirm on stderr; --json lists what was removed, as every removal does")
    func cacheClear() async throws {
        let stub = try MealDBStub()
        defer { stub.stop() }
        _ = try await stub.run("desserts", "list")
        let pruned = try await stub.run("cache", "prune")
        #expect(pruned.status == 0, "\(pruned)")
        #expect(pruned.stdout == "")
        #expect(pruned.stderr == "removed 0 cached answers; 1 left\n")
        let listed = try await stub.run("cache", "clear", "--json")
        #expect(listed.status == 0, "\(listed)")
        #expect(listed.stderr == "removed 1 cached answer; 0 left\n")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [String: Any])
        #expect(object["schemaVersion"] as? Int == 2, "removed was a count in version 1")
        #expect(object["remaining"] as? Int == 0)
        let removed = try #require(object["removed"] as? [[String: Any]])
        #expect(removed.count == 1)
        #expect((removed.first?["url"] as? String)?.hasSuffix("/filter.php?c=Dessert") == true, "\(removed)")
        #expect(
            (removed.first?["fetchedAt"] as? String)?.hasSuffix("Z") == true && (removed.first?["bytes"] as? Int ?? 0) > 0, "\(removed)")
        let json = try await stub.run("cache", "clear", "--json")
        #expect(json.status == 0, "\(json)")
        #expect(json.stderr == "removed 0 cached answers; 0 left\n")
        #expect(json.stdout == "{\n  \"remaining\" : 0,\n  \"removed\" : [\n\n  ],\n  \"schemaVersion\" : 2\n}\n")
    }
}
