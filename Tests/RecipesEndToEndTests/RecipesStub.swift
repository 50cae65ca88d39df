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
}
