#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A request as the core sees it; `CurlHTTPClient` turns it into a libcurl transfer.
public struct HTTPRequest: Sendable, Equatable {
    public enum Method: String, Sendable { case get = "GET", post = "POST" }

    public var method: Method
    public var url: URL
    public var headers: [String: String]
    public var body: Data?
    /// The most this request may wait, when less than the client's timeout: what is left of the
    /// run's network time (`BudgetedHTTPClient`). Nil: the client's own timeout.
    public var timeLimit: Duration?

    public init(method: Method = .get, url: URL, headers: [String: String] = [:], body: Data? = nil, timeLimit: Duration? = nil) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
        self.timeLimit = timeLimit
    }
}
