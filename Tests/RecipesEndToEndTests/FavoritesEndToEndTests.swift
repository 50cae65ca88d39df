import Foundation
import RecipesDesserts
import TestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

@Suite("favorites, end to end", .serialized)
struct FavoritesEndToEndTests {
    /// A TheMealDB that knows every id: `lookup.php?i=N` answers a dessert called "Dessert N".
    /// Names come from the real list sample where it has the id.
    private static func anyMeal(_ request: LoopbackServer.Request) -> LoopbackServer.Reply? {
        guard request.path.hasSuffix("lookup.php"), request.query != "i=52917", let id = request.query.split(separator: "=").last else {
            return nil
        }
        let name = names[String(id)] ?? "Dessert \(id)"
        return .json(#"{"meals":[{"idMeal":"\#(id)","strMeal":"\#(name)","strIngredient1":"Sugar","strMeasure1":"1 cup"}]}"#)
    }

    private static let names: [String: String] = {
        let list = try? JSONSerialization.jsonObject(with: Fixtures.data("mealdb/filter-c-Dessert.json")) as? [String: [[String: String]]]
        return Dictionary((list?["meals"] ?? []).map { ($0["idMeal"] ?? "", $0["strMeal"] ?? "") }, uniquingKeysWith: { first, _ in first })
    }()

    private func favoritesFile(_ stub: MealDBStub) -> URL { stub.home.url.appendingPathComponent("favorites.json") }

    @Test("add over the network, then list, show, note, export and import with the server gone")
    func offlineBrowsing() async throws {
        let stub = try MealDBStub(override: Self.anyMeal)
        defer { stub.stop() }
        let added = try await stub.run("favorites", "add", "dessert", "52917")
        #expect(added.status == 0, "\(added)")
        #expect(added.stdout == "")
        #expect(added.stderr == "added to favorites: White chocolate creme brulee (desserts/52917)\n")
        let byName = try await stub.run("favorites", "add", "desserts", "bakewell")
        #expect(byName.status == 0, "\(byName)")
        #expect(byName.stderr == "added to favorites: Bakewell tart (desserts/52767)\n")
        let twice = try await stub.run("favorites", "add", "dessert", "52917")
        #expect(twice.status == 0)
        #expect(twice.stderr == "already a favorite: White chocolate creme brulee (desserts/52917); nothing changed\n")

        stub.server.stop()
        let requestsBefore = stub.server.requests.count

        let list = try await stub.run("favorites")
        #expect(list.status == 0, "\(list)")
        #expect(list.stdout == "desserts\t52767\tBakewell tart\ndesserts\t52917\tWhite chocolate creme brulee\n")

        let noted = try await stub.run("favorites", "note", "creme brulee", "Halve the sugar")
        #expect(noted.status == 0, "\(noted)")
        _ = try await stub.run("favorites", "note", "52917", "--append", "Use a blowtorch")
        #expect(try await stub.run("favorites", "list").stdout.contains("desserts\t52917\tWhite chocolate creme brulee\t✎\n"))

        let shown = try await stub.run("favorites", "show", "white")
        #expect(shown.status == 0, "\(shown)")
        #expect(shown.stdout.hasPrefix("White chocolate creme brulee\nCategory: Dessert · Area: French\n"))
        #expect(shown.stdout.hasSuffix("\nNote\n  Halve the sugar\n  Use a blowtorch\n"))

        let json = try await stub.run("favorites", "show", "desserts/52917", "--json")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let favorite = try #require(object["favorite"] as? [String: Any])
        #expect(favorite["note"] as? String == "Halve the sugar\nUse a blowtorch")
        #expect((favorite["recipe"] as? [String: Any])?["ingredients"] is [Any])

        let markdown = try await stub.run("favorites", "export")
        #expect(markdown.status == 0)
        #expect(markdown.stdout.hasPrefix("# My cookbook\n\n2 recipes, exported by recipes on "))
        #expect(markdown.stdout.contains("## White chocolate creme brulee\n"))
        #expect(markdown.stdout.contains("- 568ml Double Cream\n"))
        #expect(markdown.stdout.contains("### Note\n\n> Halve the sugar\n> Use a blowtorch\n"))

        let backup = stub.home.url.appendingPathComponent("backup.json")
        let exported = try await stub.run("favorites", "export", "--format", "json", "--output", backup.path)
        #expect(exported.status == 0 && exported.stdout == "", "\(exported)")
        let backupObject = try JSONSerialization.jsonObject(with: Data(contentsOf: backup)) as? [String: Any]
        #expect(backupObject?["schemaVersion"] as? Int == 2)
        #expect(
            (backupObject?["favorites"] as? [[String: Any]])?.compactMap { $0["name"] as? String } == [
                "Bakewell tart", "White chocolate creme brulee",
            ])
        #expect(try mode(backup.path) == 0o600)

        #expect(try await stub.run("favorites", "remove", "bakewell").stderr == "removed from favorites: Bakewell tart (desserts/52767)\n")
        _ = try await stub.run("favorites", "note", "52917", "--clear")
        let imported = try await stub.run("favorites", "import", backup.path)
        #expect(imported.status == 0, "\(imported)")
        #expect(imported.stderr == "imported \(backup.path): 1 added, 1 updated, 0 unchanged\n")
        let after = try await stub.run("favorites", "show", "52917")
        #expect(after.stdout.hasSuffix("\nNote\n  Halve the sugar\n  Use a blowtorch\n"), "\(after)")
        #expect(try await stub.run("favorites").stdout.split(separator: "\n").count == 2)

        #expect(stub.server.requests.count == requestsBefore, "favorites must never touch the network")
    }

    @Test("lists and shows mark favorites: a star for people, favorite true in JSON, the note under the recipe")
    func marks() async throws {
        let stub = try MealDBStub()
        defer { stub.stop() }
        let shown = try await stub.run("desserts", "show", "52917", "--favorite")
        #expect(shown.status == 0, "\(shown)")
        #expect(shown.stderr == "added to favorites: White chocolate creme brulee (desserts/52917)\n")
        _ = try await stub.run("favorites", "note", "52917", "Mine")
        let list = try await stub.run("desserts", "list", "--json")
        let items = try #require(
            (try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [String: Any])?["items"] as? [[String: Any]])
        #expect(items.filter { $0["favorite"] as? Bool == true }.map { $0["id"] as? String } == ["52917"])
        #expect(items.allSatisfy { $0["favorite"] is Bool })
        let detail = try await stub.run("desserts", "show", "52917", "--json")
        let item = try #require(
            (try JSONSerialization.jsonObject(with: Data(detail.stdout.utf8)) as? [String: Any])?["item"] as? [String: Any])
        #expect(item["favorite"] as? Bool == true && item["note"] as? String == "Mine")
        #expect(try await stub.run("desserts", "show", "52917").stdout.hasSuffix("\nNote\n  Mine\n"))
    }

    @Test("refresh fetches every favorite again and keeps notes; a failure is reported and changes nothing")
    func refresh() async throws {
        let renamed = Flag()
        let stub = try MealDBStub(override: { request in
            guard request.path.hasSuffix("lookup.php") else { return nil }
            let name = renamed.isSet ? "Creme brulee, revised" : "Creme brulee"
            return .json(#"{"meals":[{"idMeal":"52917","strMeal":"\#(name)","strIngredient1":"Cream","strMeasure1":"1 pint"}]}"#)
        })
        defer { stub.stop() }
        _ = try await stub.run("favorites", "add", "desserts", "52917")
        _ = try await stub.run("favorites", "note", "52917", "keep me")
        renamed.set()
        let result = try await stub.run("favorites", "refresh")
        #expect(result.status == 0, "\(result)")
        #expect(result.stderr == "refreshed 1 of 1 favorites\n")
        let shown = try await stub.run("favorites", "show", "52917")
        #expect(shown.stdout.hasPrefix("Creme brulee, revised\n"))
        #expect(shown.stdout.hasSuffix("\nNote\n  keep me\n"))

        let before = try Data(contentsOf: favoritesFile(stub))
        stub.server.stop()
        let offline = try await stub.run("favorites", "refresh")
        #expect(offline.status == 69, "\(offline)")
        // Said once: not "cannot reach desserts: cannot reach localhost…".
        #expect(
            offline.stderr == "could not refresh Creme brulee, revised (desserts/52917): cannot reach \(stub.host): connection refused. "
                + "Check your connection, or try again later.\nrecipes: refreshed 0 of 1 favorites; 1 could not be (said above)\n",
            "\(offline)")
        #expect(try Data(contentsOf: favoritesFile(stub)) == before)
    }

    @Test("unknown names, ambiguous names and unknown catalogs say what there is")
    func badNames() async throws {
        let stub = try MealDBStub()
        defer { stub.stop() }
        let ambiguous = try await stub.run("favorites", "add", "desserts", "apple")
        #expect(ambiguous.status == 1)
        #expect(
            ambiguous.stderr
                == "recipes: 'apple' could be several desserts: did you mean 'Apple & Blackberry Crumble', 'Apple Frangipan Tart' or 'Chinon Apple Tarts'?\n"
        )
        let typo = try await stub.run("favorites", "add", "desserts", "bakwell")
        #expect(typo.status == 1)
        #expect(typo.stderr == "recipes: no dessert is called 'bakwell'. Did you mean 'Bakewell tart'?\n")
        let catalog = try await stub.run("favorites", "add", "soups", "1")
        #expect(catalog.status == 64)
        #expect(catalog.stderr == "recipes: no catalog is called 'soups'; there are desserts, cocktails, pizza.\n")
        let missing = try await stub.run("favorites", "show", "pavlova")
        #expect(missing.status == 1)
        #expect(missing.stderr == "recipes: no favorite matches 'pavlova'. Run 'recipes favorites' to see them.\n")
        let notFound = try await stub.run("favorites", "add", "desserts", "99999")
        #expect(notFound.status == 1)
        #expect(notFound.stderr == "recipes: no dessert with id 99999.\n")
        #expect(!FileManager.default.fileExists(atPath: favoritesFile(stub).path))
    }

    @Test("20 favorites add processes started at once leave all 20 favorites")
    func concurrentProcesses() async throws {
        let stub = try MealDBStub(override: Self.anyMeal)
        defer { stub.stop() }
        let results = try await withThrowingTaskGroup(of: RecipesProcess.Result.self) { group in
            for id in 1...20 { group.addTask { try await stub.run("favorites", "add", "desserts", String(1000 + id)) } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.allSatisfy { $0.status == 0 }, "\(results.filter { $0.status != 0 })")
        let list = try await stub.run("favorites", "--json")
        let favorites = try #require(
            (try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [String: Any])?["favorites"] as? [Any])
        #expect(favorites.count == 20)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: stub.home.path).filter { $0.contains("favorites") }
        #expect(leftovers.sorted() == ["favorites.json", "favorites.json.index"], "no temp or lock files are left behind, only the index")
    }

    @Test("killed inside a write, the favorites file is always whole and parses")
    func killDuringWrite() async throws {
        let stub = try MealDBStub()
        defer { stub.stop() }
        let file = favoritesFile(stub)
        let favorites = (0..<1500).map { id in
            #"{"addedAt":"2026-11-22T00:00:00Z","catalog":"desserts","id":"\#(id)","name":"Dessert \#(id)","note":null,"updatedAt":"2026-11-22T00:00:00Z","recipe":{"catalog":"desserts","facts":[],"id":"\#(id)","ingredients":[{"measure":"1 cup","name":"Sugar"}],"instructions":"\#(String(repeating: "Stir. ", count: 40))","links":[],"name":"Dessert \#(id)","tags":[]}}"#
        }
        try Data(#"{"schemaVersion":1,"favorites":[\#(favorites.joined(separator: ","))]}"#.utf8).write(to: file)
        // A watcher kills each writer the moment its write begins (WriteWatcher says why not at random).
        var interrupted = 0
        for round in 0..<10 {
            let watcher = try WriteWatcher(file: file)
            let writer = try RecipesProcess.launch(
                ["favorites", "note", "desserts/\(round)", "note \(round)"],
                environment: ["RECIPES_HOME": stub.home.path, "HOME": stub.home.path])
            await watcher.send(SIGKILL, to: writer)
            _ = await writer.finish()
            if watcher.leftTempFile { interrupted += 1 }
            let object = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any]
            #expect((object?["favorites"] as? [Any])?.count == 1500, "round \(round): the file must always parse whole")
        }
        // A writer in place fails above; this keeps the test honest about having hit writes at all.
        #expect(interrupted >= 5, "only \(interrupted) of 10 kills landed inside a write: the test would not catch a torn file")
        let list = try await stub.run("favorites", "list")
        #expect(list.status == 0, "temp files left by killed writers never stand in for the file")
    }

    @Test("a corrupt favorites file: reads exit 65 and change nothing; a write keeps the bytes aside")
    func corruptFile() async throws {
        let stub = try MealDBStub()
        defer { stub.stop() }
        let garbage = Data(#"{"schemaVersion":1,"favorites":[{"catalog":"#.utf8)
        try garbage.write(to: favoritesFile(stub))
        for command in [["favorites"], ["favorites", "show", "1"], ["favorites", "export"]] {
            let result = try await stub.run(command)
            #expect(result.status == 65, "\(command): \(result)")
            #expect(result.stdout == "")
            #expect(
                result.stderr
                    == "recipes: \(favoritesFile(stub).path) is corrupt (not valid JSON). Nothing was changed; fix or move the file, or run a command that changes it to start afresh (its bytes are kept).\n"
            )
        }
        #expect(try Data(contentsOf: favoritesFile(stub)) == garbage)
        let list = try await stub.run("desserts", "list")
        #expect(list.status == 0, "a corrupt favorites file never breaks browsing: \(list)")
        #expect(list.stderr.hasPrefix("warning: favorites are not marked: "))
        let added = try await stub.run("favorites", "add", "desserts", "52917")
        #expect(added.status == 0, "\(added)")
        #expect(
            added.stderr.contains("favorites.json was corrupt (not valid JSON); its bytes are kept in \(favoritesFile(stub).path).corrupt-")
        )
        let aside = try FileManager.default.contentsOfDirectory(atPath: stub.home.path).filter { $0.hasPrefix("favorites.json.corrupt-") }
        #expect(aside.count == 1)
        #expect(try Data(contentsOf: stub.home.url.appendingPathComponent(aside[0])) == garbage)
        #expect(try await stub.run("favorites").stdout == "desserts\t52917\tWhite chocolate creme brulee\n")
    }

    @Test(
        "a favorites file from a newer version is refused, never rewritten, however large the number",
        arguments: [
            ("3", "schemaVersion 3"), ("99999999999999999999999", "a schemaVersion past what this build can count"),
        ])
    func futureVersion(version: String, said: String) async throws {
        let stub = try MealDBStub()
        defer { stub.stop() }
        let future = Data(#"{"schemaVersion":\#(version),"favorites":[],"collections":[]}"#.utf8)
        try future.write(to: favoritesFile(stub))
        for command in [["favorites"], ["favorites", "add", "desserts", "52917"], ["favorites", "note", "1", "x"]] {
            let result = try await stub.run(command)
            #expect(result.status == 65, "\(command): \(result)")
            #expect(
                result.stderr
                    == "recipes: \(favoritesFile(stub).path) was written by a newer recipes (\(said)). Nothing was changed; upgrade recipes to use it.\n"
            )
        }
        #expect(try Data(contentsOf: favoritesFile(stub)) == future)
    }

    @Test("an import that is not an export changes nothing")
    func badImport() async throws {
        let stub = try MealDBStub()
        defer { stub.stop() }
        _ = try await stub.run("favorites", "add", "desserts", "52917")
        let before = try Data(contentsOf: favoritesFile(stub))
        let bogus = stub.home.url.appendingPathComponent("bogus.json")
        try Data("[1,2,3]".utf8).write(to: bogus)
        let result = try await stub.run("favorites", "import", bogus.path)
        #expect(result.status == 65, "\(result)")
        #expect(result.stderr.hasPrefix("recipes: \(bogus.path) is not a recipes favorites export ("))
        let missing = try await stub.run("favorites", "import", "/nonexistent/x.json")
        #expect(missing.status == 1, "\(missing)")
        #expect(missing.stderr == "recipes: cannot read /nonexistent/x.json: no such file.\n")
        #expect(try Data(contentsOf: favoritesFile(stub)) == before)
    }

    @Test("a store folder that cannot be written: exit 73, nothing changed")
    func unwritable() async throws {
        let stub = try MealDBStub()
        defer { stub.stop() }
        let blocked = stub.home.url.appendingPathComponent("blocked")
        try Data("a file where the folder should be".utf8).write(to: blocked)
        let result = try await stub.run("favorites", "add", "desserts", "52917", environment: ["RECIPES_HOME": blocked.path + "/home"])
        #expect(result.status == 73, "\(result)")
        #expect(
            result.stderr.hasSuffix(
                "recipes: cannot write \(blocked.path): it is a file, not a folder. Check the folder's permissions and free space.\n"))
        #expect(try Data(contentsOf: blocked) == Data("a file where the folder should be".utf8))
    }

    @Test("a lock held past the lock timeout (RECIPES_LOCK_TIMEOUT, 1 s here) gives a clear message and exit 75, and nothing changes")
    func lockHeld() async throws {
        let stub = try MealDBStub()
        defer { stub.stop() }
        _ = try await stub.run("favorites", "add", "desserts", "52917")
        let before = try Data(contentsOf: favoritesFile(stub))
        let lockPath = favoritesFile(stub).path + ".lock"
        // Close-on-exec: a child that another test starts meanwhile must not inherit, and so hold, this lock.
        let fd = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        #expect(flock(fd, LOCK_EX) == 0)
        defer { close(fd) }
        let started = Date()
        let result = try await stub.run(["favorites", "note", "52917", "blocked"], environment: ["RECIPES_LOCK_TIMEOUT": "1"])
        #expect(result.status == 75, "\(result)")
        #expect(result.stderr == "recipes: another recipes process has held \(lockPath) for 1 second. Try again when it has finished.\n")
        #expect(Date().timeIntervalSince(started) >= 1, "it waited for the lock before giving up")
        #expect(try Data(contentsOf: favoritesFile(stub)) == before)
    }

    private func mode(_ path: String) throws -> Int {
        (try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? NSNumber)?.intValue ?? -1
    }
}

/// A switch shared with a server handler.
final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    func set() { lock.withLock { value = true } }
    var isSet: Bool { lock.withLock { value } }
}
