#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Plain HTTP to an IP address, sent over a socket of its own; everything else (https, a host
/// name to look up, any request when a proxy is configured) goes to libcurl.
///
/// Loading libcurl and the ~30 libraries it needs costs a run about 7 ms, more than everything
/// else `recipes desserts list` does (Docs/Performance.md). A plain-HTTP endpoint at an address —
/// a mirror on the network, a server on this machine — needs none of it: one TCP connection, one
/// request, one answer. The rules are libcurl's, so a command behaves the same whichever client
/// carried it: one overall deadline, the body size limit enforced as bytes arrive, a GET follows at
/// most five redirects to http(s) (handing them to libcurl when it cannot follow them itself), a
/// POST follows none, and the same errors. The answer is read by `HTTPResponseParser`.
public final class SocketHTTPClient: HTTPClient {
    private let timeout: Double
    private let bodyLimit: Int
    private let fallback: CurlHTTPClient
    private let viaLibcurl: Bool

    /// `viaLibcurl` sends every request through libcurl: a proxy is configured
    /// (`Settings.plainHTTPProxy`), and libcurl knows proxies.
    public init(timeout: Double, bodyLimit: Int = CurlHTTPClient.defaultBodyLimit, viaLibcurl: Bool = false) {
        self.timeout = timeout
        self.bodyLimit = bodyLimit
        self.viaLibcurl = viaLibcurl
        fallback = CurlHTTPClient(timeout: timeout, bodyLimit: bodyLimit)
    }

    public func send(_ request: HTTPRequest) async throws -> (Data, HTTPResponse) {
        // Settings allows 1 ms to an hour; anything else (a NaN included) is clamped, never trapped on.
        let seconds = timeout.isNaN ? Settings.defaultTimeout : min(max(timeout, 0.001), 86_400)
        let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
        // Errors name the host asked, as libcurl's do, wherever a redirect led.
        let host = request.url.hostForMessages
        var request = request
        for redirectsLeft in stride(from: CurlHTTPClient.maximumRedirects, through: 0, by: -1) {
            guard !viaLibcurl, let address = SocketAddress(request.url) else {
                let remaining = (deadline - ContinuousClock.now).seconds
                return try await fallback.send(request, redirectsLeft: redirectsLeft, timeout: max(0.001, remaining), host: host)
            }
            let exchange = SocketExchange(request: request, address: address, host: host, deadline: deadline,
                                          timeout: timeout, bodyLimit: bodyLimit)
            let (data, response) = try await DetachedThread.run(exchange.perform, onCancel: exchange.cancel)
            guard request.method == .get, Self.redirectStatuses.contains(response.statusCode),
                  let location = response.headers["location"] else { return (data, response) }
            guard redirectsLeft > 0 else {
                throw HTTPClientError.malformedResponse(host: host, reason: "it redirected more than \(CurlHTTPClient.maximumRedirects) times")
            }
            guard let next = URL(string: location, relativeTo: request.url)?.absoluteURL,
                  let scheme = next.scheme?.lowercased(), scheme == "http" || scheme == "https"
            else {
                throw HTTPClientError.malformedResponse(host: host, reason: "it redirected to an address that is not http(s)")
            }
            request.url = next
        }
        preconditionFailure("the loop returns or throws on its last pass")
    }

    private static let redirectStatuses: Set<Int> = [301, 302, 303, 307, 308]
}

/// Where a plain-HTTP URL points when its host is an IP address: nil for anything else.
struct SocketAddress: Equatable {
    enum Family: Equatable { case v4, v6 }
    var family: Family
    /// The address as written, without brackets.
    var host: String
    var port: UInt16
    /// `Host:` header value and request target.
    var hostHeader: String
    var target: String

    init?(_ url: URL) {
        guard url.scheme?.lowercased() == "http",
              let components = URLComponents(url: url, resolvingAgainstBaseURL: false),
              components.user == nil, components.password == nil,
              var host = components.host, !host.isEmpty else { return nil }
        if host.hasPrefix("[") && host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
        if SocketAddress.isIPv4(host) {
            family = .v4
        } else if host.contains(":"), !host.contains("%"), SocketAddress.isIPv6(host) {
            family = .v6
        } else {
            return nil
        }
        let port = components.port ?? 80
        guard (1...65535).contains(port) else { return nil }
        self.host = host
        self.port = UInt16(port)
        let written = family == .v6 ? "[\(host)]" : host
        hostHeader = components.port == nil ? written : "\(written):\(port)"
        let path = components.percentEncodedPath.isEmpty ? "/" : components.percentEncodedPath
        target = components.percentEncodedQuery.map { "\(path)?\($0)" } ?? path
        // A URL never holds these, but the request line is built from it: refuse rather than split it.
        guard !target.utf8.contains(where: { $0 <= 0x20 || $0 == 0x7F }) else { return nil }
    }

    /// Four decimal numbers 0-255, as inet_pton reads them (no leading zeros, no shorthand).
    static func isIPv4(_ text: String) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4 && parts.allSatisfy { part in
            guard (1...3).contains(part.count), part.utf8.allSatisfy({ (48...57).contains($0) }),
                  part.count == 1 || part.first != "0", let value = Int(part) else { return false }
            return value <= 255
        }
    }

    static func isIPv6(_ text: String) -> Bool {
        var bytes = in6_addr()
        return inet_pton(AF_INET6, text, &bytes) == 1
    }
}

extension Duration {
    var seconds: Double { Double(components.seconds) + Double(components.attoseconds) / 1e18 }
}
