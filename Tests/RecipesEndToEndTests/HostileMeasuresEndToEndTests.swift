import Foundation
import Testing
import TestSupport

/// Measures in favorites.json are untrusted numbers: a shopping list never traps on them.
@Suite("hostile measures in favorites.json, end to end")
struct HostileMeasuresEndToEndTests {
    private func entry(_ id: String, _ name: String, sugar: String) -> String {
        #"{"addedAt":"2026-11-22T00:00:00Z","catalog":"desserts","id":"\#(id)","name":"\#(name)","note":null,"updatedAt":"2026-11-22T00:00:00Z","recipe":{"catalog":"desserts","facts":[],"id":"\#(id)","ingredients":[{"measure":"\#(sugar)","name":"Sugar"}],"instructions":null,"links":[],"name":"\#(name)","tags":[]}}"#
    }

    @Test("an amount past Int is listed as the words it was, beside the amounts that add up")
    func hugeAmount() async throws {
        let stub = try MealDBStub()
        defer { stub.stop() }
        let entries = [entry("1", "Fudge", sugar: "922337203685477580.7 g"), entry("2", "Toffee", sugar: "1 g"), entry("3", "Brittle", sugar: "2 g")]
        try Data(#"{"schemaVersion":1,"favorites":[\#(entries.joined(separator: ","))]}"#.utf8)
            .write(to: stub.home.url.appendingPathComponent("favorites.json"))
        let result = try await stub.run("shopping-list", "--favorites")
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout == "Sugar\t3 g (Brittle, Toffee), 922337203685477580.7 g (Fudge)\n")
        #expect(result.stderr == "")
    }
}
