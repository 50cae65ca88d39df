import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Issue 33: favorites.json.index, the cache of favorites.json's last full scan, changes what no
/// command says. With it, without it, with one that lies, and with the file changed behind it,
/// the list, `--json`, `show`, `note` and `remove` of the real binary read the same favorites.
@Suite("favorites: the index beside favorites.json changes nothing any command says", .serialized)
struct FavoritesIndexEndToEndTests {
    /// A TheMealDB that knows every id: `lookup.php?i=N` answers a dessert called "Dessert N".
    private static func anyMeal(_ request: LoopbackServer.Request) -> LoopbackServer.Reply? {
        guard request.path.hasSuffix("lookup.php"), let id = request.query.split(separator: "=").last else { return nil }
        return .json(#"{"meals":[{"idMeal":"\#(id)","strMeal":"Dessert \#(id)","strIngredient1":"Sugar","strMeasure1":"1 cup"}]}"#)
    }

    private func file(_ stub: MealDBStub) -> URL { stub.home.url.appendingPathComponent("favorites.json") }
    private func index(_ stub: MealDBStub) -> URL { stub.home.url.appendingPathComponent("favorites.json.index") }

    /// What the reading commands say, stdout, stderr and status of each.
    private func readings(_ stub: MealDBStub, show name: String) async throws -> [String] {
        var said: [String] = []
        for arguments in [
            ["favorites"], ["favorites", "--json"], ["favorites", "show", name, "--no-pager"], ["favorites", "show", name, "--json"],
        ] {
            let result = try await stub.run(arguments)
            said.append("\(arguments): \(result.status)\n\(result.stdout)\n\(result.stderr)")
        }
        return said
    }

    /// Past the file system's clock tick of the file's last change: an index made now is trusted.
    private func settle() async throws { try await Task.sleep(for: .milliseconds(30)) }

    private func replace(_ old: String, with new: String, in url: URL) throws {
        var bytes = try Data(contentsOf: url)
        let found = try #require(bytes.range(of: Data(old.utf8)))
        bytes.replaceSubrange(found, with: Data(new.utf8))
        let handle = try FileHandle(forWritingTo: url) // in place: same inode, same size
        try handle.write(contentsOf: bytes)
        try handle.close()
    }

    @Test("list, --json and show say the same with no index, with the index, and with an index that lies about a name")
    func sameReadings() async throws {
        let stub = try MealDBStub(override: Self.anyMeal)
        defer { stub.stop() }
        for id in 1001...1004 { #expect(try await stub.run("favorites", "add", "desserts", String(id)).status == 0) }
        _ = try await stub.run("favorites", "note", "Dessert 1002", "Halve the sugar")
        try await settle()
        try? FileManager.default.removeItem(at: index(stub))
        let scanned = try await readings(stub, show: "Dessert 1003")
        #expect(scanned[0].contains("desserts\t1002\tDessert 1002\t✎\n"))
        #expect(FileManager.default.fileExists(atPath: index(stub).path), "the full scan wrote the index")
        let written = try Data(contentsOf: index(stub))
        #expect(try await readings(stub, show: "Dessert 1003") == scanned)
        #expect(try Data(contentsOf: index(stub)) == written, "the index was used as it was")

        // An index that says Dessert 1003 is called Dessert 9003: nothing says so.
        var lying = written
        lying.replaceSubrange(try #require(lying.range(of: Data("Dessert 1003".utf8))), with: Data("Dessert 9003".utf8))
        try lying.write(to: index(stub))
        #expect(try await readings(stub, show: "Dessert 1003") == scanned)
        let missing = try await stub.run("favorites", "show", "Dessert 9003")
        #expect(missing.status == 1)
        #expect(missing.stderr == "recipes: no favorite matches 'Dessert 9003'. Run 'recipes favorites' to see them.\n")
        let rewritten = try Data(contentsOf: index(stub))
        #expect(rewritten.range(of: Data("Dessert 9003".utf8)) == nil, "the reading that did not trust it wrote the truth")
        #expect(rewritten.range(of: Data("Dessert 1003".utf8)) != nil)
    }

    /// `favorites` to a pipe prints the rows from the index's bytes: exactly what it prints from a
    /// full reading, every name sanitized the same way. (The order is the names' own, control
    /// characters included: a name made of one sanitizes to nothing, and keeps its tab, as a pipe's
    /// row always has.)
    @Test("the list from the index's bytes is the full reading's list: hostile names sanitized, one catalog, by id, limited")
    func listFromIndexBytes() async throws {
        let names = [
            "2001": "Crème brûlée", "2002": "\u{1B}[31mRed\u{1B}[0m velvet", "2003": "Tab\tand\nbreak", "2004": "\u{202E}Bidi pie",
            "2005": "apple pie", "2006": "Apple pie", "2007": "Walnut Roll Gužvara", "2008": "\u{7}",
        ]
        let stub = try MealDBStub(override: { request in
            guard request.path.hasSuffix("lookup.php"), let id = request.query.split(separator: "=").last, let name = names[String(id)]
            else { return nil }
            let meal = ["idMeal": String(id), "strMeal": name, "strIngredient1": "Sugar", "strMeasure1": "1 cup"]
            return .json(try! JSONSerialization.data(withJSONObject: ["meals": [meal]]))
        })
        defer { stub.stop() }
        for id in names.keys.sorted() { #expect(try await stub.run("favorites", "add", "desserts", id).status == 0) }
        #expect(try await stub.run("favorites", "note", "desserts/2003", "Less salt").status == 0)
        try await settle()
        try? FileManager.default.removeItem(at: index(stub))
        let lists = [["favorites"], ["favorites", "--catalog", "desserts"], ["favorites", "list", "--sort", "id", "--limit", "3"]]
        var scanned: [String] = []
        for arguments in lists {
            let result = try await stub.run(arguments)
            scanned.append("\(result.status)\n\(result.stdout)\n\(result.stderr)")
        }
        #expect(FileManager.default.fileExists(atPath: index(stub).path), "the full reading wrote the index")
        let written = try Data(contentsOf: index(stub))
        for (arguments, said) in zip(lists, scanned) {
            let result = try await stub.run(arguments)
            #expect("\(result.status)\n\(result.stdout)\n\(result.stderr)" == said, "\(arguments)")
        }
        #expect(try Data(contentsOf: index(stub)) == written, "the index was used as it was")
        #expect(
            scanned[0] == """
                0
                desserts\t2008\t
                desserts\t2002\tRed velvet
                desserts\t2006\tApple pie
                desserts\t2005\tapple pie
                desserts\t2001\tCrème brûlée
                desserts\t2003\tTab and break\t✎
                desserts\t2007\tWalnut Roll Gužvara
                desserts\t2004\tBidi pie


                """)
        #expect(scanned[1] == scanned[0])
        #expect(scanned[2] == "0\ndesserts\t2001\tCrème brûlée\ndesserts\t2002\tRed velvet\ndesserts\t2003\tTab and break\t✎\n\n")
    }

    @Test("a file changed behind its index, to the same size: every command reads the file as it is now")
    func changedBehind() async throws {
        let stub = try MealDBStub(override: Self.anyMeal)
        defer { stub.stop() }
        for id in 1001...1003 { #expect(try await stub.run("favorites", "add", "desserts", String(id)).status == 0) }
        try await settle()
        _ = try await stub.run("favorites")
        #expect(FileManager.default.fileExists(atPath: index(stub).path))
        try replace("\"name\" : \"Dessert 1002\"", with: "\"name\" : \"Dessert 8002\"", in: file(stub))
        let list = try await stub.run("favorites")
        #expect(list.stdout == "desserts\t1001\tDessert 1001\ndesserts\t1003\tDessert 1003\ndesserts\t1002\tDessert 8002\n")
        #expect(list.stderr == "")
        #expect(try await stub.run("favorites", "show", "Dessert 8002", "--no-pager").status == 0)
        let noted = try await stub.run("favorites", "note", "Dessert 8002", "Kept")
        #expect(noted.status == 0, "\(noted)")
        let removed = try await stub.run("favorites", "remove", "Dessert 1001")
        #expect(removed.status == 0, "\(removed)")
        let after = try await stub.run("favorites")
        #expect(after.stdout == "desserts\t1003\tDessert 1003\ndesserts\t1002\tDessert 8002\t✎\n")
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: file(stub))) as? [String: Any]
        #expect((json?["favorites"] as? [[String: Any]])?.map { $0["name"] as? String } == ["Dessert 8002", "Dessert 1003"])
    }

    private func inode(_ url: URL) throws -> Int? {
        try FileManager.default.attributesOfItem(atPath: url.path)[.systemFileNumber] as? Int
    }

    #if os(Linux) // the swap of two files is Linux's renameat2; elsewhere no spare is kept
    /// Waits until a change may take the file as its spare: its last change 30 ms old, or 2.1 s
    /// where its time is a whole second (a file system that keeps no finer).
    private func settleForSpare(_ url: URL) async throws {
        var info = stat()
        #expect(stat(url.path, &info) == 0)
        let whole = info.st_mtim.tv_nsec == 0
        let changed = Double(max(info.st_mtim.tv_sec, info.st_ctim.tv_sec)) + Double(max(info.st_mtim.tv_nsec, info.st_ctim.tv_nsec)) / 1e9
        while Date().timeIntervalSince1970 < changed + (whole ? 2.1 : 0.03) { try await Task.sleep(for: .milliseconds(5)) }
    }

    @Test(
        "from 4 MiB a change keeps the version before as the spare and the next change is written over it: every command reads the same favorites"
    )
    func spareOfALargeFile() async throws {
        let stub = try MealDBStub(override: Self.anyMeal)
        defer { stub.stop() }
        #expect(try await stub.run("favorites", "add", "desserts", "1001").status == 0)
        // 1,300 favorites of 3.5 KB each (test-made, from the one the binary wrote): 4.5 MiB, imported.
        let written = try JSONSerialization.jsonObject(with: Data(contentsOf: file(stub))) as? [String: Any]
        let template = try #require((written?["favorites"] as? [[String: Any]])?.first)
        let many: [[String: Any]] = (2000..<3300).map { id in
            var favorite = template
            var recipe = favorite["recipe"] as? [String: Any] ?? [:]
            recipe["id"] = String(id)
            recipe["name"] = "Dessert \(id)"
            recipe["instructions"] = String(repeating: "Mix well. ", count: 350)
            favorite["recipe"] = recipe
            favorite["id"] = String(id)
            favorite["name"] = "Dessert \(id)"
            return favorite
        }
        let export = stub.home.url.appendingPathComponent("test-made-large-export.json")
        try JSONSerialization.data(withJSONObject: ["favorites": many, "schemaVersion": 2]).write(to: export)
        let imported = try await stub.run("favorites", "import", export.path)
        #expect(imported.status == 0, "\(imported)")
        let spare = stub.home.url.appendingPathComponent(".favorites.json.spare")
        let size = try #require(try FileManager.default.attributesOfItem(atPath: file(stub).path)[.size] as? Int)
        #expect(size >= 4 << 20, "\(imported)")
        #expect(!FileManager.default.fileExists(atPath: spare.path))
        try await settle()

        let before = try Data(contentsOf: file(stub))
        let first = try inode(file(stub))
        let noted = try await stub.run("favorites", "note", "Dessert 2500", "Halve the sugar")
        #expect(noted.status == 0, "\(noted)")
        #expect(try Data(contentsOf: spare) == before, "the version before the note, kept whole")
        #expect(try inode(spare) == first)
        let second = try inode(file(stub))
        try await settleForSpare(spare)

        let removed = try await stub.run("favorites", "remove", "Dessert 2501", "--yes")
        #expect(removed.status == 0, "\(removed)")
        #expect(removed.stderr == "removed from favorites: Dessert 2501 (desserts/2501)\n")
        #expect(try inode(file(stub)) == first, "written over the spare and swapped in")
        #expect(try inode(spare) == second)

        let list = try await stub.run("favorites")
        #expect(list.status == 0)
        #expect(list.stdout.split(separator: "\n").count == 1 + 1300 - 1)
        #expect(list.stdout.contains("desserts\t2500\tDessert 2500\t✎\n"))
        #expect(!list.stdout.contains("Dessert 2501"))
        let shown = try await stub.run("favorites", "show", "Dessert 2500", "--no-pager")
        #expect(shown.status == 0)
        #expect(shown.stdout.contains("Halve the sugar"))
        // A full reading, without the index, says the same.
        try FileManager.default.removeItem(at: index(stub))
        #expect(try await stub.run("favorites").stdout == list.stdout)
    }
    #endif

    @Test("note, remove and add through the index write the file a full reading writes, and leave an index that holds")
    func changesThroughTheIndex() async throws {
        let stub = try MealDBStub(override: Self.anyMeal)
        defer { stub.stop() }
        for id in 1001...1005 { #expect(try await stub.run("favorites", "add", "desserts", String(id)).status == 0) }
        try await settle()
        _ = try await stub.run("favorites") // writes the index
        #expect(try await stub.run("favorites", "note", "Dessert 1003", "Less sugar").status == 0)
        #expect(try await stub.run("favorites", "remove", "Dessert 1001").status == 0)
        #expect(try await stub.run("favorites", "add", "desserts", "1006").status == 0)
        let withIndex = try await readings(stub, show: "Dessert 1003")
        try FileManager.default.removeItem(at: index(stub))
        #expect(try await readings(stub, show: "Dessert 1003") == withIndex)
        #expect(
            withIndex[0]
                == "[\"favorites\"]: 0\ndesserts\t1002\tDessert 1002\ndesserts\t1003\tDessert 1003\t✎\ndesserts\t1004\tDessert 1004\n"
                + "desserts\t1005\tDessert 1005\ndesserts\t1006\tDessert 1006\n\n")
    }
}
