#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Retries a GET once when the connection failed before any answer (refused, reset or closed, DNS hiccup):
/// a flaky network gets a second chance, a server that answered badly does not. Never retries a
/// POST (a checkout must not be sent twice), nor after a timeout (the deadline is spent).
public struct RetryingHTTPClient: HTTPClient {
    private let client: HTTPClient

    public init(client: HTTPClient) {
        self.client = client
    }

    public func send(_ request: HTTPRequest) async throws -> (Data, HTTPResponse) {
        do {
            return try await client.send(request)
        } catch HTTPClientError.connectivity where request.method == .get {
            try Task.checkCancellation()
            return try await client.send(request)
        }
    }
}
