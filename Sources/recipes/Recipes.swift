import ArgumentParser
import RecipesApp
import RecipesBasics
import RecipesOutput
import RecipesText

struct Recipes: AsyncParsableCommand {
    static let name = "recipes"
    static let version = "0.1.0"
    /// What `--version` prints, as most tools do: the name, then the number.
    static let versionLine = "\(name) \(version)"
    static let subcommands: [ParsableCommand.Type] = [
        SearchCommand.self, BrowseCommand.self, DessertsCommand.self, CocktailCommand.self, PizzaCommand.self, CartCommand.self,
        CheckoutCommand.self,
        ShoppingListCommand.self, PantryCommand.self, CanMakeCommand.self, ConfigCommand.self, FavoritesCommand.self, CacheCommand.self,
        SyncCommand.self, CompletionCommand.self,
    ]

    static let configuration = CommandConfiguration(
        commandName: name,
        abstract: "Desserts, cocktails and Nenno's Pizza in your shell.",
        discussion: """
            Output goes to stdout; notes, warnings and errors go to stderr. Add --json to any command \
            that prints data for a stable document with a schemaVersion field.

            Answers come from the network first. When it fails, a cached copy younger than --max-age \
            is served, then the sample catalog bundled with the tool; stderr always says which.

            Environment:
            \(environmentHelp)

            Exit codes:
            \(hanging(ExitStatus.allCases.map { (String($0.rawValue), $0.meaning) }, nameWidth: 5))
            """,
        version: versionLine,
        subcommands: subcommands
    )

    /// Every variable the tool reads, one line each (HelpEndToEndTests greps Sources for them).
    static var environmentHelp: String {
        let catalogs = CatalogRegistry.standard.map { ($0.urlVariable, "\($0.summary) (default \($0.defaultURL.absoluteString))") }
        let variables =
            catalogs + [
                ("RECIPES_CHECKOUT_URL", "where checkout POSTs the order (default \(Settings.defaultCheckoutURL.absoluteString))"),
                ("RECIPES_HOME", "one folder for everything the tool writes (cache in RECIPES_HOME/cache)"),
                (
                    "XDG_DATA_HOME",
                    "otherwise favorites, the cart and the pantry live in XDG_DATA_HOME/recipes (default ~/.local/share/recipes)"
                ),
                ("XDG_CACHE_HOME", "and the cache in XDG_CACHE_HOME/recipes (default ~/.cache/recipes)"),
                ("XDG_CONFIG_HOME", "and the config folder in XDG_CONFIG_HOME/recipes (default ~/.config/recipes)"),
                ("HOME", "the folder those defaults are under"),
                ("RECIPES_CACHE_MAX_AGE", "oldest cached copy to serve, e.g. 12h (default 7d; --max-age wins)"),
                ("RECIPES_NO_SNAPSHOT", "1 to never fall back to the bundled sample catalog"),
                (
                    "RECIPES_LOCK_TIMEOUT",
                    "how long to wait for another recipes process's lock on favorites, the cart or the pantry (default 10s)"
                ),
                ("RECIPES_IMAGE", "how pictures are drawn: auto|kitty|iterm|sixel|blocks|none (beats config.toml's image)"),
                ("RECIPES_UNITS", "the measures' units: as-is|metric|us (--units wins; beats config.toml's units)"),
                ("RECIPES_BROWSE_TAB", "the tab browse opens on: desserts|cocktails|pizza|favorites (beats config.toml)"),
                ("RECIPES_PICTURE_CACHE_BUDGET", "the most the cached pictures may take, e.g. 250MB (default 100MB; beats config.toml)"),
                ("NO_COLOR", "non-empty: no colour (--color wins)"),
                ("FORCE_COLOR", "non-empty and not 0: colour even when not on a terminal (--color wins)"),
                ("TERM", "dumb: no colour, no spinner, and browse refuses to start"),
                ("COLUMNS", "the width to fit tables and text to, instead of the terminal's"),
                ("LINES", "the height a list must pass to go through the pager, instead of the terminal's"),
                ("PAGER", "what long output on a terminal is shown through (default less -FIRX; --no-pager skips it)"),
                ("COLORTERM", "truecolor or 24bit: pictures in 24-bit colour (else 256 colours when TERM names them)"),
                ("KITTY_WINDOW_ID", "set: the terminal is kitty, and --image auto draws with its graphics protocol"),
                ("TERM_PROGRAM", "iTerm.app or WezTerm: --image auto draws iTerm2 inline images"),
                ("LC_TERMINAL", "iTerm2: the same, through ssh"),
                ("WEZTERM_EXECUTABLE", "set: the terminal is WezTerm (iTerm2 inline images)"),
                ("TMUX", "set: inside tmux, --image auto draws half blocks"),
                ("SSH_TTY", "set (or SSH_CONNECTION, SSH_CLIENT): the sixel question waits 1 s, not 100 ms"),
            ]
        return hanging(variables, nameWidth: 23)
    }

    /// `  NAME  meaning` rows, each meaning folded to 79 columns under where it starts: the help's
    /// own wrapping would start its continuation lines at column 0, under the names.
    static func hanging(_ rows: [(String, String)], nameWidth: Int) -> String {
        let indent = String(repeating: " ", count: 2 + nameWidth)
        return rows.map { name, meaning in
            let lines = WordWrap.lines(meaning, width: 79 - indent.count)
            // A name as wide as the column has its meaning on the next line, under the others'.
            let head = name.count < nameWidth ? "  \(name.padded(to: nameWidth))" : "  \(name)\n" + indent
            return head + lines.joined(separator: "\n" + indent)
        }.joined(separator: "\n")
    }

    /// Bare `recipes`: a screenful that says what there is and where to read more; `--help` has it all.
    static var overview: String {
        let commands = subcommands.map { command in
            let configuration = command.configuration
            return "  \((configuration.commandName ?? "").padded(to: 15))\(configuration.abstract)"
        }
        return """
            recipes: \(configuration.abstract)

            Commands:
            \(commands.joined(separator: "\n"))

            Examples:
              recipes search chocolate
              recipes browse
              recipes cocktail search margarita --json

            recipes <command> --help for more; man recipes

            """
    }

    /// No subcommand: the overview, not the whole help.
    func run() async throws {
        try Terminal.write(Self.overview)
    }
}
