import Foundation
import RecipesCatalog
import RecipesCocktails
import RecipesDesserts
import RecipesHTTP
import TestSupport
import Testing

@Suite("Cocktail mappers")
struct CocktailMapperTests {
    private let ok = HTTPResponse(statusCode: 200, headers: ["Content-Type": "application/json"])

    @Test("maps the real margarita search: the Margarita's Salt is listed with no measure")
    func margarita() throws {
        let drinks = try CocktailMapper.cocktails(Fixtures.data("cocktaildb/search-s-margarita.json"), ok)
        #expect(drinks.count == 6)
        let margarita = try #require(drinks.first { $0.id == "11007" })
        #expect(margarita.name == "Margarita")
        #expect(margarita.category == "Ordinary Drink" && margarita.alcoholic == "Alcoholic" && margarita.glass == "Cocktail glass")
        #expect(margarita.iba == "Contemporary Classics")
        #expect(
            margarita.ingredients == [
                Ingredient(name: "Tequila", measure: "1 1/2 oz"), Ingredient(name: "Triple sec", measure: "1/2 oz"),
                Ingredient(name: "Lime juice", measure: "1 oz"), Ingredient(name: "Salt", measure: nil),
            ])
        #expect(margarita.instructionsByLanguage.keys.sorted() == ["de", "it"])
        #expect(margarita.instructions(in: "IT")?.hasPrefix("Strofina il bordo") == true)
        #expect(margarita.instructions(in: "fr") == nil)
        #expect(margarita.tags == ["IBA", "ContemporaryClassic"])
        #expect(drinks.first { $0.id == "16158" }?.iba == nil)
    }

    @Test(
        "reads null, the filter's 'None Found' and 'no data found' as no drinks",
        arguments: [
            #"{"drinks":null}"#, #"{"drinks":"None Found"}"#, #"{"drinks":"no data found"}"#,
        ])
    func noDrinks(body: String) throws {
        #expect(try CocktailMapper.cocktails(Data(body.utf8), ok).isEmpty)
        #expect(try CocktailMapper.filtered(Data(body.utf8), ok).items.isEmpty)
        #expect(try CocktailMapper.first(Data(body.utf8), ok) == nil)
    }

    @Test("older drinks: empty-string slots, extra keys, hyphenated translation keys, punctuation in names")
    func olderDrink() throws {
        let json = #"""
            {"drinks":[{"idDrink":"17833","strDrink":"A. J.","strDrinkES":"A. J.","strCategory":"Shot","strAlcoholic":"Alcoholic",
            "strGlass":"Shot glass","strInstructions":"Shake with ice.\r\nStrain.","strInstructionsZH-HANS":"摇匀","strInstructionsDE":"",
            "strIngredient1":"Applejack","strMeasure1":"1 1/2 oz ","strIngredient2":"Grapefruit juice","strMeasure2":"",
            "strIngredient3":"","strMeasure3":"","strIngredient15":null,"strMeasure15":null,"strCreativeCommonsConfirmed":"No"}]}
            """#
        let drink = try #require(try CocktailMapper.first(Data(json.utf8), ok))
        #expect(drink.name == "A. J.")
        #expect(
            drink.ingredients == [Ingredient(name: "Applejack", measure: "1 1/2 oz"), Ingredient(name: "Grapefruit juice", measure: nil)])
        #expect(drink.instructionsByLanguage == ["zh-hans": "摇匀"])
        #expect(drink.card(language: "zh-hans").instructions == "摇匀")
        #expect(drink.card(language: "de").instructions == "Shake with ice.\r\nStrain.")
    }

    @Test("filter answers carry id, name and thumbnail")
    func filtered() throws {
        let json =
            #"{"drinks":[{"strDrink":"AT&T","strDrinkThumb":"https://x.example/a.jpg","idDrink":"13938"},{"strDrink":"747","strDrinkThumb":null,"idDrink":"17222"}]}"#
        #expect(
            try CocktailMapper.filtered(Data(json.utf8), ok).items == [
                RecipeSummary(id: "13938", name: "AT&T", thumbnailURL: URL(string: "https://x.example/a.jpg")),
                RecipeSummary(id: "17222", name: "747", thumbnailURL: nil),
            ])
    }

    @Test("lists the drinks that have an id and a name, and counts the others as skipped")
    func skipsRecordsWithoutIdentity() throws {
        let json =
            #"{"drinks":[{"idDrink":null,"strDrink":"Margarita"},{"idDrink":"11118","strDrink":"Blue Margarita"},{"idDrink":"12322","strDrink":null}]}"#
        let drinks = try CocktailMapper.feed(Data(json.utf8), ok)
        #expect(drinks.items.map(\.id) == ["11118"] && drinks.skipped == 2)
        #expect(try CocktailMapper.summaries(Data(json.utf8), ok).skipped == 2)
        #expect(
            try CocktailMapper.filtered(Data(json.utf8), ok).items == [
                RecipeSummary(id: "11118", name: "Blue Margarita", thumbnailURL: nil)
            ])
        #expect(try CocktailMapper.filtered(Data(json.utf8), ok).skipped == 2)
        #expect(try CocktailMapper.first(Data(json.utf8), ok)?.id == "11118")
    }

    @Test(
        "rejects data that is not TheCocktailDB's shape",
        arguments: [
            (#"{"meals":[]}"#, "missing drinks"),
            (#"{"drinks":[{"strDrink":"No id"}]}"#, "drinks[0] has no valid idDrink"),
            (#"{"drinks":[{"idDrink":"1"}]}"#, "drinks[0] has no strDrink"),
            (#"{"drinks":[{"idDrink":"1"},{"idDrink":null,"strDrink":"Margarita"}]}"#, "drinks[0] has no strDrink"),
            (#"{"drinks":42}"#, "unexpected type at drinks"),
            ("<html></html>", "the server sent an HTML page instead of JSON"),
        ])
    func invalid(body: String, reason: String) {
        #expect(throws: MappingError(reason)) { try CocktailMapper.cocktails(Data(body.utf8), ok) }
    }

    @Test("builds TheCocktailDB's endpoints with strict encoding")
    func endpoints() {
        let catalog = CocktailCatalog(baseURL: URL(string: "http://127.0.0.1:1/api/json/v1/1/")!)
        #expect(
            catalog.searchEndpoint("AT&T +1/50% ñ").url.absoluteString
                == "http://127.0.0.1:1/api/json/v1/1/search.php?s=AT%26T%20%2B1%2F50%25%20%C3%B1")
        #expect(catalog.ingredientEndpoint("Lime juice").url.absoluteString == "http://127.0.0.1:1/api/json/v1/1/filter.php?i=Lime%20juice")
        #expect(catalog.detailEndpoint(for: RecipeID("11007")!).resourceName == "cocktaildb/lookup.php?i=11007")
        #expect(catalog.randomEndpoint().url.absoluteString == "http://127.0.0.1:1/api/json/v1/1/random.php")
    }
}

@Suite("Ingredient filter")
struct IngredientFilterTests {
    private let a = RecipeSummary(id: "1", name: "Alpha", thumbnailURL: nil)
    private let b = RecipeSummary(id: "2", name: "bravo", thumbnailURL: nil)
    private let c = RecipeSummary(id: "3", name: "Charlie", thumbnailURL: nil)

    @Test("all: drinks with every ingredient")
    func all() {
        let result = IngredientFilter.combine(ingredients: ["Gin", "Lime"], lists: [[a, b, c], [c, a]], mode: .all)
        #expect(result.map(\.name) == ["Alpha", "Charlie"])
        #expect(result.allSatisfy { $0.missing.isEmpty })
    }

    @Test("any: the union, alphabetically")
    func any() {
        #expect(
            IngredientFilter.combine(ingredients: ["Gin", "Lime"], lists: [[c], [b, a]], mode: .any).map(\.name) == [
                "Alpha", "bravo", "Charlie",
            ])
    }

    @Test("almost: every ingredient, or all but one, marked with what is missing")
    func almost() {
        let result = IngredientFilter.combine(ingredients: ["Gin", "Lime", "Mint"], lists: [[a, b, c], [a, b], [a]], mode: .almost)
        #expect(result.map(\.name) == ["Alpha", "bravo"])
        #expect(result.map(\.missing) == [[], ["Mint"]])
    }

    @Test("ingredients are trimmed, blanks and case-insensitive repeats dropped")
    func normalized() {
        #expect(IngredientFilter.normalized([" Gin ", "gin", "", "Lime juice", "LIME JUICE"]) == ["Gin", "Lime juice"])
    }
}

@Suite("Bounded concurrency")
struct BoundedConcurrencyTests {
    @Test("keeps order and never runs more than the limit at once")
    func bound() async throws {
        let gauge = Gauge()
        let firstThreeIn = Latch(count: 3)
        let laterOneDone = Latch(count: 1)
        let results = try await BoundedConcurrency.map(Array(0..<20), limit: 3) { value in
            gauge.enter()
            defer { gauge.leave() }
            // The first three are held until all three are running: the limit is certainly reached.
            if value < 3 { try await firstThreeIn.arrive() }
            // The first finishes after a later one, so the order of the results is the map's doing.
            if value == 0 { try await laterOneDone.wait() }
            if value == 3 { laterOneDone.countDown() }
            return value * 2
        }
        #expect(results == (0..<20).map { $0 * 2 })
        #expect(gauge.peak == 3)
    }

    @Test("the first error is thrown and no partial answer comes back")
    func failure() async {
        struct Boom: Error, Equatable {}
        await #expect(throws: Boom()) {
            _ = try await BoundedConcurrency.map(Array(0..<10), limit: 4) { value in
                if value == 5 { throw Boom() }
                return value
            }
        }
    }

    @Test("combined provenance: the least live source, the oldest time, the first reason")
    func provenance() {
        let now = Date(timeIntervalSince1970: 1_000)
        let parts = [
            Loaded(value: 1, source: .live, fetchedAt: Date(timeIntervalSince1970: 900)),
            Loaded(value: 2, source: .cache, fetchedAt: Date(timeIntervalSince1970: 500), fallbackReason: "down"),
        ]
        let combined = Loaded(value: "x", combining: parts, now: now)
        #expect(combined.source == .cache && combined.fetchedAt == Date(timeIntervalSince1970: 500) && combined.fallbackReason == "down")
        let empty = Loaded(value: "x", combining: [Loaded<Int>](), now: now)
        #expect(empty.source == .live && empty.fetchedAt == now)
    }

    @Test("combined answers sum the records every part left out; map keeps the count")
    func skippedRecordsSummed() {
        let now = Date(timeIntervalSince1970: 1_000)
        let parts = [
            Loaded(value: 1, source: .live, fetchedAt: now, skippedRecords: 2), Loaded(value: 2, source: .live, fetchedAt: now),
            Loaded(value: 3, source: .cache, fetchedAt: now, skippedRecords: 1),
        ]
        #expect(Loaded(value: "x", combining: parts, now: now).skippedRecords == 3)
        #expect(parts[0].map { $0 + 1 }.skippedRecords == 2)
        let feed = Loaded(value: Feed(items: ["a"], skipped: 4), source: .live, fetchedAt: now, skippedRecords: 1)
        #expect(feed.listed().value == ["a"] && feed.listed().skippedRecords == 5)
    }

    @Test(
        "list.php names: alphabetical, each once, blanks skipped; None Found and null are none",
        arguments: [
            (
                #"{"drinks":[{"strGlass":"Coupe Glass"},{"strGlass":" "},{"strGlass":"balloon Glass"},{"strGlass":"Coupe Glass"},{"x":1}]}"#,
                ["balloon Glass", "Coupe Glass"]
            ),
            (#"{"drinks":"None Found"}"#, []), (#"{"drinks":null}"#, []),
        ])
    func names(body: String, expected: [String]) throws {
        #expect(try CocktailMapper.names("strGlass")(Data(body.utf8), HTTPResponse(statusCode: 200)) == expected)
    }

    @Test("TheMealDB's list.php names, and null as none")
    func mealNames() throws {
        let ok = HTTPResponse(statusCode: 200)
        #expect(
            try DessertListMapper.names("strArea")(Fixtures.data("mealdb/list-a-list.json"), ok).prefix(3) == [
                "American", "British", "Canadian",
            ])
        #expect(try DessertListMapper.names("strArea")(Data(#"{"meals":null}"#.utf8), ok) == [])
    }

    private final class Gauge: @unchecked Sendable {
        private let lock = NSLock()
        private var current = 0
        private var highest = 0
        func enter() {
            lock.withLock {
                current += 1
                highest = max(highest, current)
            }
        }
        func leave() { lock.withLock { current -= 1 } }
        var peak: Int { lock.withLock { highest } }
    }
}
