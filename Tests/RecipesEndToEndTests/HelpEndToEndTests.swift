import Foundation
import RecipesApp
import TestSupport
import Testing

@Suite("help, version and usage", .serialized)
struct HelpEndToEndTests {
    @Test("--help lists the commands and the exit-code table")
    func help() async throws {
        let result = try await RecipesProcess.run(["--help"], environment: [:])
        #expect(result.status == 0)
        #expect(result.stdout.contains("USAGE: recipes <subcommand>"))
        let listed = result.stdout.components(separatedBy: "SUBCOMMANDS:\n").last?.split(separator: "\n")
            .compactMap { line in line.hasPrefix("  ") && !line.hasPrefix("   ") ? line.dropFirst(2).prefix { $0 != " " && $0 != "," } : nil
            }
            .map(String.init)
        #expect(listed == Self.topLevelCommands + ["See"], "every command, in order, then the hint to 'recipes help'")
        for line in [
            "0    success", "1    the thing asked for does not exist", "64   usage error", "65   invalid data",
            "69   unavailable", "73   a local file", "75   another recipes process", "130  interrupted",
        ] {
            #expect(result.stdout.contains(line), "missing \(line)")
        }
    }

    @Test("desserts --help shows its subcommands and examples; desserts show --help its own example and options")
    func dessertsHelp() async throws {
        let result = try await RecipesProcess.run(["desserts", "--help"], environment: [:])
        #expect(result.status == 0)
        #expect(
            result.stdout.hasPrefix(
                """
                OVERVIEW: Desserts from TheMealDB: browse, show, random, share.

                Examples:
                  recipes desserts list
                  recipes desserts list --area French
                  recipes desserts show 52917
                  recipes desserts random

                USAGE: recipes desserts <subcommand>

                """), "\(result)")
        #expect(
            result.stdout.hasSuffix(
                """
                SUBCOMMANDS:
                  list                    List every dessert, alphabetically, with a star on
                                          your favorites.
                  show                    Show one dessert's recipe.
                  open                    Open a dessert's source (or TheMealDB page, or
                                          --video) in the browser.
                  random                  A random dessert's recipe.
                  share                   A self-contained recipe to paste into a message or
                                          pipe into mail or a clipboard tool.
                  categories              TheMealDB's meal categories (the tool browses
                                          Dessert).
                  areas                   TheMealDB's areas, for `desserts list --area`.

                  See 'recipes help desserts <subcommand>' for detailed help.

                """), "\(result)")
        let show = try await RecipesProcess.run(["desserts", "show", "--help"], environment: [:])
        #expect(show.status == 0)
        #expect(show.stdout.contains("recipes desserts show 52917"))
        #expect(show.stdout.contains("--json"))
        #expect(show.stdout.contains("--timeout <seconds>"))
    }

    @Test("--version prints the version")
    func version() async throws {
        let result = try await RecipesProcess.run(["--version"], environment: [:])
        #expect(result.status == 0)
        #expect(result.stdout == "recipes 0.1.0\n")
    }

    @Test(
        "unknown commands and options are usage errors, exit 64",
        arguments: [
            ["pancakes"], ["desserts", "list", "--bogus"], ["desserts", "show"], ["desserts", "show", "1", "2"],
        ])
    func usage(arguments: [String]) async throws {
        let result = try await RecipesProcess.run(arguments, environment: [:])
        #expect(result.status == 64, "\(result)")
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix("recipes: "), "\(result)")
        #expect(result.stderr.split(separator: "\n").count == 2, "one line and a hint: \(result)")
    }

    // A run names its top-level command first and is parsed under that branch alone (CommandTree);
    // what the branch refuses must read exactly as the whole tree says it.
    @Test(
        "a branch's errors, help and version read as the whole tree's",
        arguments: [
            (["desserts", "list", "--bogus"], 64, "recipes: unknown option '--bogus'\n", "See 'recipes desserts list --help'.\n"),
            (["search"], 64, "recipes: missing expected argument '<text>'\n", "See 'recipes search --help'.\n"),
            (
                ["favs", "list", "--json", "--json", "--max-age", "soon"], 64, "recipes: --max-age takes a duration",
                "(at most 100 years).\n"
            ),
            (
                ["desserts", "frobnicate"], 64, "recipes: unknown command 'frobnicate' for 'recipes desserts'\n",
                "See 'recipes desserts --help'.\n"
            ),
            // A default subcommand parsed as the root (`favorites` is `favorites list`).
            (["favorites", "--bogus"], 64, "recipes: unknown option '--bogus'\n", "See 'recipes favorites list --help'.\n"),
            (["cart", "extra"], 64, "recipes: unexpected argument 'extra'\n", "See 'recipes cart list --help'.\n"),
        ])
    func branchErrors(arguments: [String], status: Int32, start: String, end: String) async throws {
        let result = try await RecipesProcess.run(arguments, environment: [:])
        #expect(result.status == status, "\(result)")
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix(start), "\(result)")
        #expect(result.stderr.hasSuffix(end), "\(result)")
    }

    @Test("--version and --help work after a top-level command")
    func branchVersionAndHelp() async throws {
        for arguments in [
            ["desserts", "--version"], ["cocktail", "search", "--version"], ["favorites", "--version"], ["cart", "--version"],
        ] {
            let result = try await RecipesProcess.run(arguments, environment: [:])
            #expect(result.status == 0 && result.stdout == "recipes 0.1.0\n", "\(result)")
        }
        let groupHelp = try await RecipesProcess.run(["favorites", "-h"], environment: [:])
        #expect(
            groupHelp.status == 0 && groupHelp.stdout.hasPrefix("OVERVIEW: Favorites from every catalog"), "the group's help: \(groupHelp)")
        let listHelp = try await RecipesProcess.run(["favs", "--json", "--help"], environment: [:])
        #expect(
            listHelp.status == 0 && listHelp.stdout.hasPrefix("OVERVIEW: Every favorite, alphabetically"),
            "an option of the default subcommand: its help: \(listHelp)")
        let help = try await RecipesProcess.run(["cart", "add", "--help"], environment: [:])
        #expect(help.status == 0)
        #expect(help.stdout.contains("USAGE: recipes cart add <subcommand>"), "\(help)")
        #expect(help.stdout.contains("See 'recipes help cart add <subcommand>' for detailed help."), "\(help)")
    }

    @Test("a completion script asked for after a command covers every command")
    func completionScriptAfterCommand() async throws {
        let result = try await RecipesProcess.run(["desserts", "list", "--generate-completion-script", "bash"], environment: [:])
        #expect(result.status == 0)
        for command in Self.topLevelCommands {
            #expect(result.stdout.contains(command), "the script has no \(command)")
        }
    }

    static let topLevelCommands = [
        "search", "browse", "desserts", "cocktail", "pizza", "cart", "checkout", "shopping-list", "pantry", "can-make", "config",
        "favorites", "cache", "sync", "completion",
    ]

    @Test("every command's help has examples, and the man page says what the help says")
    func examplesEverywhere() async throws {
        let dump = try await RecipesProcess.run(["--experimental-dump-help"], environment: [:])
        let root = try #require(
            (try JSONSerialization.jsonObject(with: Data(dump.stdout.utf8)) as? [String: Any])?["command"] as? [String: Any])
        var paths: [[String]] = []
        var helpLines: [(command: String, line: String)] = []
        func walk(_ command: [String: Any], _ path: [String]) {
            for sub in command["subcommands"] as? [[String: Any]] ?? [] {
                guard let name = sub["commandName"] as? String, name != "help" else { continue }
                paths.append(path + [name])
                let text = [sub["abstract"] as? String, sub["discussion"] as? String].compactMap { $0 }.joined(separator: "\n")
                for line in text.split(separator: "\n") {
                    let trimmed = line.trimmingCharacters(in: .whitespaces)
                    // mdoc escapes backslashes and lines that start with a dot; those are left out.
                    guard !trimmed.isEmpty, !trimmed.contains("\\"), !trimmed.hasPrefix(".") else { continue }
                    helpLines.append(((path + [name]).joined(separator: " "), trimmed))
                }
                walk(sub, path + [name])
            }
        }
        walk(root, [])
        #expect(paths.count >= 35, "the dump lists the command tree")
        let manual = Fixtures.folder.deletingLastPathComponent().appendingPathComponent("Docs/man/recipes.1")
        let page = HelpLayoutEndToEndTests.unescaped(String(decoding: try Data(contentsOf: manual), as: UTF8.self))
        for path in paths {
            let name = path.last!
            #expect(
                page.contains(".Ss \"recipes \(path.joined(separator: " "))\""),
                "Docs/man/recipes.1 has no '\(name)': regenerate it (Docs/Terminal.md)")
        }
        for (command, line) in helpLines {
            #expect(
                page.contains(line), "Docs/man/recipes.1 lacks '\(line)' from `recipes \(command) --help`: regenerate it (Docs/Terminal.md)"
            )
        }
        for path in paths {
            let help = try await RecipesProcess.run(path + ["--help"], environment: [:])
            #expect(help.status == 0, "\(path)")
            #expect(help.stdout.contains("Example"), "recipes \(path.joined(separator: " ")) --help has no example")
        }
    }

    @Test("every word the libcurl preload is for names a command; the catalogs' other aliases (drink) name none")
    func preloadWordsAreCommands() async throws {
        for word in RequestForecast.standard.commands.sorted() {
            let result = try await RecipesProcess.run([word, "--help"], environment: [:])
            #expect(result.status == 0 && result.stdout.contains("USAGE: recipes "), "\(word): \(result)")
        }
        for word in ["drink", "drinks"] {
            let result = try await RecipesProcess.run([word, "list"], environment: [:])
            #expect(result.status == 64 && !RequestForecast.standard.willLikelyRequest([word, "list"]), "\(word): \(result)")
        }
    }

    @Test("dessert works as an alias of desserts: the same help, the same answers")
    func alias() async throws {
        let alias = try await RecipesProcess.run(["dessert", "--help"], environment: [:])
        let name = try await RecipesProcess.run(["desserts", "--help"], environment: [:])
        #expect(alias.status == 0)
        #expect(alias.stdout == name.stdout)
        let home = try TemporaryFolder()
        defer { home.remove() }
        let environment = ["RECIPES_HOME": home.path, "HOME": home.path]
        let shown = try await RecipesProcess.run(["dessert", "show", "52917", "--snapshot"], environment: environment)
        #expect(shown.status == 0, "\(shown)")
        #expect(shown.stdout.hasPrefix("White chocolate creme brulee\n"))
        #expect(
            shown.stdout == (try await RecipesProcess.run(["desserts", "show", "52917", "--snapshot"], environment: environment)).stdout)
    }
}
