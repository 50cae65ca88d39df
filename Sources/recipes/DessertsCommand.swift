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
                """
        )

        @OptionGroup var options: GlobalOptions

        func run() async throws {
            let root = CompositionRoot(settings: try options.settings())
            let loaded = try await root.desserts.feed(root.desserts.provider.listEndpoint())
            Terminal.write(options.json
                ? try JSONOutput.list(loaded, catalog: .desserts)
                : DessertText.list(loaded.value, style: Terminal.style))
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
            let root = CompositionRoot(settings: try options.settings())
            let loaded = try await root.desserts.detail(id: id)
            Terminal.write(options.json
                ? try JSONOutput.detail(loaded, catalog: .desserts)
                : DessertText.detail(loaded.value, style: Terminal.style))
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
