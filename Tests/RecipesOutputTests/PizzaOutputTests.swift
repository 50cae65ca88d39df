import CatalogDoubles
import Foundation
import RecipesCatalog
import RecipesHTTP
import RecipesOutput
import RecipesPizza
import RecipesText
import TestSupport
import Testing

@Suite("Pizza output")
struct PizzaOutputTests {
    private let t0 = Date(timeIntervalSince1970: 1_800_000_000)

    private func menu() throws -> PizzaMenu { try FixtureMenu.load() }

    /// A cart written against an older menu: a Margherita with an ingredient id since dropped (added
    /// at 6.00), a drink since taken off, and a Coke whose price held.
    private func agedCart() throws -> [PricedLine] {
        let cart = CartDocument(lines: [
            CartLine(kind: .pizza, name: "Margherita", menuPizza: "Margherita", ingredientIDs: [1, 2, 42], priceWhenAdded: 6, addedAt: t0),
            CartLine(kind: .drink, name: "Chinotto", drinkID: 99, quantity: 2, priceWhenAdded: 5, addedAt: t0),
            CartLine(kind: .drink, name: "Coke", drinkID: 3, quantity: 1, priceWhenAdded: Decimal(string: "2.5")!, addedAt: t0),
        ])
        return CartBook.priced(cart, menu: try menu())
    }

    @Test("the cart says which line left the menu, which ingredient ids add nothing, and what a changed price was")
    func agedCartText() throws {
        #expect(
            PizzaOutput.cart(try agedCart(), style: TextStyle(isTerminal: false)) == """
                1.\tMargherita + unknown ingredient #42\t5.50\tprice changed: was 6.00; unknown ingredient ids 42 add nothing
                2.\t2 × Chinotto\t-\tno longer on the menu
                3.\tCoke\t2.50
                \tTotal\t8.00

                """)
    }

    @Test("the cart's JSON has a null price for the line off the menu and lists the unknown ingredient ids")
    func agedCartJSON() throws {
        let fetched = Date(timeIntervalSince1970: 1_800_000_000)
        let json = try PizzaOutput.cartJSON(Loaded(value: try agedCart(), source: .cache, fetchedAt: fetched))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(
            object["source"] as? String == "cache" && object["fetchedAt"] as? String == "2027-01-15T08:00:00Z",
            "the prices' provenance: the menu's, as every document with fetched data says it")
        #expect(object["catalog"] as? String == "pizza")
        let lines = try #require(object["lines"] as? [[String: Any]])
        #expect(lines.map { $0["description"] as? String } == ["Margherita + unknown ingredient #42", "2 × Chinotto", "Coke"])
        #expect(lines.map { $0["price"] as? NSNumber } == [5.5, nil, 2.5])
        #expect(lines[1]["price"] is NSNull)
        #expect(lines.map { $0["previousPrice"] as? NSNumber } == [6, nil, nil])
        #expect(lines.map { $0["unknownIngredients"] as? [Int] } == [[42], [], []])
        #expect(object["total"] as? NSNumber == 8)
    }

    @Test("an empty cart's JSON names no provenance: no menu was read")
    func emptyCartJSON() throws {
        let json = try PizzaOutput.cartJSON(Loaded(value: [PricedLine](), source: .live, fetchedAt: Date()))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["source"] is NSNull && object["fetchedAt"] is NSNull, "\(object)")
        #expect((object["lines"] as? [Any])?.isEmpty == true && object["total"] as? NSNumber == 0)
    }

    @Test("an empty cart prints nothing")
    func emptyCart() {
        #expect(PizzaOutput.cart([], style: TextStyle(isTerminal: false)) == "")
    }
}
