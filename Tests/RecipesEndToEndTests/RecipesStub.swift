import Foundation
import TestSupport

/// A loopback server pretending to be one or more services, and a private RECIPES_HOME to run
/// the real binary in.
protocol RecipesStub {
    var server: LoopbackServer { get }
    var home: TemporaryFolder { get }
    /// The endpoint variables that point the binary at `server`.
    var endpoints: [String: String] { get }
}

extension RecipesStub {
    var host: String { server.host }

    /// Runs `recipes` against this server, with a private RECIPES_HOME and nothing else inherited.
    func run(_ arguments: String..., environment: [String: String] = [:]) async throws -> RecipesProcess.Result {
        try await run(arguments, environment: environment)
    }

    func run(_ arguments: [String], environment: [String: String] = [:]) async throws -> RecipesProcess.Result {
        var base = endpoints.merging(["RECIPES_HOME": home.path, "HOME": home.path]) { _, new in new }
        base.merge(environment) { _, new in new }
        return try await RecipesProcess.run(arguments, environment: base)
    }

    func stop() {
        server.stop()
        home.remove()
    }

    /// `text` with each public picture address moved to this server, as its answers move them
    /// (`LoopbackServer.Reply.withLocalPictures`).
    func localPictures(_ text: String) -> String {
        LoopbackServer.Reply.localPictures(text, host: host)
    }
}

extension LoopbackServer.Reply {
    /// The real samples name their pictures on the public services (www.themealdb.com,
    /// www.thecocktaildb.com, the pizza challenge's GitHub pages). A stub answers them with each
    /// picture moved to its own address (`http://<host>/images/...`), so that a command that keeps
    /// or draws a picture (`favorites add`, browse's `f`, a drawn recipe) asks only this server:
    /// no test builds a request to a public host. The stub answers a picture it does not serve
    /// 404, which a command skips as it would a missing one. Anything but JSON is left as it is.
    func withLocalPictures(for request: LoopbackServer.Request) -> LoopbackServer.Reply {
        switch self {
        case .response(let status, let headers, let body) where headers["Content-Type"] == "application/json":
            let host = request.headers.first { $0.key.lowercased() == "host" }?.value ?? "localhost"
            return .response(
                status: status, headers: headers, body: Data(Self.localPictures(String(decoding: body, as: UTF8.self), host: host).utf8))
        case .delayed(let seconds, let reply):
            return .delayed(seconds: seconds, reply.withLocalPictures(for: request))
        default:
            return self
        }
    }

    /// `text` with each public picture address moved to `host`, written plainly or with JSON's `\/`.
    static func localPictures(_ text: String, host: String) -> String {
        pictureOrigins.reduce(text) { text, origin in
            text.replacingOccurrences(of: origin + "/images/", with: "http://\(host)/images/")
                .replacingOccurrences(
                    of: origin.replacingOccurrences(of: "/", with: #"\/"#) + #"\/images\/"#, with: #"http:\/\/"# + host + #"\/images\/"#)
        }
    }

    static let pictureOrigins = [
        "https://www.themealdb.com", "https://www.thecocktaildb.com", "https://doclerlabs.github.io/mobile-native-challenge",
    ]
}
