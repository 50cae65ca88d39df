import Foundation
import RecipesCatalog
import RecipesCocktails
import RecipesDesserts
import RecipesFavorites
import RecipesHTTP
import RecipesOutput
import RecipesPizza
import RecipesStorage
import RecipesText
import TestSupport
import Testing

/// favorites.json version 2 keeps each recipe as its catalog gives it (`show --json`'s `item`);
/// version 1 kept a card. These are the conversions and checks between the two.
@Suite("what a favorite keeps of a recipe")
struct StoredRecipeTests {
    private let ok = HTTPResponse(statusCode: 200, headers: ["Content-Type": "application/json"])
    private let types = RecipeTypes([DessertCatalog.registration, CocktailCatalog.registration, PizzaShop.registration])

    private var decoder: JSONDecoder {
        JSONFileStore<FavoritesDocument>(file: URL(fileURLWithPath: "/dev/null"), warn: { _ in })
            .decoding(with: [RecipeTypes.userInfoKey: types]).decoder
    }

    private func encoded(_ favorite: Favorite) throws -> Data {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.sortedKeys]
        return try encoder.encode(favorite)
    }

    @Test("a version-1 card of the real creme brulee reads back as the very dessert it was made from")
    func dessertFromCard() throws {
        let dessert = try #require(try DessertDetailsMapper.map(Fixtures.data("mealdb/lookup-52917.json"), ok))
        #expect(Dessert(card: dessert.card) == dessert)
        #expect(Dessert(card: RecipeCard(catalog: .cocktails, id: "1", name: "x")) == nil, "a card of another catalog is not a dessert")
    }

    @Test("a version-1 card of the real Margarita reads back as the drink, all but the translations a card never kept")
    func cocktailFromCard() throws {
        let margarita = try #require(
            try CocktailMapper.cocktails(Fixtures.data("cocktaildb/search-s-margarita.json"), ok).first { $0.id == "11007" })
        var untranslated = margarita
        untranslated.instructionsByLanguage = [:]
        #expect(Cocktail(card: margarita.card) == untranslated)
        #expect(!margarita.instructionsByLanguage.isEmpty, "the sample has translations, so the test means something")
    }

    @Test("a pizza's card has no ingredient ids: it stays a card")
    func pizzaFromCard() {
        let card = RecipeCard(
            catalog: .pizza, id: "Margherita", name: "Margherita", facts: [.init("Price", "5.50")],
            ingredients: [Ingredient(name: "Mozzarella", measure: nil)])
        #expect(PricedPizza(card: card) == nil)
    }

    @Test("a favorite encodes its recipe as the catalog's model and decodes it back as the same, whatever the catalog")
    func roundTrip() throws {
        let dessert = try #require(try DessertDetailsMapper.map(Fixtures.data("mealdb/lookup-52917.json"), ok))
        let margarita = try #require(try CocktailMapper.cocktails(Fixtures.data("cocktaildb/search-s-margarita.json"), ok).first)
        let pizza = PricedPizza(
            name: "Margherita", basePrice: 4,
            parts: [PricedPizza.Part(id: 1, ingredient: PizzaIngredient(number: 1, name: "Mozzarella", price: 1))],
            price: 5, imageURL: nil)
        for recipe in [dessert, margarita, pizza] as [any RecipeCardConvertible] {
            let favorite = Favorite(snapshot: RecipeSnapshot(recipe), note: "mine", addedAt: Date(timeIntervalSince1970: 1_800_000_000))
            let data = try encoded(favorite)
            let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            #expect((object["recipe"] as? [String: Any])?["facts"] == nil, "no card in version 2")
            let read = try decoder.decode(Favorite.self, from: data)
            #expect(read == favorite)
            #expect(read.snapshot.detail.map { AnyHashable($0) } == AnyHashable(recipe))
        }
    }

    @Test("a version-1 card that holds more than its recipe stays a card, so no rewrite drops a fact, a link or a drink's own Source")
    func cardWithMoreStaysCard() throws {
        let dessert = try #require(try DessertDetailsMapper.map(Fixtures.data("mealdb/lookup-52917.json"), ok))
        let margarita = try #require(
            try CocktailMapper.cocktails(Fixtures.data("cocktaildb/search-s-margarita.json"), ok).first { $0.id == "11007" })
        var ownFact = dessert.card
        ownFact.facts.append(.init("Servings", "4"))
        var labelTwice = dessert.card
        labelTwice.facts.append(.init("Category", "Pudding"))
        var ownLink = dessert.card
        ownLink.links.append(.init("Blog", URL(string: "https://blog.example/creme")!))
        var ownSource = margarita.card
        ownSource.links = ownSource.links.map { $0.label == "Source" ? .init("Source", URL(string: "https://my.example/margarita")!) : $0 }
        for card in [ownFact, labelTwice, ownLink, ownSource] {
            let read = try decoder.decode(
                Favorite.self, from: encoded(Favorite(recipe: card, addedAt: Date(timeIntervalSince1970: 1_800_000_000))))
            #expect(read.snapshot.detail == nil, "\(card.facts) \(card.links)")
            #expect(read.recipe == card)
            #expect(try decoder.decode(Favorite.self, from: encoded(read)).recipe == card, "a rewrite keeps it")
        }
        for card in [dessert.card, margarita.card] {
            let read = try decoder.decode(
                Favorite.self, from: encoded(Favorite(recipe: card, addedAt: Date(timeIntervalSince1970: 1_800_000_000))))
            #expect(read.snapshot.detail != nil, "a card as this program wrote it becomes its recipe")
            #expect(read.recipe == card)
        }
    }

    @Test("a drink's or dessert's page is on its site whatever the id a file gave it: the id is one path segment")
    func pageURLOfHostileID() {
        let drink = Cocktail(
            id: "../x?y#z w", name: "x", category: nil, alcoholic: nil, glass: nil, iba: nil, instructions: nil,
            ingredients: [], tags: [], imageURL: nil)
        #expect(drink.pageURL.absoluteString == "https://www.thecocktaildb.com/drink/..%2Fx%3Fy%23z%20w")
        let dessert = Dessert(
            id: "1/../2", name: "x", category: nil, area: nil, instructions: nil, ingredients: [], tags: [],
            imageURL: nil, sourceURL: nil, youtubeURL: nil)
        #expect(dessert.pageURL.absoluteString == "https://www.themealdb.com/meal/1%2F..%2F2")
        #expect(
            Cocktail(
                id: "11007", name: "x", category: nil, alcoholic: nil, glass: nil, iba: nil, instructions: nil,
                ingredients: [], tags: [], imageURL: nil
            ).pageURL.absoluteString == "https://www.thecocktaildb.com/drink/11007")
    }

    @Test("a card's labels from a file are sanitized like its values, at a terminal and in the cookbook")
    func cardLabelsSanitized() {
        let card = RecipeCard(
            catalog: .pizza, id: "M", name: "M", facts: [.init("Price\u{1B}]0;PWNED\u{07}\u{1B}[2J", "5")],
            links: [.init("Img\u{1B}[31mRED", URL(string: "https://example.com/m.png")!)])
        let text = RecipeCardOutput.text(card, style: TextStyle(isTerminal: false))
        #expect(!text.contains("\u{1B}") && !text.contains("\u{07}"), "\(text.debugDescription)")
        let markdown = RecipeCardOutput.markdown(card, note: nil)
        #expect(!markdown.contains("\u{1B}") && !markdown.contains("\u{07}"), "\(markdown.debugDescription)")
    }

    @Test(
        "a favorite's pizza with a price the menu could never have is unreadable, not shown",
        arguments: [
            #"{"name":"A","basePrice":4,"price":-5,"ingredients":[]}"#,
            #"{"name":"A","basePrice":4,"price":1e100,"ingredients":[]}"#,
            #"{"name":"A","basePrice":1000000.01,"price":5,"ingredients":[]}"#,
            #"{"name":"A","basePrice":4,"price":5,"ingredients":[{"id":1,"name":"X","price":-1}]}"#,
            #"{"name":"A","basePrice":4,"price":5,"ingredients":[{"id":1,"name":"X","price":1e300}]}"#,
        ])
    func absurdPizza(recipe: String) {
        let entry =
            #"{"addedAt":"2026-11-22T09:30:00Z","catalog":"pizza","id":"A","name":"A","note":null,"recipe":\#(recipe),"updatedAt":"2026-11-22T09:30:00Z"}"#
        #expect(throws: DecodingError.self) { try decoder.decode(Favorite.self, from: Data(entry.utf8)) }
    }

    @Test("a stored pizza lists at most 100 ingredients")
    func tooManyParts() {
        let parts = Array(repeating: #"{"id":1,"name":"X","price":1}"#, count: 101).joined(separator: ",")
        let entry =
            #"{"addedAt":"2026-11-22T09:30:00Z","catalog":"pizza","id":"A","name":"A","note":null,"recipe":{"name":"A","basePrice":4,"price":5,"ingredients":[\#(parts)]},"updatedAt":"2026-11-22T09:30:00Z"}"#
        #expect(throws: DecodingError.self) { try decoder.decode(Favorite.self, from: Data(entry.utf8)) }
    }

    @Test("the cookbook writes only web links as Markdown links: a file's javascript: or file: link is text")
    func cookbookLinks() {
        let card = RecipeCard(
            catalog: .desserts, id: "1", name: "Tart",
            links: [
                .init("Image", URL(string: "file:///etc/passwd")!), .init("Source", URL(string: "javascript:alert(1)")!),
                .init("YouTube", URL(string: "https://www.youtube.com/watch?v=x")!),
            ])
        let markdown = RecipeCardOutput.markdown(card, note: nil)
        #expect(!markdown.contains("](file:") && !markdown.contains("](javascript:"), "\(markdown)")
        #expect(markdown.contains("Image: file:///etc/passwd") && markdown.contains("- Source: javascript:alert(1)"), "\(markdown)")
        #expect(markdown.contains("- [YouTube](https://www.youtube.com/watch?v=x)"), "\(markdown)")
    }
}
