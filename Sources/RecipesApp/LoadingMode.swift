#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Where answers may come from.
public enum LoadingMode: String, Sendable, Equatable {
    /// Network first, then a fresh cached copy, then (unless turned off) the bundled sample catalog.
    case networkFirst
    /// Never touch the network: a fresh cached copy, then the bundled sample catalog.
    case offline
    /// Only the bundled sample catalog.
    case snapshot
}

extension LoadingMode {
    /// The mode as `recipes config` says it to a person.
    public func words(snapshotFallback: Bool) -> String {
        let sample = snapshotFallback ? ", then the bundled sample" : ""
        switch self {
        case .networkFirst: return "network first, then the cache\(sample)"
        case .offline: return "offline: the cache\(sample)"
        case .snapshot: return "the bundled sample only"
        }
    }
}
