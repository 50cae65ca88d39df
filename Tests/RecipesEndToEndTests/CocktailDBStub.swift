import Foundation
import TestSupport

/// A loopback TheCocktailDB that answers search, lookup, filter and random from the real margarita
/// sample, the way the real service would: filter.php by any ingredient the sample's drinks contain.
struct CocktailDBStub: RecipesStub {
    let server: LoopbackServer
    let home: TemporaryFolder

    nonisolated(unsafe) static let drinks: [[String: Any]] = { // read-only after first use
        let object = try? JSONSerialization.jsonObject(with: Fixtures.data("cocktaildb/search-s-margarita.json")) as? [String: Any]
        return object?["drinks"] as? [[String: Any]] ?? []
    }()

    /// `delay` is added to every answer; `override` is asked first (nil: answer normally).
    init(delay: Double = 0, override: (@Sendable (LoopbackServer.Request) -> LoopbackServer.Reply?)? = nil) throws {
        server = try LoopbackServer { request in
            let reply = (override?(request) ?? Self.answer(request)).withLocalPictures(for: request)
            return delay > 0 ? .delayed(seconds: delay, reply) : reply
        }
        home = try TemporaryFolder()
    }

    var endpoints: [String: String] { ["RECIPES_COCKTAILDB_URL": server.url("api/json/v1/1/")] }

    /// `sample` stands in for the margarita sample's drinks (a test's altered copy of them).
    static func answer(_ request: LoopbackServer.Request, sample: [[String: Any]] = CocktailDBStub.drinks) -> LoopbackServer.Reply {
        sampleAnswer(request, sample: sample).withLocalPictures(for: request)
    }

    private static func sampleAnswer(_ request: LoopbackServer.Request, sample: [[String: Any]]) -> LoopbackServer.Reply {
        let parts = request.query.split(separator: "=", maxSplits: 1).map(String.init)
        let key = parts.first ?? ""
        let value = (parts.count > 1 ? parts[1] : "").removingPercentEncoding ?? ""
        func field(_ name: String, _ drink: [String: Any]) -> String { drink[name] as? String ?? "" }
        switch request.path {
        case "/api/json/v1/1/search.php" where key == "f":
            return drinks(sample.filter { field("strDrink", $0).lowercased().hasPrefix(value.lowercased()) })
        case "/api/json/v1/1/search.php":
            return drinks(sample.filter { ($0["strDrink"] as? String ?? "").localizedCaseInsensitiveContains(value) })
        case "/api/json/v1/1/list.php":
            return .json(Fixtures.data("cocktaildb/list-\(key)-list.json"))
        case "/api/json/v1/1/filter.php" where ["c", "g", "a"].contains(key):
            let name = ["c": "strCategory", "g": "strGlass", "a": "strAlcoholic"][key]!
            let wanted = value.replacingOccurrences(of: "_", with: " ")
            let matching = sample.filter { field(name, $0).caseInsensitiveCompare(wanted) == .orderedSame }
            guard !matching.isEmpty else { return .json(#"{"drinks":"None Found"}"#) }
            return drinks(matching.map { ["strDrink": $0["strDrink"]!, "strDrinkThumb": $0["strDrinkThumb"]!, "idDrink": $0["idDrink"]!] })
        case "/api/json/v1/1/lookup.php":
            return drinks(sample.filter { $0["idDrink"] as? String == value })
        case "/api/json/v1/1/random.php":
            return drinks(Array(sample.prefix(1)))
        case "/api/json/v1/1/filter.php":
            let matching = sample.filter { drink in
                (1...15).contains { (drink["strIngredient\($0)"] as? String)?.caseInsensitiveCompare(value) == .orderedSame }
            }
            guard !matching.isEmpty else { return .json(#"{"drinks":"None Found"}"#) }
            return drinks(matching.map { ["strDrink": $0["strDrink"]!, "strDrinkThumb": $0["strDrinkThumb"]!, "idDrink": $0["idDrink"]!] })
        default:
            return .status(404, "not found")
        }
    }

    private static func drinks(_ list: [[String: Any]]) -> LoopbackServer.Reply {
        guard !list.isEmpty else { return .json(#"{"drinks":null}"#) }
        return .json((try? JSONSerialization.data(withJSONObject: ["drinks": list])) ?? Data())
    }
}
