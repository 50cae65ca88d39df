import Foundation

/// A request as the core sees it; the URLSession adapter turns it into a `URLRequest`.
public struct HTTPRequest: Sendable, Equatable {
    public enum Method: String, Sendable { case get = "GET", post = "POST" }

    public var method: Method
    public var url: URL
    public var headers: [String: String]
    public var body: Data?

    public init(method: Method = .get, url: URL, headers: [String: String] = [:], body: Data? = nil) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
    }
}

/// The parts of an answer the mappers look at. Header names are lower-cased.
public struct HTTPResponse: Sendable, Equatable {
    public var statusCode: Int
    public var headers: [String: String]

    public init(statusCode: Int, headers: [String: String] = [:]) {
        self.statusCode = statusCode
        self.headers = Dictionary(headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { _, last in last })
    }

    public var contentType: String? { headers["content-type"] }
}

/// Why a request produced no complete answer. Every case names the host it was talking to.
public enum HTTPClientError: Error, Equatable, Sendable {
    /// DNS failure, refused or reset connection, TLS failure: nothing usable came back.
    case connectivity(host: String, reason: String)
    /// The overall deadline passed before the whole answer arrived.
    case timeout(host: String, seconds: Double)
    /// The body was larger than the client accepts.
    case tooLarge(host: String, limit: Int)
    /// The server started an answer and broke it off, or did not speak HTTP.
    case malformedResponse(host: String, reason: String)
}

/// Sends one request and returns the complete body, or throws `HTTPClientError`.
public protocol HTTPClient: Sendable {
    func send(_ request: HTTPRequest) async throws -> (Data, HTTPResponse)
}

extension URL {
    /// The host for messages: `host:port` when a port is given, so loopback servers are told apart.
    var hostForMessages: String {
        guard let components = URLComponents(url: self, resolvingAgainstBaseURL: false),
              let host = components.host else { return absoluteString }
        if let port = components.port { return "\(host):\(port)" }
        return host
    }
}
