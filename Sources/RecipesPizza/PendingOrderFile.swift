import RecipesBasics
import RecipesStorage

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

/// `pending-order.json` beside cart.json: the `PendingOrder` mark, a file of its own so that cart.json
/// stays byte for byte as it was until the shop confirms (an unreadable line included). Written and
/// removed only under the cart's lock, atomically and durably, before the POST.
public struct PendingOrderFile: Sendable {
    public let file: URL
    /// Far more than any mark this build writes; a larger file is read as a mark whose details are unknown.
    private static let largest = 64 * 1024

    public init(beside cart: URL) {
        file = cart.deletingLastPathComponent().appendingPathComponent("pending-order.json")
    }

    /// The mark, or nil when there is none. A file that cannot be read as one is a mark all the same.
    public func read() -> PendingOrder? {
        let data: Data
        do {
            guard let read = try FileContents.read(file, largest: Self.largest) else { return nil }
            data = read
        } catch {
            return PendingOrder(sentAt: nil, shop: nil, lines: nil) // a device, a pipe, too large: unknown, still a mark
        }
        return (try? Self.decoder.decode(PendingOrder.self, from: data)) ?? PendingOrder(sentAt: nil, shop: nil, lines: nil)
    }

    public func write(_ mark: PendingOrder) throws {
        try AtomicFile.write(try Self.encoder.encode(mark) + Data([0x0A]), to: file)
    }

    /// Puts back what `read()` gave before a change: the mark, or no file.
    public func restore(_ mark: PendingOrder?) throws {
        if let mark { try write(mark) } else { try remove() }
    }

    public func remove() throws {
        guard unlink(file.path) == 0 || errno == ENOENT else {
            throw FileError.cannotWrite(path: file.path, reason: String(cString: strerror(errno)).lowercased())
        }
    }

    /// Written and read as cart.json is: pretty, sorted, ISO 8601 dates.
    private static var encoder: JSONEncoder { JSONFileStore<CartDocument>.encoder }
    private static var decoder: JSONDecoder { JSONFileStore<CartDocument>.decoder }
}
