import Foundation
import RecipesBasics
import RecipesPizza
import RecipesStorage
import TestSupport
import Testing

/// A line of cart.json is read only within the limits the command line keeps; anything else is an
/// unreadable line, kept as JSON, never a count that sizes memory or arithmetic.
@Suite("cart line limits")
struct CartLineLimitsTests {
    private func line(quantity: String = "1", ingredients: Int = 0, drinkID: String = "null") -> String {
        let ids = Array(repeating: "7", count: ingredients).joined(separator: ",")
        return
            #"{"addedAt":"2026-11-22T06:39:40Z","drinkID":\#(drinkID),"id":"L","ingredientIDs":[\#(ids)],"kind":"pizza","menuPizza":null,"name":"P","priceWhenAdded":4,"quantity":\#(quantity)}"#
    }

    private func decode(_ lines: [String]) throws -> CartDocument {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return try CartDocument.read(from: Data(#"{"schemaVersion":1,"lines":[\#(lines.joined(separator: ","))]}"#.utf8), decoder: decoder)
    }

    @Test(
        "a line no decoder can hold (a number past a Double, a lone surrogate, bytes not UTF-8, a key twice) is kept aside as its bytes; the others are read"
    )
    func undecodable() throws {
        var notUTF8 = Data(line().utf8)
        notUTF8.insert(0xFF, at: try #require(notUTF8.range(of: Data(#""name":"P"#.utf8))).upperBound)
        let cases = [
            Data(line().replacingOccurrences(of: #""priceWhenAdded":4"#, with: #""priceWhenAdded":1e400"#).utf8),
            Data(line(quantity: "1e400").utf8),
            Data(line().replacingOccurrences(of: #""name":"P""#, with: #""name":"P\ud800""#).utf8),
            Data(line().replacingOccurrences(of: #""quantity":1"#, with: #""quantity":1,"quantity":50"#).utf8),
            notUTF8,
        ]
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        for bad in cases {
            let file = Data(#"{"schemaVersion":1,"lines":[\#(line()),"#.utf8) + bad + Data("]}".utf8)
            let document = try CartDocument.read(from: file, decoder: decoder)
            #expect(document.lines.count == 1, "\(String(decoding: bad, as: UTF8.self))")
            #expect(document.unreadable.map(\.bytes) == [bad], "kept byte for byte")
        }
    }

    @Test("quantities 1 and 99, 100 ingredients and a drink id are read")
    func withinLimits() throws {
        let document = try decode([line(quantity: "1"), line(quantity: "99", ingredients: 100, drinkID: "3")])
        #expect(document.unreadable.isEmpty)
        #expect(document.lines.map(\.quantity) == [1, 99])
        #expect(document.lines[1].ingredientIDs.count == 100 && document.lines[1].drinkID == 3)
    }

    @Test(
        "a line outside the limits is unreadable, kept as JSON, and hides no other",
        arguments: [
            ("-5", 0, "null", "quantity"), ("0", 0, "null", "quantity"), ("100", 0, "null", "quantity"),
            ("9223372036854775807", 0, "null", "quantity"), ("9223372036854775808", 0, "null", "quantity"),
            ("1.5", 0, "null", "quantity"), (#""2""#, 0, "null", "quantity"), ("null", 0, "null", "quantity"),
            ("1", 101, "null", "ingredientIDs"), ("1", 0, "1.5", "drinkID"), ("1", 0, "1e30", "drinkID"),
        ])
    func outsideLimits(quantity: String, ingredients: Int, drinkID: String, key: String) throws {
        let bad = line(quantity: quantity, ingredients: ingredients, drinkID: drinkID)
        let document = try decode([line(), bad, line()])
        #expect(document.lines.count == 2)
        #expect(document.unreadable.map(\.reason) == ["unexpected value at lines[1].\(key)"])
        let kept = try #require(document.unreadable.first).bytes
        #expect(try JSONDecoder().decode(JSONValue.self, from: kept) == (try JSONDecoder().decode(JSONValue.self, from: Data(bad.utf8))))
    }

    @Test("a price past what Decimal holds makes its line unreadable, not the whole file", arguments: ["1e200", "-1e200", #""4""#])
    func price(price: String) throws {
        let bad = line().replacingOccurrences(of: #""priceWhenAdded":4"#, with: #""priceWhenAdded":\#(price)"#)
        let document = try decode([line(), bad])
        #expect(document.lines.count == 1)
        #expect(document.unreadable.map(\.reason) == ["unexpected value at lines[1].priceWhenAdded"])
    }

    @Test(
        "a price beyond what the tool could have written (negative, or above 101,000,000 an item) makes its line unreadable",
        arguments: ["-0.01", "1e165", "101000000.01", #"1\#(String(repeating: "0", count: 165))"#])
    func priceOutsideLimits(price: String) throws {
        let bad = line().replacingOccurrences(of: #""priceWhenAdded":4"#, with: #""priceWhenAdded":\#(price)"#)
        let document = try decode([line(), bad])
        #expect(document.lines.count == 1)
        #expect(document.unreadable.map(\.reason) == ["unexpected value at lines[1].priceWhenAdded"])
    }

    @Test("the largest price a line can hold scales to 99 and merges without leaving the limits, and is read back")
    func largestPriceStaysReadable() throws {
        let most = CartLine.largestPriceOfOne
        let document = try decode([
            line().replacingOccurrences(of: #""priceWhenAdded":4"#, with: #""priceWhenAdded":\#(most)"#),
            line(quantity: "99").replacingOccurrences(of: #""priceWhenAdded":4"#, with: #""priceWhenAdded":\#(most * 99)"#),
        ])
        #expect(document.unreadable.isEmpty)
        let scaled = try CartBook.setQuantity(document.lines[0], to: 99)
        #expect(!scaled.priceWhenAdded.isNaN && scaled.priceWhenAdded == document.lines[1].priceWhenAdded)
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let back = try decoder.decode(CartLine.self, from: try encoder.encode(scaled))
        #expect(back == scaled)
    }

    @Test("a line whose price is not one the tool reads is never written: encoding it fails", arguments: [Decimal.nan, -1, 1e20])
    func neverWritesUnreadablePrice(price: Decimal) throws {
        let bad = CartLine(kind: .drink, name: "Coke", drinkID: 1, priceWhenAdded: price, addedAt: Date(timeIntervalSince1970: 0))
        #expect(throws: EncodingError.self) { try JSONEncoder().encode(bad) }
    }

    @Test("a change that would write such a line fails as a write (exit 73's error), and cart.json stays byte for byte")
    func storeRefusesUnreadableLine() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = folder.url.appendingPathComponent("cart.json")
        let store = JSONFileStore<CartDocument>(file: file, warn: { _ in })
        let good = CartLine(kind: .drink, name: "Coke", drinkID: 1, priceWhenAdded: 2.5, addedAt: Date(timeIntervalSince1970: 0))
        try store.update { $0.entries.append(good) }
        let before = try Data(contentsOf: file)
        let bad = CartLine(kind: .drink, name: "Beer", drinkID: 2, priceWhenAdded: .nan, addedAt: Date(timeIntervalSince1970: 0))
        #expect {
            try store.update { $0.entries.append(bad) }
        } throws: { error in
            guard case FileError.cannotWrite(let path, let reason) = error else { return false }
            return path == file.path && reason.hasPrefix("it would hold a value no reading takes")
        }
        #expect(try Data(contentsOf: file) == before)
    }

    @Test("a missing quantity says it is missing")
    func missing() throws {
        let document = try decode([line().replacingOccurrences(of: #","quantity":1"#, with: "")])
        #expect(document.unreadable.map(\.reason) == ["missing lines[0].quantity"])
    }

    @Test("the cart never writes a line it could not read back: a pizza of more than 100 ingredients is refused")
    func tooManyIngredients() throws {
        let ingredients = (1...101).map { PizzaIngredient(number: $0, name: "Topping \($0)", price: 1) }
        let menu = PizzaMenu(
            basePrice: 4, pizzas: [MenuPizza(name: "Everything", ingredientIDs: Array(1...101), imageURL: nil)],
            ingredients: ingredients, drinks: [])
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        #expect(throws: CartError.tooManyIngredients(pizza: "Everything", count: 101, limit: 100)) {
            try CartBook.pizza("Everything", menu: menu, now: now)
        }
        #expect(throws: CartError.tooManyIngredients(pizza: "Custom pizza", count: 101, limit: 100)) {
            try CartBook.custom(ingredients: ingredients.map(\.name), name: nil, menu: menu, now: now)
        }
        #expect(
            try CartBook.custom(ingredients: ingredients.prefix(100).map(\.name), name: nil, menu: menu, now: now).ingredientIDs.count
                == 100)
        #expect(
            CartError.tooManyIngredients(pizza: "Everything", count: 101, limit: 100).userMessage.message
                == "Everything would have 101 ingredients; a pizza in the cart has at most 100.")
    }
}
