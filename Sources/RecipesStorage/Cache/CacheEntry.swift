#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One cached answer: the exact bytes a server sent for a URL, and when.
public struct CacheEntry: Sendable, Equatable {
    public var url: String
    public var fetchedAt: Date
    public var body: Data

    public init(url: String, fetchedAt: Date, body: Data) {
        self.url = url
        self.fetchedAt = fetchedAt
        self.body = body
    }
}
