import Foundation
import TestSupport
import Testing

/// What `recipes` alone and each command's help say, and that help names only what an installed user
/// has: no file of this repository, every environment variable the code reads.
@Suite("help layout: the overview, Global options, Environment")
struct HelpLayoutEndToEndTests {
    @Test("bare recipes prints a short overview: one line a command, examples, where to read more")
    func overview() async throws {
        let result = try await RecipesProcess.run([], environment: [:])
        #expect(result.status == 0, "\(result)")
        #expect(result.stderr == "")
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == "recipes: Desserts, cocktails and Nenno's Pizza in your shell.")
        #expect(lines.count <= 26, "a screenful, not the whole help: \(lines.count) lines (25 printed; sync made it one more)")
        let commands = lines.drop { $0 != "Commands:" }.dropFirst().prefix { !$0.isEmpty }
            .map { String($0.dropFirst(2).prefix { $0 != " " }) }
        #expect(commands == HelpEndToEndTests.topLevelCommands)
        let examples = lines.drop { $0 != "Examples:" }.dropFirst().prefix { !$0.isEmpty }
        #expect((3...4).contains(examples.count) && examples.allSatisfy { $0.hasPrefix("  recipes ") }, "\(examples)")
        #expect(result.stdout.hasSuffix("\nrecipes <command> --help for more; man recipes\n"))
        #expect(!result.stdout.contains("Exit codes:"), "the full help stays in --help")
    }

    @Test(
        "a command's own options come first, the shared ones under GLOBAL OPTIONS after them",
        arguments: [
            (["desserts", "list", "--help"], "--area <area>"),
            (["search", "--help"], "--catalog <catalog>"),
            (["cart", "add", "pizza", "--help"], "--remove <remove>"),
            (["help", "favorites", "export"], "--format <format>"),
        ])
    func globalOptionsHeading(arguments: [String], ownOption: String) async throws {
        let result = try await RecipesProcess.run(arguments, environment: [:])
        #expect(result.status == 0, "\(result)")
        let text = result.stdout
        let own = try #require(text.range(of: "\nOPTIONS:\n"), "\(result)")
        let global = try #require(text.range(of: "\nGLOBAL OPTIONS:\n"), "\(result)")
        #expect(own.upperBound <= global.lowerBound, "OPTIONS before GLOBAL OPTIONS: \(result)")
        let ownSection = text[own.upperBound..<global.lowerBound]
        let globalSection = text[global.upperBound...]
        #expect(ownSection.contains(ownOption), "\(result)")
        #expect(!("\n" + ownSection).contains("\n  --json") && !("\n" + ownSection).contains("\n  --timeout"), "\(result)")
        for option in ["--json", "--timeout <seconds>", "--offline", "--color <color>", "--max-age <age>"] {
            #expect(globalSection.contains(option), "\(option) under GLOBAL OPTIONS: \(result)")
        }
    }

    @Test("no command's help points to a file an installed binary does not have; every leaf shows GLOBAL OPTIONS")
    func noRepositoryPaths() async throws {
        for path in try await Self.commandPaths() {
            let help = try await RecipesProcess.run(path.words + ["--help"], environment: [:])
            let name = (["recipes"] + path.words).joined(separator: " ")
            #expect(help.status == 0, "\(name): \(help)")
            #expect(Self.namesRepositoryFile(help.stdout) == nil, "\(name) --help names a repository file")
            if path.isLeaf {
                #expect(help.stdout.contains("\nGLOBAL OPTIONS:\n"), "\(name) --help has no GLOBAL OPTIONS")
            }
        }
        let root = try await RecipesProcess.run(["--help"], environment: [:])
        #expect(Self.namesRepositoryFile(root.stdout) == nil, "recipes --help names a repository file")
    }

    @Test("recipes --help's Environment names every variable the code reads")
    func environmentComplete() async throws {
        let help = try await RecipesProcess.run(["--help"], environment: [:])
        #expect(help.status == 0)
        let section =
            help.stdout.components(separatedBy: "Environment:\n").dropFirst().first?
            .components(separatedBy: "\n\n").first ?? ""
        let listed = Set(section.split(separator: "\n").map { String($0.drop { $0 == " " }.prefix { $0 != " " }) })
        let read = try Self.variablesRead()
        #expect(read.count >= 15, "the search finds the variables: \(read.sorted())")
        for variable in read.sorted() {
            #expect(listed.contains(variable), "recipes --help's Environment does not list \(variable), which Sources reads")
        }
    }

    @Test("recipes --help's Environment and Exit codes fold each meaning under where it starts, within 80 columns")
    func hangingSections() async throws {
        let help = try await RecipesProcess.run(["--help"], environment: ["COLUMNS": "80"])
        for heading in ["Environment:\n", "Exit codes:\n"] {
            let section = help.stdout.components(separatedBy: heading).dropFirst().first?.components(separatedBy: "\n\n").first ?? ""
            let lines = section.split(separator: "\n")
            #expect(lines.count > 5, "\(heading)")
            for line in lines {
                #expect(line.hasPrefix("  ") && line.count <= 80, "\(heading): \(line)")
            }
        }
    }

    @Test("Docs/man/recipes.1 is what Scripts/generate-manual makes of the commands today")
    func manualUpToDate() async throws {
        let root = Fixtures.folder.deletingLastPathComponent()
        let generated = try await Self.tool([
            "python3", root.appendingPathComponent("Scripts/generate-manual").path, RecipesProcess.binary.path,
        ])
        #expect(generated.status == 0 && generated.stderr == "", "\(generated)")
        let page = String(decoding: try Data(contentsOf: root.appendingPathComponent("Docs/man/recipes.1")), as: UTF8.self)
        #expect(generated.stdout == page, "Docs/man/recipes.1 is out of date: Scripts/generate-manual > Docs/man/recipes.1")
        for section in ["GLOBAL OPTIONS", "ENVIRONMENT", "FILES", "EXIT STATUS"] {
            #expect(page.contains("\n.Sh \(section)\n") || page.contains("\n.Sh \"\(section)\"\n"), "no \(section) section")
        }
        #expect(page.components(separatedBy: ".It Fl -timeout").count == 2, "the global options once, not under every command")
    }

    @Test("the man page has no mdoc warnings")
    func manualLintClean() async throws {
        let page = Fixtures.folder.deletingLastPathComponent().appendingPathComponent("Docs/man/recipes.1").path
        let lint = try await Self.tool(["groff", "-mandoc", "-ww", "-z", page])
        #expect(lint.status == 0 && lint.stderr == "", "\(lint)")
    }

    /// A tool on PATH (python3, groff), run with this machine's PATH.
    static func tool(_ arguments: [String]) async throws -> RecipesProcess.Result {
        try await RecipesProcess.run(
            executable: URL(fileURLWithPath: "/usr/bin/env"), arguments,
            environment: ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin", "LC_ALL": "C"],
            input: nil, deadline: 60)
    }

    /// The page's text as a reader sees it: groff's escapes for non-ASCII and unbroken words undone.
    static func unescaped(_ page: String) -> String {
        var text = page.replacingOccurrences(of: "\\%", with: "")
        while let range = text.range(of: #"\\\[u[0-9A-F]{4}\]"#, options: .regularExpression) {
            let code = UInt32(text[range].dropFirst(3).prefix(4), radix: 16)!
            text.replaceSubrange(range, with: String(Character(Unicode.Scalar(code)!)))
        }
        return text
    }

    /// A path into this repository (Docs/JSON.md, README.md), not a file an example writes (list.md).
    static func namesRepositoryFile(_ text: String) -> String? {
        text.range(of: #"(Docs|Sources|Scripts|Fixtures)/|\b[A-Z][A-Za-z]*\.md\b"#, options: .regularExpression).map { String(text[$0]) }
    }

    /// Every name the sources read from the environment: a subscript or getenv with a literal, and
    /// every "RECIPES_…" or "XDG_…" literal (registrations and FileLocations pass names around).
    static func variablesRead() throws -> Set<String> {
        let sources = Fixtures.folder.deletingLastPathComponent().appendingPathComponent("Sources")
        let patterns = [#"(?:environment|getenv)\s*[\[(]\s*"([A-Z][A-Z0-9_]*)""#, #""((?:RECIPES|XDG)_[A-Z0-9_]+)""#]
            .map { try! NSRegularExpression(pattern: $0) }
        var names: Set<String> = []
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        while let file = files?.nextObject() as? URL {
            guard file.pathExtension == "swift" || file.pathExtension == "c" else { continue }
            let text = try String(contentsOf: file, encoding: .utf8)
            for pattern in patterns {
                for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                    names.insert(String(text[Range(match.range(at: 1), in: text)!]))
                }
            }
        }
        return names
    }

    /// Every command in the tree, from the help dump, and whether it has subcommands.
    static func commandPaths() async throws -> [(words: [String], isLeaf: Bool)] {
        let dump = try await RecipesProcess.run(["--experimental-dump-help"], environment: [:])
        let root = try #require(
            (try JSONSerialization.jsonObject(with: Data(dump.stdout.utf8)) as? [String: Any])?["command"] as? [String: Any])
        var paths: [(words: [String], isLeaf: Bool)] = []
        func walk(_ command: [String: Any], _ path: [String]) {
            for sub in command["subcommands"] as? [[String: Any]] ?? [] {
                guard let name = sub["commandName"] as? String, name != "help" else { continue }
                let children = sub["subcommands"] as? [[String: Any]] ?? []
                paths.append((path + [name], children.isEmpty))
                walk(sub, path + [name])
            }
        }
        walk(root, [])
        return paths
    }
}
