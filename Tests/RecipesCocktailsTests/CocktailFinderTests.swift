import Foundation
import RecipesCatalog
import RecipesCocktails
import RecipesHTTP
import TestSupport
import Testing

@Suite("Cocktail fan-outs")
struct CocktailFinderTests {
    /// Who has what: Gin is in Alpha and Bravo, Lime in Bravo and Charlie. Categories: Alpha and
    /// Charlie are cocktails. `failLookups` makes every lookup.php answer 500.
    private func makeSUT(failLookups: Bool = false) -> (CocktailFinder, HTTPClientStub) {
        let names = ["1": "Alpha", "2": "Bravo", "3": "Charlie"]
        @Sendable func drinks(_ ids: [String], full: Bool = false) -> Result<(Data, HTTPResponse), HTTPClientError> {
            let list = ids.map { id in
                full
                    ? #"{"idDrink":"\#(id)","strDrink":"\#(names[id]!)","strCategory":"Cocktail","strInstructions":"Stir \#(id)."}"#
                    : #"{"idDrink":"\#(id)","strDrink":"\#(names[id]!)","strDrinkThumb":null}"#
            }
            return .success(
                (
                    Data(#"{"drinks":[\#(list.joined(separator: ","))]}"#.utf8),
                    HTTPResponse(statusCode: 200, headers: ["Content-Type": "application/json"])
                ))
        }
        let client = HTTPClientStub { request in
            let query = request.url.query ?? ""
            switch (request.url.lastPathComponent, query) {
            case ("filter.php", "i=Gin"): return drinks(["1", "2"])
            case ("filter.php", "i=Lime"): return drinks(["2", "3"])
            case ("filter.php", "c=Cocktail"): return drinks(["3", "1"])
            case ("search.php", "f=a"): return drinks(["1"], full: true)
            case ("search.php", "f=b"): return drinks(["2"], full: true)
            case ("search.php", "f=c"): return drinks(["3"], full: true)
            case ("search.php", _): return .success((Data(#"{"drinks":null}"#.utf8), HTTPResponse(statusCode: 200)))
            case ("lookup.php", _) where failLookups: return .success((Data(), HTTPResponse(statusCode: 500)))
            case ("lookup.php", let query): return drinks([String(query.dropFirst(2))], full: true)
            default: return .success((Data(), HTTPResponse(statusCode: 404)))
            }
        }
        let browser = CatalogBrowser(
            provider: CocktailCatalog(baseURL: URL(string: "http://127.0.0.1:9/cocktaildb/")!), loader: RemoteLoader(client: client))
        return (CocktailFinder(browser: browser), client)
    }

    private func queries(_ client: HTTPClientStub, _ path: String) -> [String] {
        client.requests.filter { $0.url.lastPathComponent == path }.compactMap(\.url.query).sorted()
    }

    @Test("one filter request per ingredient, repeats and blanks dropped; each mode combines the answers its own way")
    func modes() async throws {
        let (finder, client) = makeSUT()
        let all = try await finder.filter(ingredients: ["Gin", " gin ", "", "Lime"], mode: .all, details: false)
        #expect(all.value.map(\.name) == ["Bravo"])
        #expect(queries(client, "filter.php") == ["i=Gin", "i=Lime"])
        let any = try await finder.filter(ingredients: ["Gin", "Lime"], mode: .any, details: false)
        #expect(any.value.map(\.name) == ["Alpha", "Bravo", "Charlie"] && any.value.allSatisfy(\.missing.isEmpty))
        let almost = try await finder.filter(ingredients: ["Gin", "Lime"], mode: .almost, details: false)
        #expect(almost.value.map { "\($0.name): \($0.missing)" } == ["Alpha: [\"Lime\"]", "Bravo: []", "Charlie: [\"Gin\"]"])
        #expect(almost.source == .live)
    }

    @Test("with details, each match is looked up once, and progress counts through both fan-outs")
    func details() async throws {
        let (finder, client) = makeSUT()
        let heard = Heard()
        let found = try await finder.filter(
            ingredients: ["Gin", "Lime"], mode: .almost, details: true, concurrency: 2, progress: heard.append)
        #expect(found.value.map { $0.details?.instructions } == ["Stir 1.", "Stir 2.", "Stir 3."])
        #expect(queries(client, "lookup.php") == ["i=1", "i=2", "i=3"])
        #expect(heard.all == ["1/2", "2/2", "1/3", "2/3", "3/3"])
    }

    @Test("one failed lookup fails the whole answer: no list with a recipe missing")
    func failedLookup() async throws {
        let (finder, _) = makeSUT(failLookups: true)
        await #expect(throws: LoadError.unavailable(host: "127.0.0.1:9", reason: "HTTP 500")) {
            try await finder.filter(ingredients: ["Gin"], mode: .all, details: true)
        }
    }

    @Test("list: one request per criterion, and only the drinks in every answer, each once, alphabetically")
    func listWithCriteria() async throws {
        let (finder, client) = makeSUT()
        let cocktails = try await finder.list(filters: [.category("Cocktail")])
        #expect(cocktails.value.map(\.name) == ["Alpha", "Charlie"])
        let startingWithA = try await finder.list(letter: "A", filters: [.category("Cocktail")])
        #expect(startingWithA.value.map(\.name) == ["Alpha"])
        #expect(queries(client, "search.php") == ["f=a"])
        #expect(queries(client, "filter.php") == ["c=Cocktail", "c=Cocktail"])
    }

    @Test("list with no criteria asks for every letter and digit once, and merges them alphabetically")
    func listEverything() async throws {
        let (finder, client) = makeSUT()
        let everything = try await finder.list(concurrency: 4)
        #expect(everything.value.map(\.name) == ["Alpha", "Bravo", "Charlie"])
        #expect(queries(client, "search.php") == (CocktailCatalog.letters.map { "f=\($0)" }).sorted())
        #expect(client.requests.count == 36)
    }
}

/// Progress as it was heard, "done/total".
private final class Heard: @unchecked Sendable {
    private let lock = NSLock()
    private var events: [String] = []

    @Sendable func append(_ done: Int, _ total: Int) { lock.withLock { events.append("\(done)/\(total)") } }
    var all: [String] { lock.withLock { events } }
}
