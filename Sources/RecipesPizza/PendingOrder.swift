#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// An order of cart lines that was sent, or may have been, and that the shop never confirmed.
/// Written before the POST goes out and taken away only once the shop confirms the order or nothing
/// can have reached it. Whatever ends the run in between (Ctrl-C, SIGTERM, kill -9, a power cut, a
/// 502) leaves it, so the next checkout of those lines says so and asks before ordering them twice.
public struct PendingOrder: Codable, Equatable, Sendable {
    /// When the order went out; nil when the file cannot be read (still a mark: an unreadable one
    /// must never cost a second order).
    public var sentAt: Date?
    /// The shop's host, as messages name it.
    public var shop: String?
    /// The ids of the cart lines sent; nil when unknown, which covers every line.
    public var lines: [String]?

    public init(sentAt: Date?, shop: String?, lines: [String]?) {
        self.sentAt = sentAt
        self.shop = shop
        self.lines = lines
    }

    /// Whether the mark concerns a cart holding `lines`: some line sent then is still there. Once the
    /// shop confirmed, those lines left the cart, so a mark a crash left behind concerns nothing.
    public func concerns(_ lines: [CartLine]) -> Bool {
        guard let sent = self.lines else { return !lines.isEmpty }
        let ids = Set(sent)
        return lines.contains { ids.contains($0.id) }
    }
}
