#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Gives each request what is left of the run's network time (`NetworkBudget`), so retries and
/// fan-outs share one `--timeout`; once it is spent, a request times out without being sent.
public struct BudgetedHTTPClient: HTTPClient {
    private let client: HTTPClient
    private let budget: NetworkBudget

    public init(client: HTTPClient, budget: NetworkBudget) {
        self.client = client
        self.budget = budget
    }

    public func send(_ request: HTTPRequest) async throws -> (Data, HTTPResponse) {
        let budget = NetworkBudget.action ?? budget
        let left = budget.begin()
        defer { budget.end() }
        guard left > .zero else { throw HTTPClientError.timeout(host: request.url.hostForMessages, seconds: budget.seconds) }
        var limited = request
        limited.timeLimit = min(request.timeLimit ?? left, left)
        return try await client.send(limited)
    }
}
