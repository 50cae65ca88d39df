import ArgumentParser
import RecipesApp

struct Recipes: AsyncParsableCommand {
    static let name = "recipes"
    static let version = "0.1.0"
    /// What `--version` prints, as most tools do: the name, then the number.
    static let versionLine = "\(name) \(version)"
    static let subcommands: [ParsableCommand.Type] = [
        SearchCommand.self, BrowseCommand.self, DessertsCommand.self, CocktailCommand.self, PizzaCommand.self, CartCommand.self,
        CheckoutCommand.self,
        ShoppingListCommand.self, PantryCommand.self, CanMakeCommand.self, ConfigCommand.self, FavoritesCommand.self, CacheCommand.self,
        SyncCommand.self, CompletionCommand.self,
    ]

    static let configuration = CommandConfiguration(
        commandName: name,
        abstract: "Desserts, cocktails and Nenno's Pizza in your shell.",
        discussion: """
            Output goes to stdout; notes, warnings and errors go to stderr. Add --json to any command \
            that prints data for a stable document with a schemaVersion field.

            Answers come from the network first. When it fails, a cached copy younger than --max-age \
            is served, then the sample catalog bundled with the tool; stderr always says which.

            Environment:
            \(HelpText.environment)

            Exit codes:
            \(HelpText.exitCodes)
            """,
        version: versionLine,
        subcommands: subcommands
    )

    /// Bare `recipes`: a screenful that says what there is and where to read more; `--help` has it all.
    static var overview: String {
        let commands = HelpText.columns(
            subcommands.map { ($0.configuration.commandName ?? "", $0.configuration.abstract) }, width: 15)
        return """
            recipes: \(configuration.abstract)

            Commands:
            \(commands)

            Examples:
              recipes search chocolate
              recipes browse
              recipes cocktail search margarita --json

            recipes <command> --help for more; man recipes

            """
    }

    /// No subcommand: the overview, not the whole help.
    func run() async throws {
        try Terminal.write(Self.overview)
    }
}
