import ArgumentParser
import RecipesCore

struct Recipes: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "recipes",
        abstract: "Browse desserts from TheMealDB in your shell.",
        discussion: """
            Output goes to stdout; notes, warnings and errors go to stderr. Add --json to any command \
            that prints data for a stable, versioned document (see Docs/JSON.md).

            Environment:
              RECIPES_MEALDB_URL   TheMealDB base URL (default \(DessertCatalog.defaultBaseURL.absoluteString))
              RECIPES_HOME         one folder for everything the tool writes

            Exit codes:
            \(ExitStatus.allCases.map { "  \(String($0.rawValue).padding(toLength: 5, withPad: " ", startingAt: 0))\($0.meaning)" }.joined(separator: "\n"))
            """,
        version: "0.1.0",
        subcommands: [DessertsCommand.self]
    )
}
