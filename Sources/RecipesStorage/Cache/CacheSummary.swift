#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What `recipes cache info` reports.
public struct CacheSummary: Sendable, Equatable {
    public var folder: String
    public var entries: Int
    public var bytes: Int
    public var oldest: Date?
    public var newest: Date?
    /// Of `entries` and `bytes`, the pictures' (a picture, or the note kept in place of one that
    /// could not be drawn); the rest are answers.
    public var pictures: Int
    public var pictureBytes: Int

    public init(folder: String, entries: Int, bytes: Int, oldest: Date?, newest: Date?, pictures: Int = 0, pictureBytes: Int = 0) {
        self.folder = folder
        self.entries = entries
        self.bytes = bytes
        self.oldest = oldest
        self.newest = newest
        self.pictures = pictures
        self.pictureBytes = pictureBytes
    }
}
