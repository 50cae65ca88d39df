#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Sends one request and returns the complete body, or throws `HTTPClientError`.
public protocol HTTPClient: Sendable {
    func send(_ request: HTTPRequest) async throws -> (Data, HTTPResponse)
}

extension URL {
    /// The host for messages: `host:port` when a port is given, so loopback servers are told apart.
    package var hostForMessages: String {
        guard let components = URLComponents(url: self, resolvingAgainstBaseURL: false),
              let host = components.host else { return absoluteString }
        if let port = components.port { return "\(host):\(port)" }
        return host
    }
}
