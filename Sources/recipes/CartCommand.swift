import ArgumentParser
import RecipesApp
import RecipesBasics
import RecipesCatalog
import RecipesOutput
import RecipesPizza

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

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
            let run = try options.context()
            let (loaded, pendingOrder) = try await run.app.cart.contents()
            if loaded.value.isEmpty { run.note("the cart is empty") }
            if let pendingOrder { run.note("note: \(CheckoutError.describe(pendingOrder)); 'recipes checkout' asks before ordering again") }
            try run.present(
                loaded, catalog: .pizza, json: { try PizzaOutput.cartJSON(loaded) },
                text: { PizzaOutput.cart(loaded.value, style: run.style) })
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

        /// Adds (or merges) the line; the confirmation is a note on stderr, --json prints the cart.
        static func add(_ run: RunContext, _ request: CartRequest) async throws {
            let added = try await run.app.addToCart(request)
            if let note = ProvenanceNote.text(for: added, catalog: .pizza, now: Date()) { run.note(note) }
            try run.confirm(PizzaOutput.addedNote(added.value)) { try PizzaOutput.cartJSON(added) }
        }

        struct Pizza: AsyncParsableCommand {
            static let configuration = CommandConfiguration(
                commandName: "pizza",
                abstract: "A pizza from the menu; --add and --remove edit its ingredients.",
                discussion:
                    "Examples:\n  recipes cart add pizza Margherita\n  recipes cart add pizza margherita --add Salami --remove \"Tomato Sauce\""
            ).nested(in: CartCommand.Add.self)

            @OptionGroup(title: "Global Options") var options: GlobalOptions
            @Option(help: "An ingredient to add; repeat for several.", completion: Completions.values(.catalog(.pizza, "ingredients")))
            var add: [String] = []
            @Option(help: "An ingredient to take off; repeat for several.", completion: Completions.values(.catalog(.pizza, "ingredients")))
            var remove: [String] = []
            @Option(help: "How many (1 to 99).") var quantity = 1
            @Argument(help: "The pizza's name: any case, or a unique beginning.", completion: Completions.names(.pizza)) var name: String

            func validate() throws { try validateQuantity(quantity) }

            func run() async throws {
                try await Add.add(options.context(), .pizza(name, adding: add, removing: remove, quantity: quantity))
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
                completion: Completions.values(.catalog(.pizza, "ingredients")))
            var ingredient: [String] = []
            @Option(help: "What to call it (default: Custom pizza).") var name: String?

            func validate() throws {
                if ingredient.isEmpty { throw ValidationError("Give at least one --ingredient.") }
            }

            func run() async throws {
                try await Add.add(options.context(), .custom(ingredients: ingredient, name: name))
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
                help: "The drink's name: any case, or a unique beginning.", completion: Completions.values(.catalog(.pizza, "drinks")))
            var name: String

            func validate() throws { try validateQuantity(quantity) }

            func run() async throws {
                try await Add.add(options.context(), .drink(name, quantity: quantity))
            }
        }
    }

    /// Notes the change on stderr (and where the menu came from); --json prints the cart after it.
    static func report(_ change: Loaded<CartService.Change>, run: RunContext) throws {
        if let note = ProvenanceNote.text(for: change, catalog: .pizza, now: Date()) { run.note(note) }
        try run.confirm(PizzaOutput.changed(change.value)) { try PizzaOutput.cartJSON(change) }
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
        @Option(help: "An ingredient to add; repeat for several.", completion: Completions.values(.catalog(.pizza, "ingredients"))) var add:
            [String] = []
        @Option(help: "An ingredient to take off; repeat for several.", completion: Completions.values(.catalog(.pizza, "ingredients")))
        var remove: [String] = []
        @Argument(help: "The line's number in `recipes cart`.") var line: Int

        func validate() throws {
            if add.isEmpty && remove.isEmpty { throw ValidationError("Give at least one --add or --remove.") }
        }

        func run() async throws {
            let run = try options.context()
            try CartCommand.report(try await run.app.editCartLine(.number(line), .ingredients(adding: add, removing: remove)), run: run)
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
            let run = try options.context()
            try CartCommand.report(try await run.app.editCartLine(.number(line), .quantity(quantity)), run: run)
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
            let run = try options.context()
            let removal = try run.app.removeCartLine(.number(line))
            let name = removal.removed.first.map { TerminalSanitizer.sanitizeLine($0.line.name) } ?? ""
            try run.confirm("removed line \(line): \(name)") { try PizzaOutput.removalJSON(removal) }
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
            let run = try options.context()
            let removal = try run.app.clearCart()
            let count = removal.removed.count
            try run.confirm("removed \(count) \(count == 1 ? "line" : "lines") from the cart") { try PizzaOutput.removalJSON(removal) }
        }
    }
}

/// `--quantity` of `cart add pizza|drink` and `cart set`.
func validateQuantity(_ quantity: Int) throws {
    if !CartLine.quantities.contains(quantity) { throw ValidationError("--quantity must be 1 to 99.") }
}
