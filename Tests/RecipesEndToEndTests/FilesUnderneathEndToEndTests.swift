import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// Files another program changes, plants or leaves behind: never a crash, never a write through a
/// link the tool did not make, no temp file kept forever, and a clear word for what is not a file.
@Suite("files changed, planted or left underneath, end to end", .serialized)
struct FilesUnderneathEndToEndTests {
    /// A favorites.json of `count` real-shaped favorites.
    private func favorites(_ count: Int) -> Data {
        let entries = (0..<count).map { id in
            #"{"addedAt":"2026-11-22T00:00:00Z","catalog":"desserts","id":"\#(id)","name":"Dessert \#(id)","note":"n","updatedAt":"2026-11-22T00:00:00Z","recipe":{"catalog":"desserts","facts":[],"id":"\#(id)","ingredients":[],"instructions":"\#(String(repeating: "Stir. ", count: 200))","links":[],"name":"Dessert \#(id)","tags":[]}}"#
        }
        return Data(#"{"schemaVersion":2,"favorites":[\#(entries.joined(separator: ","))]}"#.utf8)
    }

    @Test("a favorites.json rewritten in place while it is read: never a crash (it was SIGBUS from a mapping), every run lists or says why")
    func rewrittenWhileRead() async throws {
        let stub = try MealDBStub()
        defer { stub.stop() }
        let file = stub.home.url.appendingPathComponent("favorites.json")
        let whole = favorites(6_000) // about 8 MB: reading it takes long enough to be caught half way
        try whole.write(to: file)
        let stop = Locked(false)
        // Another program rewriting the file in place, as an editor without atomic saves does: truncate, then write.
        let writer = Thread {
            while !stop.value {
                let fd = open(file.path, O_WRONLY | O_TRUNC)
                guard fd >= 0 else { continue }
                whole.withUnsafeBytes { buffer in
                    var offset = 0
                    while offset < buffer.count {
                        let chunk = min(1 << 20, buffer.count - offset)
                        let written = write(fd, buffer.baseAddress! + offset, chunk)
                        guard written > 0 else { break }
                        offset += written
                    }
                }
                close(fd)
            }
        }
        writer.start()
        defer { stop.set(true) }
        var statuses: [Int32] = []
        for _ in 0..<12 {
            let listed = try await stub.run("favorites", "--json")
            statuses.append(listed.status)
            #expect(listed.status < 128, "killed by a signal: \(listed.status)")
            if listed.status != 0 {
                #expect(listed.stderr.hasPrefix("recipes: ") && listed.stderr.split(separator: "\n").count <= 2, "\(listed.stderr)")
            }
        }
        stop.set(true)
        #expect(statuses.allSatisfy { $0 < 128 }, "\(statuses)")
    }

    @Test("a symlink planted as a cache entry is replaced, never written through: the file it points at is untouched")
    func plantedCacheLink() async throws {
        let stub = try MealDBStub()
        defer { stub.stop() }
        #expect(try await stub.run("desserts", "list").status == 0)
        let cache = stub.home.url.appendingPathComponent("cache")
        let entries = try FileManager.default.contentsOfDirectory(atPath: cache.path).filter { $0.hasSuffix(".cache") }
        let victim = stub.home.url.appendingPathComponent("victim.txt")
        try Data("precious".utf8).write(to: victim)
        chmod(victim.path, 0o644)
        for entry in entries {
            let path = cache.appendingPathComponent(entry).path
            try FileManager.default.removeItem(atPath: path)
            try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: victim.path)
        }
        let listed = try await stub.run("desserts", "list")
        #expect(listed.status == 0, "\(listed)")
        #expect(try String(contentsOf: victim, encoding: .utf8) == "precious")
        var info = stat()
        #expect(stat(victim.path, &info) == 0 && info.st_mode & 0o777 == 0o644, "not chmodded")
        for entry in entries {
            var link = stat()
            #expect(
                lstat(cache.appendingPathComponent(entry).path, &link) == 0 && (link.st_mode & S_IFMT) != S_IFLNK,
                "the link replaced by an entry")
        }
    }

    @Test("a symlink planted as a lock file is never followed: nothing is created where it points")
    func plantedLockLink() async throws {
        let stub = try MealDBStub()
        defer { stub.stop() }
        let target = stub.home.url.appendingPathComponent("created-through-the-lock")
        try FileManager.default.createDirectory(at: stub.home.url, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: stub.home.url.appendingPathComponent("pantry.json.lock").path, withDestinationPath: target.path)
        let added = try await stub.run("pantry", "add", "Gin")
        #expect(added.status == 0, "\(added)")
        #expect(!FileManager.default.fileExists(atPath: target.path))
    }

    @Test("a data file that is a symlink to a folder that does not exist is written nowhere: no folders made there, exit 73")
    func danglingLinkMakesNoFolders() async throws {
        let stub = try MealDBStub()
        defer { stub.stop() }
        try FileManager.default.createDirectory(at: stub.home.url, withIntermediateDirectories: true)
        let elsewhere = stub.home.url.appendingPathComponent("elsewhere")
        let target = elsewhere.appendingPathComponent("a/b/pantry.json")
        let link = stub.home.url.appendingPathComponent("pantry.json")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: target.path)
        let added = try await stub.run("pantry", "add", "Gin")
        #expect(added.status == 73, "\(added)")
        #expect(
            added.stderr.hasPrefix(
                "recipes: cannot write \(link.path): it is a symbolic link to \(target.path), in a folder that does not exist"),
            "\(added.stderr)")
        #expect(!FileManager.default.fileExists(atPath: elsewhere.path), "no folder made where the link points")
        // Once its folder exists, the file is written through the link, as documented.
        try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        #expect(try await stub.run("pantry", "add", "Gin").status == 0)
        #expect(FileManager.default.fileExists(atPath: target.path))
    }

    @Test("temp files a killed write left (ours, over a minute old) go at the next write; a fresh one and others' files stay")
    func staleTemporaries() async throws {
        let stub = try MealDBStub()
        defer { stub.stop() }
        #expect(try await stub.run("pantry", "add", "Gin").status == 0)
        let folder = stub.home.url
        let stale = folder.appendingPathComponent(".pantry.json.\(UUID().uuidString).tmp")
        let fresh = folder.appendingPathComponent(".pantry.json.\(UUID().uuidString).tmp")
        let notOurs = folder.appendingPathComponent(".pantry.json.backup.tmp")
        for file in [stale, fresh, notOurs] { try Data("{".utf8).write(to: file) }
        let old = Date().addingTimeInterval(-300)
        for file in [stale, notOurs] { try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: file.path) }
        #expect(try await stub.run("pantry", "add", "Lime").status == 0)
        #expect(!FileManager.default.fileExists(atPath: stale.path))
        #expect(FileManager.default.fileExists(atPath: fresh.path), "a write may be under way in another process")
        #expect(FileManager.default.fileExists(atPath: notOurs.path), "not a name we make")
    }

    @Test("favorites import of a device, a pipe or a folder says it is not a favorites file (exit 65), never waits")
    func importNotAFile() async throws {
        let stub = try MealDBStub()
        defer { stub.stop() }
        let pipe = stub.home.url.appendingPathComponent("pipe")
        try FileManager.default.createDirectory(at: stub.home.url, withIntermediateDirectories: true)
        #expect(mkfifo(pipe.path, 0o600) == 0)
        for (path, what) in [("/dev/zero", "a device"), (pipe.path, "a pipe"), (stub.home.path, "a folder")] {
            let imported = try await stub.run("favorites", "import", path)
            #expect(imported.status == 65, "\(imported)")
            #expect(
                imported.stderr == "recipes: \(path) is not a recipes favorites export (it is \(what), not a file). Nothing was imported.\n"
            )
        }
    }

    @Test("pantry add of more names than the pantry holds is refused before the file is read")
    func pantryCapFirst() async throws {
        let stub = try MealDBStub()
        defer { stub.stop() }
        let file = stub.home.url.appendingPathComponent("pantry.json")
        try FileManager.default.createDirectory(at: stub.home.url, withIntermediateDirectories: true)
        try Data("not json".utf8).write(to: file)
        let added = try await stub.run(["pantry", "add"] + (0...500).map { "Item \($0)" })
        #expect(added.status == 64, "\(added)")
        #expect(
            added.stderr
                == "recipes: the pantry holds at most 500 items; nothing was changed. Remove some with 'recipes pantry remove NAME'.\n")
        #expect(try String(contentsOf: file, encoding: .utf8) == "not json", "the file not even read, never moved aside")
    }
}
