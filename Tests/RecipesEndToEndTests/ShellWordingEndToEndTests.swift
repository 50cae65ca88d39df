import Foundation
import TestSupport
import Testing

/// What people read: the version line, config's words, local times in cache info, an empty
/// favorites list, and measures printed as they were written (issue 22, item 11).
@Suite("wording for people, end to end", .serialized)
struct ShellWordingEndToEndTests {
    @Test("--version prints the name and the number")
    func version() async throws {
        let result = try await RecipesProcess.run(["--version"], environment: [:])
        #expect(result.status == 0 && result.stdout == "recipes 0.1.0\n" && result.stderr == "", "\(result)")
    }

    @Test("config says the mode in words; JSON keeps its value")
    func configWords() async throws {
        let stub = try MealDBStub()
        defer { stub.stop() }
        let text = try await stub.run("config")
        #expect(text.status == 0 && text.stderr == "", "\(text)")
        #expect(text.stdout.contains("\nmode\tnetwork first, then the cache, then the bundled sample\tdefault\n"), "\(text)")
        #expect(!text.stdout.contains("networkFirst"))
        let offline = try await stub.run("config", "--offline", "--no-snapshot")
        #expect(offline.stdout.contains("\nmode\toffline: the cache\tflag --offline\n"), "\(offline)")
        let snapshot = try await stub.run("config", "--snapshot")
        #expect(snapshot.stdout.contains("\nmode\tthe bundled sample only\tflag --snapshot\n"), "\(snapshot)")

        let json = try await stub.run("config", "--json")
        #expect(json.status == 0 && json.stderr == "", "\(json)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let mode = (object["settings"] as? [[String: String]])?.first { $0["name"] == "mode" }
        #expect(mode == ["name": "mode", "value": "networkFirst", "source": "default"])
    }

    @Test("cache info shows local times with the zone; JSON stays UTC")
    func cacheInfoLocalTime() async throws {
        let stub = try MealDBStub()
        defer { stub.stop() }
        #expect(try await stub.run("desserts", "list").status == 0)
        // A POSIX zone two hours east of UTC, named XYZ: no tz database needed.
        let zone = ["TZ": "XYZ-2"]
        let json = try await stub.run(["cache", "info", "--json"], environment: zone)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let oldestText = try #require(object["oldest"] as? String)
        #expect(oldestText.hasSuffix("Z"), "JSON keeps UTC: \(oldestText)")
        let oldest = try #require(ISO8601DateFormatter().date(from: oldestText))

        let text = try await stub.run(["cache", "info"], environment: zone)
        #expect(text.status == 0 && text.stderr == "", "\(text)")
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(secondsFromGMT: 2 * 3600)
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        let local = formatter.string(from: oldest)
        #expect(text.stdout.contains("\nOldest\t\(local) XYZ ("), "\(text)")
        #expect(text.stdout.contains("\nNewest\t\(local) XYZ ("), "\(text)")
        #expect(!text.stdout.contains(oldestText))
    }

    @Test(
        "a cached answer dated where no clock goes (1e30 ms, -1e308) is an unreadable entry in cache info, never a crash",
        arguments: ["1e30", "-1e308", "1e308"])
    func cacheInfoAbsurdDate(fetchedAt: String) async throws {
        let stub = try MealDBStub()
        defer { stub.stop() }
        #expect(try await stub.run("desserts", "list").status == 0)
        let cache = stub.home.url.appendingPathComponent("cache")
        let file = try #require(
            try FileManager.default.contentsOfDirectory(at: cache, includingPropertiesForKeys: nil).first { $0.pathExtension != "lock" })
        let data = try Data(contentsOf: file)
        let text = String(decoding: data, as: UTF8.self)
        let header = try #require(text.range(of: #""fetchedAt":[0-9.]+"#, options: .regularExpression))
        try Data(text.replacingCharacters(in: header, with: #""fetchedAt":\#(fetchedAt)"#).utf8).write(to: file)

        let info = try await stub.run("cache", "info")
        #expect(info.status == 0, "\(info)")
        #expect(!info.stdout.contains("506713") && info.stderr == "", "\(info)")
        let json = try await stub.run("cache", "info", "--json")
        #expect(json.status == 0 && !json.stdout.contains("506713") && !json.stdout.contains("-4712"), "\(json.stdout)")
        let list = try await stub.run("desserts", "list", "--offline")
        #expect(list.status == 0, "the dated answer is a miss: the bundled sample answers")
    }

    @Test(
        "a syncs.json with counts no sync makes (past Int, negative) keeps that run aside: cache info shows the others, never traps",
        arguments: ["9223372036854775807", "-5", "100000001"])
    func cacheInfoAbsurdSyncCounts(count: String) async throws {
        let stub = try MealDBStub()
        defer { stub.stop() }
        let cache = stub.home.url.appendingPathComponent("cache")
        try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
        let runs = [
            #"{"catalog":"cocktails","finishedAt":"2026-11-01T00:00:00Z","stored":\#(count),"skipped":1,"failed":0}"#,
            #"{"catalog":"desserts","finishedAt":"2026-11-01T00:00:00Z","stored":60,"skipped":5,"failed":0}"#,
        ]
        try Data(#"{"schemaVersion":1,"syncs":[\#(runs.joined(separator: ","))]}"#.utf8).write(
            to: cache.appendingPathComponent("syncs.json"))

        let info = try await stub.run("cache", "info")
        #expect(info.status == 0, "\(info)")
        #expect(info.stdout.contains("65 answers (60 fetched, 5 still fresh), 0 failed"), "\(info.stdout)")
        #expect(!info.stdout.contains("Synced cocktails") && !info.stdout.contains(" \(count) "), "\(info.stdout)")
        // Said, as FileFormats.md says it is: left out with a warning.
        #expect(
            info.stderr.hasPrefix("warning: ") && info.stderr.contains("syncs.json: 1 entry could not be read")
                && info.stderr.hasSuffix("and is left out; the next change keeps it in a file of its own\n"), "\(info.stderr)")
        let json = try await stub.run("cache", "info", "--json")
        #expect(json.status == 0 && json.stdout.contains(#""catalog" : "desserts""#) && !json.stdout.contains(": \(count)"), "\(json)")
    }

    @Test("an empty favorites list says so on stderr; stdout stays empty and JSON unchanged")
    func emptyFavorites() async throws {
        let stub = try MealDBStub()
        defer { stub.stop() }
        let list = try await stub.run("favorites")
        #expect(list.status == 0 && list.stdout == "", "\(list)")
        #expect(list.stderr == "no favorites yet; keep one with: recipes favorites add dessert 52917\n")
        let cocktails = try await stub.run("favorites", "list", "--catalog", "cocktails")
        #expect(cocktails.status == 0 && cocktails.stdout == "" && cocktails.stderr == "no favorites in cocktails yet\n", "\(cocktails)")
        let quiet = try await stub.run("favorites", "-q")
        #expect(quiet.status == 0 && quiet.stdout == "" && quiet.stderr == "", "\(quiet)")
        let json = try await stub.run("favorites", "--json")
        #expect(json.status == 0 && json.stderr == "", "\(json)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect((object["favorites"] as? [Any])?.isEmpty == true && object["schemaVersion"] as? Int == 2, "\(json)")
    }

    @Test("a shopping list keeps decimals as decimals and plural units plural")
    func measuresAsWritten() async throws {
        let stub = try MealDBStub()
        defer { stub.stop() }
        func entry(_ id: String, _ name: String, _ ingredients: [(String, String)]) -> String {
            let list = ingredients.map { #"{"measure":"\#($0.1)","name":"\#($0.0)"}"# }.joined(separator: ",")
            return
                #"{"addedAt":"2026-11-22T00:00:00Z","catalog":"desserts","id":"\#(id)","name":"\#(name)","note":null,"updatedAt":"2026-11-22T00:00:00Z","recipe":{"catalog":"desserts","facts":[],"id":"\#(id)","ingredients":[\#(list)],"instructions":null,"links":[],"name":"\#(name)","tags":[]}}"#
        }
        let entries = [
            entry("1", "Fudge", [("Rum", "4.5 cl"), ("Lime juice", "4.5 cl"), ("Sugar", "2 spoons"), ("Milk", "1 1/2 cup")]),
            entry("2", "Toffee", [("Lime juice", "0.25 cl"), ("Sugar", "1 spoon"), ("Honey", "1 cup")]),
        ]
        try Data(#"{"schemaVersion":1,"favorites":[\#(entries.joined(separator: ","))]}"#.utf8)
            .write(to: stub.home.url.appendingPathComponent("favorites.json"))
        let result = try await stub.run("shopping-list", "--favorites")
        #expect(result.status == 0 && result.stderr == "", "\(result)")
        #expect(
            result.stdout == """
                Honey\t1 cup
                Lime juice\t4.75 cl
                Milk\t1 1/2 cups
                Rum\t4.5 cl
                Sugar\t3 spoons

                """, "\(result)")
    }
}
