import ArgumentParser
import RecipesApp

struct PantryCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pantry",
        abstract: "What is on your shelf, kept between runs, for `recipes can-make`.",
        discussion: """
            The pantry lives in pantry.json beside favorites.json and cart.json (RECIPES_HOME or \
            XDG_DATA_HOME/recipes). A name is kept as the catalogs most often spell it ("eggs" \
            goes in as "Egg", "club soda" as "Soda water"), and matched whatever its case, accents, \
            spaces or plural. A name no recipe of the catalogs is known to use goes in as written, \
            with a warning naming the nearest known ones. \
            \(staplesSentence)

            Examples:
              recipes pantry add Tequila "Lime juice" "Triple sec"
              recipes pantry
              recipes pantry remove "triple sec"
              recipes can-make --missing 1
            """,
        subcommands: [List.self, Add.self, Remove.self, Clear.self],
        defaultSubcommand: List.self
    ).topLevel()

    /// Said in the help of both `pantry` and `can-make`.
    static let staplesSentence = InputCheck.staplesSentence

    struct List: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "list",
            abstract: "What is in the pantry, one item a line, alphabetically (paged when longer than the terminal).",
            discussion: "Examples:\n  recipes pantry\n  recipes pantry list --json"
        ).nested(in: PantryCommand.self)

        @OptionGroup(title: "Global Options") var options: GlobalOptions

        func run() async throws {
            try options.context().listPantry()
        }
    }

    struct Add: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "add",
            abstract: "Put things on the shelf; one already there is left as it is.",
            discussion: "Examples:\n  recipes pantry add Tequila \"Lime juice\"\n  recipes pantry add Gin --json"
        ).nested(in: PantryCommand.self)

        @OptionGroup(title: "Global Options") var options: GlobalOptions
        @Argument(
            help: "Ingredient names as the catalogs spell them, e.g. \"Lime juice\".",
            completion: Completions.values(.list("ingredients", of: "cocktails")))
        var names: [String]

        func validate() throws {
            if names.isEmpty { throw ValidationError("Name at least one thing to put in the pantry.") }
            for name in names {
                if let problem = InputCheck.pantryName(name) { throw ValidationError(problem) }
            }
        }

        func run() async throws {
            try options.context().addToPantry(names)
        }
    }

    struct Remove: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "remove",
            abstract: "Take things off the shelf; if one is not there, nothing is removed.",
            discussion: "Example:\n  recipes pantry remove \"triple sec\""
        ).nested(in: PantryCommand.self)

        @OptionGroup(title: "Global Options") var options: GlobalOptions
        @Argument(help: "Names in the pantry (any case).", completion: Completions.pantryItems()) var names: [String]

        func validate() throws {
            if names.isEmpty { throw ValidationError("Name at least one thing to take out of the pantry.") }
        }

        func run() async throws {
            try options.context().removeFromPantry(names)
        }
    }

    struct Clear: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "clear",
            abstract: "Empty the pantry.",
            discussion: "Example:\n  recipes pantry clear"
        ).nested(in: PantryCommand.self)

        @OptionGroup(title: "Global Options") var options: GlobalOptions

        func run() async throws {
            try options.context().clearPantry()
        }
    }
}
