import Foundation
import TestSupport
import Testing

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
