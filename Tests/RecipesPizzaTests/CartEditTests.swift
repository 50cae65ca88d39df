import CatalogDoubles
import Foundation
import RecipesCatalog
import RecipesHTTP
import RecipesPizza
import RecipesStorage
import TestSupport
import Testing

/// The cart's rules for changing lines: merging on add, editing a pizza, setting a quantity.
@Suite("cart edits, quantities and merges")
struct CartEditTests {
    private let now = Date(timeIntervalSince1970: 1_800_000_000)

    private func menu() throws -> PizzaMenu { try FixtureMenu.load() }

    @Test("the same drink or unedited menu pizza merges into its line; edited and custom pizzas do not")
    func merges() throws {
        let menu = try menu()
        var lines: [CartLine] = []
        #expect(
            try CartBook.add(CartBook.drink("Coke", quantity: 2, menu: menu, now: now), to: &lines, menu: menu)
                == .init(number: 1, merged: false))
        #expect(
            try CartBook.add(CartBook.pizza("Margherita", menu: menu, now: now), to: &lines, menu: menu) == .init(number: 2, merged: false))
        #expect(
            try CartBook.add(CartBook.drink("coke", quantity: 2, menu: menu, now: now), to: &lines, menu: menu)
                == .init(number: 1, merged: true))
        #expect(
            try CartBook.add(CartBook.pizza("margherita", quantity: 3, menu: menu, now: now), to: &lines, menu: menu)
                == .init(number: 2, merged: true))
        let edited = try CartBook.pizza("Margherita", adding: ["Salami"], menu: menu, now: now)
        #expect(try CartBook.add(edited, to: &lines, menu: menu) == .init(number: 3, merged: false))
        #expect(try CartBook.add(edited, to: &lines, menu: menu) == .init(number: 4, merged: false))
        let custom = try CartBook.custom(ingredients: ["Mozzarella", "Tomato Sauce"], name: "Margherita", menu: menu, now: now)
        #expect(try CartBook.add(custom, to: &lines, menu: menu) == .init(number: 5, merged: false))
        #expect(lines.map(\.quantity) == [4, 4, 1, 1, 1])
        #expect(lines[0].priceWhenAdded == Decimal(10) && lines[1].priceWhenAdded == Decimal(22))
        #expect(CartBook.priced(CartDocument(lines: lines), menu: menu).prefix(2).map(\.description) == ["4 × Coke", "4 × Margherita"])
        #expect(CartBook.priced(CartDocument(lines: lines), menu: menu)[1].price == Decimal(22))
    }

    @Test("a merge past 99 is refused, naming the limit, and changes nothing")
    func mergeLimit() throws {
        let menu = try menu()
        var lines = [try CartBook.drink("Coke", quantity: 60, menu: menu, now: now)]
        let before = lines
        #expect(throws: CartError.mergedQuantity(name: "Coke", number: 1, inCart: 60, adding: 60, limit: 99)) {
            try CartBook.add(CartBook.drink("Coke", quantity: 60, menu: menu, now: now), to: &lines, menu: menu)
        }
        #expect(lines == before)
        #expect(
            CartError.mergedQuantity(name: "Coke", number: 1, inCart: 60, adding: 60, limit: 99).userMessage.message
                == "line 1 already has 60 × Coke; 60 more would make 120, and a line holds at most 99.")
        #expect(try CartBook.add(CartBook.drink("Coke", quantity: 39, menu: menu, now: now), to: &lines, menu: menu).merged)
        #expect(lines[0].quantity == 99)
    }

    @Test("editing a menu pizza prices it again and names it '(edited)' once; a custom pizza keeps its name")
    func edit() throws {
        let menu = try menu()
        let margherita = try CartBook.pizza("Margherita", quantity: 2, menu: menu, now: now)
        let once = try CartBook.edit(margherita, adding: ["Salami"], removing: ["Tomato Sauce"], menu: menu)
        #expect(once.name == "Margherita (edited)" && once.menuPizza == "Margherita")
        #expect(once.ingredientIDs == [1, 3] && once.quantity == 2 && once.priceWhenAdded == Decimal(13))
        let twice = try CartBook.edit(once, adding: ["Tuna"], removing: [], menu: menu)
        #expect(twice.name == "Margherita (edited)" && twice.ingredientIDs == [1, 3, 10])
        #expect(
            CartBook.priced(CartDocument(lines: [twice]), menu: menu)[0].description
                == "2 × Margherita (edited) + Salami + Tuna − Tomato Sauce")
        let custom = try CartBook.custom(ingredients: ["Mozzarella"], name: "Mine", menu: menu, now: now)
        let tuna = try CartBook.edit(custom, adding: ["Tuna"], removing: [], menu: menu)
        #expect(tuna.name == "Mine" && tuna.ingredientIDs == [1, 10] && tuna.priceWhenAdded == Decimal(string: "7.2"))
    }

    @Test("a drink cannot be edited; a pizza cannot lose its last ingredient or take one twice")
    func editRefusals() throws {
        let menu = try menu()
        #expect(throws: CartError.drinkNotEditable("Coke")) {
            try CartBook.edit(CartBook.drink("Coke", quantity: 1, menu: menu, now: now), adding: ["Tuna"], removing: [], menu: menu)
        }
        let custom = try CartBook.custom(ingredients: ["Mozzarella"], name: nil, menu: menu, now: now)
        #expect(throws: CartError.nothingLeft(pizza: "Custom pizza")) {
            try CartBook.edit(custom, adding: [], removing: ["Mozzarella"], menu: menu)
        }
        #expect(throws: CartError.alreadyOnPizza(pizza: "Custom pizza", ingredient: "Mozzarella")) {
            try CartBook.edit(custom, adding: ["Mozzarella"], removing: [], menu: menu)
        }
    }

    @Test("a menu pizza added with every ingredient taken off is refused, as an edit to nothing is")
    func addedEmpty() throws {
        let menu = try menu()
        #expect(throws: CartError.nothingLeft(pizza: "Margherita")) {
            try CartBook.pizza("Margherita", removing: ["Mozzarella", "Tomato Sauce"], menu: menu, now: now)
        }
    }

    @Test("setting a quantity keeps 1 to 99 and scales the price the line was added at")
    func setQuantity() throws {
        let menu = try menu()
        let coke = try CartBook.drink("Coke", quantity: 2, menu: menu, now: now)
        let five = try CartBook.setQuantity(coke, to: 5)
        #expect(five.quantity == 5 && five.priceWhenAdded == Decimal(string: "12.5"))
        #expect(CartBook.priced(CartDocument(lines: [five]), menu: menu)[0].previousPrice == nil)
        #expect(throws: CartError.badQuantity(100)) { try CartBook.setQuantity(coke, to: 100) }
        #expect(throws: CartError.badQuantity(0)) { try CartBook.setQuantity(coke, to: 0) }
    }
}
