import RecipesBasics
import RecipesCatalog
import RecipesCocktails
import RecipesDesserts
import RecipesFavorites
import RecipesOutput
import RecipesPictures
import RecipesShopping
import RecipesText

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How a catalog's recipe reads: the one thing `show`, `random` and `share` do differently per
/// catalog. The commands are written once, over any shelf that says this.
public protocol PresentedShelf: RecipeShelf {
    /// The recipe as text; `language` asks for its instructions in another language, where the
    /// catalog has them (cocktails).
    static func text(_ recipe: Recipe, language: String?, favorite: Favorite?, adjustment: MeasureAdjustment, style: TextStyle) -> String
    /// What `language` asked for and the recipe lacks, as notes.
    static func notes(_ recipe: Recipe, language: String?) -> [String]
    static func share(_ recipe: Recipe, format: ShareFormat, adjustment: MeasureAdjustment) -> String
}

extension DessertShelf: PresentedShelf {
    public static func text(
        _ recipe: Dessert, language: String?, favorite: Favorite?, adjustment: MeasureAdjustment, style: TextStyle
    ) -> String {
        DessertOutput.detail(recipe, favorite: favorite, adjustment: adjustment, style: style)
    }

    public static func notes(_ recipe: Dessert, language: String?) -> [String] { [] }

    public static func share(_ recipe: Dessert, format: ShareFormat, adjustment: MeasureAdjustment) -> String {
        DessertOutput.share(recipe, format: format, adjustment: adjustment)
    }
}

extension CocktailShelf: PresentedShelf {
    public static func text(
        _ recipe: Cocktail, language: String?, favorite: Favorite?, adjustment: MeasureAdjustment, style: TextStyle
    ) -> String {
        CocktailOutput.detail(recipe, language: language, favorite: favorite, adjustment: adjustment, style: style)
    }

    public static func notes(_ recipe: Cocktail, language: String?) -> [String] {
        guard let language, recipe.instructions(in: language) == nil else { return [] }
        return ["no \(language) instructions for \(TerminalSanitizer.sanitizeLine(recipe.name)); showing English"]
    }

    public static func share(_ recipe: Cocktail, format: ShareFormat, adjustment: MeasureAdjustment) -> String {
        CocktailOutput.share(recipe, format: format, adjustment: adjustment)
    }
}

/// `--scale` and `--units` as typed.
public struct MeasureRequest: Sendable {
    public var scale: String?
    public var units: UnitSystem?

    public init(scale: String?, units: UnitSystem?) {
        self.scale = scale
        self.units = units
    }

    /// What the run asks of every measure; throws before any request when --scale is not a number
    /// from 0.001 to 100, or when the units setting cannot be read.
    func adjustment(_ preferences: Preferences) throws -> MeasureAdjustment {
        MeasureAdjustment(
            scale: try scale.map(MeasureAdjustment.scale) ?? Fraction(1), units: try preferences.units(flag: units),
            weightOunces: CatalogRegistry.weighingInOunces)
    }
}

/// The recipe commands (`show`, `open`, `random`, `share`) of any catalog: an action each, and its
/// result presented.
extension RunContext {
    /// `show`: notes (added to favorites, a language it lacks, measures it could not adjust), the
    /// picture, then the recipe, paged.
    public func showRecipe<Shelf: PresentedShelf>(
        _ shelf: Shelf.Type, idOrName: String, keep: Bool, language: String?, measures: MeasureRequest, image: String?
    ) async throws {
        let adjustment = try measures.adjustment(settings.preferences)
        let picture = try pictureChoice(image)
        let shown = try await app.show(Shelf.self, idOrName: idOrName, keep: keep)
        if let added = shown.added { note(FavoritesPresenting.addedNote(added)) }
        let recipe = shown.loaded.value
        for line in Shelf.notes(recipe, language: language) { note(line) }
        noteMeasures(of: recipe.card, adjustment)
        await drawPicture(of: recipe.card, picture, isFavorite: shown.favorite != nil)
        let catalog = Shelf.catalog
        try present(
            shown.loaded, catalog: catalog, paged: true,
            json: { try JSONOutput.detail(shown.loaded, catalog: catalog, favorite: shown.favorite, adjustment: adjustment) },
            text: { Shelf.text(recipe, language: language, favorite: shown.favorite, adjustment: adjustment, style: style) })
    }

    /// `open`: the recipe's link (or video) in the browser, or printed.
    public func openRecipe<Shelf: PresentedShelf>(_ shelf: Shelf.Type, idOrName: String, video: Bool) async throws {
        let link = try await app.link(Shelf.self, idOrName: idOrName, video: video)
        try open(link.loaded, catalog: Shelf.catalog, kind: link.kind, url: link.url)
    }

    /// `random`: one recipe, with its picture.
    public func randomRecipe<Shelf: PresentedShelf>(_ shelf: Shelf.Type, image: String?) async throws {
        let picture = try pictureChoice(image)
        let shown = try await app.random(Shelf.self)
        let recipe = shown.loaded.value
        await drawPicture(of: recipe.card, picture, isFavorite: shown.favorite != nil)
        let catalog = Shelf.catalog
        try present(
            shown.loaded, catalog: catalog, paged: true,
            json: { try JSONOutput.detail(shown.loaded, catalog: catalog) },
            text: { Shelf.text(recipe, language: nil, favorite: nil, adjustment: .none, style: style) })
    }

    /// `share`: the recipe whole, as Markdown or text.
    public func shareRecipe<Shelf: PresentedShelf>(
        _ shelf: Shelf.Type, idOrName: String, format: ShareFormat, measures: MeasureRequest
    ) async throws {
        let adjustment = try measures.adjustment(settings.preferences)
        let loaded = try await app.recipe(Shelf.self, idOrName: idOrName)
        noteMeasures(of: loaded.value.card, adjustment)
        let text = Shelf.share(loaded.value, format: format, adjustment: adjustment)
        let catalog = Shelf.catalog
        try present(
            loaded, catalog: catalog,
            json: { try JSONOutput.shared(text, format: format.rawValue, recipe: loaded, catalog: catalog) }, text: { text })
    }

    /// The flag, else RECIPES_IMAGE, else config.toml's `image`, else auto. An unknown RECIPES_IMAGE
    /// is a usage error (64), as the other settings' variables are; asked before anything is loaded.
    func pictureChoice(_ image: String?) throws -> PictureChoice {
        try settings.preferences.image(flag: image.flatMap(PictureChoice.init(rawValue:)))
    }

    /// Draws the recipe's picture on stdout, above the text that follows, when this run draws one.
    /// Never fails the command: a picture that cannot be had or drawn is skipped, said only under -v
    /// (`RecipePictures.draw`, which also bounds its cost).
    func drawPicture(of card: RecipeCard, _ choice: PictureChoice, isFavorite: Bool) async {
        let drawing = PictureDetection.choose(
            choice, environment: Terminal.environment,
            stdoutIsTerminal: isatty(STDOUT_FILENO) == 1, json: json,
            querySixel: { DeviceAttributes.querySixel(timeout: DeviceAttributes.timeout(environment: Terminal.environment)) })
        guard drawing != .none else { return }
        // About a card's size, and never wider or taller than the terminal (COLUMNS and LINES count).
        let columns = min(PictureRenderer.defaultColumns, style.width ?? PictureRenderer.defaultColumns)
        let rows = min(PictureRenderer.defaultRows, Terminal.rows ?? PictureRenderer.defaultRows)
        guard
            let picture = await app.pictures.draw(
                card, isFavorite: isFavorite,
                {
                    PictureRenderer.draw($0, as: drawing, maxColumns: columns, maxRows: rows)
                }), !picture.isEmpty
        else { return }
        try? Terminal.write(picture)
    }
}
