import ArgumentParser
import RecipesApp

/// `--scale` and `--units`, for the commands that print measures: `desserts show|share`,
/// `cocktail show|share` and `shopping-list`.
struct MeasureOptions: ParsableArguments {
    // Read as text and checked by the action: "-1" must reach the check rather than read as an
    // option, and a bad factor is one `recipes:` line (ShoppingError.badScale), not the parser's three.
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Multiply every amount it can read: 2, 0.5, 1/3 (0.001 to 100).", valueName: "factor"))
    var scale: String?

    @Option(
        help: ArgumentHelp(
            "as-is (as written), metric (ml, l, g, kg) or us (tsp, tbsp, cup, oz, lb); default: the units setting (RECIPES_UNITS, config.toml), else as-is.",
            valueName: "system"))
    var units: UnitSystem?

    /// What the run asks of every measure, checked when the action runs (before any request).
    var request: MeasureRequest { MeasureRequest(scale: scale, units: units) }
}

extension UnitSystem: ExpressibleByArgument {
    /// Any case: `--units METRIC` is `--units metric`.
    public init?(argument: String) {
        self.init(anyCaseWord: argument)
    }

    public static var allValueStrings: [String] { words }
}
