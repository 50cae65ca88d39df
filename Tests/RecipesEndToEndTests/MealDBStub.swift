import Foundation
import TestSupport

/// A loopback TheMealDB serving the real samples from Fixtures/, or one fault for every request.
struct MealDBStub: RecipesStub {
    let server: LoopbackServer
    let home: TemporaryFolder

    /// `override` is asked first for every request; nil from it means "answer normally".
    init(fault: LoopbackServer.Reply? = nil, override: (@Sendable (LoopbackServer.Request) -> LoopbackServer.Reply?)? = nil) throws {
        server = try LoopbackServer { request in
            if let fault { return fault }
            if let reply = override?(request) { return reply.withLocalPictures(for: request) }
            return Self.answer(request)
        }
        home = try TemporaryFolder()
    }

    static func answer(_ request: LoopbackServer.Request) -> LoopbackServer.Reply {
        sampleAnswer(request).withLocalPictures(for: request)
    }

    private static func sampleAnswer(_ request: LoopbackServer.Request) -> LoopbackServer.Reply {
        switch (request.path, request.query) {
        case ("/api/json/v1/1/filter.php", "c=Dessert"):
            return .json(Fixtures.data("mealdb/filter-c-Dessert.json"))
        case ("/api/json/v1/1/lookup.php", "i=52917"):
            return .json(Fixtures.data("mealdb/lookup-52917.json"))
        case ("/api/json/v1/1/lookup.php", "i=52977"):
            return .json(Fixtures.data("mealdb/test-only-lookup-52977-corba.json")) // Corba, a Side: a meal that is not a dessert
        case ("/api/json/v1/1/lookup.php", _):
            return .json(Fixtures.data("mealdb/lookup-missing.json"))
        case ("/api/json/v1/1/list.php", "c=list"), ("/api/json/v1/1/list.php", "a=list"):
            return .json(Fixtures.data("mealdb/list-\(request.query.prefix(1))-list.json"))
        case ("/api/json/v1/1/filter.php", "a=French"):
            return .json(Fixtures.data("mealdb/filter-a-French.json"))
        case ("/api/json/v1/1/filter.php", let query) where query.hasPrefix("i="):
            return withIngredient(String(query.dropFirst(2)).removingPercentEncoding ?? "")
        case ("/api/json/v1/1/filter.php", let query) where query.hasPrefix("a="):
            return .json(#"{"meals":null}"#)
        default:
            return .status(404, "not found")
        }
    }

    /// `filter.php?i=` as the real service answers it, from the meals the samples hold: the creme
    /// brulee (a dessert) and Corba (a side, which `can-make` must leave out), any category.
    static func withIngredient(_ ingredient: String) -> LoopbackServer.Reply {
        let meals = ["mealdb/lookup-52917.json", "mealdb/test-only-lookup-52977-corba.json"].compactMap { file -> [String: Any]? in
            let object = try? JSONSerialization.jsonObject(with: Fixtures.data(file)) as? [String: [[String: Any]]]
            return object?["meals"]?.first
        }
        let matching = meals.filter { meal in
            (1...20).contains { (meal["strIngredient\($0)"] as? String)?.caseInsensitiveCompare(ingredient) == .orderedSame }
        }
        guard !matching.isEmpty else { return .json(#"{"meals":null}"#) }
        let summaries = matching.map { ["strMeal": $0["strMeal"]!, "strMealThumb": $0["strMealThumb"]!, "idMeal": $0["idMeal"]!] }
        return .json((try? JSONSerialization.data(withJSONObject: ["meals": summaries])) ?? Data())
    }

    var endpoints: [String: String] { ["RECIPES_MEALDB_URL": server.url("api/json/v1/1/")] }
}
