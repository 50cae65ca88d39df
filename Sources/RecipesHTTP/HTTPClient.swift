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
            let host = components.host
        else { return absoluteString }
        if let port = components.port { return "\(host):\(port)" }
        return host
    }

    /// The whole address for messages, without its `user:password@`: `-v` prints every request and
    /// picture address, and a base URL or a thumbnail may carry credentials. The authority ends at
    /// the first `/`, `?` or `#`, and no host holds an `@`, so everything up to its last `@` goes.
    package var addressForMessages: String {
        let text = absoluteString
        guard let separator = text.firstRange(of: "://") else { return text }
        let authority = text[separator.upperBound...].prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        guard let at = authority.lastIndex(of: "@") else { return text }
        let scheme = text[..<separator.upperBound]
        let rest = text[text.index(after: at)...]
        return String(scheme) + String(rest)
    }
}
