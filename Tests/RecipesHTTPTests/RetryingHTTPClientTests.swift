import Foundation
import RecipesHTTP
import Testing

@Suite("Retrying HTTP client")
struct RetryingHTTPClientTests {
    private let url = URL(string: "http://127.0.0.1:9/x")!

    @Test("retries a GET once after a connection error, and delivers the second answer")
    func retriesOnce() async throws {
        let client = SequenceClient([.failure(.connectivity(host: "h", reason: "connection refused")), .success(Data("ok".utf8))])
        let (data, _) = try await RetryingHTTPClient(client: client).send(HTTPRequest(url: url))
        #expect(data == Data("ok".utf8))
        #expect(client.calls == 2)
    }

    @Test("gives up after the second connection error")
    func onlyOnce() async {
        let client = SequenceClient([.failure(.connectivity(host: "h", reason: "a")), .failure(.connectivity(host: "h", reason: "b"))])
        await #expect(throws: HTTPClientError.connectivity(host: "h", reason: "b")) {
            try await RetryingHTTPClient(client: client).send(HTTPRequest(url: url))
        }
        #expect(client.calls == 2)
    }

    @Test(
        "never retries a POST, a timeout, or a broken answer",
        arguments: [
            (HTTPRequest.Method.post, HTTPClientError.connectivity(host: "h", reason: "reset")),
            (.get, .timeout(host: "h", seconds: 1)), (.get, .malformedResponse(host: "h", reason: "cut off")),
            (.get, .tooLarge(host: "h", limit: 1)),
        ])
    func noRetry(method: HTTPRequest.Method, error: HTTPClientError) async {
        let client = SequenceClient([.failure(error), .success(Data())])
        await #expect(throws: error) { try await RetryingHTTPClient(client: client).send(HTTPRequest(method: method, url: url)) }
        #expect(client.calls == 1)
    }

    private final class SequenceClient: HTTPClient, @unchecked Sendable {
        private let lock = NSLock()
        private var results: [Result<Data, HTTPClientError>]
        private var count = 0

        init(_ results: [Result<Data, HTTPClientError>]) { self.results = results }
        var calls: Int { lock.withLock { count } }

        func send(_ request: HTTPRequest) async throws -> (Data, HTTPResponse) {
            let result = lock.withLock { () -> Result<Data, HTTPClientError> in
                count += 1
                return results.removeFirst()
            }
            return (try result.get(), HTTPResponse(statusCode: 200))
        }
    }
}
