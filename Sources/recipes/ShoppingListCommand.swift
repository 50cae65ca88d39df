import ArgumentParser
import RecipesCatalog
import RecipesOutput

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

struct ShoppingListCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "shopping-list",
        abstract: "One list of what to buy for the recipes you name, or for your favorites.",
        discussion: """
            The same ingredient is one line; its measures add up when their units agree (1 1/2 oz + 1/2 oz \
            = 2 oz, 100g + 50 g = 150 g), otherwise they are listed side by side with their recipes, as \
            written (1 1/2 oz and 4.5 cl). With --units metric or us, every unit of volume adds up with \
            the others, and every unit of weight with the others, converted first (1 1/2 oz + 4.5 cl = \
            89 ml): 1 oz = 29.5735 ml in drinks and 28.3495 g in desserts, tsp 4.92892 ml, tbsp 14.7868 ml, \
            cup 236.588 ml, pint 473.176 ml, shot 1 1/2 oz, lb 453.592 g. --scale multiplies every amount first.

            Examples:
              recipes shopping-list dessert:52917 cocktail:margarita
              recipes shopping-list --favorites --format markdown > list.md
              recipes shopping-list --units metric cocktail:margarita "cocktail:Tommy's Margarita"
              recipes shopping-list --scale 4 cocktail:margarita
            """
    ).topLevel()

    @OptionGroup(title: "Global Options") var options: GlobalOptions
    @OptionGroup var measures: MeasureOptions
    @Flag(help: "Every favorite's stored recipe (offline).") var favorites = false
    @Option(help: "text or markdown.") var format: ShoppingListOutput.Format = .text
    @Argument(help: "catalog:id-or-name, e.g. dessert:52917, cocktail:margarita, pizza:hawaii.", completion: Completions.references())
    var recipes: [String] = []

    func validate() throws {
        if favorites == !recipes.isEmpty { throw ValidationError("Name recipes as catalog:id-or-name, or pass --favorites (not both).") }
    }

    func run() async throws {
        let run = try options.context()
        let adjustment = try measures.adjustment(run.settings.preferences)
        let loaded =
            favorites
            ? try run.app.shoppingListForFavorites(adjustment: adjustment)
            : try await run.app.shopping.list(for: recipes, adjustment: adjustment)
        try run.present(
            loaded, catalog: CatalogName(rawValue: "recipes"), json: { try ShoppingListOutput.json(loaded, adjustment: adjustment) },
            text: {
                format == .markdown ? ShoppingListOutput.markdown(loaded.value) : ShoppingListOutput.text(loaded.value, style: run.style)
            })
    }
}
