import Foundation
import RecipesCatalog
import RecipesPizza
import Testing

@Suite("Priced pizza JSON")
struct PricedPizzaCodingTests {
    private let pizza = PricedPizza(
        name: "Mystery", basePrice: 4,
        parts: [
            PricedPizza.Part(id: 1, ingredient: PizzaIngredient(number: 1, name: "Mozzarella", price: Decimal(string: "1.25")!)),
            PricedPizza.Part(id: 42, ingredient: nil),
        ],
        price: Decimal(string: "5.25")!, imageURL: URL(string: "https://example.com/mystery.png"))

    private func encoded<Value: Encodable>(_ value: Value) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    @Test("writes prices in cents, and an ingredient the menu does not know as unknown, with no name or price")
    func writes() throws {
        #expect(
            try encoded(pizza) == #"{"basePrice":4,"imageURL":"https://example.com/mystery.png","ingredients":["#
                + #"{"id":1,"known":true,"name":"Mozzarella","price":1.25},{"id":42,"known":false,"name":null,"price":null}],"#
                + #""name":"Mystery","price":5.25}"#)
    }

    @Test("reads back as the same pizza, the unknown ingredient still unknown")
    func roundTrip() throws {
        let read = try JSONDecoder().decode(PricedPizza.self, from: Data(try encoded(pizza).utf8))
        #expect(read == pizza)
        #expect(read.parts.map(\.displayName) == ["Mozzarella", "unknown ingredient #42"])
    }

    @Test("a menu ingredient reads back from its own JSON")
    func ingredientRoundTrip() throws {
        let salami = PizzaIngredient(number: 3, name: "Salami", price: Decimal(string: "1.5")!)
        #expect(try encoded(salami) == #"{"id":3,"name":"Salami","price":1.5}"#)
        #expect(try JSONDecoder().decode(PizzaIngredient.self, from: Data(try encoded(salami).utf8)) == salami)
    }
}
