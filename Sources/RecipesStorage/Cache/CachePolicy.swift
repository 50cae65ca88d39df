#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// How old a cached copy may be and still be served.
public struct CachePolicy: Sendable, Equatable {
    public static let defaultMaxAge: TimeInterval = 7 * 24 * 3600

    public var maxAge: TimeInterval
    /// The person asked for this age (`--max-age`, `RECIPES_CACHE_MAX_AGE`). Only then does it bound
    /// the copy that stands in for an unusable live answer; otherwise a copy of any age beats one.
    public var isExplicit: Bool

    public init(maxAge: TimeInterval = CachePolicy.defaultMaxAge, isExplicit: Bool = false) {
        self.maxAge = maxAge
        self.isExplicit = isExplicit
    }

    /// Younger than the max age. A copy dated in the future is not fresh: its date cannot be
    /// trusted (a clock set back, or a file made by hand), so it is fetched again and pruned.
    public func isFresh(fetchedAt: Date, now: Date) -> Bool {
        let age = now.timeIntervalSince(fetchedAt)
        return age >= 0 && age < maxAge
    }
}
