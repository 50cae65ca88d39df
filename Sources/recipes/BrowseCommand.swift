import ArgumentParser
import RecipesApp

struct BrowseCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "browse",
        abstract: "A full-screen view of desserts, cocktails, pizza, favorites and the cart, driven by the keyboard.",
        discussion: """
            Needs a terminal (stdin and stdout); in a script use the list commands: \
            `recipes desserts list`, `recipes cocktail list`, `recipes pizza menu`, `recipes favorites`.

            Keys:
              1-5, Tab, Shift-Tab   switch tabs: Desserts, Cocktails, Pizza, Favorites, Cart
              Up/Down, k/j          move; PgUp/PgDn page; Home/End (g/G) jump
              /                     filter as you type (any case, accents, any part);
                                    Enter keeps it, Esc clears it
              Enter                 open the item; Esc, Backspace or h goes back
              f                     add to or remove from favorites (a favorite with a note
                                    asks first: y removes it with its note)
              a                     add a pizza or a drink to the cart
              u                     undo the last change: a favorite (with its note), a cart
                                    line added, removed or set to another quantity
            In the Cart tab:
              x, Delete             remove the line
              +, -                  one more, one fewer (1 to 99)
              e, Enter              edit a pizza: Space ticks or unticks an ingredient,
                                    repriced as you go; s saves, Esc cancels
              c                     check out: asks first (y orders), then thanks; an order
                                    sent and never confirmed is said, and asked about again
              r                     load the list again
              ?                     every key; m the status line, whole (any key closes them)
              Ctrl-Z                suspend (fg comes back)
              q, Ctrl-C             quit

            Pictures: the detail view draws the recipe's picture in coloured half blocks at a \
            terminal of 256 or more colours (kitty, iTerm2 and sixel terminals too); --image none \
            or RECIPES_IMAGE=none turns them off, and NO_COLOR does unless --image asks.

            Examples:
              recipes browse
              recipes browse cocktails
              recipes browse cart
              recipes browse favorites --offline
              recipes browse --image none      # no pictures in the detail view
              recipes config set browse-tab favorites   # open on Favorites from now on
            """
    ).topLevel()

    @OptionGroup(title: "Global Options") var options: GlobalOptions
    @OptionGroup var picture: PictureOptions

    @Argument(help: "The tab to open (default: the browse-tab setting, RECIPES_BROWSE_TAB or config.toml, else desserts).")
    var tab: BrowseTab?

    func validate() throws {
        if options.json { throw ValidationError("browse is a view for a person and has no --json; use the list commands for JSON.") }
    }

    func run() async throws {
        try await RunContext.browse(options.values, tab: tab, image: picture.image)
    }
}

/// TAB: every tab of the registry this binary is built with (`CatalogRegistry.standard`, whose tabs
/// are `BrowseTabs.standard`), the registry its settings are resolved with, so TAB and `browse-tab`
/// take the same words, a catalog added to the registry among them.
extension BrowseTab: ExpressibleByArgument {
    public init?(argument: String) { self.init(standardWord: argument) }
    public static var allValueStrings: [String] { standardWords }
}
