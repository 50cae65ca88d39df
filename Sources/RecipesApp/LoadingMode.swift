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
