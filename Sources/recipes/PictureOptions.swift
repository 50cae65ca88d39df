import ArgumentParser
import RecipesApp
import RecipesCatalog
import RecipesPictures
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `--image` for the commands that show one recipe (Docs/Terminal.md says how `auto` decides).
struct PictureOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The recipe's picture above it: auto (a terminal that can show one), kitty, iterm, sixel, blocks or none (also RECIPES_IMAGE).",
                               valueName: "protocol"))
    var image: PictureChoice?

    func validate() throws {
        if image == nil, let value = Terminal.environment["RECIPES_IMAGE"], PictureChoice(rawValue: value) == nil {
            throw ValidationError("RECIPES_IMAGE must be one of \(PictureChoice.allCases.map(\.rawValue).joined(separator: ", ")), not '\(value)'.")
        }
    }

    /// The flag, else RECIPES_IMAGE, else auto.
    var choice: PictureChoice {
        image ?? Terminal.environment["RECIPES_IMAGE"].flatMap(PictureChoice.init(rawValue:)) ?? .auto
    }
}

extension PictureChoice: ExpressibleByArgument {
    public static var allValueStrings: [String] { allCases.map(\.rawValue) }
}

extension RunContext {
    /// Draws the recipe's picture on stdout, above the text that follows, when this run draws one.
    /// Never fails the command: a picture that cannot be had or drawn is skipped, said only under -v.
    func drawPicture(of card: RecipeCard, _ options: PictureOptions, isFavorite: Bool) async {
        let drawing = PictureDetection.choose(options.choice, environment: Terminal.environment,
                                              stdoutIsTerminal: isatty(STDOUT_FILENO) == 1, json: json,
                                              querySixel: { DeviceAttributes.querySixel() })
        guard drawing != .none else { return }
        guard let bytes = await app.pictures.bytes(for: card, isFavorite: isFavorite) else { return }
        let columns = min(PictureRenderer.defaultColumns, style.width ?? PictureRenderer.defaultColumns)
        guard let picture = PictureRenderer.render(bytes, as: drawing, maxColumns: columns) else {
            if verbose { Terminal.writeError("picture: could not draw it (not decodable here, or over \(ImageHeader.maxDimension) pixels)") }
            return
        }
        try? Terminal.write(picture)
    }
}
