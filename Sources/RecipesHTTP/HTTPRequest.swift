#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A request as the core sees it; `CurlHTTPClient` turns it into a libcurl transfer.
public struct HTTPRequest: Sendable, Equatable {
    public enum Method: String, Sendable {
        case get = "GET"
        case post = "POST"
    }

    public var method: Method
    public var url: URL
    public var headers: [String: String]
    public var body: Data?
    /// The most this request may wait, when less than the client's timeout: what is left of the
    /// run's network time (`BudgetedHTTPClient`). Nil: the client's own timeout.
    public var timeLimit: Duration?
    /// A GET follows redirects itself (at most five, to http(s)) unless this is false: then a
    /// redirect is its answer, for a caller that checks each address before going there (pictures).
    public var followsRedirects: Bool
    /// Connects only to public addresses: never to a loopback, private, link-local or otherwise
    /// reserved one, whatever the host name resolves to (DNS can point any name at 169.254.169.254).
    /// Behind a proxy named in the environment the proxy connects, and this is its affair.
    public var publicAddressesOnly: Bool

    public init(
        method: Method = .get, url: URL, headers: [String: String] = [:], body: Data? = nil, timeLimit: Duration? = nil,
        followsRedirects: Bool = true, publicAddressesOnly: Bool = false
    ) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
        self.timeLimit = timeLimit
        self.followsRedirects = followsRedirects
        self.publicAddressesOnly = publicAddressesOnly
    }
}
