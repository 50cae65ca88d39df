import ArgumentParser
import RecipesCatalog
import RecipesOutput
import RecipesPizza

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

struct PizzaCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pizza",
        abstract: "Nenno's Pizza: the menu with prices worked out from the ingredients, and drinks.",
        discussion:
            "Order with `recipes cart add ...` and `recipes checkout`.\n\nExamples:\n  recipes pizza menu\n  recipes pizza show margherita",
        subcommands: [Menu.self, Show.self, Ingredients.self, Drinks.self],
        aliases: ["pizzas"]
    ).topLevel()

    struct Menu: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "menu",
            abstract: "Every pizza, alphabetically: name, price (base + ingredients), ingredients.",
            discussion:
                "Examples:\n  recipes pizza menu\n  recipes pizza menu --json | jq '.items[] | {name, price}'\n  recipes pizza menu --sort price --limit 3"
        ).nested(in: PizzaCommand.self)

        @OptionGroup(title: "Global Options") var options: GlobalOptions
        @Option(help: ArgumentHelp("Print at most N pizzas (1 or more).", valueName: "N")) var limit: Int?
        @Option(
            help: ArgumentHelp(
                "Order by name (the default), id (a pizza's id is its name) or price, cheapest first.",
                valueName: "order")) var sort: MenuOrder = .name

        func validate() throws { try ListOptions.check(limit: limit) }

        func run() async throws {
            let run = try options.context()
            let steering = ListSteering(limit: limit)
            let loaded = try await run.app.pizza.menu().map { steering.limited($0.pricedPizzas.sorted(by: sort)) }
            try run.present(
                loaded, catalog: .pizza, list: true, json: { try PizzaOutput.menuJSON(loaded) },
                text: { PizzaOutput.menu(loaded.value, style: run.style) })
        }
    }

    struct Show: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "show",
            abstract: "One pizza: its ingredients with their prices, the base price and the total.",
            discussion: "Examples:\n  recipes pizza show margherita\n  recipes pizza show \"mari\" --json"
        ).nested(in: PizzaCommand.self)

        @OptionGroup(title: "Global Options") var options: GlobalOptions
        @OptionGroup var picture: PictureOptions
        @Argument(help: "The pizza's name: any case, or a unique beginning.", completion: Completions.names(.pizza)) var name: String

        func run() async throws {
            let run = try options.context()
            let image = try picture.choice(run.settings.preferences)
            let root = run.app
            let loaded = try await root.pizza.menu().map { try $0.pizza(named: name) }
            let saved = root.favorites.favorite(in: .pizza, id: loaded.value.id)
            await run.drawPicture(of: loaded.value.card, image, isFavorite: saved != nil)
            try run.present(
                loaded, catalog: .pizza, paged: true, json: { try JSONOutput.detail(loaded, catalog: .pizza, favorite: saved) },
                text: { PizzaOutput.show(loaded.value, favorite: saved, style: run.style) })
        }
    }

    struct Ingredients: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "ingredients",

            abstract: "Every ingredient: id, name, price.",

            discussion: "Examples:\n  recipes pizza ingredients\n  recipes pizza ingredients --json"

        ).nested(in: PizzaCommand.self)

        @OptionGroup(title: "Global Options") var options: GlobalOptions

        func run() async throws {
            let run = try options.context()
            let loaded = try await run.app.pizza.menu().map(\.ingredients)
            try run.present(
                loaded, catalog: .pizza, json: { try JSONOutput.list(loaded, catalog: .pizza) },
                text: { PizzaOutput.priced(loaded.value, style: run.style) })
        }
    }

    struct Drinks: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "drinks",

            abstract: "Every drink: id, name, price.",

            discussion: "Example:\n  recipes pizza drinks"

        ).nested(in: PizzaCommand.self)

        @OptionGroup(title: "Global Options") var options: GlobalOptions

        func run() async throws {
            let run = try options.context()
            let loaded = try await run.app.pizza.menu().map(\.drinks)
            try run.present(
                loaded, catalog: .pizza, json: { try JSONOutput.list(loaded, catalog: .pizza) },
                text: { PizzaOutput.priced(loaded.value, style: run.style) })
        }
    }
}
