#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Where one catalog's pictures may be fetched from. A thumbnail's address is whatever the catalog's
/// answer says, and its server may redirect anywhere: issue #32 saw one reach the cloud's metadata
/// service at 169.254.169.254 and a private address on the machine. So a picture is fetched only
/// from the hosts the catalog's registration names, over https on its usual port, connecting only to
/// public addresses; or from the catalog's base URL when the person running the tool configured one
/// (`RECIPES_MEALDB_URL`...: a mirror, a test server at `http://localhost:PORT`), with its scheme,
/// host and port exactly, at whatever address that host has, since they named it. Every redirect is
/// judged again (`PictureLoader` follows them itself).
public struct PictureSources: Sendable, Equatable {
    /// How a request to an allowed address may connect.
    public enum Access: Sendable, Equatable {
        /// A registered host: never to a loopback, private or link-local address, whatever DNS says.
        case publicAddressesOnly
        /// The configured base URL's own host, at whatever address it has.
        case anyAddress
    }

    /// Lower-cased host names, reached over https only.
    public let hosts: Set<String>
    /// The catalog's base URL when one was configured; nil when it is the default.
    public let configured: URL?

    public init(hosts: [String], configured: URL?) {
        self.hosts = Set(hosts.map { $0.lowercased() })
        self.configured = configured
    }

    /// Nil when `url` is none of those places.
    public func access(to url: URL) -> Access? {
        guard let address = Origin(url) else { return nil }
        if let configured, Origin(configured) == address { return .anyAddress }
        if address.scheme == "https", address.port == 443, hosts.contains(address.host) { return .publicAddressesOnly }
        return nil
    }

    /// Scheme, host and port, the port filled in from the scheme; http(s) only.
    private struct Origin: Equatable {
        let scheme: String
        let host: String
        let port: Int

        init?(_ url: URL) {
            guard let components = URLComponents(url: url, resolvingAgainstBaseURL: true),
                let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https",
                let host = components.host?.lowercased(), !host.isEmpty
            else { return nil }
            self.scheme = scheme
            self.host = host
            port = components.port ?? (scheme == "https" ? 443 : 80)
        }
    }
}
