import Foundation
import TestSupport
import Testing

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
        let entries = [
            entry("1", "Fudge", sugar: "922337203685477580.7 g"), entry("2", "Toffee", sugar: "1 g"), entry("3", "Brittle", sugar: "2 g"),
        ]
        try Data(#"{"schemaVersion":1,"favorites":[\#(entries.joined(separator: ","))]}"#.utf8)
            .write(to: stub.home.url.appendingPathComponent("favorites.json"))
        let result = try await stub.run("shopping-list", "--favorites")
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout == "Sugar\t3 g (Brittle, Toffee), 922337203685477580.7 g (Fudge)\n")
        #expect(result.stderr == "")
    }

    @Test("an amount too large to scale or convert stays the words it was, said once in a note; nothing traps")
    func hugeScaled() async throws {
        let stub = try MealDBStub()
        defer { stub.stop() }
        let entries = [
            entry("1", "Fudge", sugar: "1000000000 g"), entry("2", "Toffee", sugar: "1 g"),
            entry("3", "Brittle", sugar: "99999999999/1 oz"),
            entry("4", "Nougat", sugar: "1e308 lb"),
        ]
        try Data(#"{"schemaVersion":1,"favorites":[\#(entries.joined(separator: ","))]}"#.utf8)
            .write(to: stub.home.url.appendingPathComponent("favorites.json"))
        let scaled = try await stub.run("shopping-list", "--favorites", "--scale", "100")
        let notes = """
            note: '99999999999/1 oz' of Sugar (Brittle) has a number too large to be an amount; kept as written
            note: '1000000000 g' of Sugar (Fudge) would be too large once scaled or converted; kept as written
            note: '1e308 lb' of Sugar (Nougat) has a number in exponent form; kept as written

            """
        #expect(scaled.status == 0 && scaled.stderr == notes, "\(scaled)")
        #expect(
            scaled.stdout == "Sugar\t100 g (Toffee), 99999999999/1 oz (Brittle), 1000000000 g (Fudge), 1e308 lb (Nougat)\n",
            "\(scaled.stdout)")
        let converted = try await stub.run("shopping-list", "--favorites", "--units", "us", "--scale", "2")
        #expect(converted.status == 0 && converted.stderr == notes, "\(converted)")
        #expect(
            converted.stdout == "Sugar\t0.07 oz (Toffee), 99999999999/1 oz (Brittle), 1000000000 g (Fudge), 1e308 lb (Nougat)\n",
            "\(converted.stdout)")
    }
}
