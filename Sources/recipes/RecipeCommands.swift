import ArgumentParser
import RecipesApp
import RecipesBasics
import RecipesCatalog
import RecipesFavorites
import RecipesOutput
import RecipesShopping
import RecipesText

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What differs between catalogs' `show`, `open`, `random` and `share`: their words (help), the
/// options only one has (`--lang`, `--video`), and how their recipe reads as text. The commands
/// themselves are written once (`RecipeShow`, `RecipeOpen`, `RecipeRandom`, `RecipeShare`) and call
/// the recipe actions on `CompositionRoot`, as browse does.
protocol RecipeCommandWords {
    associatedtype Shelf: RecipeShelf
    /// `--lang` for cocktails; nothing for desserts.
    associatedtype ShowOptions: ParsableArguments
    /// `--video` for desserts; nothing for cocktails.
    associatedtype OpenOptions: ParsableArguments

    /// The catalog's command (`recipes desserts`), the parent of the four.
    static var parent: ParsableCommand.Type { get }
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

    /// The recipe as text; `random` has no options (nil): an unparsed group cannot be read.
    static func text(
        _ recipe: Shelf.Recipe, _ options: ShowOptions?, favorite: Favorite?, adjustment: MeasureAdjustment, style: TextStyle
    ) -> String
    /// Notes about what `options` asked for and the recipe lacks (`--lang` it has no text in).
    static func notes(_ recipe: Shelf.Recipe, _ options: ShowOptions) -> [String]
    static func share(_ recipe: Shelf.Recipe, format: RecipeCardOutput.ShareFormat, adjustment: MeasureAdjustment) -> String
    static func wantsVideo(_ options: OpenOptions) -> Bool
}

/// No options of a catalog's own.
struct NoCatalogOptions: ParsableArguments {}

struct RecipeShow<Words: RecipeCommandWords>: AsyncParsableCommand {
    static var configuration: CommandConfiguration { Words.show.nested(in: Words.parent) }

    @OptionGroup(title: "Global Options") var options: GlobalOptions
    @OptionGroup var measures: MeasureOptions
    @OptionGroup var own: Words.ShowOptions
    @OptionGroup var picture: PictureOptions
    @Flag(help: ArgumentHelp(Words.favoriteHelp)) var favorite = false
    @Argument(help: ArgumentHelp(Words.showArgumentHelp), completion: Completions.names(Words.Shelf.catalog)) var idOrName: String

    func validate() throws { try validateIDOrName(idOrName) }

    func run() async throws {
        let run = try options.context()
        let adjustment = try measures.adjustment(run.settings.preferences)
        let image = try picture.choice(run.settings.preferences)
        let shown = try await run.app.show(Words.Shelf.self, idOrName: idOrName, keep: favorite)
        if let added = shown.added { run.note(FavoritesCommand.addedNote(added)) }
        let recipe = shown.loaded.value
        for note in Words.notes(recipe, own) { run.note(note) }
        run.noteMeasures(of: recipe.card, adjustment)
        await run.drawPicture(of: recipe.card, image, isFavorite: shown.favorite != nil)
        let catalog = Words.Shelf.catalog
        try run.present(
            shown.loaded, catalog: catalog, paged: true,
            json: { try JSONOutput.detail(shown.loaded, catalog: catalog, favorite: shown.favorite, adjustment: adjustment) },
            text: { Words.text(recipe, own, favorite: shown.favorite, adjustment: adjustment, style: run.style) })
    }
}

struct RecipeOpen<Words: RecipeCommandWords>: AsyncParsableCommand {
    static var configuration: CommandConfiguration { Words.open.nested(in: Words.parent) }

    @OptionGroup(title: "Global Options") var options: GlobalOptions
    @OptionGroup var own: Words.OpenOptions
    @Argument(help: ArgumentHelp(Words.argumentHelp), completion: Completions.names(Words.Shelf.catalog)) var idOrName: String

    func validate() throws { try validateIDOrName(idOrName) }

    func run() async throws {
        let run = try options.context()
        let link = try await run.app.link(Words.Shelf.self, idOrName: idOrName, video: Words.wantsVideo(own))
        try run.open(link.loaded, catalog: Words.Shelf.catalog, kind: link.kind, url: link.url)
    }
}

struct RecipeRandom<Words: RecipeCommandWords>: AsyncParsableCommand {
    static var configuration: CommandConfiguration { Words.random.nested(in: Words.parent) }

    @OptionGroup(title: "Global Options") var options: GlobalOptions
    @OptionGroup var picture: PictureOptions

    func run() async throws {
        let run = try options.context()
        let image = try picture.choice(run.settings.preferences)
        let shown = try await run.app.random(Words.Shelf.self)
        let recipe = shown.loaded.value
        await run.drawPicture(of: recipe.card, image, isFavorite: shown.favorite != nil)
        let catalog = Words.Shelf.catalog
        try run.present(
            shown.loaded, catalog: catalog, paged: true,
            json: { try JSONOutput.detail(shown.loaded, catalog: catalog) },
            text: { Words.text(recipe, nil, favorite: nil, adjustment: .none, style: run.style) })
    }
}

struct RecipeShare<Words: RecipeCommandWords>: AsyncParsableCommand {
    static var configuration: CommandConfiguration { Words.share.nested(in: Words.parent) }

    @OptionGroup(title: "Global Options") var options: GlobalOptions
    @OptionGroup var measures: MeasureOptions
    @Option(help: "markdown or text.") var format: RecipeCardOutput.ShareFormat = .markdown
    @Argument(help: ArgumentHelp(Words.argumentHelp), completion: Completions.names(Words.Shelf.catalog)) var idOrName: String

    func validate() throws { try validateIDOrName(idOrName) }

    func run() async throws {
        let run = try options.context()
        let adjustment = try measures.adjustment(run.settings.preferences)
        let loaded = try await run.app.recipe(Words.Shelf.self, idOrName: idOrName)
        run.noteMeasures(of: loaded.value.card, adjustment)
        let text = Words.share(loaded.value, format: format, adjustment: adjustment)
        let catalog = Words.Shelf.catalog
        try run.present(
            loaded, catalog: catalog,
            json: { try JSONOutput.shared(text, format: format.rawValue, recipe: loaded, catalog: catalog) }, text: { text })
    }
}

extension RecipeCardOutput.ShareFormat: ExpressibleByArgument {}
