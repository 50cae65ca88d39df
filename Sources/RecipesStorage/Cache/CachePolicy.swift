#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// How old a cached copy may be and still be served.
public struct CachePolicy: Sendable, Equatable {
    public static let defaultMaxAge: TimeInterval = 7 * 24 * 3600

    public var maxAge: TimeInterval

    public init(maxAge: TimeInterval = CachePolicy.defaultMaxAge) {
        self.maxAge = maxAge
    }

    /// Younger than the max age. A copy dated in the future is not fresh: its date cannot be
    /// trusted (a clock set back, or a file made by hand), so it is fetched again and pruned.
    public func isFresh(fetchedAt: Date, now: Date) -> Bool {
        let age = now.timeIntervalSince(fetchedAt)
        return age >= 0 && age < maxAge
    }
}
