import ArgumentParser
import RecipesCore

struct DessertsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "desserts",
        abstract: "Desserts from TheMealDB.",
        subcommands: [List.self, Show.self],
        aliases: ["dessert"]
    )

    struct List: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "List every dessert, alphabetically (★ marks favorites).",
            discussion: """
                Examples:
                  recipes desserts list
                  recipes desserts list --json | jq -r '.items[].name'
                  recipes desserts list --offline
                """
        )

        @OptionGroup var options: GlobalOptions

        func run() async throws {
            let root = try options.compose()
            let loaded = try await root.desserts.feed(root.desserts.provider.listEndpoint())
            let favorites = root.favorites.ids(in: .desserts)
            try options.present(loaded, catalog: .desserts,
                                json: { try JSONOutput.list(loaded, catalog: .desserts, favorites: favorites) },
                                text: { DessertText.list(loaded.value, favorites: favorites, style: Terminal.style) })
        }
    }

    struct Show: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Show one dessert's recipe.",
            discussion: """
                Examples:
                  recipes desserts show 52917
                  recipes desserts show 52917 --json
                  recipes desserts show 52917 --favorite     # and keep it in favorites
                """
        )

        @OptionGroup var options: GlobalOptions

        @Flag(help: "Also add it to favorites (a full snapshot, for offline browsing).")
        var favorite = false

        @Argument(help: "The dessert's id, as `recipes desserts list` prints it.", transform: RecipeID.parse)
        var id: RecipeID

        func run() async throws {
            let root = try options.compose()
            let loaded = try await root.desserts.detail(id: id)
            if favorite { try FavoritesCommand.report(root.favorites.add(loaded.map(\.card))) }
            let saved = root.favorites.note(for: .desserts, id: id.rawValue)
            try options.present(loaded, catalog: .desserts,
                                json: { try JSONOutput.detail(loaded, catalog: .desserts, favorite: saved) },
                                text: { DessertText.detail(loaded.value, favorite: saved, style: Terminal.style) })
        }
    }
}

extension RecipeID {
    static func parse(_ text: String) throws -> RecipeID {
        guard let id = RecipeID(text) else {
            throw ValidationError("'\(TerminalSanitizer.sanitizeLine(text))' is not an id: ids are 1 to 12 digits.")
        }
        return id
    }
}
