import RecipesBasics
import RecipesStorage

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The thumbnails of favorites, so a favorite's picture shows offline and after the cache is
/// cleared: one file per favorite in the data folder's `pictures/`, named by the SHA-256 of its key
/// (`desserts/52917`), holding the picture's bytes as fetched (Docs/FileFormats.md). Written
/// atomically; a file that is not a PNG or JPEG within the budget reads as missing.
public struct FavoritePictures: Sendable {
    public let folder: URL

    public init(dataFolder: URL) {
        folder = dataFolder.appendingPathComponent("pictures", isDirectory: true)
    }

    /// The download limit: a kept picture is never larger than one fetched.
    static let limit = 10_000_000

    public func file(for key: String) -> URL {
        folder.appendingPathComponent(SHA256.hex(key))
    }

    public func bytes(for key: String) -> [UInt8]? {
        let url = file(for: key)
        // Never read more than the download limit, never through a symlink, never mapped: the file
        // is as untrusted as a server's answer.
        guard let data = try? FileContents.read(url, followLinks: false, largest: Self.limit) else { return nil }
        let bytes = Array(data)
        return ImageHeader.read(bytes) == nil ? nil : bytes
    }

    public func save(_ bytes: [UInt8], for key: String) throws {
        try AtomicFile.createFolder(folder)
        try AtomicFile.write(Data(bytes), to: file(for: key), followLinks: false)
    }

    public func remove(for key: String) {
        try? FileManager.default.removeItem(at: file(for: key))
    }
}
