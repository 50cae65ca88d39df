import RecipesCatalog
import RecipesHTTP

/// Which command lines will make a request, told from their words alone, before they are parsed:
/// the command line loads libcurl on another thread while it parses those (`CurlHTTPClient.preload`).
/// A wrong guess costs a thread loading a library the run does not use; a missed one, the load after
/// parsing.
public struct RequestForecast: Sendable, Equatable {
    /// The first words of the commands that ask the network first: each registered catalog's own
    /// command (`CatalogRegistration.commandNames`), `search` (it asks every catalog) and `can-make`
    /// (every catalog with an `IngredientSearch`).
    public let commands: Set<String>

    public init(registry: [CatalogRegistration]) {
        var commands = Set(registry.flatMap(\.commandNames))
        if !registry.isEmpty { commands.insert("search") }
        if registry.contains(where: { $0.ingredientSearch != nil }) { commands.insert("can-make") }
        self.commands = commands
    }

    /// The standard registry's: `desserts`, `dessert`, `cocktail`, `cocktails`, `pizza`, `pizzas`,
    /// `search`, `can-make`.
    public static let standard = RequestForecast(registry: CatalogRegistry.standard)

    /// `-h`, `--help`, `-help`: a request for help, which makes none to the network.
    public static let helpFlags: Set<String> = ["-h", "--help", "-help"]

    /// ArgumentParser's own options that read the whole tree (a completion script, a help dump).
    public static let wholeTreeOptions = ["--generate-completion-script", "--experimental-dump-help"]

    /// Whether a run of `arguments` (without the executable's name) will very likely make a request:
    /// one of `commands` with something to do (`recipes desserts` alone prints usage), without
    /// --offline, --snapshot or a request for help.
    public func willLikelyRequest(_ arguments: [String]) -> Bool {
        guard arguments.count >= 2, commands.contains(arguments[0]) else { return false }
        return !arguments.contains { argument in
            argument == "--offline" || argument == "--snapshot" || argument == "help" || Self.helpFlags.contains(argument)
                || Self.wholeTreeOptions.contains { argument.hasPrefix($0) }
        }
    }
}

extension RequestForecast {
    /// Loads libcurl on another thread now when a run of `arguments` will likely make a request,
    /// so the load overlaps the parse (CommandTree says when it is safe to).
    public func preloadIfLikely(_ arguments: [String]) {
        if willLikelyRequest(arguments) { CurlHTTPClient.preload() }
    }
}
