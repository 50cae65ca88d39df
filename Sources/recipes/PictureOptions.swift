import ArgumentParser
import RecipesApp

/// `--image` for the commands that show one recipe (Docs/Terminal.md says how `auto` decides).
struct PictureOptions: ParsableArguments {
    // A string checked in validate(), so a wrong value reads as one line like the other options'
    // (the parser lists six values one per line).
    @Option(
        help: ArgumentHelp(
            "The recipe's picture above it: auto (a terminal that can show one), kitty, iterm, sixel, blocks or none (also RECIPES_IMAGE, config.toml).",
            valueName: "protocol"),
        completion: .list(InputCheck.imageWords))
    var image: String?

    func validate() throws {
        if let problem = InputCheck.image(image) { throw ValidationError(problem) }
    }
}
