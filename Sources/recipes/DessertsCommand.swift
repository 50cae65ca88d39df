import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import RecipesBasics
import RecipesDesserts
import RecipesOutput

struct DessertsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "desserts",
        abstract: "Desserts from TheMealDB.",
        discussion: "Examples:\n  recipes desserts list\n  recipes desserts list --area French\n  recipes desserts show 52917",
        subcommands: [List.self, Show.self, Categories.self, Areas.self],
        aliases: ["dessert"]
    ).topLevel()

    struct List: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "list",
            abstract: "List every dessert, alphabetically, with a star on your favorites.",
            discussion: """
                Examples:
                  recipes desserts list
                  recipes desserts list --json | jq -r '.items[].name'
                  recipes desserts list --offline
                  recipes desserts list --area French
                """
        ).nested(in: DessertsCommand.self)

        @OptionGroup var options: GlobalOptions
        @Option(help: "Only desserts of this area, e.g. French (see `recipes desserts areas`).") var area: String?

        func validate() throws {
            if let area { try validateName(area, flag: "--area") }
        }

        func run() async throws {
            let run = try options.context()
            let root = run.app
            let loaded = try await root.desserts.list(area: area)
            if loaded.value.isEmpty, let area { run.note("no dessert is from '\(TerminalSanitizer.sanitizeLine(area))'") }
            let favorites = root.favorites.ids(in: .desserts)
            try run.present(loaded, catalog: .desserts,
                                json: { try JSONOutput.list(loaded, catalog: .desserts, favorites: favorites) },
                                text: { ListOutput.recipes(loaded.value, favorites: favorites, style: run.style) })
        }
    }

    struct Show: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "show",
            abstract: "Show one dessert's recipe.",
            discussion: """
                Examples:
                  recipes desserts show 52917
                  recipes desserts show "key lime pie"
                  recipes desserts show 52917 --json
                  recipes desserts show 52917 --favorite     # and keep it in favorites
                """
        ).nested(in: DessertsCommand.self)

        @OptionGroup var options: GlobalOptions

        @Flag(help: "Also add it to favorites (a full snapshot, for offline browsing).")
        var favorite = false

        @Argument(help: "The dessert's id, as `recipes desserts list` prints it, or its name.", completion: Completions.names(.desserts))
        var idOrName: String

        func validate() throws { try validateIDOrName(idOrName) }

        func run() async throws {
            let run = try options.context()
            let root = run.app
            let loaded = try await root.desserts.detail(idOrName: idOrName)
            if favorite { try FavoritesCommand.report(root.favorites.add(loaded.map(\.card)), run: run) }
            let saved = root.favorites.note(for: .desserts, id: loaded.value.id)
            try run.present(loaded, catalog: .desserts, paged: true,
                                json: { try JSONOutput.detail(loaded, catalog: .desserts, favorite: saved) },
                                text: { DessertOutput.detail(loaded.value, favorite: saved, style: run.style) })
        }
    }
}

extension DessertsCommand {
    struct Categories: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "categories", abstract: "TheMealDB's meal categories (the tool browses Dessert).",
            discussion: "Examples:\n  recipes desserts categories\n  recipes desserts categories --json").nested(in: DessertsCommand.self)
        @OptionGroup var options: GlobalOptions
        func run() async throws {
            let run = try options.context()
            try run.presentNames(try await run.app.desserts.names(.categories), catalog: .desserts, list: "categories")
        }
    }

    struct Areas: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "areas", abstract: "TheMealDB's areas, for `desserts list --area`.",
            discussion: "Examples:\n  recipes desserts areas\n  recipes desserts list --area \"$(recipes desserts areas | grep -i fren)\"").nested(in: DessertsCommand.self)
        @OptionGroup var options: GlobalOptions
        func run() async throws {
            let run = try options.context()
            try run.presentNames(try await run.app.desserts.names(.areas), catalog: .desserts, list: "areas")
        }
    }
}
