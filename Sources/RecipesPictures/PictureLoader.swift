#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import RecipesBasics
import RecipesHTTP
import RecipesStorage

/// A picture's bytes by URL: the cache first (a picture at a URL does not change, so a second show
/// never fetches it again), else one GET through the run's HTTP client (its timeout, budget and
/// 10 MB limit), kept in the cache when it is a PNG or JPEG within the pixel budget. Never throws:
/// a picture never fails a command; why one was skipped goes to `log` (`--verbose`).
public struct PictureLoader: Sendable {
    private let client: HTTPClient
    private let cache: CacheStore
    private let offline: Bool
    private let now: @Sendable () -> Date
    private let log: @Sendable (String) -> Void

    public init(client: HTTPClient, cache: CacheStore, offline: Bool, now: @escaping @Sendable () -> Date = Date.init,
                log: @escaping @Sendable (String) -> Void) {
        self.client = client
        self.cache = cache
        self.offline = offline
        self.now = now
        self.log = log
    }

    /// The cached copy alone, if it is a picture within the budget.
    public func cached(at url: URL) -> [UInt8]? {
        guard let entry = cache.entry(for: url) else { return nil }
        let bytes = Array(entry.body)
        return ImageHeader.read(bytes) == nil ? nil : bytes
    }

    static func reason(_ error: Error) -> String {
        switch error as? HTTPClientError {
        case .connectivity(let host, let reason)?, .connectionLostAfterSending(let host, let reason)?: "cannot reach \(host): \(reason)"
        case .timeout(let host, let seconds)?: "\(host) did not answer within \(DurationText.amount(seconds))"
        case .tooLarge(_, let limit)?: "larger than \(limit / 1_000_000) MB"
        case .malformedResponse(let host, let reason)?: "\(host) sent a broken answer: \(reason)"
        case nil: UserFacingError.message(for: error)
        }
    }

    /// A line for `--verbose`.
    public func note(_ line: String) { log(line) }

    public func bytes(at url: URL) async -> [UInt8]? {
        if let bytes = cached(at: url) { return bytes }
        guard !offline else {
            log("picture: \(url.absoluteString) is not cached (offline)")
            return nil
        }
        guard ["http", "https"].contains(url.scheme?.lowercased() ?? "") else {
            log("picture: skipped \(url.absoluteString): not an http(s) address")
            return nil
        }
        do {
            let (body, response) = try await client.send(HTTPRequest(url: url))
            guard (200..<300).contains(response.statusCode) else {
                log("picture: skipped \(url.absoluteString): HTTP \(response.statusCode)")
                return nil
            }
            let bytes = Array(body)
            guard ImageHeader.read(bytes) != nil else {
                log("picture: skipped \(url.absoluteString): not a PNG or JPEG of at most \(ImageHeader.maxDimension) × \(ImageHeader.maxDimension) pixels")
                return nil
            }
            do {
                try cache.save(CacheEntry(url: url.absoluteString, fetchedAt: now(), body: body))
            } catch {
                log("picture: could not cache \(url.absoluteString): \(error)")
            }
            return bytes
        } catch {
            log("picture: skipped \(url.absoluteString): \(Self.reason(error))")
            return nil
        }
    }
}
