import ArgumentParser
import Foundation
import RecipesCore

struct SearchCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "search",
        abstract: "Search every catalog at once (\(CatalogRegistry.names)): one alphabetical list.",
        discussion: """
            The catalogs are asked concurrently. One that fails does not sink the others: its rows are \
            missing and stderr says which failed and why. Exit 0 when at least one catalog answered.

            Examples:
              recipes search chocolate
              recipes search lime --catalog cocktails --catalog desserts
              recipes search tuna --json
            """
    )

    @OptionGroup var options: GlobalOptions
    @Option(help: "Only this catalog (\(CatalogRegistry.names)); repeat for several.") var catalog: [String] = []
    @Argument(help: "Text to look for in names (and, for pizza, ingredients).") var text: String

    func validate() throws {
        if text.trimmingCharacters(in: .whitespaces).isEmpty { throw ValidationError("Give some text to search for.") }
    }

    func run() async throws {
        let root = try options.compose()
        let scope = try catalog.isEmpty ? nil : catalog.map { try root.catalogs.named($0).name }
        let outcome = try await root.search.search(text, in: scope)
        SearchOutput.failureLines(outcome).forEach { Terminal.writeError($0) }
        if outcome.results.value.isEmpty { options.note("nothing matches '\(TerminalSanitizer.sanitizeLine(text))'") }
        try options.present(outcome.results, catalog: CatalogName(rawValue: "all catalogs"), json: { try SearchOutput.json(outcome) },
                            text: { SearchOutput.text(outcome.results.value, style: options.style) })
    }
}

struct ShoppingListCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "shopping-list",
        abstract: "One list of what to buy for the recipes you name, or for your favorites.",
        discussion: """
            The same ingredient is one line; its measures add up when their units agree (1 1/2 oz + 1/2 oz \
            = 2 oz, 100g + 50 g = 150 g), otherwise they are listed side by side with their recipes.

            Examples:
              recipes shopping-list dessert:52917 cocktail:margarita
              recipes shopping-list --favorites --format markdown > list.md
            """
    )

    @OptionGroup var options: GlobalOptions
    @Flag(help: "Every favorite's stored recipe (offline).") var favorites = false
    @Option(help: "text or markdown.") var format: ShoppingListOutput.Format = .text
    @Argument(help: "catalog:id-or-name, e.g. dessert:52917, cocktail:margarita, pizza:hawaii.") var recipes: [String] = []

    func validate() throws {
        if favorites == !recipes.isEmpty { throw ValidationError("Name recipes as catalog:id-or-name, or pass --favorites (not both).") }
    }

    func run() async throws {
        let shopping = try options.compose().shopping
        let loaded = favorites ? Loaded(value: try shopping.listForFavorites(), source: .live, fetchedAt: Date())
                               : try await shopping.list(for: recipes)
        try options.present(loaded, catalog: CatalogName(rawValue: "recipes"), json: { try ShoppingListOutput.json(loaded.value) }, text: {
            format == .markdown ? ShoppingListOutput.markdown(loaded.value) : ShoppingListOutput.text(loaded.value, style: options.style)
        })
    }
}

extension ShoppingListOutput.Format: ExpressibleByArgument {}
