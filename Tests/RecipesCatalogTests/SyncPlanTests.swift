import CatalogDoubles
import Foundation
import RecipesCatalog
import RecipesCocktails
import RecipesDesserts
import RecipesPizza
import TestSupport
import Testing

/// What `recipes sync` asks of each catalog, as each describes it (issue 31, item 2): read from the
/// real answers in Fixtures/, no request made.
@Suite("sync plans")
struct SyncPlanTests {
    private func urls(_ requests: [SyncRequest], from base: String) -> [String] {
        requests.map { String($0.url.absoluteString.dropFirst(base.count)) }
    }

    @Test("desserts: the list leads to each dessert's lookup and picture, the area names to each area's list")
    func desserts() throws {
        let base = Doubles.base.appendingPathComponent("mealdb/")
        let plan = Doubles.desserts().syncPlan
        #expect(urls(plan.requests, from: base.absoluteString) == ["filter.php?c=Dessert", "list.php?c=list", "list.php?a=list"])
        let list = try plan.requests[0].follow(Fixtures.data("mealdb/filter-c-Dessert.json"))
        #expect(list.requests.count == 65 && list.pictures.isEmpty, "the pictures come with the lookups")
        #expect(urls(Array(list.requests.prefix(1)), from: base.absoluteString) == ["lookup.php?i=53049"])
        // Each lookup is followed with its own answer: one for another recipe is refused as invalid data.
        let creme = try #require(list.requests.first { $0.url.absoluteString.hasSuffix("lookup.php?i=52917") })
        let lookup = try creme.follow(Fixtures.data("mealdb/lookup-52917.json"))
        #expect(throws: MappingError("the answer is for another recipe (id 52917)")) {
            try list.requests[0].follow(Fixtures.data("mealdb/lookup-52917.json"))
        }
        #expect(lookup.requests.isEmpty && lookup.pictures.map(\.lastPathComponent) == ["uryqru1511798039.jpg"])
        #expect(try list.requests[0].follow(Fixtures.data("mealdb/lookup-missing.json")).pictures.isEmpty)
        let areas = try plan.requests[2].follow(Fixtures.data("mealdb/list-a-list.json"))
        #expect(areas.requests.count == 29 && urls(areas.requests, from: base.absoluteString).contains("filter.php?a=French"))
        #expect(throws: (any Error).self) { try plan.requests[0].follow(Data("<html>".utf8)) }
    }

    @Test("cocktails: every letter, the alcohol lists, and each listed category's, glass's and ingredient's list")
    func cocktails() throws {
        let base = Doubles.base.appendingPathComponent("cocktaildb/").absoluteString
        let plan = Doubles.cocktails().syncPlan
        let asked = urls(plan.requests, from: base)
        #expect(asked.count == 36 + 2 + 3)
        #expect(asked.prefix(2) == ["search.php?f=a", "search.php?f=b"] && asked.contains("search.php?f=0"))
        #expect(
            asked.suffix(5) == [
                "filter.php?a=Alcoholic", "filter.php?a=Non_Alcoholic", "list.php?c=list", "list.php?g=list", "list.php?i=list",
            ])
        for (index, file, count) in [(38, "list-c-list", 11), (39, "list-g-list", 32), (40, "list-i-list", 100)] {
            let followUp = try plan.requests[index].follow(Fixtures.data("cocktaildb/\(file).json"))
            #expect(followUp.requests.count == count, "\(file)")
            #expect(followUp.requests.allSatisfy { $0.url.absoluteString.hasPrefix(base + "filter.php?") })
        }
    }

    @Test("a letter's answer keeps each drink as its own lookup, and names each drink's picture")
    func cocktailLetter() throws {
        let base = Doubles.base.appendingPathComponent("cocktaildb/").absoluteString
        let letter = Doubles.cocktails().syncPlan.requests[12] // m: the margarita answer
        let body = Fixtures.data("cocktaildb/search-s-margarita.json")
        let followUp = try letter.follow(body)
        let derived = letter.derived(body)
        #expect(derived.count == 6 && derived.count == followUp.pictures.count)
        #expect(letter.url.absoluteString == base + "search.php?f=m")
        let margarita = try #require(derived.first { $0.url.absoluteString == base + "lookup.php?i=11007" })
        let record = try #require((try JSONSerialization.jsonObject(with: margarita.body) as? [String: [[String: Any]]])?["drinks"])
        #expect(record.count == 1 && record[0]["strDrink"] as? String == "Margarita")
        #expect(letter.derived(Data(#"{"drinks":null}"#.utf8)).isEmpty)
    }

    @Test(
        "a letter's record that the lookup's mapper does not read is kept as no lookup; of one id's records the first that reads is",
        arguments: [false, true])
    func cocktailLetterBrokenRecord(brokenFirst: Bool) throws {
        let base = Doubles.base.appendingPathComponent("cocktaildb/").absoluteString
        let letter = Doubles.cocktails().syncPlan.requests[12]
        let drinks = try #require(
            (try JSONSerialization.jsonObject(with: Fixtures.data("cocktaildb/search-s-margarita.json")) as? [String: [[String: Any]]])?[
                "drinks"])
        let broken: [[String: Any]] = [["idDrink": "11007", "strDrink": NSNull()], ["idDrink": "99002", "strDrink": NSNull()]]
        let body = try JSONSerialization.data(withJSONObject: ["drinks": brokenFirst ? broken + drinks : drinks + broken])
        #expect(try letter.follow(body).pictures.count == 6, "the letter's own answer keeps its six drinks")
        let derived = letter.derived(body)
        #expect(derived.count == 6 && !derived.contains { $0.url.absoluteString.hasSuffix("i=99002") })
        let margaritas = derived.filter { $0.url.absoluteString == base + "lookup.php?i=11007" }
        #expect(margaritas.count == 1)
        let margarita = try #require(margaritas.first)
        let kept = try #require(try JSONSerialization.jsonObject(with: margarita.body) as? [String: [[String: Any]]])
        #expect(kept["drinks"]?.first?["strDrink"] as? String == "Margarita")
        let twice = try JSONSerialization.data(withJSONObject: [
            "drinks": [drinks[0], drinks[0].merging(["strDrink": "Margarita 2"]) { $1 }]
        ])
        let first = try #require(letter.derived(twice).first)
        #expect(letter.derived(twice).count == 1 && String(decoding: first.body, as: UTF8.self).contains(#""strDrink":"Margarita""#))
    }

    @Test("pizza: the menu's three documents, and each pizza's picture")
    func pizza() throws {
        let base = Doubles.base.appendingPathComponent("pizza/").absoluteString
        let plan = Doubles.shop().syncPlan
        #expect(urls(plan.requests, from: base) == ["pizzas.json", "ingredients.json", "drinks.json"])
        let menu = try plan.requests[0].follow(Fixtures.data("pizza/pizzas.json"))
        #expect(menu.pictures.count == 9 && menu.pictures.allSatisfy { $0.host == "doclerlabs.github.io" })
    }
}
