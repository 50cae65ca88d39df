import Foundation
import TestSupport
import Testing

/// A `cart.json` edited by hand or by another program: a line outside the limits the command line
/// keeps (quantity 1–99, at most 100 ingredients) is never trusted, never traps, and is never lost.
@Suite("a cart.json line outside the limits, end to end", .serialized)
struct CartFileEndToEndTests {
    struct BadLine: Sendable, CustomTestStringConvertible {
        let name: String
        /// The line as it is written in cart.json.
        let json: String
        /// Why it cannot be read, as the warning says it.
        let reason: String
        var testDescription: String { name }
    }

    private static func drink(quantity: String) -> String {
        #"{"addedAt":"2026-11-22T06:39:40Z","drinkID":3,"id":"BAD","ingredientIDs":[],"kind":"drink","name":"Coke","priceWhenAdded":2.5,"quantity":\#(quantity)}"#
    }

    static let badLines: [BadLine] = [
        BadLine(name: "quantity -5", json: drink(quantity: "-5"), reason: "unexpected value at lines[0].quantity"),
        BadLine(name: "quantity 0", json: drink(quantity: "0"), reason: "unexpected value at lines[0].quantity"),
        BadLine(name: "quantity 100", json: drink(quantity: "100"), reason: "unexpected value at lines[0].quantity"),
        BadLine(name: "quantity 300000000", json: drink(quantity: "300000000"), reason: "unexpected value at lines[0].quantity"),
        BadLine(name: "quantity Int.max", json: drink(quantity: "9223372036854775807"), reason: "unexpected value at lines[0].quantity"),
        BadLine(name: "quantity 1.5", json: drink(quantity: "1.5"), reason: "unexpected value at lines[0].quantity"),
        BadLine(name: "quantity \"2\"", json: drink(quantity: #""2""#), reason: "unexpected value at lines[0].quantity"),
        BadLine(
            name: "a pizza quantity of 1000",
            json:
                #"{"addedAt":"2026-11-22T06:39:40Z","drinkID":null,"id":"BAD","ingredientIDs":[1],"kind":"pizza","menuPizza":null,"name":"Big","priceWhenAdded":5,"quantity":1000}"#,
            reason: "unexpected value at lines[0].quantity"),
        BadLine(
            name: "101 ingredients",
            json:
                #"{"addedAt":"2026-11-22T06:39:40Z","drinkID":null,"id":"BAD","ingredientIDs":[\#(Array(repeating: "1", count: 101).joined(separator: ","))],"kind":"pizza","menuPizza":null,"name":"Big","priceWhenAdded":5,"quantity":1}"#,
            reason: "unexpected value at lines[0].ingredientIDs"),
        BadLine(
            name: "a price of 10^165",
            json: drink(quantity: "1").replacingOccurrences(of: "2.5", with: "1" + String(repeating: "0", count: 165)),
            reason: "unexpected value at lines[0].priceWhenAdded"),
    ]

    /// Two beers, readable.
    private static let goodLine =
        #"{"addedAt":"2026-11-22T06:39:40Z","drinkID":4,"id":"GOOD","ingredientIDs":[],"kind":"drink","name":"Beer","priceWhenAdded":6,"quantity":2}"#

    private func write(_ lines: [String], to stub: PizzaStub) throws {
        try Data(#"{"schemaVersion":1,"lines":[\#(lines.joined(separator: ","))]}"#.utf8).write(to: stub.cartFile)
    }

    private func asides(in stub: PizzaStub) throws -> [URL] {
        try FileManager.default.contentsOfDirectory(atPath: stub.home.path).filter { $0.hasPrefix("cart.json.unreadable-") }
            .map { stub.home.url.appendingPathComponent($0) }
    }

    private func leftOut(_ reason: String) -> String {
        "warning: cart.json: 1 entry could not be read (\(reason)) and is left out; the next change keeps it in a file of its own\n"
    }

    private func keptIn(_ reason: String, _ aside: URL) -> String {
        "warning: cart.json: 1 entry could not be read (\(reason)) and is kept in \(aside.path); the others are saved. "
            + "Fix it there, then copy it back into the lines of cart.json\n"
    }

    @Test(
        "is left out with a warning; the rest lists and checks out, and the checkout keeps the line in a file of its own",
        arguments: badLines)
    func checkout(bad: BadLine) async throws {
        let stub = try PizzaStub()
        defer { stub.stop() }
        try write([bad.json, Self.goodLine], to: stub)

        let cart = try await stub.run("cart")
        #expect(cart.status == 0, "\(cart)")
        #expect(cart.stdout == "1.\t2 × Beer\t6.00\n\tTotal\t6.00\n")
        #expect(cart.stderr == leftOut(bad.reason))

        let placed = try await stub.run("checkout", "--yes")
        #expect(placed.status == 0, "\(placed)")
        #expect(placed.stdout == "Thank you for your order! Total: 6.00\n")
        #expect(stub.checkouts.count == 1)
        #expect(String(decoding: stub.checkouts.first?.body ?? Data(), as: UTF8.self) == #"{"drinks":[4,4],"pizzas":[]}"#)
        let aside = try #require(try asides(in: stub).first, "\(placed)")
        #expect(try asides(in: stub).count == 1)
        #expect(placed.stderr == leftOut(bad.reason) + keptIn(bad.reason, aside))

        // The aside file is a cart of its own holding exactly that line, every value as it was.
        let kept = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: aside)) as? NSDictionary)
        let original = try #require(try JSONSerialization.jsonObject(with: Data(bad.json.utf8)) as? NSDictionary)
        #expect(kept == ["schemaVersion": 1, "lines": [original]] as NSDictionary)
        let after = try await stub.run("cart")
        #expect(after.status == 0 && after.stdout == "" && after.stderr == "the cart is empty\n", "\(after)")
    }

    @Test("a line priced past what a line can cost is never scaled into NaN: the change saves a cart that reads")
    func hugePriceNeverWritesNaN() async throws {
        let stub = try PizzaStub()
        defer { stub.stop() }
        // A price Decimal holds, which times 4 it does not: scaled, it was written as NaN, the file
        // no longer parsed, and the next change set the whole cart aside.
        let huge = Self.drink(quantity: "1").replacingOccurrences(of: "2.5", with: "1" + String(repeating: "0", count: 165))
        try write([huge, Self.goodLine], to: stub)
        let set = try await stub.run("cart", "set", "1", "--quantity", "4")
        #expect(set.status == 0, "\(set)")
        let cartText = try String(contentsOf: stub.cartFile, encoding: .utf8)
        #expect(!cartText.contains("NaN"), "\(cartText)")
        let cart = try await stub.run("cart")
        #expect(cart.status == 0, "\(cart)")
        #expect(cart.stdout == "1.\t4 × Beer\t12.00\n\tTotal\t12.00\n", "\(cart)")
        #expect(cart.stderr == "")
        #expect(try asides(in: stub).count == 1, "the unreadable line is kept in a file of its own")
    }

    @Test("a change to the cart keeps an unreadable line aside before it saves the others")
    func change() async throws {
        let stub = try PizzaStub()
        defer { stub.stop() }
        let bad = Self.badLines[0]
        try write([bad.json, Self.goodLine], to: stub)
        let added = try await stub.run("cart", "add", "drink", "Coke")
        #expect(added.status == 0, "\(added)")
        #expect(added.stdout == "")
        let aside = try #require(try asides(in: stub).first, "\(added)")
        #expect(added.stderr == keptIn(bad.reason, aside) + "added to the cart: Coke — 2.50\n")
        let cart = try await stub.run("cart")
        #expect(cart.stdout == "1.\t2 × Beer\t6.00\n2.\tCoke\t2.50\n\tTotal\t8.50\n", "\(cart)")
        #expect(cart.stderr == "")
    }

    @Test("a checkout that fails keeps the cart byte for byte, unreadable line included, and sets nothing aside")
    func failedCheckout() async throws {
        let stub = try PizzaStub(override: { request in request.method == "POST" ? .status(500, "down") : nil })
        defer { stub.stop() }
        let bad = Self.badLines[0]
        try write([bad.json, Self.goodLine], to: stub)
        let before = try Data(contentsOf: stub.cartFile)
        let failed = try await stub.run("checkout", "--yes")
        #expect(failed.status == 69, "\(failed)")
        #expect(failed.stderr == leftOut(bad.reason) + "recipes: \(stub.host) refused the order (HTTP 500); the cart is unchanged.\n")
        #expect(try Data(contentsOf: stub.cartFile) == before)
        #expect(try asides(in: stub).isEmpty)
    }
}
