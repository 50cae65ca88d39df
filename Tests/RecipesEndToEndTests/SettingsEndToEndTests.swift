import Foundation
import TestSupport
import Testing

/// config.toml through the built binary: `config set|get|unset`, where each value came from, a bad
/// file's one line, the units setting applied to `shopping-list`, and the picture cache's budget.
@Suite("settings file, end to end", .serialized)
struct SettingsEndToEndTests {
    private static let drinks = ["cocktail:Margarita", "cocktail:Tommy's Margarita"]

    private static func settingsFile(_ stub: some RecipesStub) -> URL {
        stub.home.url.appendingPathComponent("config.toml")
    }

    private static func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    /// `config --json`'s row for `name`: value and source.
    private static func row(_ stub: some RecipesStub, _ name: String, environment: [String: String] = [:]) async throws -> [String: String]
    {
        let result = try await stub.run(["config", "--json"], environment: environment)
        #expect(result.status == 0, "\(result)")
        let settings = try #require(try json(result.stdout)["settings"] as? [[String: String]])
        return try #require(settings.first { $0["name"] == name })
    }

    @Test("config set writes config.toml and says so on stderr; config get reads the effective value")
    func setAndGet() async throws {
        let stub = try CocktailDBStub()
        defer { stub.stop() }
        let file = Self.settingsFile(stub)
        let set = try await stub.run("config", "set", "units", "METRIC")
        #expect(set.status == 0 && set.stdout == "", "\(set)")
        #expect(set.stderr == "units set to metric in \(file.path)\n")
        #expect(try String(contentsOf: file, encoding: .utf8).contains("units = 'metric'\n"))
        #expect(try await stub.run("config", "get", "units").stdout == "metric\n")
        let tab = try await stub.run("config", "set", "browse-tab", "cocktail", "--json")
        #expect(tab.status == 0, "\(tab)")
        let entry = try #require((try Self.json(tab.stdout)["settings"] as? [[String: String]])?.first)
        #expect(entry == ["name": "browse-tab", "value": "cocktails", "source": "file config.toml"])
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.contains("units = 'metric'") && text.contains("browse-tab = 'cocktails'"), "the other key is kept: \(text)")

        let overridden = try await stub.run(["config", "get", "units"], environment: ["RECIPES_UNITS": "us"])
        #expect(overridden.stdout == "us\n", "the environment beats the file")
        let unset = try await stub.run("config", "unset", "units")
        #expect(unset.status == 0 && unset.stderr == "units removed from \(file.path); the default is as-is\n", "\(unset)")
        #expect(try await stub.run("config", "get", "units").stdout == "as-is\n")
        #expect(try await stub.run("config", "get", "settings-file").stdout == file.path + "\n")
    }

    @Test("on a fresh machine config set makes ~/.config/recipes (0700) and writes config.toml there")
    func freshHome() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let set = try await RecipesProcess.run(["config", "set", "units", "us"], environment: ["HOME": folder.path])
        let file = folder.url.appendingPathComponent(".config/recipes/config.toml")
        #expect(set.status == 0 && set.stderr == "units set to us in \(file.path)\n", "\(set)")
        let attributes = try FileManager.default.attributesOfItem(atPath: file.deletingLastPathComponent().path)
        #expect((attributes[.posixPermissions] as? Int) == 0o700)
        let get = try await RecipesProcess.run(["config", "get", "units"], environment: ["HOME": folder.path])
        #expect(get.stdout == "us\n")
        let xdg = try await RecipesProcess.run(
            ["config", "get", "settings-file"], environment: ["HOME": folder.path, "XDG_CONFIG_HOME": folder.path + "/xdg"])
        #expect(xdg.stdout == folder.path + "/xdg/recipes/config.toml\n")
    }

    @Test("config set checks the name and value first: exit 64 with what it takes, and nothing is written")
    func badArguments() async throws {
        let stub = try CocktailDBStub()
        defer { stub.stop() }
        let value = try await stub.run("config", "set", "units", "imperial")
        #expect(value.status == 64 && value.stdout == "")
        #expect(value.stderr == "recipes: units takes as-is, metric or us, not 'imperial'.\n")
        let name = try await stub.run("config", "set", "unit", "metric")
        #expect(name.status == 64)
        #expect(name.stderr == "recipes: no setting is called 'unit' (did you mean 'units'?); `recipes config` lists them.\n")
        let notKept = try await stub.run("config", "set", "timeout", "3")
        #expect(notKept.status == 64)
        #expect(
            notKept.stderr
                == "recipes: timeout is not kept in config.toml; `config set` takes units, image, browse-tab or picture-cache-budget.\n")
        let get = try await stub.run("config", "get", "colur")
        #expect(get.status == 64 && get.stderr.hasPrefix("recipes: no setting is called 'colur' (did you mean 'colour'?)"), "\(get)")
        #expect(!FileManager.default.fileExists(atPath: Self.settingsFile(stub).path))
    }

    @Test("config shows where each setting came from: default, file, environment")
    func provenance() async throws {
        let stub = try CocktailDBStub()
        defer { stub.stop() }
        try Data("units = \"metric\"\npicture-cache-budget = \"250MB\"\n".utf8).write(to: Self.settingsFile(stub))
        let environment = ["RECIPES_IMAGE": "none"]
        #expect(
            try await Self.row(stub, "units", environment: environment) == [
                "name": "units", "value": "metric", "source": "file config.toml",
            ])
        #expect(
            try await Self.row(stub, "image", environment: environment)
                == ["name": "image", "value": "none", "source": "environment RECIPES_IMAGE"])
        #expect(try await Self.row(stub, "browse-tab") == ["name": "browse-tab", "value": "desserts", "source": "default"])
        #expect(try await Self.row(stub, "picture-cache-budget")["value"] == "250MB")
        let table = try await stub.run("config")
        #expect(table.status == 0)
        #expect(table.stdout.contains("units\tmetric\tfile config.toml\n"), "\(table.stdout)")
        #expect(table.stdout.contains("browse-tab\tdesserts\tdefault\n"), "\(table.stdout)")
    }

    @Test("a bad config.toml is one line naming the file and line, exit 65, for the commands that read it; others run")
    func badFile() async throws {
        let stub = try CocktailDBStub()
        defer { stub.stop() }
        let file = Self.settingsFile(stub)
        try Data("# mine\nunits = \"metric\"\nunit = \"us\"\n".utf8).write(to: file)
        let shopping = try await stub.run(["shopping-list"] + Self.drinks)
        #expect(shopping.status == 65 && shopping.stdout == "", "\(shopping)")
        #expect(
            shopping.stderr
                == "recipes: \(file.path), line 3: 'unit' is not a setting (did you mean 'units'?); it takes units, image, browse-tab or picture-cache-budget. Fix or remove the file (Docs/FileFormats.md lists what it takes).\n"
        )
        try Data("units = \n".utf8).write(to: file)
        let syntax = try await stub.run("config")
        #expect(syntax.status == 65)
        #expect(syntax.stderr.hasPrefix("recipes: \(file.path), line 1: expected value"), "\(syntax.stderr)")
        #expect(syntax.stderr.split(separator: "\n").count == 1)
        let set = try await stub.run("config", "set", "units", "us")
        #expect(set.status == 65, "a corrupt file is never overwritten: \(set)")
        #expect(try String(contentsOf: file, encoding: .utf8) == "units = \n")
        let flagged = try await stub.run(["shopping-list", "--units", "metric"] + Self.drinks)
        #expect(flagged.status == 0, "a flag decides, so the file is not read: \(flagged)")
        let list = try await stub.run("cocktail", "list")
        #expect(list.status == 0 && list.stderr == "", "a command that reads no setting runs: \(list)")

        for escaped in [#"units = "us\u0000metric""#, #""\U00000000" = "us""#] {
            try Data("# mine\n\(escaped)\n".utf8).write(to: file)
            let nul = try await stub.run("config", "get", "units")
            #expect(nul.status == 65 && nul.stdout == "", "never a value cut at the NUL: \(nul)")
            #expect(
                nul.stderr.hasPrefix(#"recipes: \#(file.path), line 2: an escaped NUL (\u0000): no setting holds one."#), "\(nul.stderr)")
        }
        try Data(#"units = "us\\u0000" # a backslash, then the text u0000"#.utf8).write(to: file)
        let text = try await stub.run("config", "get", "units")
        #expect(text.status == 64 || text.status == 65, "refused as a value units does not take, not as a NUL: \(text)")
        #expect(!text.stderr.contains("escaped NUL"), "\(text.stderr)")

        try FileManager.default.removeItem(at: file)
        try FileManager.default.createDirectory(at: file, withIntermediateDirectories: false)
        let folder = try await stub.run(["shopping-list"] + Self.drinks)
        #expect(folder.status == 65)
        #expect(folder.stderr.hasPrefix("recipes: \(file.path): it is a folder, not a file."), "\(folder.stderr)")
    }

    @Test(
        "a config.toml of keys nested 150,000 deep (300 KB, under the 1 MB cap) is one line and exit 65, not a crash in the TOML parser",
        arguments: [
            String(repeating: "a.", count: 150_000) + "a = 1\n", "[" + String(repeating: "t.", count: 150_000) + "t]\nunits = \"us\"\n",
            "# mine\nx = { " + String(repeating: "k.", count: 150_000) + "k = 1 }\n",
        ])
    func deepKeys(text: String) async throws {
        let stub = try CocktailDBStub()
        defer { stub.stop() }
        let file = Self.settingsFile(stub)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
        for command in [["config", "get", "units"], ["config", "set", "units", "metric"], ["config"]] {
            let result = try await stub.run(command)
            #expect(result.status == 65 && result.stdout == "", "\(result)")
            let line = text.hasPrefix("#") ? 2 : 1
            #expect(
                result.stderr.hasPrefix("recipes: \(file.path), line \(line): keys nested deeper than 64 levels"), "\(result.stderr)")
            #expect(result.stderr.split(separator: "\n").count == 1)
        }
        #expect(try String(contentsOf: file, encoding: .utf8) == text, "never rewritten")
        #expect(!FileManager.default.fileExists(atPath: file.path + ".lock"), "no lock left behind")
    }

    @Test("units = \"metric\" in config.toml makes shopping-list and show --scale print metric without the flag")
    func unitsFromFile() async throws {
        let stub = try CocktailDBStub()
        defer { stub.stop() }
        let flagged = try await stub.run(["shopping-list", "--units", "metric"] + Self.drinks)
        let asWritten = try await stub.run(["shopping-list"] + Self.drinks)
        #expect(flagged.status == 0 && flagged.stdout != asWritten.stdout)
        let scaledFlag = try await stub.run("cocktail", "show", "11007", "--scale", "2", "--units", "metric")
        _ = try await stub.run("config", "set", "units", "metric")
        let fromFile = try await stub.run(["shopping-list"] + Self.drinks)
        #expect(fromFile.status == 0 && fromFile.stderr == "", "\(fromFile)")
        #expect(fromFile.stdout == flagged.stdout)
        #expect(try await stub.run("cocktail", "show", "11007", "--scale", "2").stdout == scaledFlag.stdout)
        let flagWins = try await stub.run(["shopping-list", "--units", "as-is"] + Self.drinks)
        #expect(flagWins.stdout == asWritten.stdout, "the flag beats the file")
    }

    @Test("image = \"blocks\" in config.toml draws the picture as --image blocks does")
    func imageFromFile() async throws {
        let stub = try PicturesEndToEndTests.stub()
        defer { stub.stop() }
        let environment = ["COLORTERM": "truecolor"]
        let flagged = try await stub.run(["desserts", "show", "52917", "--image", "blocks"], environment: environment)
        _ = try await stub.run("config", "set", "image", "blocks")
        let fromFile = try await stub.run(["desserts", "show", "52917"], environment: environment)
        #expect(fromFile.status == 0 && fromFile.stdout == flagged.stdout)
        #expect(fromFile.stdout.hasPrefix(PicturesEndToEndTests.esc))
    }

    @Test("the picture cache keeps within its budget, the oldest picture removed first; cache info shows pictures apart")
    func budget() async throws {
        let lookups = Locked(0)
        let stub = try MealDBStub(override: { request in
            if request.path.hasSuffix("/preview") {
                return .response(status: 200, headers: ["Content-Type": "image/png"], body: PicturesEndToEndTests.png)
            }
            guard request.path == "/api/json/v1/1/lookup.php", request.query == "i=52917" else { return nil }
            // Each lookup names a picture of its own: the first show stores picture 1, the next picture 2.
            let count = lookups.update { value -> Int in
                value += 1
                return value
            }
            let host = request.headers.first { $0.key.lowercased() == "host" }?.value ?? "localhost"
            let body = Fixtures.text("mealdb/lookup-52917.json")
                .replacingOccurrences(
                    of: #"https:\/\/www.themealdb.com\/images\/media\/meals\/"#, with: #"http:\/\/"# + host + #"\/p\/\#(min(count, 2))-"#)
            return .json(body)
        })
        defer { stub.stop() }
        let environment = ["COLORTERM": "truecolor"]
        let first = try await stub.run(["desserts", "show", "52917", "--image", "blocks"], environment: environment)
        #expect(first.status == 0 && first.stdout.hasPrefix(PicturesEndToEndTests.esc), "\(first)")
        let info = try Self.json(try await stub.run("cache", "info", "--json").stdout)
        let pictures = try #require(info["pictures"] as? [String: Any])
        let onePicture = try #require(pictures["bytes"] as? Int)
        #expect(pictures["entries"] as? Int == 1)
        #expect(pictures["budget"] as? Int == 100_000_000)
        #expect((info["answers"] as? [String: Any])?["entries"] as? Int == 1, "the lookup's answer")

        _ = try await stub.run("config", "set", "picture-cache-budget", String(onePicture + onePicture / 2))
        let second = try await stub.run(["desserts", "show", "52917", "--image", "blocks", "-v"], environment: environment)
        #expect(second.status == 0)
        #expect(second.stderr.contains("picture cache: removed the 1 oldest"), "\(second.stderr)")
        let after = try Self.json(try await stub.run("cache", "info", "--json").stdout)
        let kept = try #require(after["pictures"] as? [String: Any])
        #expect(kept["entries"] as? Int == 1)
        #expect((after["answers"] as? [String: Any])?["entries"] as? Int == 1, "answers are never pruned for pictures")

        let requests = { stub.server.requests.filter { $0.path.hasSuffix("/preview") }.map(\.path) }
        #expect(requests().count == 2)
        _ = try await stub.run(["desserts", "show", "52917", "--image", "blocks"], environment: environment)
        #expect(requests().count == 2, "the newer picture stayed cached: \(requests())")

        let text = try await stub.run("cache", "info")
        #expect(text.stdout.contains("Answers\t1, "), "\(text.stdout)")
        let keptBytes = try #require(kept["bytes"] as? Int)
        #expect(text.stdout.contains("Pictures\t1, \(keptBytes) bytes of \(onePicture + onePicture / 2) bytes\n"), "\(text.stdout)")
    }
}
