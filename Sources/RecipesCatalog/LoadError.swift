import RecipesBasics

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Why a resource could not be loaded. Mapped once, at the edge, to a message and an exit code.
public enum LoadError: UserFacing, Equatable, Sendable {
    /// No usable connection: DNS, refused, reset, timeout, or a 5xx answer.
    case unavailable(host: String, reason: String)
    /// The server answered with something that is not the expected data.
    case invalidData(host: String, reason: String)
    /// Offline mode, and no cached copy younger than `maxAge` seconds.
    case notCached(maxAge: Double)
    /// Snapshot mode, and the bundled sample catalog does not hold this resource.
    case notInSnapshot(resource: String)
    /// A live answer was needed (`favorites refresh`) but a copy came from the cache or the sample;
    /// `reason` is why the live one failed, already worded ("cannot reach …"), so it is said once.
    case notLive(reason: String?)
}

extension LoadError {
    public var userMessage: UserFacingError {
        switch self {
        case .unavailable(let host, let reason):
            UserFacingError("\(Self.unavailable(host, reason)). Check your connection, or try again later.", status: .unavailable)
        case .invalidData(let host, let reason):
            UserFacingError("invalid data from \(host): \(reason).", status: .invalidData)
        case .notCached(let maxAge):
            UserFacingError(
                "--offline: nothing cached younger than \(DurationText.amount(maxAge)) for this request. "
                    + "Run it once with a connection, or raise --max-age.", status: .unavailable)
        case .notInSnapshot:
            UserFacingError(
                "the bundled sample catalog does not hold this answer. Drop --snapshot to ask the live service.", status: .notFound)
        case .notLive(let reason):
            UserFacingError("\(reason ?? "no live answer"). Check your connection, or try again later.", status: .unavailable)
        }
    }
}

extension LoadError {
    package var isUnavailable: Bool {
        switch self {
        case .unavailable, .notCached, .notLive: true
        case .invalidData, .notInSnapshot: false
        }
    }

    /// How an unavailable service is said: a server that answered with a 5xx was reached, and says
    /// so ("www.themealdb.com answered HTTP 500"); anything else could not be reached.
    package static func unavailable(_ host: String, _ reason: String) -> String {
        reason.hasPrefix("HTTP ") ? "\(host) answered \(reason)" : "cannot reach \(host): \(reason)"
    }

    /// What `CachingLoader` adds to an unavailable reason when no cached copy could stand in.
    package static let nothingCachedCanServe = ", and nothing cached can serve"

    /// What `CachingLoader` adds when the only copy is older than the `--max-age` asked for.
    /// Under a minute the age is said in seconds: "just now" would read as younger than the `--max-age 1s` it is older than.
    package static func cachedCopyTooOld(fetchedAt: Date, maxAge: Double, now: Date) -> String {
        let age = now.timeIntervalSince(fetchedAt)
        let ago = age < 60 ? "\(DurationText.amount(age)) ago" : DurationText.ago(fetchedAt, now: now)
        return ", and the copy cached \(ago) is older than --max-age \(DurationText.amount(maxAge))"
    }

    /// Whether the reason says a cached copy was there but older than asked (the note must not say "nothing cached").
    package var foundCopyTooOld: Bool {
        if case .unavailable(_, let reason) = self { return ByteSearch.contains(reason, " is older than --max-age ") }
        return false
    }

    /// The reason in a note's brackets. The notes already say that nothing cached could serve, or
    /// that the run is offline, so the reason does not say it again.
    package var shortReason: String {
        switch self {
        case .unavailable(let host, let reason):
            Self.unavailable(
                host, reason.hasSuffix(Self.nothingCachedCanServe) ? String(reason.dropLast(Self.nothingCachedCanServe.count)) : reason)
        case .notCached: "--offline"
        case .invalidData(let host, let reason): "invalid data from \(host): \(reason)"
        case .notInSnapshot: "not in the bundled sample catalog"
        case .notLive(let reason): reason ?? "no live answer"
        }
    }

    package var isInvalidData: Bool {
        if case .invalidData(let host, _) = self { return host != SnapshotHost.name }
        return false
    }

    package var isSnapshotMiss: Bool {
        if case .notInSnapshot = self { return true }
        return false
    }
}

/// The host the bundled sample's own errors name: its invalid data is a bug of ours, never a reason to fall back to it.
package enum SnapshotHost {
    package static let name = "the bundled sample catalog"
}
