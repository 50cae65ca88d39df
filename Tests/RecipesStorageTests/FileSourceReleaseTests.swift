import Foundation
import RecipesBasics
import TestSupport
import Testing

@testable import RecipesStorage

/// A change hands the file it replaced to a thread that closes it (the system frees a replaced
/// 41 MiB file on that close): nothing may read through it afterwards.
@Suite("a file source closed in the background")
struct FileSourceReleaseTests {
    @Test("reads fail as for a closed file, it no longer counts as unchanged, and a second close does nothing")
    func readsFailAfterRelease() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let url = folder.url.appendingPathComponent("favorites.json")
        try Data("{\"favorites\":[]}".utf8).write(to: url)
        let source = try #require(try FileSource.open(url))
        #expect(try source.read(0..<4) == Data("{\"fa".utf8))
        #expect(source.isUnchanged)
        source.closeInBackground()
        #expect(throws: FileError.self) { try source.read(0..<4) }
        #expect(!source.isUnchanged)
        #expect(source.copy(0..<4, to: 1) == EIO)
        source.closeInBackground()
        #expect(throws: FileError.self) { try source.read(0..<4) }
    }
}
