import Foundation
import TestSupport
import Testing

/// `recipes pantry add|remove|list|clear` and the pantry.json behind them, with the real binary.
@Suite("pantry, end to end", .serialized)
struct PantryEndToEndTests {
    private func pantryFile(_ stub: some RecipesStub) -> URL { stub.home.url.appendingPathComponent("pantry.json") }

    private func write(_ text: String, to stub: some RecipesStub) throws {
        try Data(text.utf8).write(to: pantryFile(stub))
    }

    static let emptyNote = "the pantry is empty; put what you have on the shelf with: recipes pantry add Tequila \"Lime juice\"\n"

    @Test("an empty pantry lists nothing on stdout and says so on stderr, exit 0, and writes no file")
    func emptyList() async throws {
        let stub = try CocktailDBStub()
        defer { stub.stop() }
        let listed = try await stub.run("pantry")
        #expect(listed.status == 0 && listed.stdout == "" && listed.stderr == Self.emptyNote, "\(listed)")
        #expect(!FileManager.default.fileExists(atPath: pantryFile(stub).path))
        #expect(stub.server.requests.isEmpty)
    }

    @Test(
        "add stores the vocabulary's spelling, matches names ignoring case, accents, extra spaces and plurals, and writes pantry.json 0600")
    func addAndList() async throws {
        let stub = try CocktailDBStub()
        defer { stub.stop() }
        let added = try await stub.run("pantry", "add", "Tequila", "  Lime   juice ", "Crème de cassis")
        #expect(added.status == 0 && added.stdout == "", "\(added)")
        #expect(added.stderr == "added to the pantry: Tequila, Lime juice, Creme de Cassis\n")
        #expect(
            try String(contentsOf: pantryFile(stub), encoding: .utf8)
                == "{\n  \"items\" : [\n    \"Creme de Cassis\",\n    \"Lime juice\",\n    \"Tequila\"\n  ],\n  \"schemaVersion\" : 1\n}\n")
        let mode = try FileManager.default.attributesOfItem(atPath: pantryFile(stub).path)[.posixPermissions] as? NSNumber
        #expect(mode?.intValue == 0o600)

        let again = try await stub.run("pantry", "add", "LIME JUICES", "crème de CASSIS", "Salt")
        #expect(again.status == 0, "\(again)")
        #expect(again.stderr == "added to the pantry: Salt\nalready in the pantry: Lime juice, Creme de Cassis\n")

        let listed = try await stub.run("pantry", "list")
        #expect(listed.status == 0 && listed.stderr == "", "\(listed)")
        #expect(listed.stdout == "Creme de Cassis\nLime juice\nSalt\nTequila\n")
        #expect(stub.server.requests.isEmpty, "the pantry never touches the network")
    }

    @Test("add warns about a name no catalog is known to use, with the nearest names, and still takes it (exit 0)")
    func unknownNames() async throws {
        let stub = try CocktailDBStub()
        defer { stub.stop() }
        let added = try await stub.run("pantry", "add", "eggs", "limes", "xyzzy", "Lemn")
        #expect(added.status == 0 && added.stdout == "", "\(added)")
        #expect(
            added.stderr == """
                added to the pantry: Egg, Lime, xyzzy, Lemn
                warning: no recipe of the catalogs is known to use 'xyzzy'; it went in as written, and can-make finds recipes by it only if a catalog spells it so
                warning: no recipe of the catalogs is known to use 'Lemn' (did you mean Lemon?); it went in as written, and can-make finds recipes by it only if a catalog spells it so

                """)
        #expect(try await stub.run("pantry").stdout == "Egg\nLemn\nLime\nxyzzy\n")
        let json = try await stub.run("pantry", "add", "Gin", "Mescal", "--json")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? NSDictionary, "\(json)")
        #expect(document["unknown"] as? [NSDictionary] == [["name": "Mescal", "nearest": ["Mezcal"]]])
        #expect(
            json.stderr.hasSuffix(
                "warning: no recipe of the catalogs is known to use 'Mescal' (did you mean Mezcal?); it went in as written, and can-make finds recipes by it only if a catalog spells it so\n"
            ), "\(json)")
        let quiet = try await stub.run("pantry", "add", "plugh", "--quiet")
        #expect(quiet.status == 0 && quiet.stderr == "", "\(quiet)")
        #expect(stub.server.requests.isEmpty, "the pantry never touches the network")
    }

    @Test("--json: list carries the items and the staples; add, remove and clear say what changed")
    func json() async throws {
        let stub = try CocktailDBStub()
        defer { stub.stop() }
        let added = try await stub.run("pantry", "add", "Gin", "Tonic", "gin", "--json")
        #expect(added.status == 0, "\(added)")
        #expect(
            added.stdout == """
                {
                  "added" : [
                    "Gin",
                    "Tonic water"
                  ],
                  "items" : [
                    "Gin",
                    "Tonic water"
                  ],
                  "removed" : [

                  ],
                  "schemaVersion" : 1,
                  "unchanged" : [

                  ],
                  "unknown" : [

                  ]
                }

                """, "gin is another spelling of the Gin this add took: not also 'already there'")
        let listed = try await stub.run("pantry", "--json")
        let list = try #require(try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? NSDictionary, "\(listed)")
        #expect(
            list == [
                "schemaVersion": 1, "items": ["Gin", "Tonic water"],
                "staples": ["Water", "Cold water", "Hot water", "Boiling water", "Ice", "Crushed ice", "Ice cubes"],
            ] as NSDictionary)
        let removed = try await stub.run("pantry", "remove", "tonic", "--json")
        let removal = try #require(try JSONSerialization.jsonObject(with: Data(removed.stdout.utf8)) as? NSDictionary, "\(removed)")
        #expect(
            removal == ["schemaVersion": 1, "added": [], "unchanged": [], "removed": ["Tonic water"], "items": ["Gin"], "unknown": []]
                as NSDictionary)
        #expect(removed.stderr == "removed from the pantry: Tonic water\n")
        let cleared = try await stub.run("pantry", "clear", "--json")
        let clearing = try #require(try JSONSerialization.jsonObject(with: Data(cleared.stdout.utf8)) as? NSDictionary, "\(cleared)")
        #expect(
            clearing == ["schemaVersion": 1, "added": [], "unchanged": [], "removed": ["Gin"], "items": [], "unknown": []] as NSDictionary)
        #expect(cleared.stderr == "removed from the pantry: Gin\n")
        let empty = try await stub.run("pantry", "--json")
        #expect(empty.status == 0 && empty.stderr == Self.emptyNote, "\(empty)")
        #expect(empty.stdout.contains("\"items\" : [\n\n  ]"))
    }

    @Test("remove takes names in any case and spacing; one name not there removes nothing, exit 1")
    func remove() async throws {
        let stub = try CocktailDBStub()
        defer { stub.stop() }
        _ = try await stub.run("pantry", "add", "Tequila", "Triple sec")
        let before = try Data(contentsOf: pantryFile(stub))
        let missing = try await stub.run("pantry", "remove", "triple  SEC", "Rum")
        #expect(missing.status == 1 && missing.stdout == "", "\(missing)")
        #expect(missing.stderr == "recipes: 'Rum' is not in the pantry; nothing was changed. See what is with 'recipes pantry list'.\n")
        #expect(try Data(contentsOf: pantryFile(stub)) == before)

        let removed = try await stub.run("pantry", "remove", "triple  SEC")
        #expect(removed.status == 0 && removed.stderr == "removed from the pantry: Triple sec\n", "\(removed)")
        #expect(try await stub.run("pantry").stdout == "Tequila\n")

        let cleared = try await stub.run("pantry", "clear")
        #expect(cleared.status == 0 && cleared.stderr == "removed from the pantry: Tequila\n", "\(cleared)")
        let again = try await stub.run("pantry", "clear")
        #expect(again.status == 0 && again.stderr == "the pantry was already empty\n", "\(again)")
    }

    @Test(
        "a name with control characters, or none at all, is a usage error and nothing is written",
        arguments: [
            ["pantry", "add", "Gin\u{1B}]52;c;aGk=\u{07}"], ["pantry", "add", "   "],
            ["pantry", "add", String(repeating: "x", count: 101)], ["pantry", "add"],
            ["pantry", "remove"],
        ])
    func badNames(arguments: [String]) async throws {
        let stub = try CocktailDBStub()
        defer { stub.stop() }
        let result = try await stub.run(arguments)
        #expect(result.status == 64 && result.stdout == "", "\(result)")
        #expect(
            result.stderr.hasPrefix("recipes: ") && result.stderr.split(separator: "\n").count <= 2,
            "one line, and at most a hint: \(result)")
        #expect(!result.stderr.contains("\u{1B}"))
        #expect(!FileManager.default.fileExists(atPath: pantryFile(stub).path))
    }

    @Test("pantry remove completes what is in the pantry, from the file alone, inert for the shell")
    func completion() async throws {
        let stub = try CocktailDBStub()
        defer { stub.stop() }
        _ = try await stub.run("pantry", "add", "Lime juice", "Lemon juice", "Tequila", "M$(touch pwned)")
        let before = stub.server.requests.count
        let fish = try await stub.run(
            ["---completion", "pantry", "remove", "--", "positional@0", "3", "1", "recipes", "pantry", "remove", "l"],
            environment: ["SAP_SHELL": "fish"])
        #expect(fish.status == 0, "\(fish)")
        #expect(fish.stdout == "Lemon juice\nLime juice\n")
        let bash = try await stub.run(
            ["---completion", "pantry", "remove", "--", "positional@0", "3", "1", "recipes", "pantry", "remove", "M"],
            environment: ["SAP_SHELL": "bash"])
        #expect(bash.status == 0 && !bash.stdout.contains("$("), "\(bash)")
        #expect(stub.server.requests.count == before)
        #expect(!FileManager.default.fileExists(atPath: stub.home.url.appendingPathComponent("pwned").path))
    }

    @Test("a lock held past RECIPES_LOCK_TIMEOUT (1 s here) is exit 75, and nothing changes")
    func lockHeld() async throws {
        let stub = try CocktailDBStub()
        defer { stub.stop() }
        _ = try await stub.run("pantry", "add", "Gin")
        let before = try Data(contentsOf: pantryFile(stub))
        let lockPath = pantryFile(stub).path + ".lock"
        let fd = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        #expect(flock(fd, LOCK_EX) == 0)
        defer { close(fd) }
        let result = try await stub.run(["pantry", "add", "Rum"], environment: ["RECIPES_LOCK_TIMEOUT": "1"])
        #expect(result.status == 75, "\(result)")
        #expect(result.stderr == "recipes: another recipes process has held \(lockPath) for 1 second. Try again when it has finished.\n")
        #expect(try Data(contentsOf: pantryFile(stub)) == before)
    }
}

/// A pantry.json that is broken or hostile never crashes the tool, and is never overwritten by a
/// failed command.
@Suite("a broken or hostile pantry.json, end to end", .serialized)
struct PantryFileEndToEndTests {
    private func pantryFile(_ stub: some RecipesStub) -> URL { stub.home.url.appendingPathComponent("pantry.json") }

    struct Broken: Sendable, CustomTestStringConvertible {
        let name: String
        let bytes: String
        let reason: String
        var testDescription: String { name }
    }

    static let broken: [Broken] = [
        Broken(name: "not JSON", bytes: "tequila, lime\n", reason: "not valid JSON"),
        Broken(name: "items not a list", bytes: #"{"schemaVersion":1,"items":"Tequila"}"#, reason: "unexpected type at items"),
        Broken(name: "no schemaVersion", bytes: #"{"items":[]}"#, reason: "missing schemaVersion"),
        Broken(name: "items given twice", bytes: #"{"schemaVersion":1,"items":["Gin"],"items":["Rum"]}"#, reason: "duplicate key at items"),
        Broken(
            name: "schemaVersion given twice", bytes: #"{"schemaVersion":1,"items":["Gin"],"schemaVersion":1}"#,
            reason: "duplicate key at schemaVersion"),
        Broken(name: "a top level that is a list", bytes: #"["Gin"]"#, reason: "unexpected type at the top level"),
        Broken(
            name: "nested ten thousand deep, never closed",
            bytes: #"{"schemaVersion":1,"items":[\#(String(repeating: "[", count: 10_000))\#(String(repeating: "]", count: 9_999))]}"#,
            reason: "not valid JSON"),
        Broken(
            name: "more than 500 items",
            bytes: #"{"schemaVersion":1,"items":[\#((0...500).map { "\"item \($0)\"" }.joined(separator: ","))]}"#,
            reason: "more than 500 items"),
    ]

    @Test("is refused with one line and exit 65 by list and can-make; remove and clear change nothing", arguments: broken)
    func refused(broken: Broken) async throws {
        let stub = try CocktailDBStub()
        defer { stub.stop() }
        try Data(broken.bytes.utf8).write(to: pantryFile(stub))
        let message =
            "recipes: \(pantryFile(stub).path) is corrupt (\(broken.reason)). Nothing was changed; fix or move the file, "
            + "or run a command that changes it to start afresh (its bytes are kept).\n"
        for arguments in [["pantry"], ["pantry", "--json"], ["can-make"], ["can-make", "--json"]] {
            let result = try await stub.run(arguments)
            #expect(result.status == 65 && result.stdout == "", "\(arguments) \(result)")
            #expect(result.stderr == message, "\(arguments)")
        }
        #expect(try String(contentsOf: pantryFile(stub), encoding: .utf8) == broken.bytes)
        #expect(stub.server.requests.isEmpty)
    }

    @Test("add starts afresh only after moving the broken file aside, its bytes intact", arguments: broken)
    func movedAside(broken: Broken) async throws {
        let stub = try CocktailDBStub()
        defer { stub.stop() }
        try Data(broken.bytes.utf8).write(to: pantryFile(stub))
        let added = try await stub.run("pantry", "add", "Gin")
        #expect(added.status == 0, "\(added)")
        let aside = try #require(
            try FileManager.default.contentsOfDirectory(atPath: stub.home.path).first { $0.hasPrefix("pantry.json.corrupt-") })
        #expect(try String(contentsOf: stub.home.url.appendingPathComponent(aside), encoding: .utf8) == broken.bytes)
        #expect(added.stderr.hasPrefix("warning: pantry.json was corrupt (\(broken.reason)); its bytes are kept in "))
        #expect(added.stderr.hasSuffix("added to the pantry: Gin\n"))
        #expect(try await stub.run("pantry").stdout == "Gin\n")
    }

    @Test("a newer schemaVersion is refused by every pantry command and can-make, exit 65, and never rewritten")
    func newer() async throws {
        let stub = try CocktailDBStub()
        defer { stub.stop() }
        let bytes = #"{"schemaVersion":2,"items":["Gin"],"shelves":{}}"#
        try Data(bytes.utf8).write(to: pantryFile(stub))
        for arguments in [["pantry"], ["pantry", "add", "Rum"], ["pantry", "remove", "Gin"], ["pantry", "clear"], ["can-make"]] {
            let result = try await stub.run(arguments)
            #expect(result.status == 65 && result.stdout == "", "\(arguments) \(result)")
            #expect(
                result.stderr == "recipes: \(pantryFile(stub).path) was written by a newer recipes (schemaVersion 2). "
                    + "Nothing was changed; upgrade recipes to use it.\n", "\(arguments)")
        }
        #expect(try String(contentsOf: pantryFile(stub), encoding: .utf8) == bytes)
    }

    @Test("an item nested ten thousand deep is valid JSON no decoder reads: it alone is left out, and kept aside as it was")
    func deepItem() async throws {
        let stub = try CocktailDBStub()
        defer { stub.stop() }
        let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        try Data(#"{"schemaVersion":1,"items":["Gin",\#(deep)]}"#.utf8).write(to: pantryFile(stub))
        let listed = try await stub.run("pantry")
        #expect(listed.status == 0, "\(listed)")
        #expect(listed.stdout == "Gin\n")
        #expect(
            listed.stderr
                == "warning: pantry.json: 1 entry could not be read (nesting deeper than 512 levels at items[1]) and is left out; "
                + "the next change keeps it in a file of its own\n")
        let added = try await stub.run("pantry", "add", "Tonic")
        #expect(added.status == 0, "\(added)")
        let aside = try #require(
            try FileManager.default.contentsOfDirectory(atPath: stub.home.path).first { $0.hasPrefix("pantry.json.unreadable-") })
        let kept = try String(contentsOf: stub.home.url.appendingPathComponent(aside), encoding: .utf8)
        #expect(kept.contains(deep), "the item's bytes, as they were")
        #expect(try await stub.run("pantry").stdout == "Gin\nTonic water\n")
    }

    @Test("items with control characters, of the wrong type or too long are left out with a warning, and kept aside by the next change")
    func unreadableItems() async throws {
        let stub = try CocktailDBStub()
        defer { stub.stop() }
        let long = String(repeating: "y", count: 101)
        try Data(#"{"schemaVersion":1,"items":["Gin","Rum\u001b[2J",42,"\#(long)", "\ud800"]}"#.utf8).write(to: pantryFile(stub))
        let listed = try await stub.run("pantry")
        #expect(listed.status == 0, "\(listed)")
        #expect(listed.stdout == "Gin\n")
        #expect(
            listed.stderr == "warning: pantry.json: 4 entries could not be read (unexpected value at items[1]; "
                + "unexpected type at items[2]; unexpected value at items[3]; lone surrogate at items[4]) and are left out; "
                + "the next change keeps them in a file of their own\n")
        #expect(!listed.stderr.contains("\u{1B}"))

        let added = try await stub.run("pantry", "add", "Tonic")
        #expect(added.status == 0, "\(added)")
        let aside = try #require(
            try FileManager.default.contentsOfDirectory(atPath: stub.home.path).first { $0.hasPrefix("pantry.json.unreadable-") })
        // Kept as the bytes they were, the lone surrogate too, which no decoder could hold.
        let kept = try String(contentsOf: stub.home.url.appendingPathComponent(aside), encoding: .utf8)
        #expect(
            kept
                == "{\n  \"items\" : [\n    \"Rum\\u001b[2J\",\n    42,\n    \"\(long)\",\n    \"\\ud800\"\n  ],\n  \"schemaVersion\" : 1\n}\n"
        )
        #expect(try await stub.run("pantry").stdout == "Gin\nTonic water\n")
    }
}
