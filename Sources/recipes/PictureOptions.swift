import ArgumentParser
import RecipesApp
import RecipesBasics
import RecipesCatalog
import RecipesPictures

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `--image` for the commands that show one recipe (Docs/Terminal.md says how `auto` decides).
struct PictureOptions: ParsableArguments {
    // A string checked in validate(), so a wrong value reads as one line like the other options'
    // (the parser lists six values one per line).
    @Option(
        help: ArgumentHelp(
            "The recipe's picture above it: auto (a terminal that can show one), kitty, iterm, sixel, blocks or none (also RECIPES_IMAGE, config.toml).",
            valueName: "protocol"),
        completion: .list(PictureChoice.allCases.map(\.rawValue)))
    var image: String?

    func validate() throws {
        if let image, PictureChoice(rawValue: image) == nil {
            throw ValidationError("--image takes \(Self.known), not '\(TerminalSanitizer.sanitizeLine(image))'.")
        }
    }

    static var known: String { PictureChoice.allCases.map(\.rawValue).joined(separator: ", ") }

    /// The flag, else RECIPES_IMAGE, else config.toml's `image`, else auto. An unknown RECIPES_IMAGE
    /// is a usage error (64), as the other settings' variables are; asked before anything is loaded.
    func choice(_ preferences: Preferences) throws -> PictureChoice {
        try preferences.image(flag: image.flatMap(PictureChoice.init(rawValue:)))
    }
}

extension RunContext {
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
