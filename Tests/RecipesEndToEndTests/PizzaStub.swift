import Foundation
import TestSupport

/// A loopback Nenno's Pizza (the menu's three documents from Fixtures/) and an httpbin-like
/// checkout at /post that echoes the JSON it received in a `json` field.
struct PizzaStub: RecipesStub {
    let server: LoopbackServer
    let home: TemporaryFolder

    /// `override` is asked first for every request; nil from it means "answer normally".
    init(delay: Double = 0, override: (@Sendable (LoopbackServer.Request) -> LoopbackServer.Reply?)? = nil) throws {
        server = try LoopbackServer { request in
            let reply = (override?(request) ?? Self.answer(request)).withLocalPictures(for: request)
            return delay > 0 ? .delayed(seconds: delay, reply) : reply
        }
        home = try TemporaryFolder()
    }

    var endpoints: [String: String] {
        ["RECIPES_PIZZA_URL": server.url("challenge/"), "RECIPES_CHECKOUT_URL": server.url("post")]
    }

    var checkouts: [LoopbackServer.Request] { server.requests.filter { $0.method == "POST" } }

    var cartFile: URL { home.url.appendingPathComponent("cart.json") }

    static func answer(_ request: LoopbackServer.Request) -> LoopbackServer.Reply {
        switch request.path {
        case "/challenge/pizzas.json": return .json(Fixtures.data("pizza/pizzas.json")).withLocalPictures(for: request)
        case "/challenge/ingredients.json": return .json(Fixtures.data("pizza/ingredients.json"))
        case "/challenge/drinks.json": return .json(Fixtures.data("pizza/drinks.json"))
        case "/post": return echo(request)
        default: return .status(404, "not found")
        }
    }

    /// What httpbin.org/post answers: the parsed JSON body under `json`.
    static func echo(_ request: LoopbackServer.Request) -> LoopbackServer.Reply {
        let parsed = (try? JSONSerialization.jsonObject(with: request.body)) ?? NSNull()
        let answer: [String: Any] = [
            "json": parsed, "headers": ["Content-Type": request.headers["content-type"] ?? ""], "url": "http://httpbin.org/post",
        ]
        return .json((try? JSONSerialization.data(withJSONObject: answer)) ?? Data())
    }
}
