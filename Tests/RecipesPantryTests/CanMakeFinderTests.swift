import CatalogDoubles
import Foundation
import RecipesCatalog
import RecipesCocktails
import RecipesDesserts
import RecipesHTTP
import RecipesPantry
import TestSupport
import Testing

/// TheCocktailDB and TheMealDB as their filter and lookup answer, from the real samples (the six
/// margaritas; the creme brulee and Corba), each answer a little late, counting what is in flight.
private final class KitchenClient: HTTPClient, @unchecked Sendable {
    private let lock = NSLock()
    private var inFlight = 0
    private(set) var mostInFlight = 0
    private var sent: [String] = []
    /// A request path and query that fails.
    let failing: String?

    init(failing: String? = nil) {
        self.failing = failing
    }

    var requests: [String] { lock.withLock { sent } }

    func send(_ request: HTTPRequest) async throws -> (Data, HTTPResponse) {
        let target = request.url.path + "?" + (request.url.query ?? "")
        lock.withLock {
            sent.append(target)
            inFlight += 1
            mostInFlight = max(mostInFlight, inFlight)
        }
        defer { lock.withLock { inFlight -= 1 } }
        try await Task.sleep(for: .milliseconds(10))
        if target == failing { throw HTTPClientError.connectivity(host: "kitchen", reason: "connection refused") }
        return (Self.answer(request.url), HTTPResponse(statusCode: 200, headers: ["Content-Type": "application/json"]))
    }

    private static func records(_ file: String, _ key: String) -> [[String: Any]] {
        ((try? JSONSerialization.jsonObject(with: Fixtures.data(file))) as? [String: [[String: Any]]])?[key] ?? []
    }

    private static func answer(_ url: URL) -> Data {
        let query = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems?.first
        let value = query?.value ?? ""
        func has(_ record: [String: Any], _ count: Int) -> Bool {
            (1...count).contains { (record["strIngredient\($0)"] as? String)?.caseInsensitiveCompare(value) == .orderedSame }
        }
        func json(_ key: String, _ list: [[String: Any]]) -> Data {
            (try? JSONSerialization.data(withJSONObject: [key: list.isEmpty ? NSNull() : list as Any])) ?? Data()
        }
        let drinks = records("cocktaildb/search-s-margarita.json", "drinks")
        let meals = records("mealdb/lookup-52917.json", "meals") + records("mealdb/test-only-lookup-52977-corba.json", "meals")
        switch (url.path, query?.name) {
        case ("/cocktaildb/filter.php", "i"): return json("drinks", drinks.filter { has($0, 15) })
        case ("/cocktaildb/lookup.php", _): return json("drinks", drinks.filter { $0["idDrink"] as? String == value })
        case ("/mealdb/filter.php", "c"): return Fixtures.data("mealdb/filter-c-Dessert.json")
        case ("/mealdb/filter.php", "i"): return json("meals", meals.filter { has($0, 20) })
        case ("/mealdb/lookup.php", _): return json("meals", meals.filter { $0["idMeal"] as? String == value })
        default: return Data("{}".utf8)
        }
    }
}

@Suite("can-make's fan-outs")
struct CanMakeFinderTests {
    private func makeSUT(failing: String? = nil) -> (CanMakeFinder, KitchenClient) {
        let client = KitchenClient(failing: failing)
        let loader = RemoteLoader(client: client)
        let cocktails = CatalogBrowser(
            provider: CocktailCatalog(baseURL: Doubles.base.appendingPathComponent("cocktaildb/")), loader: loader)
        let desserts = CatalogBrowser(provider: DessertCatalog(baseURL: Doubles.base.appendingPathComponent("mealdb/")), loader: loader)
        return (
            CanMakeFinder(catalogs: CatalogDirectory([desserts, cocktails]), now: { Date(timeIntervalSince1970: 1_800_000_000) }), client
        )
    }

    private func shelf(_ names: String...) -> Shelf { Shelf(items: names.compactMap(PantryItem.init)) }

    @Test("one filter per name the shelf searches by, each recipe found looked up once, never more requests at once than asked")
    func cocktails() async throws {
        let (sut, client) = makeSUT()
        let found = try await sut.find(
            shelf: shelf("Tequila", "lime juice", "Salt", "Triple sec"), scope: .only(.cocktails), missingAtMost: 1, concurrency: 2)
        #expect(found.value.map(\.name) == ["Margarita", "Blue Margarita", "Tommy's Margarita", "Whitecap Margarita"])
        #expect(found.source == .live)
        // Each item, and the spellings of what it covers: Gold tequila, Fresh lime juice, Lime (lime juice covers a "Lime"), Cointreau.
        #expect(
            client.requests.filter { $0.hasPrefix("/cocktaildb/filter.php") }.sorted()
                == ["Cointreau", "Fresh%20lime%20juice", "Gold%20tequila", "Lime", "Salt", "Tequila", "Triple%20sec", "lime%20juice"].map {
                    "/cocktaildb/filter.php?i=" + $0
                })
        #expect(
            client.requests.filter { $0.hasPrefix("/cocktaildb/lookup.php") }.sorted()
                == ["i=11007", "i=11118", "i=12322", "i=16158", "i=17216", "i=178332"].map { "/cocktaildb/lookup.php?" + $0 })
        #expect(client.mostInFlight <= 2 && client.mostInFlight >= 1)
        #expect(!client.requests.contains { $0.hasPrefix("/mealdb/") })
    }

    @Test("desserts: the filter answer is kept to the dessert list before any lookup")
    func desserts() async throws {
        let (sut, client) = makeSUT()
        let found = try await sut.find(shelf: shelf("Double Cream", "Mint"), scope: .only(.desserts), missingAtMost: 4)
        #expect(found.value.map(\.id) == ["52917"])
        #expect(found.value.first?.missing == ["White Chocolate Chips", "Vanilla", "Egg Yolks", "Caster Sugar"])
        #expect(client.requests.filter { $0.hasPrefix("/mealdb/lookup.php") } == ["/mealdb/lookup.php?i=52917"])
    }

    @Test("all: both catalogs, ranked together")
    func all() async throws {
        let (sut, _) = makeSUT()
        let found = try await sut.find(
            shelf: shelf("Tequila", "lime juice", "Triple sec", "Double Cream", "White Chocolate Chips", "Vanilla", "Egg Yolks"),
            scope: .all, missingAtMost: 1)
        // Blue Margarita's salt is its rim, which never blocks a drink.
        #expect(
            found.value.map(\.name) == [
                "Margarita", "Blue Margarita", "Tommy's Margarita", "White chocolate creme brulee", "Whitecap Margarita",
            ])
    }

    @Test("the catalogs whose registration has an ingredient search are asked, by name: cocktails, then desserts")
    func catalogsFromRegistrations() async throws {
        #expect(CanMakeScope.words(in: [DessertCatalog.registration, CocktailCatalog.registration]) == ["cocktails", "desserts", "all"])
        #expect(CanMakeScope("desserts", registry: [DessertCatalog.registration]) == .only(.desserts))
        #expect(CanMakeScope("dessert", registry: [DessertCatalog.registration]) == nil, "the names --catalog has always taken")
        let (sut, client) = makeSUT()
        _ = try await sut.find(shelf: shelf("Tequila", "Double Cream"), scope: .all, missingAtMost: 1, concurrency: 1)
        let firstMeal = try #require(client.requests.firstIndex { $0.hasPrefix("/mealdb/") })
        #expect(client.requests[..<firstMeal].allSatisfy { $0.hasPrefix("/cocktaildb/") } && firstMeal > 0)
    }

    @Test("a scope naming a catalog that cannot answer is an unknown catalog, and nothing is asked")
    func scopeWithoutSearch() async throws {
        let (sut, client) = makeSUT()
        await #expect(throws: CatalogError.unknownCatalog("pizza", known: ["cocktails", "desserts"])) {
            try await sut.find(shelf: shelf("Tequila"), scope: .only(CatalogName(rawValue: "pizza")), missingAtMost: 1)
        }
        #expect(client.requests.isEmpty)
    }

    @Test("an empty shelf asks nothing and says so")
    func empty() async throws {
        let (sut, client) = makeSUT()
        await #expect(throws: PantryError.empty) { try await sut.find(shelf: Shelf(items: []), scope: .all, missingAtMost: 1) }
        #expect(client.requests.isEmpty)
    }

    @Test("one failed lookup fails the whole answer: it is never silently partial")
    func failure() async throws {
        let (sut, _) = makeSUT(failing: "/cocktaildb/lookup.php?i=17216")
        await #expect(throws: LoadError.self) { try await sut.find(shelf: shelf("Tequila"), scope: .only(.cocktails), missingAtMost: 5) }
    }
}
