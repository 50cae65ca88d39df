import Foundation
import RecipesCatalog
import RecipesDesserts
import RecipesHTTP
import TestSupport
import Testing

@Suite("Dessert mappers")
struct DessertMapperTests {
    private let ok = HTTPResponse(statusCode: 200, headers: ["Content-Type": "application/json"])

    @Test("maps every dessert of the real list sample")
    func mapsListSample() throws {
        let items = try DessertListMapper.map(Fixtures.data("mealdb/filter-c-Dessert.json"), ok).items
        #expect(items.count == 65)
        #expect(items.first?.id == "53049" && items.first?.name == "Apam balik")
        #expect(items.first?.thumbnailURL?.absoluteString == "https://www.themealdb.com/images/media/meals/adxcbq1619787919.jpg")
        #expect(items.contains { $0.name == "Walnut Roll Gužvara" })
    }

    @Test("maps the real creme brulee sample, keeping duplicate ingredients in the API's order")
    func mapsDetailSample() throws {
        let dessert = try #require(try DessertDetailsMapper.map(Fixtures.data("mealdb/lookup-52917.json"), ok))
        #expect(dessert.id == "52917")
        #expect(dessert.name == "White chocolate creme brulee")
        #expect(dessert.category == "Dessert")
        #expect(dessert.area == "French")
        #expect(
            dessert.ingredients == [
                Ingredient(name: "Double Cream", measure: "568ml"),
                Ingredient(name: "White Chocolate Chips", measure: "100g"),
                Ingredient(name: "Vanilla", measure: "Pod of"),
                Ingredient(name: "Egg Yolks", measure: "6"),
                Ingredient(name: "Caster Sugar", measure: "2 tbs"),
                Ingredient(name: "Caster Sugar", measure: "Top"),
            ])
        #expect(dessert.tags == ["Desert", "DinnerParty", "Pudding"])
        #expect(dessert.instructions?.contains("\r\n") == true)
        #expect(dessert.youtubeURL == URL(string: "https://www.youtube.com/watch?v=LmJ0lsPLHDc"))
        #expect(dessert.sourceURL == URL(string: "https://www.bbcgoodfood.com/recipes/2540/white-chocolate-crme-brle"))
        #expect(dessert.imageURL?.absoluteString == "https://www.themealdb.com/images/media/meals/uryqru1511798039.jpg")
    }

    @Test("reads {\"meals\": null} as no such dessert")
    func missingMeal() throws {
        #expect(try DessertDetailsMapper.map(Fixtures.data("mealdb/lookup-missing.json"), ok) == nil)
        #expect(try DessertListMapper.map(Data(#"{"meals":null}"#.utf8), ok).items.isEmpty)
    }

    @Test("lists the meals that have an id and a name, and counts the others as skipped")
    func skipsRecordsWithoutIdentity() throws {
        let json =
            #"{"meals":[{"idMeal":"52893"},{"idMeal":"53049","strMeal":"Apam balik"},{"idMeal":null,"strMeal":"Apple Frangipan Tart"},{"idMeal":"../1","strMeal":"Bad id"}]}"#
        let feed = try DessertListMapper.map(Data(json.utf8), ok)
        #expect(feed.items == [RecipeSummary(id: "53049", name: "Apam balik", thumbnailURL: nil)])
        #expect(feed.skipped == 3)
        #expect(try DessertListMapper.map(Fixtures.data("mealdb/filter-c-Dessert.json"), ok).skipped == 0)
    }

    @Test("an answer none of whose meals can be listed is invalid data, named by the first problem")
    func noUsableMeal() {
        let json = #"{"meals":[{"idMeal":"52893"},{"idMeal":null,"strMeal":"Apple Frangipan Tart"}]}"#
        #expect(throws: MappingError("meals[0] has no strMeal")) { try DessertListMapper.map(Data(json.utf8), ok) }
        let desserts =
            #"{"meals":[{"idMeal":"52893","strCategory":"Dessert"},{"idMeal":null,"strMeal":"Apple Frangipan Tart","strCategory":"Dessert"}]}"#
        #expect(throws: MappingError("meals[0] has no strMeal")) { try DessertListMapper.mapDessertsOnly(Data(desserts.utf8), ok) }
    }

    @Test("a search counts only the desserts it skips; other categories are not its to count")
    func searchSkipsDessertsOnly() throws {
        let json = #"""
            {"meals":[{"idMeal":"52977","strMeal":"Corba","strCategory":"Side"},{"idMeal":"1","strCategory":"Beef"},
            {"idMeal":"2","strCategory":"Dessert"},{"idMeal":"53049","strMeal":"Apam balik","strCategory":" ‮dessert "}]}
            """#
        let feed = try DessertListMapper.mapDessertsOnly(Data(json.utf8), ok)
        #expect(feed.items.map(\.id) == ["53049"])
        #expect(feed.skipped == 1)
        #expect(try DessertListMapper.mapDessertsOnly(Data(#"{"meals":[{"idMeal":"1","strCategory":"Beef"}]}"#.utf8), ok).items.isEmpty)
    }

    @Test("treats null, empty and blank slots alike, keeps an ingredient whose measure is blank")
    func emptySlots() throws {
        let json = """
            {"meals":[{"idMeal":"1","strMeal":"  Slots  ","strIngredient1":"Flour","strMeasure1":"200g",
            "strIngredient2":"Salt","strMeasure2":" ","strIngredient3":null,"strMeasure3":null,
            "strIngredient4":"","strMeasure4":"1 tsp","strIngredient5":" ","strMeasure5":"",
            "strIngredient6":"Eggs","strMeasure6":null,"strIngredient10":"Milk","strMeasure10":"1 cup "}]}
            """
        let dessert = try #require(try DessertDetailsMapper.map(Data(json.utf8), ok))
        #expect(dessert.name == "Slots")
        #expect(
            dessert.ingredients == [
                Ingredient(name: "Flour", measure: "200g"),
                Ingredient(name: "Salt", measure: nil),
                Ingredient(name: "Eggs", measure: nil),
                Ingredient(name: "Milk", measure: "1 cup"),
            ])
    }

    @Test("ignores renamed and new keys, and needs no optional field")
    func newerAndMinimalResponses() throws {
        let json =
            #"{"meals":[{"idMeal":"2","strMeal":"Bare","strMealAlternate":null,"strCountry":"UK","dateModified":12345,"extra":{"a":[1]}}]}"#
        let dessert = try #require(try DessertDetailsMapper.map(Data(json.utf8), ok))
        #expect(
            dessert
                == Dessert(
                    id: "2", name: "Bare", category: nil, area: nil, instructions: nil, ingredients: [],
                    tags: [], imageURL: nil, sourceURL: nil, youtubeURL: nil))
    }

    @Test("drops links that are not http(s) URLs")
    func badLinks() throws {
        let json =
            #"{"meals":[{"idMeal":"3","strMeal":"Links","strYoutube":"javascript:alert(1)","strSource":"","strMealThumb":"not a url"}]}"#
        let dessert = try #require(try DessertDetailsMapper.map(Data(json.utf8), ok))
        #expect(dessert.youtubeURL == nil && dessert.sourceURL == nil && dessert.imageURL == nil)
    }

    @Test(
        "rejects data that is not the expected JSON",
        arguments: [
            ("<!DOCTYPE html><html><body>Down</body></html>", "the server sent an HTML page instead of JSON"),
            ("", "the answer is empty"),
            ("garbage", "not valid JSON"),
            (#"{"meals":[{"idMeal":"1","strMeal":"Cut"#, "not valid JSON"),
            (#"{"desserts":[]}"#, "missing meals"),
            (#"{"meals":"None Found"}"#, "unexpected type at meals"),
            (#"[1,2]"#, "unexpected type at the top level"),
            (#"{"meals":[{"strMeal":"No id"}]}"#, "meals[0] has no valid idMeal"),
            (#"{"meals":[{"idMeal":"../1","strMeal":"Bad id"}]}"#, "meals[0] has no valid idMeal"),
            (#"{"meals":[{"idMeal":"1","strMeal":"  "}]}"#, "meals[0] has no strMeal"),
        ])
    func rejectsInvalidData(body: String, reason: String) throws {
        #expect(throws: MappingError(reason)) { try DessertListMapper.map(Data(body.utf8), ok) }
    }

    @Test(
        "spots an HTML page by its content type, in any case, even when it does not start with <",
        arguments: ["text/html; charset=utf-8", "TEXT/HTML", "application/xhtml+xml, Text/Html"])
    func htmlByContentType(contentType: String) throws {
        let html = HTTPResponse(statusCode: 200, headers: ["Content-Type": contentType])
        #expect(throws: MappingError("the server sent an HTML page instead of JSON")) {
            try DessertDetailsMapper.map(Data("Service unavailable".utf8), html)
        }
    }

    @Test("a JSON content type that only resembles HTML's is read as JSON", arguments: ["application/json", "text/htm", "text/ html", ""])
    func notHTMLByContentType(contentType: String) throws {
        let json = HTTPResponse(statusCode: 200, headers: ["Content-Type": contentType])
        #expect(try DessertDetailsMapper.map(Data(#"{"meals":null}"#.utf8), json) == nil)
    }
}
