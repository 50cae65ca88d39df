import ArgumentParser
import RecipesApp

struct SearchCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "search",
        abstract: "Search every catalog at once (\(CatalogRegistry.names)): one alphabetical list.",
        discussion: """
            The catalogs are asked concurrently. One that fails does not sink the others: its rows are \
            missing and stderr says which failed and why. One that could not answer live but had \
            something stored here is named on stderr too, with why and what was searched. Exit 0 when \
            at least one catalog answered.

            Examples:
              recipes search chocolate
              recipes search lime --catalog cocktails --catalog desserts
              recipes search tuna --json
              recipes search chocolate --limit 10
            """
    ).topLevel()

    @OptionGroup(title: "Global Options") var options: GlobalOptions
    @Option(help: "Only this catalog (\(CatalogRegistry.names)); repeat for several.") var catalog: [String] = []
    @Argument(help: "Text to look for in names (and, for pizza, ingredients).") var text: String
    @Option(help: ListOptions.limitHelp) var limit: Int?
    @Option(help: ListOptions.sortHelp) var sort: ListOrder?

    func validate() throws {
        try ListOptions.check(limit: limit)
        if let problem = InputCheck.searchText(text) { throw ValidationError(problem) }
    }

    func run() async throws {
        try await options.context().search(text, in: catalog, steering: .options(sort: sort, limit: limit))
    }
}

extension ShoppingListFormat: ExpressibleByArgument {}
