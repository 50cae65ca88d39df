import Foundation
import TestSupport
import Testing

@testable import RecipesBasics
@testable import RecipesStorage

/// One set of specs for every CacheStore.
@Suite("Cache store contract")
struct CacheStoreContractTests {
    enum Kind: String, CaseIterable, Sendable { case file, memory }

    private let url = URL(string: "http://127.0.0.1:9/api/lookup.php?i=52917")!
    private let now = Date(timeIntervalSince1970: 1_800_000_000)

    private func makeSUT(_ kind: Kind) throws -> (CacheStore, TemporaryFolder) {
        let folder = try TemporaryFolder()
        switch kind {
        case .file: return (FileCacheStore(folder: folder.url.appendingPathComponent("cache")), folder)
        case .memory: return (InMemoryCacheStore(), folder)
        }
    }

    @Test("delivers nothing for a URL never saved", arguments: Kind.allCases)
    func emptyMiss(kind: Kind) throws {
        let (sut, folder) = try makeSUT(kind)
        defer { folder.remove() }
        #expect(sut.entry(for: url) == nil)
        #expect(try sut.summary().entries == 0)
    }

    @Test("delivers exactly what was saved, and the last save wins", arguments: Kind.allCases)
    func roundTrip(kind: Kind) throws {
        let (sut, folder) = try makeSUT(kind)
        defer { folder.remove() }
        let body = Data(#"{"meals":null}"#.utf8) + Data([0x0A, 0x00, 0xFF])
        try sut.save(CacheEntry(url: url.absoluteString, fetchedAt: now.addingTimeInterval(-5), body: Data("old".utf8)))
        try sut.save(CacheEntry(url: url.absoluteString, fetchedAt: now, body: body))
        #expect(sut.entry(for: url) == CacheEntry(url: url.absoluteString, fetchedAt: now, body: body))
        #expect(try sut.summary().entries == 1)
    }

    @Test("keeps URLs apart, including ones that differ only in the query", arguments: Kind.allCases)
    func separateKeys(kind: Kind) throws {
        let (sut, folder) = try makeSUT(kind)
        defer { folder.remove() }
        let other = URL(string: "http://127.0.0.1:9/api/lookup.php?i=52918")!
        try sut.save(CacheEntry(url: url.absoluteString, fetchedAt: now, body: Data("a".utf8)))
        try sut.save(CacheEntry(url: other.absoluteString, fetchedAt: now.addingTimeInterval(-60), body: Data("b".utf8)))
        #expect(sut.entry(for: url)?.body == Data("a".utf8))
        #expect(sut.entry(for: other)?.body == Data("b".utf8))
        let summary = try sut.summary()
        #expect(summary.entries == 2 && summary.oldest == now.addingTimeInterval(-60) && summary.newest == now)
    }

    @Test("one listing says which URLs have an entry, and a folder never made lists nothing", arguments: Kind.allCases)
    func listing(kind: Kind) throws {
        let (sut, folder) = try makeSUT(kind)
        defer { folder.remove() }
        let other = URL(string: "http://127.0.0.1:9/api/lookup.php?i=52918")!
        #expect(sut.listing()?.contains(url) == false && sut.listing()?.isEmpty == true)
        try sut.save(CacheEntry(url: url.absoluteString, fetchedAt: now, body: Data("a".utf8)))
        let listing = try #require(sut.listing())
        #expect(listing.contains(url) && !listing.contains(other) && !listing.isEmpty)
    }

    @Test("many URLs tested at once agree with one at a time, by the entries' own addresses or by name", arguments: Kind.allCases)
    func containmentForMany(kind: Kind) throws {
        let (sut, folder) = try makeSUT(kind)
        defer { folder.remove() }
        let urls = (0..<6).map { URL(string: "http://127.0.0.1:9/api/lookup.php?i=\($0)")! }
        for url in urls.prefix(2) { try sut.save(CacheEntry(url: url.absoluteString, fetchedAt: now, body: Data("a".utf8))) }
        let listing = try #require(sut.listing())
        for many in [1, 6] {
            let listed = listing.containment(forMany: many)
            #expect(urls.map { listed($0.absoluteString) } == [true, true, false, false, false, false], "\(many) asked")
        }
    }

    @Test("prunes entries at or past the max age and clears all", arguments: Kind.allCases)
    func pruneAndClear(kind: Kind) throws {
        let (sut, folder) = try makeSUT(kind)
        defer { folder.remove() }
        for (index, age) in [0.0, 3600.0, 86_400.0, 172_800.0].enumerated() {
            try sut.save(CacheEntry(url: "http://h/\(index)", fetchedAt: now.addingTimeInterval(-age), body: Data("x".utf8)))
        }
        let pruned = try sut.prune(policy: CachePolicy(maxAge: 86_400), now: now)
        #expect(pruned.removed.compactMap(\.url).sorted() == ["http://h/2", "http://h/3"], "what went, by address")
        #expect(pruned.removed.compactMap(\.fetchedAt).sorted() == [now.addingTimeInterval(-172_800), now.addingTimeInterval(-86_400)])
        #expect(pruned.removed.allSatisfy { $0.bytes > 0 })
        #expect(pruned.remaining == 2)
        #expect(try sut.summary().entries == 2)
        let cleared = try sut.removeAll()
        #expect(cleared.removed.count == 2 && cleared.remaining == 0)
        #expect(try sut.summary().entries == 0)
    }
}

@Suite("File cache store")
struct FileCacheStoreTests {
    private let url = URL(string: "http://127.0.0.1:9/api/search.php?s=../../etc/passwd")!

    @Test("a folder named like an entry is neither counted nor deleted by prune or clear, and keeps what it holds")
    func folderNamedLikeEntry() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = FileCacheStore(folder: folder.url)
        try store.save(CacheEntry(url: url.absoluteString, fetchedAt: Date(timeIntervalSince1970: 0), body: Data("{}".utf8)))
        let stranger = folder.url.appendingPathComponent("dir.cache")
        try FileManager.default.createDirectory(at: stranger, withIntermediateDirectories: false)
        try Data("keep me".utf8).write(to: stranger.appendingPathComponent("inner"))

        #expect(try store.summary().entries == 1)
        #expect(try store.prune(policy: CachePolicy(maxAge: 60), now: Date()).removed.count == 1)
        #expect(try store.removeAll() == CacheRemoval(removed: [], remaining: 0))
        #expect(try String(contentsOf: stranger.appendingPathComponent("inner"), encoding: .utf8) == "keep me")
    }

    @Test("only files named as the cache names an entry (64 lowercase hex digits, .cache) are counted, pruned or cleared")
    func onlyEntryNames() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = FileCacheStore(folder: folder.url)
        try store.save(CacheEntry(url: url.absoluteString, fetchedAt: Date(timeIntervalSince1970: 0), body: Data("{}".utf8)))
        let entry = try #require(try FileManager.default.contentsOfDirectory(atPath: folder.path).first)
        // Someone's files that end in .cache: a name of their own, and an entry's name in capitals or cut short.
        let strangers = [
            "important.cache", entry.uppercased().replacingOccurrences(of: ".CACHE", with: ".cache"), String(entry.dropFirst()),
        ]
        for name in strangers { try Data("keep me".utf8).write(to: folder.url.appendingPathComponent(name)) }

        #expect(try store.summary().entries == 1)
        #expect(try store.removeAll().removed.count == 1)
        for name in strangers {
            #expect(try String(contentsOf: folder.url.appendingPathComponent(name), encoding: .utf8) == "keep me", "\(name)")
        }
    }

    @Test("an entry larger than any answer the network takes (10 MB and a header) is a miss, never read whole")
    func oversizedEntryIsAMiss() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = FileCacheStore(folder: folder.url)
        let small = CacheEntry(
            url: url.absoluteString, fetchedAt: Date(timeIntervalSince1970: 0), body: Data(repeating: 0x61, count: 10 * 1024 * 1024))
        try store.save(small)
        #expect(store.entry(for: url) == small, "the largest answer the network takes is kept and read")
        try store.save(
            CacheEntry(
                url: url.absoluteString, fetchedAt: Date(timeIntervalSince1970: 0), body: Data(repeating: 0x61, count: 11 * 1024 * 1024)))
        #expect(store.entry(for: url) == nil)
        // Still counted and removed at its size on disk, never read.
        let size = try #require(
            try FileManager.default.attributesOfItem(atPath: folder.url.appendingPathComponent(FileCacheStore.fileName(for: url)).path)[
                .size] as? Int)
        #expect(size > 11 * 1024 * 1024)
        #expect(try store.summary().bytes == size)
        #expect(try store.removeAll().removed.map(\.bytes) == [size])
    }

    @Test("sizes past Int.max add up to Int.max, never a trap: sparse files can each claim exabytes")
    func hugeSizes() {
        #expect(FileCacheStore.total([Int.max / 2 + 1, Int.max / 2 + 1, 5]) == .max)
        #expect(FileCacheStore.total([3, -7, 4]) == 7, "a negative size counts as nothing")
        #expect(FileCacheStore.total([]) == 0)
    }

    #if os(Linux)
    @Test("a picture budget over a cache of exabyte sparse files trims, never traps")
    func sparseExabytes() throws {
        let shm = URL(fileURLWithPath: "/dev/shm/recipes-sparse-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: shm, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(at: shm) }
        for name in ["a", "b"] {
            let path = shm.appendingPathComponent("\(String(repeating: name, count: 64)).cache").path
            #expect(FileManager.default.createFile(atPath: path, contents: Data()))
            #expect(truncate(path, 4_611_686_018_427_387_904) == 0, "tmpfs holds a 4 EiB sparse file")
        }
        #expect(try FileCacheStore(folder: shm).trimPictures(toBytes: 1_000) == CacheRemoval(removed: [], remaining: 2))
    }
    #endif

    @Test("names files by the URL's SHA-256, never by ids or search text; folder 0700, file 0600")
    func naming() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let cache = folder.url.appendingPathComponent("a/cache")
        try FileCacheStore(folder: cache).save(CacheEntry(url: url.absoluteString, fetchedAt: Date(), body: Data("{}".utf8)))
        let files = try FileManager.default.contentsOfDirectory(atPath: cache.path)
        #expect(files == ["\(SHA256.hex(url.absoluteString)).cache"])
        #expect(try permissions(cache.path) == 0o700)
        #expect(try permissions(cache.appendingPathComponent(files[0]).path) == 0o600)
    }

    @Test(
        "reads a corrupt, truncated or foreign file as a miss, and prune removes it",
        arguments: [
            "", "garbage", #"{"schemaVersion":1,"url":"x","fetchedAt":0,"bytes":5}"# + "\nab",
            #"{"schemaVersion":9,"url":"U","fetchedAt":0,"bytes":2}"# + "\n{}",
            #"{"schemaVersion":1,"url":"U","fetchedAt":1e30,"bytes":2}"# + "\n{}",
            #"{"schemaVersion":1,"url":"U","fetchedAt":-1e308,"bytes":2}"# + "\n{}",
            #"{"bytes":2,"fetchedAt":-1,"schemaVersion":1,"url":"U"}"# + "\n{}",
        ])
    func corrupt(content: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = FileCacheStore(folder: folder.url)
        let file = store.fileURL(for: url)
        try Data(content.replacingOccurrences(of: "\"U\"", with: "\"\(url.absoluteString)\"").utf8).write(to: file)
        #expect(store.entry(for: url) == nil)
        let pruned = try store.prune(policy: CachePolicy(), now: Date())
        #expect(pruned.removed.count == 1 && pruned.remaining == 0)
        #expect(pruned.removed.first?.url == nil && pruned.removed.first?.fetchedAt == nil, "an unreadable entry has no address to show")
    }

    @Test("a body longer than its recorded size is a miss, as is a shorter one; the exact size is a hit")
    func bodyLongerThanRecorded() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = FileCacheStore(folder: folder.url)
        let entry = CacheEntry(
            url: url.absoluteString, fetchedAt: Date(timeIntervalSince1970: 1_800_000_000), body: Data(#"{"meals":null}"#.utf8))
        try store.save(entry)
        let file = store.fileURL(for: url)
        let written = try Data(contentsOf: file)
        #expect(store.entry(for: url) == entry)
        try (written + Data("\n".utf8)).write(to: file)
        #expect(store.entry(for: url) == nil, "one byte more than the header's size")
        try (written + Data(#"{"meals":[]}"#.utf8)).write(to: file)
        #expect(store.entry(for: url) == nil, "a second body after the first")
        try written.dropLast().write(to: file)
        #expect(store.entry(for: url) == nil, "one byte less")
    }

    @Test("an entry saved under another URL that hashes to the same file is a miss")
    func foreignURL() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = FileCacheStore(folder: folder.url)
        let entry = try FileCacheStore.encode(CacheEntry(url: "http://elsewhere/", fetchedAt: Date(), body: Data("{}".utf8)))
        try entry.write(to: store.fileURL(for: url))
        #expect(store.entry(for: url) == nil)
    }

    @Test("a folder that cannot be created is a write error naming it")
    func unwritable() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let blocker = folder.url.appendingPathComponent("file")
        try Data().write(to: blocker)
        #expect(throws: FileError.cannotWrite(path: blocker.path, reason: "it is a file, not a folder")) {
            try FileCacheStore(folder: blocker).save(CacheEntry(url: url.absoluteString, fetchedAt: Date(), body: Data()))
        }
    }

    private func permissions(_ path: String) throws -> Int {
        (try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? NSNumber)?.intValue ?? -1
    }
}

/// The cache header's fast path against JSONDecoder, which judges: the same header whenever the
/// scanner reads one, and the scanner stepping aside for anything it does not read.
@Suite("cache header scanner")
struct CacheHeaderScannerTests {
    private func decoded(_ line: String) -> FileCacheStore.Header? {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .millisecondsSince1970
        return try? decoder.decode(FileCacheStore.Header.self, from: Data(line.utf8))
    }

    @Test("what the store writes is read without JSONDecoder, and read the same")
    func written() throws {
        for fetchedAt in [
            Date(timeIntervalSince1970: 0), Date(timeIntervalSince1970: 1_795_432_000.123), Date(timeIntervalSince1970: 4_102_444_800.5),
        ] {
            let entry = CacheEntry(url: "http://127.0.0.1:8080/api/x?a=%20b&c=\u{e9}", fetchedAt: fetchedAt, body: Data("{}".utf8))
            let data = try FileCacheStore.encode(entry)
            let line = data.prefix(while: { $0 != 0x0A })
            let scanned = try #require(FileCacheStore.scanHeader(line))
            #expect(scanned == decoded(String(decoding: line, as: UTF8.self)))
            #expect(FileCacheStore.decode(data) == entry)
        }
    }

    @Test(
        "other headers: the scanner reads them the same or steps aside",
        arguments: [
            (#"{"bytes":2,"fetchedAt":1795432000123,"schemaVersion":1,"url":"u"}"#, true),
            (#" { "url" : "a\/b\u00e9" , "bytes" : 2 , "schemaVersion" : 1 , "fetchedAt" : 1.5e12 } "#, true),
            (#"{"bytes":2,"fetchedAt":1795432000123,"schemaVersion":1,"url":"u","extra":true}"#, false),
            (#"{"bytes":2,"bytes":3,"fetchedAt":1,"schemaVersion":1,"url":"u"}"#, false),
            (#"{"bytes":2.0,"fetchedAt":1,"schemaVersion":1,"url":"u"}"#, false),
            (#"{"bytes":"2","fetchedAt":1,"schemaVersion":1,"url":"u"}"#, false),
            (#"{"bytes":2,"fetchedAt":1,"schemaVersion":1}"#, false),
            (#"{"bytes":2,"fetchedAt":1e999,"schemaVersion":1,"url":"u"}"#, false),
            (#"{"bytes":2,"fetchedAt":1,"schemaVersion":1,"url":"u"} x"#, false),
            (#"{"bytes":99999999999999999999,"fetchedAt":1,"schemaVersion":1,"url":"u"}"#, false),
            (#"[1,2]"#, false), ("", false), ("{", false),
        ])
    func others(line: String, scans: Bool) {
        let judged = decoded(line)
        let scanned = FileCacheStore.scanHeader(Data(line.utf8))
        #expect((scanned != nil) == scans, "the scanner \(scans ? "reads" : "steps aside for") this header")
        if scans { #expect(scanned == judged && judged != nil) }
        #expect(FileCacheStore.decodeHeader(Data(line.utf8)) == judged)
    }
}

@Suite("Cache folder listing")
struct CacheListingTests {
    @Test("entries' addresses come from their headers; a corrupt entry or a symlink is left out; a header past 8 KB gives up")
    func addresses() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = FileCacheStore(folder: folder.url)
        let url = URL(string: "http://127.0.0.1:9/api/lookup.php?i=1")!
        try store.save(CacheEntry(url: url.absoluteString, fetchedAt: Date(), body: Data("[1]".utf8)))
        try Data("garbage without a header".utf8).write(to: folder.url.appendingPathComponent("0bad.cache"))
        try FileManager.default.createSymbolicLink(
            atPath: folder.url.appendingPathComponent("1link.cache").path, withDestinationPath: store.fileURL(for: url).path)
        let names = Set(try FileManager.default.contentsOfDirectory(atPath: folder.url.path))
        #expect(FileCacheStore.addresses(of: names, in: folder.url.path) == [url.absoluteString])
        let long = URL(string: "http://127.0.0.1:9/api/search.php?s=" + String(repeating: "a", count: 9_000))!
        try store.save(CacheEntry(url: long.absoluteString, fetchedAt: Date(), body: Data("[1]".utf8)))
        let all = Set(try FileManager.default.contentsOfDirectory(atPath: folder.url.path))
        #expect(FileCacheStore.addresses(of: all, in: folder.url.path) == nil)
        let listed = try #require(store.listing()).containment(forMany: 100)
        #expect(listed(url.absoluteString) && listed(long.absoluteString) && !listed("http://127.0.0.1:9/api/lookup.php?i=2"))
    }
}

@Suite("SHA-256")
struct SHA256Tests {
    @Test(
        "matches the standard test vectors",
        arguments: [
            ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
            ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
            (
                "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
                "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
            ),
            (String(repeating: "a", count: 1000), "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3"),
        ])
    func vectors(input: String, expected: String) {
        #expect(SHA256.hex(input) == expected)
    }

    // One case a line, its input beside its digest, reads better than any folding of it.
    // swift-format-ignore
    @Test(
        "every length around a block's edge pads as the standard says (Python's hashlib gave the answers)",
        arguments: [
            ("0123456789012345678901234567890123456789012345678901234" as String, "f34d5a0f80c0cbf84c8c0b90218c22637abd199965249da736a20143c8c9c9d9"),
            ("01234567890123456789012345678901234567890123456789012345" as String, "83aa034bda83e458a0dc9cbce0d4e354716aa0ff770ed37ac0ed2b292052e4af"),
            ("012345678901234567890123456789012345678901234567890123456" as String, "2f599f9dd7fac80e26892a008adcf28c0c9aaa11cf3df4ceacd07d0f1aef4c76"),
            ("012345678901234567890123456789012345678901234567890123456789012" as String, "074f6e9ac301d5d1b6df6f1dfb8c6f89c187ea945d352ce6a29279a9c630680b"),
            ("0123456789012345678901234567890123456789012345678901234567890123" as String, "9674d9e078535b7cec43284387a6ee39956188e735a85452b0050b55341cda56"),
            ("01234567890123456789012345678901234567890123456789012345678901234" as String, "52774b57c10e45040a61c14d35c1c8ebefe880082313aa0a21ebb077734cd067"),
            ("01234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678" as String, "d0cb70d05ff14123f114c0cca360c62077379cf1ac90e1bfafa9e9e4d827596a"),
            ("012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789" as String, "08642f0525963875af954100280fe3009293fa7e19c273444f31464c9b089243"),
            ("01234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567" as String, "916e19992e7f9b1e8d9267c3324616dac8f4199419c6e4ebf68fda985f4b64ea"),
            (
                "https://www.themealdb.com/api/json/v1/1/lookup.php?i=52917\u{e9}",
                "89f87bc2bc13b14834fa018fd9761236374295a239d89189f0953c2f004fbfac"
            ),
        ])
    func blockEdges(input: String, expected: String) {
        #expect(SHA256.hex(input) == expected)
        #expect(
            SHA256.digest(Array(input.utf8)).map { String($0, radix: 16).count == 1 ? "0" + String($0, radix: 16) : String($0, radix: 16) }
                .joined() == expected)
    }
}
