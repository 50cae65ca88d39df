#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Where a loaded resource came from, as JSON envelopes report it. `favorites`: the snapshots kept
/// in favorites.json (asked for by name, as `shopping-list --favorites` does); they keep no fetch
/// time, so a document from them says `fetchedAt: null`.
public enum ResourceSource: String, Sendable, Codable {
    case live, cache, snapshot, favorites

    /// How far from a live answer: what several loads are summarized by.
    var staleness: Int {
        switch self {
        case .live: 0
        case .cache: 1
        case .snapshot: 2
        case .favorites: 3
        }
    }
}

/// A resource together with its provenance, and the records its answer had to leave out.
public struct Loaded<Resource: Sendable>: Sendable {
    public var value: Resource
    public var source: ResourceSource
    /// When the bytes were fetched from the catalog's server (for a snapshot: when it was captured).
    public var fetchedAt: Date
    /// Why a stored copy was served instead of a live one, when the network failed.
    public var fallbackReason: String?
    /// The live answer came but was unusable (an HTML page, garbage): asking again gets the same.
    public var fallbackIsInvalidData = false
    /// Records of a list answer that had no valid id or no name (see `Feed`): one warning counts them.
    public var skippedRecords: Int
    /// A search the service could not answer, answered by filtering stored (cached or bundled) lists.
    public var searchedStoredLists = false

    public init(value: Resource, source: ResourceSource, fetchedAt: Date, fallbackReason: String? = nil, skippedRecords: Int = 0) {
        self.value = value
        self.source = source
        self.fetchedAt = fetchedAt
        self.fallbackReason = fallbackReason
        self.skippedRecords = skippedRecords
    }

    public func map<Other>(_ transform: (Resource) throws -> Other) rethrows -> Loaded<Other> {
        var other = Loaded<Other>(
            value: try transform(value), source: source, fetchedAt: fetchedAt, fallbackReason: fallbackReason,
            skippedRecords: skippedRecords)
        other.searchedStoredLists = searchedStoredLists
        other.fallbackIsInvalidData = fallbackIsInvalidData
        return other
    }

    /// One provenance for an answer built from several loads: the least live source, the oldest
    /// fetch time, the first reason for a fallback, every part's skipped records. With no parts: live, now.
    public init<Part>(value: Resource, combining parts: [Loaded<Part>], now: Date) {
        self.init(
            value: value,
            source: parts.map(\.source).max { $0.staleness < $1.staleness } ?? .live,
            fetchedAt: parts.map(\.fetchedAt).min() ?? now,
            fallbackReason: parts.lazy.compactMap(\.fallbackReason).first,
            skippedRecords: parts.reduce(0) { $0 + $1.skippedRecords }
        )
        searchedStoredLists = parts.contains { $0.searchedStoredLists }
        fallbackIsInvalidData = parts.contains { $0.fallbackIsInvalidData }
    }
}
