import ArgumentParser
import RecipesApp

struct CocktailCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cocktail",
        abstract: "Cocktails from TheCocktailDB: browse, search, show, filter by ingredients, random, share.",
        discussion:
            "Examples:\n  recipes cocktail list --letter m\n  recipes cocktail search margarita\n  recipes cocktail filter -i Gin -i \"Lime juice\"",
        subcommands: [
            List.self, Search.self, RecipeShow<CocktailCommand>.self, RecipeOpen<CocktailCommand>.self, Filter.self,
            RecipeRandom<CocktailCommand>.self, RecipeShare<CocktailCommand>.self, Categories.self, Glasses.self, Ingredients.self,
        ],
        aliases: ["cocktails"]
    ).topLevel()

    struct Search: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "search",
            abstract: "Drinks whose name contains the text, alphabetically: id, name, category, alcoholic, glass.",
            discussion:
                "Examples:\n  recipes cocktail search margarita\n  recipes cocktail search \"AT&T\" --json\n  recipes cocktail search rum --limit 3"
        ).nested(in: CocktailCommand.self)

        @OptionGroup(title: "Global Options") var options: GlobalOptions
        @Argument(help: "Part of a drink's name.") var name: String
        @Option(help: ListOptions.limitHelp) var limit: Int?
        @Option(help: ListOptions.sortHelp) var sort: ListOrder?

        func validate() throws { try ListOptions.check(limit: limit) }

        func run() async throws {
            try await options.context().searchCocktails(name, steering: .options(sort: sort, limit: limit))
        }
    }

    struct Filter: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "filter",
            abstract: "Drinks that contain all of the given ingredients (or, with --any, any of them).",
            discussion: """
                TheCocktailDB filters by one ingredient per request; the tool asks for each one \
                concurrently and combines the answers. For what you can mix from what is on your \
                shelf, keep it in the pantry and ask `recipes can-make`.

                Examples:
                  recipes cocktail filter --ingredient Gin --ingredient "Lime juice"
                  recipes cocktail filter -i Vodka -i Gin --any
                  recipes cocktail filter -i Tequila -i "Triple sec" -i Salt --almost
                  recipes cocktail filter -i Gin --details --concurrency 4
                """
        ).nested(in: CocktailCommand.self)

        @OptionGroup(title: "Global Options") var options: GlobalOptions
        @Option(
            name: [.short, .long], help: "An ingredient; repeat for several.",
            completion: Completions.values(.list("ingredients", of: "cocktails")))
        var ingredient: [String] = []
        @Flag(help: "Drinks with any of the ingredients, not all.") var any = false
        @Flag(help: "Also drinks missing exactly one of the ingredients, marked with what is missing.") var almost = false
        @Flag(help: "Show each drink's full recipe (ingredients with measures, glass).") var details = false
        @Option(help: "Requests at once when fetching (default 8).") var concurrency = InputCheck.defaultConcurrency

        func validate() throws {
            if let problem = InputCheck.ingredients(ingredient, any: any, almost: almost) ?? InputCheck.concurrency(concurrency) {
                throw ValidationError(problem)
            }
        }

        func run() async throws {
            try await options.context().filterCocktails(
                ingredients: ingredient, any: any, almost: almost, details: details, concurrency: concurrency)
        }
    }
}

/// `cocktail show`, `open`, `random` and `share`: the generic commands, in TheCocktailDB's words.
extension CocktailCommand: RecipeCommandWords {
    typealias Shelf = CocktailShelf
    typealias OpenOptions = NoCatalogOptions

    struct ShowOptions: ParsableArguments {
        @Option(help: "Instructions in de, es, fr, it, zh-hans or zh-hant, when the drink has them.") var lang: Language?
    }

    static let show = CommandConfiguration(
        commandName: "show",
        abstract: "Show one drink's recipe.",
        discussion: """
            Examples:
              recipes cocktail show 11007
              recipes cocktail show margarita
              recipes cocktail show 11007 --lang de
              recipes cocktail show 11007 --favorite
              recipes cocktail show 11007 --scale 4 --units metric

            --scale multiplies every amount it can read and keeps every other word ("Juice of 1/2" → \
            "Juice of 1", "1-2 dash" → "2-4 dashes"; "Coarse" stays); --units converts oz (a fluid ounce \
            here, 29.5735 ml), shot and jigger (1 1/2 oz), tsp, tbsp, cup, pint, quart, gallon, fifth, lb, \
            ml, cl, l, g and kg: metric gives whole ml and g from 5 (l and kg from 1000), us the nearest \
            1/8, 1/4, 1/3, 1/2, 2/3 or 3/4 of a tsp or oz. An amount that cannot be scaled ("-5 g") is \
            kept, with a note on stderr. The instructions are not changed.
            """
    ).nested(in: CocktailCommand.self)

    static let open = CommandConfiguration(
        commandName: "open",
        abstract: "Open a drink's page on TheCocktailDB in the browser.",
        discussion: """
            At a terminal the link goes to xdg-open (open on macOS), run without a shell. In a \
            pipe, with --json, or with no opener, the link is printed instead.

            Examples:
              recipes cocktail open margarita
              recipes cocktail open 11007 --json
            """
    ).nested(in: CocktailCommand.self)

    static let random = CommandConfiguration(
        commandName: "random",
        abstract: "A random drink's recipe.",
        discussion: """
            TheCocktailDB's random.php. Without a connection, a drink picked among those stored here \
            (after `recipes sync`, every drink), else the bundled sample's.

            Examples:
              recipes cocktail random
              recipes cocktail random --json
            """
    ).nested(in: CocktailCommand.self)

    static let share = CommandConfiguration(
        commandName: "share",
        abstract: "A self-contained recipe to paste into a message or pipe into mail or a clipboard tool.",
        discussion:
            "Examples:\n  recipes cocktail share 11007 | wl-copy\n  recipes cocktail share 11007 --format text | mail -s Margarita friend@example.com\n  recipes cocktail share 11007 --scale 6 --units metric"
    ).nested(in: CocktailCommand.self)

    static let showArgumentHelp = "The drink's id, or its name."
    static let argumentHelp = "The drink's id, or its name."
    static let favoriteHelp = "Also add it to favorites."

    static func language(_ options: ShowOptions) -> String? { options.lang?.rawValue }
    static func wantsVideo(_ options: OpenOptions) -> Bool { false }
}
