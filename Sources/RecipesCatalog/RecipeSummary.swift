#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One row of a catalog list.
public struct RecipeSummary: CatalogItem, Codable, Hashable {
    public var id: String
    public var name: String
    /// The thumbnail's address as text, written as `thumbnailURL`: a list of 5,000 drinks is read
    /// without building a `URL` for each row (~5,000 instructions each, Docs/PerformanceLog.md).
    @NullEncoded public var thumbnailAddress: String?

    /// Built when asked: a picture to fetch, a sync's follow-up.
    public var thumbnailURL: URL? { thumbnailAddress.flatMap(URL.init(string:)) }

    public init(id: String, name: String, thumbnailURL: URL?) {
        self.init(id: id, name: name, thumbnailAddress: thumbnailURL?.absoluteString)
    }

    /// `thumbnailAddress`: a URL's `absoluteString` (`WireRecord.webAddress`).
    public init(id: String, name: String, thumbnailAddress: String?) {
        self.id = id
        self.name = name
        self.thumbnailAddress = thumbnailAddress
    }

    private enum CodingKeys: String, CodingKey {
        case id, name
        case thumbnailAddress = "thumbnailURL"
    }
}
