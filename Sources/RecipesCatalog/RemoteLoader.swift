import RecipesHTTP

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// GETs an endpoint over an `HTTPClient` and maps the answer.
public struct RemoteLoader: ResourceLoader {
    private let client: HTTPClient
    private let now: @Sendable () -> Date

    public init(client: HTTPClient, now: @escaping @Sendable () -> Date = Date.init) {
        self.client = client
        self.now = now
    }

    public func load<Resource>(_ endpoint: Endpoint<Resource>) async throws -> Loaded<Resource> {
        let host = endpoint.url.hostForMessages
        let data: Data
        let response: HTTPResponse
        do {
            (data, response) = try await client.send(HTTPRequest(url: endpoint.url, headers: ["Accept": "application/json"]))
        } catch let error as HTTPClientError {
            throw LoadError(error)
        }
        switch response.statusCode {
        case 200..<300:
            break
        case 500..<600, 408, 429:
            // A server's bad moment, a request that timed out there, or "too many requests": asking
            // later may work, so a cached copy stands in and a sync tries again, as for a 5xx.
            throw LoadError.unavailable(host: host, reason: "HTTP \(response.statusCode)")
        default:
            throw LoadError.invalidData(host: host, reason: "unexpected HTTP status \(response.statusCode)")
        }
        do {
            return Loaded(value: try endpoint.map(data, response), source: .live, fetchedAt: now())
        } catch let error as MappingError {
            throw LoadError.invalidData(host: host, reason: error.reason)
        }
    }
}
