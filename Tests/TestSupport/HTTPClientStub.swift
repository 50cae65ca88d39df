import Foundation
import RecipesHTTP

/// Answers every request with one primed result and records what it was asked.
package final class HTTPClientStub: HTTPClient, @unchecked Sendable {
    private let lock = NSLock()
    private var received: [HTTPRequest] = []
    private let result: @Sendable (HTTPRequest) -> Result<(Data, HTTPResponse), HTTPClientError>

    package init(result: Result<(Data, HTTPResponse), HTTPClientError>) {
        self.result = { _ in result }
    }

    package init(route: @escaping @Sendable (HTTPRequest) -> Result<(Data, HTTPResponse), HTTPClientError>) {
        self.result = route
    }

    package var requests: [HTTPRequest] { lock.withLock { received } }

    package func send(_ request: HTTPRequest) async throws -> (Data, HTTPResponse) {
        lock.withLock { received.append(request) }
        return try result(request).get()
    }
}
