import ArgumentParser
import RecipesApp

/// What differs between catalogs' `show`, `open`, `random` and `share` on the command line: their
/// words (help) and the options only one has (`--lang`, `--video`). The commands themselves are
/// written once (`RecipeShow`, `RecipeOpen`, `RecipeRandom`, `RecipeShare`) and call the recipe
/// actions through `RunContext`, which presents them; how a recipe reads is its shelf's
/// (`PresentedShelf`).
protocol RecipeCommandWords {
    associatedtype Shelf: PresentedShelf
    /// `--lang` for cocktails; nothing for desserts.
    associatedtype ShowOptions: ParsableArguments
    /// `--video` for desserts; nothing for cocktails.
    associatedtype OpenOptions: ParsableArguments

    /// Each command's configuration, nested in the catalog's command (`recipes desserts`). Stored,
    /// not computed: ArgumentParser asks for a configuration many times in a parse.
    static var show: CommandConfiguration { get }
    static var open: CommandConfiguration { get }
    static var random: CommandConfiguration { get }
    static var share: CommandConfiguration { get }
    /// The `show` argument's help.
    static var showArgumentHelp: String { get }
    /// The `open` and `share` arguments' help.
    static var argumentHelp: String { get }
    /// `show --favorite`'s help.
    static var favoriteHelp: String { get }

    /// The language `--lang` asked for, if the catalog has the option.
    static func language(_ options: ShowOptions) -> String?
    static func wantsVideo(_ options: OpenOptions) -> Bool
}

/// No options of a catalog's own.
struct NoCatalogOptions: ParsableArguments {}

struct RecipeShow<Words: RecipeCommandWords>: AsyncParsableCommand {
    static var configuration: CommandConfiguration { Words.show }

    @OptionGroup(title: "Global Options") var options: GlobalOptions
    @OptionGroup var measures: MeasureOptions
    @OptionGroup var own: Words.ShowOptions
    @OptionGroup var picture: PictureOptions
    @Flag(help: ArgumentHelp(Words.favoriteHelp)) var favorite = false
    @Argument(help: ArgumentHelp(Words.showArgumentHelp), completion: Completions.names(of: Words.Shelf.self)) var idOrName: String

    func validate() throws { try validateIDOrName(idOrName) }

    func run() async throws {
        try await options.context().showRecipe(
            Words.Shelf.self, idOrName: idOrName, keep: favorite, language: Words.language(own), measures: measures.request,
            image: picture.image)
    }
}

struct RecipeOpen<Words: RecipeCommandWords>: AsyncParsableCommand {
    static var configuration: CommandConfiguration { Words.open }

    @OptionGroup(title: "Global Options") var options: GlobalOptions
    @OptionGroup var own: Words.OpenOptions
    @Argument(help: ArgumentHelp(Words.argumentHelp), completion: Completions.names(of: Words.Shelf.self)) var idOrName: String

    func validate() throws { try validateIDOrName(idOrName) }

    func run() async throws {
        try await options.context().openRecipe(Words.Shelf.self, idOrName: idOrName, video: Words.wantsVideo(own))
    }
}

struct RecipeRandom<Words: RecipeCommandWords>: AsyncParsableCommand {
    static var configuration: CommandConfiguration { Words.random }

    @OptionGroup(title: "Global Options") var options: GlobalOptions
    @OptionGroup var picture: PictureOptions

    func run() async throws {
        try await options.context().randomRecipe(Words.Shelf.self, image: picture.image)
    }
}

struct RecipeShare<Words: RecipeCommandWords>: AsyncParsableCommand {
    static var configuration: CommandConfiguration { Words.share }

    @OptionGroup(title: "Global Options") var options: GlobalOptions
    @OptionGroup var measures: MeasureOptions
    @Option(help: "markdown or text.") var format: ShareFormat = .standard
    @Argument(help: ArgumentHelp(Words.argumentHelp), completion: Completions.names(of: Words.Shelf.self)) var idOrName: String

    func validate() throws { try validateIDOrName(idOrName) }

    func run() async throws {
        try await options.context().shareRecipe(Words.Shelf.self, idOrName: idOrName, format: format, measures: measures.request)
    }
}

extension ShareFormat: ExpressibleByArgument {}
