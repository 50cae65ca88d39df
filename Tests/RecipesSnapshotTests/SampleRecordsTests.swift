import Foundation
import RecipesCatalog
import RecipesCocktails
import RecipesDesserts
import RecipesSnapshot
import TestSupport
import Testing

/// The sample's full records (Fixtures/cocktaildb/drinks-2021-even-ids.json, Fixtures/mealdb/desserts-2022-even-ids.json
/// and the margarita search), served as captured and answered from at run time (issue 31, item 1).
@Suite("Bundled sample records")
struct SampleRecordsTests {
    // A base where nothing listens: the bundled sample answers by resource name, whatever the base.
    private let drinks = CatalogBrowser(provider: CocktailCatalog(baseURL: URL(string: "http://127.0.0.1:9/")!), loader: SnapshotLoader())
    private let desserts = CatalogBrowser(provider: DessertCatalog(baseURL: URL(string: "http://127.0.0.1:9/")!), loader: SnapshotLoader())

    /// Every drink record the fixtures hold, by id (the margarita search's newer copy wins).
    nonisolated(unsafe) private static let fixtureDrinks: [String: [String: Any]] = { // read-only after first use
        var byID: [String: [String: Any]] = [:]
        for name in ["cocktaildb/drinks-2021-even-ids.json", "cocktaildb/search-s-margarita.json"] {
            let object = try? JSONSerialization.jsonObject(with: Fixtures.data(name)) as? [String: Any]
            for drink in object?["drinks"] as? [[String: Any]] ?? [] { byID[drink["idDrink"] as? String ?? ""] = drink }
        }
        return byID
    }()

    @Test(
        "holds each record file byte for byte, and each record where the generator says (run Scripts/generate-snapshot after changing one)")
    func recordFilesMatchFixtures() throws {
        #expect(
            BundledSnapshot.recordFiles.map(\.fixture) == [
                "cocktaildb/search-s-margarita.json", "cocktaildb/drinks-2021-even-ids.json",
                "mealdb/lookup-52917.json", "mealdb/desserts-2022-even-ids.json",
            ])
        for file in BundledSnapshot.recordFiles {
            #expect(file.text == Fixtures.text(file.fixture), "\(file.fixture)")
            let object = try #require(try JSONSerialization.jsonObject(with: Fixtures.data(file.fixture)) as? [String: Any])
            let records = try #require(object[file.key] as? [[String: Any]])
            #expect(file.records.count == records.count, "\(file.fixture)")
            let bytes = Array(file.text.utf8)
            for (place, record) in zip(file.records, records) {
                let sliced = try #require(try JSONSerialization.jsonObject(with: Data(bytes[place.start..<place.end])) as? [String: Any])
                #expect(NSDictionary(dictionary: sliced).isEqual(to: record), "\(file.fixture) \(place.id)")
                #expect(sliced[file.key == "drinks" ? "idDrink" : "idMeal"] as? String == place.id)
            }
        }
    }

    @Test("opens every bundled dessert and drink by id, as the record says")
    func opensEveryRecord() async throws {
        let dessertIDs = Set(BundledSnapshot.recordFiles.filter { $0.service == "mealdb" }.flatMap { $0.records.map(\.id) })
        #expect(dessertIDs.count == 34)
        for id in dessertIDs {
            let dessert = try await desserts.detail(id: RecipeID(id)!)
            #expect(dessert.source == .snapshot && dessert.value.id == id)
        }
        #expect(Self.fixtureDrinks.count == 368)
        for (id, record) in Self.fixtureDrinks {
            let drink = try await drinks.detail(id: RecipeID(id)!)
            #expect(drink.value.name == record["strDrink"] as? String)
        }
    }

    @Test("lists the sample's drinks by letter, and nothing that is not a record")
    func letters() async throws {
        let finder = CocktailFinder(browser: drinks)
        let all = try await finder.list()
        #expect(all.value.count == 368 && all.source == .snapshot)
        #expect(Set(all.value.map(\.id)) == Set(Self.fixtureDrinks.keys))
        let t = try await finder.list(letter: "T")
        #expect(t.value.map(\.name).contains("Tommy's Margarita"))
        #expect(t.value.allSatisfy { $0.name.lowercased().hasPrefix("t") })
        #expect(all.fetchedAt == Date(timeIntervalSince1970: 1_617_235_200), "the oldest record's capture: April 2021")
    }

    @Test("filters by ingredient, category, glass and alcohol over the records that hold the value")
    func filters() async throws {
        let finder = CocktailFinder(browser: drinks)
        func ids(_ matches: ([String: Any]) -> Bool) -> Set<String> { Set(Self.fixtureDrinks.filter { matches($0.value) }.keys) }
        let gin = try await finder.filter(ingredients: ["gin"], mode: .all, details: false)
        let withGin = ids { drink in (1...15).contains { (drink["strIngredient\($0)"] as? String)?.lowercased() == "gin" } }
        #expect(!withGin.isEmpty && Set(gin.value.map(\.drink.id)) == withGin)
        let cocktails = try await finder.list(filters: [.category("Cocktail"), .alcoholic(false)])
        #expect(
            Set(cocktails.value.map(\.id))
                == ids { $0["strCategory"] as? String == "Cocktail" && $0["strAlcoholic"] as? String == "Non alcoholic" })
        let coupes = try await finder.list(filters: [.glass("cocktail glass")])
        #expect(
            Set(coupes.value.map(\.id)) == ids { ($0["strGlass"] as? String)?.lowercased() == "cocktail glass" },
            "the API matches values case aside")
    }

    @Test("lists the categories, glasses and ingredients the records hold, and picks a random drink among them")
    func namesAndRandom() async throws {
        let finder = CocktailFinder(browser: drinks)
        let categories = try await finder.names(.categories).value
        #expect(Set(categories) == Set(Self.fixtureDrinks.values.compactMap { $0["strCategory"] as? String }))
        let glasses = try await finder.names(.glasses).value
        #expect(Set(glasses) == Set(Self.fixtureDrinks.values.compactMap { $0["strGlass"] as? String }))
        let ingredients = try await finder.names(.ingredients).value
        #expect(ingredients.contains("Gin") && ingredients.count > 100)
        let random = try await finder.random()
        #expect(Self.fixtureDrinks[random.value.id] != nil && random.source == .snapshot)
    }

    @Test("a search by name finds the sample's drinks holding the text; a miss is an empty answer")
    func search() async throws {
        let found = try await drinks.load(drinks.provider.searchEndpoint("tom")).value.items.map(\.name)
        #expect(
            found.contains("Tom Collins") && found.contains("Tommy's Margarita") && found.allSatisfy { $0.lowercased().contains("tom") })
        #expect(try await drinks.load(drinks.provider.searchEndpoint("zzzz")).value.items.isEmpty)
    }

    @Test("an offline dessert list marks the 34 desserts whose record is bundled, without mapping a record")
    func marksDesserts() async throws {
        let list = try await desserts.feed(desserts.provider.listEndpoint())
        let open = desserts.openOffline(list.value.map(\.id))
        #expect(open.count == 34 && open.contains("52917") && !open.contains("52859"), "Key Lime Pie (an odd id) is not bundled")
    }

    @Test("an offline drink list marks every bundled drink, and no id the sample lacks")
    func drinksOpenOffline() {
        let ids = Array(Self.fixtureDrinks.keys)
        #expect(drinks.openOffline(ids + ["1", "11000000", "٣"]) == Set(ids) && ids.count > 100)
    }
}
