import ArgumentParser
import RecipesApp
import RecipesBasics

struct Recipes: AsyncParsableCommand {
    static let name = "recipes"
    static let version = "0.1.0"
    /// What `--version` prints, as most tools do: the name, then the number.
    static let versionLine = "\(name) \(version)"
    static let subcommands: [ParsableCommand.Type] = [
        SearchCommand.self, BrowseCommand.self, DessertsCommand.self, CocktailCommand.self, PizzaCommand.self, CartCommand.self, CheckoutCommand.self,
        ShoppingListCommand.self, PantryCommand.self, CanMakeCommand.self, ConfigCommand.self, FavoritesCommand.self, CacheCommand.self, CompletionCommand.self,
    ]

    static let configuration = CommandConfiguration(
        commandName: name,
        abstract: "Desserts, cocktails and Nenno's Pizza in your shell.",
        discussion: """
            Output goes to stdout; notes, warnings and errors go to stderr. Add --json to any command \
            that prints data for a stable, versioned document (see Docs/JSON.md).

            Answers come from the network first. When it fails, a cached copy younger than --max-age \
            is served, then the sample catalog bundled with the tool; stderr always says which.

            Environment:
            \(CatalogRegistry.standard.map { "  \($0.urlVariable.padded(to: 23))\($0.summary) (default \($0.defaultURL.absoluteString))" }.joined(separator: "\n"))
              RECIPES_CHECKOUT_URL   where checkout POSTs the order (default \(Settings.defaultCheckoutURL.absoluteString))
              RECIPES_HOME           one folder for everything the tool writes (cache in RECIPES_HOME/cache)
              XDG_CACHE_HOME         otherwise the cache lives in XDG_CACHE_HOME/recipes (default ~/.cache/recipes)
              RECIPES_CACHE_MAX_AGE  oldest cached copy to serve, e.g. 12h (default 7d; --max-age wins)
              RECIPES_NO_SNAPSHOT    1 to never fall back to the bundled sample catalog
              RECIPES_LOCK_TIMEOUT   how long to wait for another recipes process's lock on favorites, the cart or the pantry (default 10s)
              RECIPES_IMAGE          pictures on the show commands: auto, kitty, iterm, sixel, blocks or none (--image wins)

            Exit codes:
            \(ExitStatus.allCases.map { "  \(String($0.rawValue).padded(to: 5))\($0.meaning)" }.joined(separator: "\n"))
            """,
        version: versionLine,
        subcommands: subcommands
    )
}
