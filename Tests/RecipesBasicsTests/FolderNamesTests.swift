import Foundation
import RecipesBasics
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

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@Suite("Folder names: reading an entry")
struct FolderEntryNameTests {
    /// readdir's records are only as long as their name (`d_reclen`), not `sizeof(struct dirent)`: the
    /// last one in its buffer can end a few bytes before memory that is not mapped. Copying the whole
    /// struct to read its name then reads past the record, which crashed `recipes cocktail list
    /// --offline` after a sync (SIGSEGV in memcpy, FileCacheStore.listing). Here the record ends
    /// exactly where a page that cannot be read begins.
    @Test("reads a name from a record that ends where readable memory ends")
    func recordAtTheEndOfMapping() throws {
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        let mapping = try #require(
            mmap(nil, 2 * page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0).flatMap { $0 == MAP_FAILED ? nil : $0 }
        )
        defer { munmap(mapping, 2 * page) }
        #expect(mprotect(mapping + page, page, PROT_NONE) == 0)

        let name = Array("a.cache".utf8) + [0]
        let nameOffset = try #require(MemoryLayout<dirent>.offset(of: \dirent.d_name))
        let recordLength = (nameOffset + name.count + 7) / 8 * 8
        #expect(recordLength < MemoryLayout<dirent>.size)
        let record = mapping + page - recordLength
        record.initializeMemory(as: UInt8.self, repeating: 0, count: recordLength)
        (record + nameOffset).copyMemory(from: name, byteCount: name.count)

        #expect(FolderNames.name(of: record.assumingMemoryBound(to: dirent.self)) == "a.cache")
    }
}
