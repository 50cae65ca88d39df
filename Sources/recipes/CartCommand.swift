import ArgumentParser
import RecipesApp

struct CartCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cart",
        abstract: "Your Nenno's Pizza order, kept between runs. Prices follow the current menu.",
        discussion:
            "Examples:\n  recipes cart add pizza Hawaii\n  recipes cart edit 1 --add Salami\n  recipes cart set 1 --quantity 2\n  recipes cart\n  recipes checkout",
        subcommands: [List.self, Add.self, Edit.self, SetQuantity.self, Remove.self, Clear.self],
        defaultSubcommand: List.self
    ).topLevel()

    struct List: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "list",
            abstract: "Numbered lines with prices, and the total.",
            discussion: "Examples:\n  recipes cart\n  recipes cart --json | jq .total"
        ).nested(in: CartCommand.self)

        @OptionGroup(title: "Global Options") var options: GlobalOptions

        func run() async throws {
            try await options.context().showCart()
        }
    }

    struct Add: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "add",
            abstract: "Add a menu pizza (edited if you like), a pizza from scratch, or a drink.",
            discussion: """
                The same drink, or the same unedited menu pizza, joins the line that already has it \
                (at most 99 on a line); edited and custom pizzas get a line of their own.

                Examples:
                  recipes cart add pizza Margherita --add Salami
                  recipes cart add pizza Hawaii --quantity 2
                  recipes cart add custom -i Mozzarella -i Tuna
                  recipes cart add drink Coke --quantity 2
                """,
            subcommands: [Pizza.self, Custom.self, Drink.self]
        ).nested(in: CartCommand.self)

        struct Pizza: AsyncParsableCommand {
            static let configuration = CommandConfiguration(
                commandName: "pizza",
                abstract: "A pizza from the menu; --add and --remove edit its ingredients.",
                discussion:
                    "Examples:\n  recipes cart add pizza Margherita\n  recipes cart add pizza margherita --add Salami --remove \"Tomato Sauce\""
            ).nested(in: CartCommand.Add.self)

            @OptionGroup(title: "Global Options") var options: GlobalOptions
            @Option(help: "An ingredient to add; repeat for several.", completion: Completions.values(.list("ingredients", of: "pizza")))
            var add: [String] = []
            @Option(
                help: "An ingredient to take off; repeat for several.", completion: Completions.values(.list("ingredients", of: "pizza")))
            var remove: [String] = []
            @Option(help: "How many (1 to 99).") var quantity = 1
            @Argument(help: "The pizza's name: any case, or a unique beginning.", completion: Completions.names(inCatalog: "pizza"))
            var name: String

            func validate() throws { try validateQuantity(quantity) }

            func run() async throws {
                try await options.context().addToCart(.pizza(name, adding: add, removing: remove, quantity: quantity))
            }
        }

        struct Custom: AsyncParsableCommand {
            static let configuration = CommandConfiguration(
                commandName: "custom",
                abstract: "A pizza from scratch: the base price plus its ingredients.",
                discussion: "Example:\n  recipes cart add custom --ingredient Mozzarella --ingredient Tuna --name \"My pizza\""
            ).nested(in: CartCommand.Add.self)

            @OptionGroup(title: "Global Options") var options: GlobalOptions
            @Option(
                name: [.short, .long], help: "An ingredient; repeat for several.",
                completion: Completions.values(.list("ingredients", of: "pizza")))
            var ingredient: [String] = []
            @Option(help: "What to call it (default: Custom pizza).") var name: String?

            func validate() throws {
                if ingredient.isEmpty { throw ValidationError("Give at least one --ingredient.") }
            }

            func run() async throws {
                try await options.context().addToCart(.custom(ingredients: ingredient, name: name))
            }
        }

        struct Drink: AsyncParsableCommand {
            static let configuration = CommandConfiguration(
                commandName: "drink",
                abstract: "A drink from the menu.",
                discussion: "Example:\n  recipes cart add drink Coke --quantity 2"
            ).nested(in: CartCommand.Add.self)

            @OptionGroup(title: "Global Options") var options: GlobalOptions
            @Option(help: "How many (1 to 99).") var quantity = 1
            @Argument(
                help: "The drink's name: any case, or a unique beginning.", completion: Completions.values(.list("drinks", of: "pizza")))
            var name: String

            func validate() throws { try validateQuantity(quantity) }

            func run() async throws {
                try await options.context().addToCart(.drink(name, quantity: quantity))
            }
        }
    }

    struct Edit: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "edit",
            abstract: "Put ingredients on or take them off a pizza in the cart, by its line number.",
            discussion: """
                The price is worked out again from the current menu. A menu pizza edited this way \
                keeps its name with "(edited)"; a custom pizza keeps its name. Drinks have no \
                ingredients: change how many with `recipes cart set`.

                Examples:
                  recipes cart edit 1 --add Salami --remove "Tomato Sauce"
                  recipes cart edit 2 --add Tuna --json
                """
        ).nested(in: CartCommand.self)

        @OptionGroup(title: "Global Options") var options: GlobalOptions
        @Option(help: "An ingredient to add; repeat for several.", completion: Completions.values(.list("ingredients", of: "pizza")))
        var add: [String] = []
        @Option(help: "An ingredient to take off; repeat for several.", completion: Completions.values(.list("ingredients", of: "pizza")))
        var remove: [String] = []
        @Argument(help: "The line's number in `recipes cart`.") var line: Int

        func validate() throws {
            if add.isEmpty && remove.isEmpty { throw ValidationError("Give at least one --add or --remove.") }
        }

        func run() async throws {
            try await options.context().editCartLine(.number(line), .ingredients(adding: add, removing: remove))
        }
    }

    struct SetQuantity: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "set",
            abstract: "Change how many of one line, by its number in `recipes cart`.",
            discussion: "Examples:\n  recipes cart set 2 --quantity 3\n  recipes cart set 2 --quantity 3 --json | jq .total"
        ).nested(in: CartCommand.self)

        @OptionGroup(title: "Global Options") var options: GlobalOptions
        @Option(help: "How many (1 to 99).") var quantity: Int
        @Argument(help: "The line's number in `recipes cart`.") var line: Int

        func validate() throws { try validateQuantity(quantity) }

        func run() async throws {
            try await options.context().editCartLine(.number(line), .quantity(quantity))
        }
    }

    struct Remove: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "remove",
            abstract: "Remove one line, by its number in `recipes cart`.",
            discussion: "Example:\n  recipes cart remove 2"
        ).nested(in: CartCommand.self)

        @OptionGroup(title: "Global Options") var options: GlobalOptions
        @Argument(help: "The line's number.") var line: Int

        func run() async throws {
            try options.context().removeCartLine(number: line)
        }
    }

    struct Clear: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "clear",
            abstract: "Empty the cart.",
            discussion: "Example:\n  recipes cart clear"
        ).nested(in: CartCommand.self)

        @OptionGroup(title: "Global Options") var options: GlobalOptions

        func run() async throws {
            try options.context().clearCart()
        }
    }
}

/// `--quantity` of `cart add pizza|drink` and `cart set`.
func validateQuantity(_ quantity: Int) throws {
    if let problem = InputCheck.quantity(quantity) { throw ValidationError(problem) }
}
