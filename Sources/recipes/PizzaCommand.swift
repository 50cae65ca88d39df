import ArgumentParser
import RecipesApp

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
                valueName: "order")) var sort: MenuOrder = .standard

        func validate() throws { try ListOptions.check(limit: limit) }

        func run() async throws {
            try await options.context().showMenu(sort: sort, limit: limit)
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
        @Argument(help: "The pizza's name: any case, or a unique beginning.", completion: Completions.names(inCatalog: "pizza")) var name:
            String

        func run() async throws {
            try await options.context().showPizza(named: name, image: picture.image)
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
            try await options.context().listPizzaIngredients()
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
            try await options.context().listPizzaDrinks()
        }
    }
}
