import Foundation
import TestSupport
import Testing

/// Usage errors are one `recipes: ` line and at most one hint (CLI-CONVENTIONS), with "did you mean"
/// for commands and options; global options work before the command too.
@Suite("usage errors and global options, end to end", .serialized)
struct UsageErrorEndToEndTests {
    @Test(
        "a usage error is one line and one hint, with the nearest command or option",
        arguments: [
            (
                ["desserts", "lst"],
                "recipes: unknown command 'lst' for 'recipes desserts'\ndid you mean 'recipes desserts list'? See 'recipes desserts --help'.\n"
            ),
            (["desert", "list"], "recipes: unknown command 'desert'\ndid you mean 'recipes desserts'? See 'recipes --help'.\n"),
            (["pancakes"], "recipes: unknown command 'pancakes'\nSee 'recipes --help'.\n"),
            (
                ["desserts", "list", "--verison"],
                "recipes: unknown option '--verison'\ndid you mean '--version'? See 'recipes desserts list --help'.\n"
            ),
            (
                ["cocktail", "list", "--glas", "Jar"],
                "recipes: unknown option '--glas'\ndid you mean '--glass'? See 'recipes cocktail list --help'.\n"
            ),
            (["desserts", "list", "-x"], "recipes: unknown option '-x'\nSee 'recipes desserts list --help'.\n"),
            (["desserts", "list", "--area"], "recipes: missing value for '--area <area>'\nSee 'recipes desserts list --help'.\n"),
            (["desserts", "show", "1", "2"], "recipes: unexpected argument '2'\nSee 'recipes desserts show --help'.\n"),
            (["desserts", "list", "--timeout", "0"], "recipes: --timeout must be a number of seconds greater than 0 and at most 3600.\n"),
            (
                ["desserts", "lst\u{1B}]52;c;aGk=\u{07}"],
                "recipes: unknown command 'lst' for 'recipes desserts'\nSee 'recipes desserts --help'.\n"
            ),
        ])
    func oneLine(arguments: [String], stderr: String) async throws {
        let result = try await RecipesProcess.run(arguments, environment: [:])
        #expect(result.status == 64, "\(result)")
        #expect(result.stdout == "")
        #expect(result.stderr == stderr, "\(result)")
    }

    @Test("global options before the command work as after it")
    func globalOptionsFirst() async throws {
        let stub = try MealDBStub()
        defer { stub.stop() }
        let live = try await stub.run("desserts", "list")
        #expect(live.status == 0, "\(live)")
        let after = try await stub.run("desserts", "list", "--offline")
        let before = try await stub.run("--offline", "desserts", "list")
        #expect(before.status == 0 && before.stdout == after.stdout && before.stdout.contains("Apam balik"), "\(before)")
        #expect(before.stderr == after.stderr && before.stderr.hasPrefix("offline: "), "\(before)")
        // Between the group and its command too, as gh reads `gh --repo x pr list` and `gh pr --repo x list`.
        for between in [
            ["desserts", "--offline", "list"], ["--offline", "desserts", "--no-pager", "list"],
            ["dessert", "--max-age", "1d", "list", "--offline"],
        ] {
            let moved = try await stub.run(between)
            #expect(moved.status == 0 && moved.stdout == after.stdout && moved.stderr == after.stderr, "\(between): \(moved)")
        }
        let json = try await stub.run("--json", "--timeout", "5", "desserts", "list", "--area", "French")
        #expect(json.status == 0 && json.stderr == "", "\(json)")
        #expect(json.stdout.hasPrefix("{") && json.stdout.contains("\"schemaVersion\""), "\(json)")

        let drinks = try CocktailDBStub()
        defer { drinks.stop() }
        let quiet = try await drinks.run("cocktail", "search", "margarita")
        let verbose = try await drinks.run("-v", "cocktail", "search", "margarita")
        #expect(verbose.status == 0 && verbose.stdout == quiet.stdout, "\(verbose)")
        #expect(verbose.stderr.hasPrefix("GET \(drinks.server.url("api/json/v1/1/search.php?s=margarita")) → 200"), "\(verbose)")
    }

    @Test("combined short global flags before the command move with it: -vq is -v -q")
    func combinedShortFlagsFirst() async throws {
        let after = try await RecipesProcess.run(["desserts", "list", "--snapshot", "-v", "-q"], environment: [:])
        #expect(after.status == 64 && after.stderr == "recipes: --quiet and --verbose cannot be combined.\n", "\(after)")
        for flags in ["-vq", "-qv"] {
            let before = try await RecipesProcess.run([flags, "desserts", "list", "--snapshot"], environment: [:])
            #expect(before.status == after.status && before.stdout == after.stdout && before.stderr == after.stderr, "\(flags): \(before)")
        }
        let unknown = try await RecipesProcess.run(["-vx", "desserts", "list"], environment: [:])
        #expect(unknown.status == 64 && unknown.stdout == "", "\(unknown)")
        #expect(
            unknown.stderr == "recipes: unknown option '-vx'\nSee 'recipes --help'.\n",
            "a flag that is not a global one is still refused: \(unknown)")
    }

    @Test("<group> help [sub] is <group> [sub] --help, as in git and gh")
    func groupHelp() async throws {
        for (asked, same) in [
            (["desserts", "help"], ["desserts", "--help"]), (["desserts", "help", "list"], ["desserts", "list", "--help"]),
            (["cocktail", "help", "filter"], ["cocktail", "filter", "--help"]), (["cocktails", "help"], ["cocktail", "--help"]),
            (["favorites", "help", "note"], ["favorites", "note", "--help"]), (["cart", "help"], ["cart", "--help"]),
            (["pizza", "help", "menu"], ["pizza", "menu", "--help"]),
        ] {
            let helped = try await RecipesProcess.run(asked, environment: [:])
            let expected = try await RecipesProcess.run(same, environment: [:])
            #expect(expected.status == 0 && expected.stdout.hasPrefix("OVERVIEW: "), "\(same): \(expected)")
            #expect(helped.status == 0 && helped.stdout == expected.stdout && helped.stderr == "", "\(asked): \(helped)")
        }
        // The root's help word reads the same way.
        for (asked, same) in [
            (["help", "desserts"], ["desserts", "--help"]), (["help", "desserts", "list"], ["desserts", "list", "--help"]),
            (["help"], ["--help"]),
        ] {
            let helped = try await RecipesProcess.run(asked, environment: [:])
            let expected = try await RecipesProcess.run(same, environment: [:])
            #expect(helped.status == 0 && helped.stdout == expected.stdout && helped.stderr == "", "\(asked): \(helped)")
        }
    }

    @Test("help for a command that does not exist is the usage error that command is: exit 64 with the nearest names, not the root's help")
    func helpForNoSuchCommand() async throws {
        for (asked, without) in [
            (["help", "nosuch"], ["nosuch"]), (["help", "desserts", "lst"], ["desserts", "lst"]),
            (["desserts", "help", "lst"], ["desserts", "lst"]), (["help", "dessert", "lst"], ["dessert", "lst"]),
        ] {
            let helped = try await RecipesProcess.run(asked, environment: [:])
            let plain = try await RecipesProcess.run(without, environment: [:])
            #expect(
                helped.status == 64 && helped.stdout == "" && helped.stderr.hasPrefix("recipes: unknown command"), "\(asked): \(helped)")
            #expect(helped.stderr == plain.stderr, "\(asked)")
        }
    }

    @Test("an option before the command that is not a global one is refused as the whole tree's")
    func notGlobalFirst() async throws {
        let result = try await RecipesProcess.run(["--area", "French", "desserts", "list"], environment: [:])
        #expect(result.status == 64 && result.stdout == "", "\(result)")
        #expect(result.stderr == "recipes: unknown option '--area'\nSee 'recipes --help'.\n", "\(result)")
    }
}
