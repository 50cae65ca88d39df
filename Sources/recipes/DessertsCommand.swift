import ArgumentParser
import RecipesApp

struct DessertsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "desserts",
        abstract: "Desserts from TheMealDB: browse, show, random, share.",
        discussion:
            "Examples:\n  recipes desserts list\n  recipes desserts list --area French\n  recipes desserts show 52917\n  recipes desserts random",
        subcommands: [
            List.self, RecipeShow<DessertsCommand>.self, RecipeOpen<DessertsCommand>.self, RecipeRandom<DessertsCommand>.self,
            RecipeShare<DessertsCommand>.self, Categories.self, Areas.self,
        ],
        aliases: ["dessert"]
    ).topLevel()

    struct List: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "list",
            abstract: "List every dessert, alphabetically, with a star on your favorites.",
            discussion: """
                Examples:
                  recipes desserts list
                  recipes desserts list --json | jq -r '.items[].name'
                  recipes desserts list --offline
                  recipes desserts list --area French
                  recipes desserts list --sort id --limit 5
                """
        ).nested(in: DessertsCommand.self)

        @OptionGroup(title: "Global Options") var options: GlobalOptions
        @Option(
            help: "Only desserts of this area, e.g. French (see `recipes desserts areas`).",
            completion: Completions.values(.list("areas", of: "desserts")))
        var area: String?
        @Option(help: ListOptions.limitHelp) var limit: Int?
        @Option(help: ListOptions.sortHelp) var sort: ListOrder?

        func validate() throws {
            try ListOptions.check(limit: limit)
            if let area { try validateName(area, flag: "--area") }
        }

        func run() async throws {
            try await options.context().listDesserts(area: area, steering: .options(sort: sort, limit: limit))
        }
    }

}

extension DessertsCommand {
    struct Categories: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "categories", abstract: "TheMealDB's meal categories (the tool browses Dessert).",
            discussion: "Examples:\n  recipes desserts categories\n  recipes desserts categories --json"
        ).nested(in: DessertsCommand.self)
        @OptionGroup(title: "Global Options") var options: GlobalOptions
        func run() async throws {
            try await options.context().listDessertCategories()
        }
    }

    struct Areas: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "areas", abstract: "TheMealDB's areas, for `desserts list --area`.",
            discussion: "Examples:\n  recipes desserts areas\n  recipes desserts list --area \"$(recipes desserts areas | grep -i fren)\""
        ).nested(in: DessertsCommand.self)
        @OptionGroup(title: "Global Options") var options: GlobalOptions
        func run() async throws {
            try await options.context().listDessertAreas()
        }
    }
}

/// `desserts show`, `open`, `random` and `share`: the generic commands, in TheMealDB's words.
extension DessertsCommand: RecipeCommandWords {
    typealias Shelf = DessertShelf
    typealias ShowOptions = NoCatalogOptions

    struct OpenOptions: ParsableArguments {
        @Flag(help: "The recipe's YouTube video instead of its source.") var video = false
    }

    static let show = CommandConfiguration(
        commandName: "show",
        abstract: "Show one dessert's recipe.",
        discussion: """
            Examples:
              recipes desserts show 52917
              recipes desserts show "key lime pie"
              recipes desserts show 52917 --json
              recipes desserts show 52917 --favorite     # and keep it in favorites
              recipes desserts show 52917 --scale 2 --units us

            --scale multiplies every amount it can read and keeps every other word ("175g/6oz" → \
            "350g/12oz", "Zest of 1" → "Zest of 2"; "Pod of" stays); --units converts oz (a weight ounce \
            here, 28.3495 g), tsp, tbsp, cup, pint, quart, gallon, lb, ml, cl, l, g and kg: metric gives \
            whole ml and g from 5 (l and kg from 1000), us the nearest 1/8, 1/4, 1/3, 1/2, 2/3 or 3/4 of a \
            tsp, tbsp, cup, oz or lb. An amount that cannot be scaled ("-5 g") is kept, with a note on \
            stderr. The instructions are not changed.
            """
    ).nested(in: DessertsCommand.self)

    static let open = CommandConfiguration(
        commandName: "open",
        abstract: "Open a dessert's source (or TheMealDB page, or --video) in the browser.",
        discussion: """
            At a terminal the link goes to xdg-open (open on macOS), run without a shell; only \
            plain http and https links are opened. In a pipe, with --json, or with no opener, the \
            link is printed instead.

            Examples:
              recipes desserts open "key lime pie"
              recipes desserts open 52917 --video
              recipes desserts open 52917 | wl-copy
            """
    ).nested(in: DessertsCommand.self)

    static let random = CommandConfiguration(
        commandName: "random",
        abstract: "A random dessert's recipe.",
        discussion: """
            Picked uniformly from the dessert list (cached like `desserts list`), then looked up: \
            TheMealDB's own random.php answers any meal, most of them not desserts. Offline, it \
            picks among the desserts whose recipe is cached or bundled.

            Examples:
              recipes desserts random
              recipes desserts random --json
            """
    ).nested(in: DessertsCommand.self)

    static let share = CommandConfiguration(
        commandName: "share",
        abstract: "A self-contained recipe to paste into a message or pipe into mail or a clipboard tool.",
        discussion:
            "Examples:\n  recipes desserts share 52917 | wl-copy\n  recipes desserts share \"key lime pie\" --format text | mail -s \"Key lime pie\" friend@example.com\n  recipes desserts share 52917 --scale 1/2 --units metric"
    ).nested(in: DessertsCommand.self)

    static let showArgumentHelp = "The dessert's id, as `recipes desserts list` prints it, or its name."
    static let argumentHelp = "The dessert's id, or its name."
    static let favoriteHelp = "Also add it to favorites (a full snapshot, for offline browsing)."

    static func language(_ options: ShowOptions) -> String? { nil }
    static func wantsVideo(_ options: OpenOptions) -> Bool { options.video }
}
