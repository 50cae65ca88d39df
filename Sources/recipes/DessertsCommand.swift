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
            abstract: "List every dessert, alphabetically.",
            discussion: """
                Examples:
                  recipes desserts list
                  recipes desserts list --json | jq -r '.items[].name'
                  recipes desserts list --offline
                """
        )

        @OptionGroup var options: GlobalOptions

        func run() async throws {
            let desserts = try options.compose().desserts
            let loaded = try await desserts.feed(desserts.provider.listEndpoint())
            try options.present(loaded, catalog: .desserts,
                                json: { try JSONOutput.list(loaded, catalog: .desserts) },
                                text: { DessertText.list(loaded.value, style: Terminal.style) })
        }
    }

    struct Show: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Show one dessert's recipe.",
            discussion: """
                Examples:
                  recipes desserts show 52917
                  recipes desserts show 52917 --json
                """
        )

        @OptionGroup var options: GlobalOptions

        @Argument(help: "The dessert's id, as `recipes desserts list` prints it.", transform: RecipeID.parse)
        var id: RecipeID

        func run() async throws {
            let loaded = try await options.compose().desserts.detail(id: id)
            try options.present(loaded, catalog: .desserts,
                                json: { try JSONOutput.detail(loaded, catalog: .desserts) },
                                text: { DessertText.detail(loaded.value, style: Terminal.style) })
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
