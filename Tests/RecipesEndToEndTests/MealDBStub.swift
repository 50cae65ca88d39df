import Foundation
import TestSupport

/// A loopback TheMealDB serving the real samples from Fixtures/, or one fault for every request.
struct MealDBStub {
    let server: LoopbackServer
    let home: TemporaryFolder

    /// `override` is asked first for every request; nil from it means "answer normally".
    init(fault: LoopbackServer.Reply? = nil, override: (@Sendable (LoopbackServer.Request) -> LoopbackServer.Reply?)? = nil) throws {
        server = try LoopbackServer { request in
            if let fault { return fault }
            if let reply = override?(request) { return reply }
            switch (request.path, request.query) {
            case ("/api/json/v1/1/filter.php", "c=Dessert"):
                return .json(Fixtures.data("mealdb/filter-c-Dessert.json"))
            case ("/api/json/v1/1/lookup.php", "i=52917"):
                return .json(Fixtures.data("mealdb/lookup-52917.json"))
            case ("/api/json/v1/1/lookup.php", _):
                return .json(Fixtures.data("mealdb/lookup-missing.json"))
            default:
                return .status(404, "not found")
            }
        }
        home = try TemporaryFolder()
    }

    var host: String { "127.0.0.1:\(server.port)" }

    /// Runs `recipes` against this server, with a private RECIPES_HOME and nothing else inherited.
    func run(_ arguments: String..., environment: [String: String] = [:]) async throws -> RecipesProcess.Result {
        try await run(arguments, environment: environment)
    }

    func run(_ arguments: [String], environment: [String: String] = [:]) async throws -> RecipesProcess.Result {
        var base = ["RECIPES_MEALDB_URL": server.url("api/json/v1/1/"), "RECIPES_HOME": home.path, "HOME": home.path]
        base.merge(environment) { _, new in new }
        return try await RecipesProcess.run(arguments, environment: base)
    }

    func stop() {
        server.stop()
        home.remove()
    }
}
