#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension CacheStore {
    /// Drops entries past the max age, and entries that cannot be read.
    public func prune(policy: CachePolicy, now: Date) throws -> CacheRemoval {
        try remove { entry in
            guard let entry else { return true }
            return !policy.isFresh(fetchedAt: entry.fetchedAt, now: now)
        }
    }

    public func removeAll() throws -> CacheRemoval {
        try remove { _ in true }
    }
}
