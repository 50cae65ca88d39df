import RecipesBasics
import RecipesHTTP
import RecipesStorage

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A picture's bytes by URL: the cache first (a picture at a URL does not change, so a second show
/// never fetches it again), else a GET through the run's HTTP client (its timeout, budget and 10 MB
/// limit) to where `PictureSources` allows, each redirect judged the same way before it is followed,
/// kept in the cache when it is a PNG or JPEG within the pixel budget. A picture that
/// could not be drawn is remembered in its place (`rememberUndrawable`), so it is neither fetched
/// nor decoded again until the cache is cleared. Never throws: a picture never fails a command; why
/// one was skipped goes to `log` (`--verbose`).
public struct PictureLoader: Sendable {
    private let client: HTTPClient
    private let cache: CacheStore
    private let offline: Bool
    private let now: @Sendable () -> Date
    private let log: @Sendable (String) -> Void
    /// The most bytes the cache's pictures may take, asked after each picture stored; nil: no limit.
    private let budget: @Sendable () -> Int?

    public init(
        client: HTTPClient, cache: CacheStore, offline: Bool, now: @escaping @Sendable () -> Date = Date.init,
        budget: @escaping @Sendable () -> Int? = { nil }, log: @escaping @Sendable (String) -> Void
    ) {
        self.client = client
        self.cache = cache
        self.offline = offline
        self.now = now
        self.budget = budget
        self.log = log
    }

    /// Whether a cached body, from its first bytes, is a picture (PNG or JPEG) or the note kept in
    /// place of one: what `cache info` counts as pictures and the budget trims.
    public static func isPicture(_ prefix: Data) -> Bool {
        prefix.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) || prefix.starts(with: [0xFF, 0xD8, 0xFF])
            || prefix.starts(with: Data(undrawablePrefix.utf8))
    }

    private static let undrawablePrefix = "recipes could not draw this picture"

    /// The cached copy alone, if it is a picture within the budget.
    public func cached(at url: URL) -> [UInt8]? {
        if case .picture(let bytes) = lookUp(url) { return bytes }
        return nil
    }

    private enum Cached {
        case missing
        case picture([UInt8])
        case undrawable
    }

    /// Only pictures are cached at a picture's URL, so an entry there that is none is the note
    /// below, or a picture an older recipes cached that is over today's budget: not to be had again.
    private func lookUp(_ url: URL) -> Cached {
        guard let entry = cache.entry(for: url) else { return .missing }
        let bytes = Array(entry.body)
        return ImageHeader.read(bytes) == nil ? .undrawable : .picture(bytes)
    }

    /// What stands in the cache in place of a picture that could not be drawn.
    static func undrawableNote(_ failure: PictureFailure) -> Data {
        Data("\(undrawablePrefix): \(failure.reason). `recipes cache clear` lets it try again.\n".utf8)
    }

    /// Puts a note in place of the picture at `url`: the next run neither decodes it again nor fetches it.
    public func rememberUndrawable(_ url: URL, _ failure: PictureFailure) {
        do {
            try cache.save(CacheEntry(url: url.absoluteString, fetchedAt: now(), body: Self.undrawableNote(failure)))
        } catch {
            log("picture: could not note in the cache that \(url.addressForMessages) cannot be drawn: \(error)")
        }
    }

    static func reason(_ error: Error) -> String {
        switch error as? HTTPClientError {
        case .connectivity(let host, let reason)?, .connectionLostAfterSending(let host, let reason)?: "cannot reach \(host): \(reason)"
        case .timeout(let host, let seconds)?: "\(host) did not answer within \(DurationText.amount(seconds))"
        case .tooLarge(_, let limit)?: "larger than \(limit / 1_000_000) MB"
        case .malformedResponse(let host, let reason)?: "\(host) sent a broken answer: \(reason)"
        case nil: (error as? Refused)?.reason ?? UserFacingError.message(for: error)
        }
    }

    /// Keeps the cache's pictures within the budget, the least recently stored removed first (the one
    /// just stored last of all). A failure is a line for `--verbose`: a picture never fails a command.
    private func trim() {
        guard let budget = budget() else { return }
        do {
            let removal = try cache.trimPictures(toBytes: budget)
            guard !removal.removed.isEmpty else { return }
            log(
                "picture cache: removed the \(removal.removed.count) oldest (\(ByteCount.text(removal.removed.reduce(0) { $0 + $1.bytes }))) to stay within \(ByteCount.text(budget))"
            )
        } catch {
            log("picture cache: could not keep it within \(ByteCount.text(budget)): \(UserFacingError.message(for: error))")
        }
    }

    /// A line for `--verbose`.
    public func note(_ line: String) { log(line) }

    /// The picture at `url`: the cached copy, else one GET per hop to places `sources` allows.
    public func bytes(at url: URL, from sources: PictureSources) async -> [UInt8]? {
        switch lookUp(url) {
        case .picture(let bytes):
            return bytes
        case .undrawable:
            log("picture: skipped \(url.addressForMessages): it could not be drawn before (`recipes cache clear` lets it try again)")
            return nil
        case .missing:
            break
        }
        guard !offline else {
            log("picture: \(url.addressForMessages) is not cached (offline)")
            return nil
        }
        do {
            let (body, response) = try await fetch(url, from: sources)
            guard (200..<300).contains(response.statusCode) else {
                log("picture: skipped \(url.addressForMessages): HTTP \(response.statusCode)")
                return nil
            }
            let bytes = Array(body)
            guard ImageHeader.read(bytes) != nil else {
                log(
                    "picture: skipped \(url.addressForMessages): not a PNG or JPEG of at most \(ImageHeader.maxDimension) × \(ImageHeader.maxDimension) pixels"
                )
                return nil
            }
            do {
                try cache.save(CacheEntry(url: url.absoluteString, fetchedAt: now(), body: body))
                trim()
            } catch {
                log("picture: could not cache \(url.addressForMessages): \(error)")
            }
            return bytes
        } catch {
            log("picture: skipped \(url.addressForMessages): \(Self.reason(error))")
            return nil
        }
    }

    /// Follows redirects itself, at most as many as the client would, judging each address before
    /// any request is made to it: libcurl would go wherever a redirect says.
    private func fetch(_ url: URL, from sources: PictureSources) async throws -> (Data, HTTPResponse) {
        var address = url
        for hop in 0...CurlHTTPClient.maximumRedirects {
            guard let access = sources.access(to: address) else {
                throw Refused(
                    hop == 0
                        ? "not a place this catalog's pictures come from"
                        : "it redirected to \(address.addressForMessages), not a place this catalog's pictures come from")
            }
            let answer = try await client.send(
                HTTPRequest(
                    url: address, followsRedirects: false,
                    publicAddressesOnly: access == .publicAddressesOnly))
            guard (300..<400).contains(answer.1.statusCode), let location = answer.1.headers["location"] else { return answer }
            guard let next = URL(string: location, relativeTo: address)?.absoluteURL else {
                throw Refused("it redirected to an address that cannot be read")
            }
            address = next
        }
        throw Refused("it redirected more than \(CurlHTTPClient.maximumRedirects) times")
    }

    private struct Refused: Error {
        let reason: String
        init(_ reason: String) { self.reason = reason }
    }
}
