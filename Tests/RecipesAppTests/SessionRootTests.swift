import Foundation
import RecipesApp
import RecipesHTTP
import TestSupport
import Testing

/// browse composes once: one root for the session, and each action a `--timeout` of its own.
@Suite("a session's one composition root and per-action budgets")
struct SessionRootTests {
    @Test("the root is built once, on first use, however many actions run")
    func buildsOnce() async throws {
        let home = try TemporaryFolder()
        defer { home.remove() }
        let builds = Locked(0)
        let settings = try Settings.resolve(environment: ["RECIPES_HOME": home.path])
        let session = SessionRoot {
            builds.update { $0 += 1 }
            return CompositionRoot(settings: settings, warn: { _ in })
        }
        #expect(builds.value == 0, "nothing built before it is needed")
        for _ in 0..<3 { _ = await session.action { app in app.settings.timeout } }
        _ = session.app
        #expect(builds.value == 1)
    }

    @Test("a request inside an action spends the action's budget, not the spent one of the client")
    func actionBudget() async throws {
        let client = HTTPClientStub(result: .success((Data(), HTTPResponse(statusCode: 200))))
        let spent = NetworkBudget(seconds: 0.001)
        _ = spent.begin()
        try await Task.sleep(for: .milliseconds(20))
        spent.end()
        let budgeted = BudgetedHTTPClient(client: client, budget: spent)
        let request = HTTPRequest(url: URL(string: "http://localhost:9/x")!)
        await #expect(throws: HTTPClientError.self) { try await budgeted.send(request) }
        #expect(client.requests.isEmpty, "the spent budget sends nothing")
        _ = try await NetworkBudget.$action.withValue(NetworkBudget(seconds: 10)) { try await budgeted.send(request) }
        #expect(client.requests.count == 1, "a fresh action's budget")
    }
}
