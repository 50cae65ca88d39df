import Foundation
import RecipesStorage
import TestSupport
import Testing

@Suite("Folder names")
struct FolderNamesTests {
    @Test("lists every name but . and .., hidden ones and folders included")
    func listsNames() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        for name in ["a.cache", ".hidden", "crème.cache"] { try Data().write(to: folder.url.appendingPathComponent(name)) }
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("sub"), withIntermediateDirectories: false)

        #expect(FolderNames.list(folder.url.path)?.sorted() == [".hidden", "a.cache", "crème.cache", "sub"])
    }

    @Test("nil for a folder that is not there, and for a file")
    func missing() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = folder.url.appendingPathComponent("file")
        try Data().write(to: file)
        #expect(FolderNames.list(folder.url.appendingPathComponent("missing").path) == nil)
        #expect(FolderNames.list(file.path) == nil)
        #expect(FolderNames.list(folder.url.path) == ["file"])
    }
}
