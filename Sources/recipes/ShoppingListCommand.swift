import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import RecipesCatalog
import RecipesOutput

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
    ).topLevel()

    @OptionGroup var options: GlobalOptions
    @Flag(help: "Every favorite's stored recipe (offline).") var favorites = false
    @Option(help: "text or markdown.") var format: ShoppingListOutput.Format = .text
    @Argument(help: "catalog:id-or-name, e.g. dessert:52917, cocktail:margarita, pizza:hawaii.") var recipes: [String] = []

    func validate() throws {
        if favorites == !recipes.isEmpty { throw ValidationError("Name recipes as catalog:id-or-name, or pass --favorites (not both).") }
    }

    func run() async throws {
        let run = try options.context()
        let shopping = run.app.shopping
        let loaded = favorites ? Loaded(value: try shopping.listForFavorites(), source: .live, fetchedAt: Date())
                               : try await shopping.list(for: recipes)
        try run.present(loaded, catalog: CatalogName(rawValue: "recipes"), json: { try ShoppingListOutput.json(loaded.value) }, text: {
            format == .markdown ? ShoppingListOutput.markdown(loaded.value) : ShoppingListOutput.text(loaded.value, style: run.style)
        })
    }
}
