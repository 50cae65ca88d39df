import CatalogDoubles
import Foundation
import RecipesBasics
import RecipesCatalog
import RecipesHTTP
import RecipesPizza
import TestSupport
import Testing

@Suite("Pizza prices")
struct PizzaPriceTests {
    private let ok = HTTPResponse(statusCode: 200)

    private func menu() throws -> PizzaMenu { try FixtureMenu.load() }

    @Test("a pizza costs the base price plus its ingredients, in exact decimals")
    func happyPath() throws {
        let menu = try menu()
        #expect(try menu.pizza(named: "Margherita").price == Decimal(string: "5.5"))
        #expect(try menu.pizza(named: "Mari e monti").price == Decimal(string: "15.2"))
        #expect(try menu.pizza(named: "Mare Bianco").price == Decimal(string: "9.7"))
        #expect(menu.price(name: "x", ingredientIDs: [1, 2, 10], imageURL: nil).price == Decimal(string: "7.7"))
        #expect(Money.format(menu.price(name: "x", ingredientIDs: [1, 2, 10], imageURL: nil).price) == "7.70")
    }

    @Test("an ingredient id the menu does not know adds nothing and is named unknown")
    func unknownIngredient() throws {
        let pizza = try menu().price(name: "Mystery", ingredientIDs: [1, 42], imageURL: nil)
        #expect(pizza.price == Decimal(5))
        #expect(pizza.parts.map(\.displayName) == ["Mozzarella", "unknown ingredient #42"])
        let bare = try menu().price(name: "Bare", ingredientIDs: [99], imageURL: nil)
        #expect(bare.price == Decimal(4))
    }

    @Test("edited and custom pizzas follow their ingredients")
    func editedAndCustom() throws {
        let menu = try menu()
        let now = Date()
        let edited = try CartBook.pizza("margherita", adding: ["salami"], removing: ["Tomato Sauce"], menu: menu, now: now)
        #expect(edited.ingredientIDs == [1, 3])
        #expect(edited.priceWhenAdded == Decimal(string: "6.5"))
        let custom = try CartBook.custom(ingredients: ["Mozzarella", "tuna"], name: nil, menu: menu, now: now)
        #expect(custom.name == "Custom pizza" && custom.menuPizza == nil)
        #expect(custom.priceWhenAdded == Decimal(string: "7.2"))
        let drinks = try CartBook.drink("coke", quantity: 2, menu: menu, now: now)
        #expect(drinks.priceWhenAdded == Decimal(5) && drinks.drinkID == 3)
        #expect(throws: CartError.alreadyOnPizza(pizza: "Margherita", ingredient: "Mozzarella")) {
            try CartBook.pizza("Margherita", adding: ["Mozzarella"], menu: menu, now: now)
        }
        #expect(throws: CartError.notOnPizza(pizza: "Margherita", ingredient: "Tuna")) {
            try CartBook.pizza("Margherita", removing: ["Tuna"], menu: menu, now: now)
        }
        #expect(throws: CatalogError.noMatch(catalog: .pizza, query: "Calzone", suggestions: [])) {
            try CartBook.pizza("Calzone", menu: menu, now: now)
        }
    }

    @Test("names match case-insensitively and by unique prefix; ambiguous ones list candidates")
    func names() throws {
        let menu = try menu()
        #expect(try menu.pizza(named: "HAWAII").name == "Hawaii")
        #expect(try menu.pizza(named: "prim").name == "Primavera")
        #expect(throws: CatalogError.ambiguous(catalog: .pizza, query: "ric", candidates: ["Ricci", "Ricci e Asparagi"])) {
            try menu.pizza(named: "ric")
        }
        #expect(throws: CatalogError.noMatch(catalog: .pizza, query: "margarita", suggestions: ["Margherita"])) {
            try menu.pizza(named: "margarita")
        }
        #expect(try menu.pizza(named: "ricci").name == "Ricci", "an exact (case-insensitive) name wins over a longer one")
    }

    @Test("prices in the cart follow the current menu and point out a change")
    func repricing() throws {
        let old = try menu()
        let line = try CartBook.pizza("Margherita", menu: old, now: Date())
        let dearer = PizzaMenu(basePrice: 5, pizzas: old.pizzas, ingredients: old.ingredients, drinks: old.drinks)
        let priced = CartBook.priced(CartDocument(lines: [line]), menu: dearer)[0]
        #expect(priced.price == Decimal(string: "6.5"))
        #expect(priced.previousPrice == Decimal(string: "5.5"))
        let noDrinks = PizzaMenu(basePrice: 4, pizzas: old.pizzas, ingredients: old.ingredients, drinks: [])
        let drink = try CartBook.drink("Beer", quantity: 1, menu: old, now: Date())
        #expect(CartBook.priced(CartDocument(lines: [drink]), menu: noDrinks)[0].price == nil)
    }

    @Test(
        "money prints with two decimals",
        arguments: [
            ("7.7", "7.70"), ("0", "0.00"), ("15.2", "15.20"), ("2.005", "2.01"), ("1234.5", "1234.50"),
            ("-3.5", "-3.50"), ("92233720368547758.01", "92233720368547758.01"), ("1e20", "100000000000000000000.00"),
            ("200000000000000000", "200000000000000000.00"),
        ])
    func money(amount: String, text: String) {
        #expect(Money.format(Decimal(string: amount)!) == text)
    }

    @Test("money never traps or lies: NaN prints as ?, not a number")
    func moneyNaN() {
        #expect(Money.format(Decimal.nan) == "?")
    }

    @Test(
        "a price is finite, not negative and at most 1,000,000",
        arguments: [
            (4.0, "4"), (0, "0"), (1_000_000, "1000000"), (999_999.99, "999999.99"),
        ])
    func acceptedPrice(number: Double, decimal: String) {
        #expect(Money.price(number) == Decimal(string: decimal))
    }

    @Test("absurd numbers are not prices", arguments: [-0.01, 1_000_000.01, 1e17, 1e20, 1e308, .infinity, -.infinity, .nan])
    func refusedPrice(number: Double) {
        #expect(Money.price(number) == nil)
    }

    @Test(
        "the menu mapper refuses an absurd price, naming the field",
        arguments: [
            (#"{"basePrice":1e308,"pizzas":[]}"#, "basePrice is above 1000000.00"),
            (#"{"basePrice":-4,"pizzas":[]}"#, "basePrice is negative"),
            // Past what Decimal holds at the small end: refused as what it is, not as "above".
            (#"{"basePrice":1e-320,"pizzas":[]}"#, "basePrice is too small to be a price (1e-320)"),
        ])
    func absurdBasePrice(body: String, reason: String) {
        #expect(throws: MappingError(reason)) { try PizzaMappers.pizzas(Data(body.utf8), ok) }
    }

    @Test("an ingredient or drink with an absurd price is refused")
    func absurdIngredientPrice() {
        #expect(throws: MappingError("[1] price is above 1000000.00")) {
            try PizzaMappers.priced(Data(#"[{"id":1,"name":"A","price":1},{"id":2,"name":"B","price":92233720368547758}]"#.utf8), ok)
        }
    }

    @Test("JSON numbers become exact decimals")
    func decimals() {
        #expect(Money.decimal(2.2) == Decimal(string: "2.2"))
        #expect(Money.decimal(0.1) + Money.decimal(0.2) == Decimal(string: "0.3"))
    }

    @Test(
        "rejects menus that are not the expected shape",
        arguments: [
            (#"{"pizzas":[]}"#, "missing basePrice"),
            (#"{"basePrice":4,"pizzas":[{"name":"X","ingredients":["a"]}]}"#, "unexpected type at pizzas[0].ingredients[0]"),
        ])
    func invalidMenu(body: String, reason: String) {
        #expect(throws: MappingError(reason)) { try PizzaMappers.pizzas(Data(body.utf8), ok) }
    }
}
