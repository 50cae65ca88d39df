import ArgumentParser
import RecipesApp
import RecipesShopping

/// `--scale` and `--units`, for the commands that print measures: `desserts show|share`,
/// `cocktail show|share` and `shopping-list`.
struct MeasureOptions: ParsableArguments {
    // Read as text and checked by `adjustment(_:)`: "-1" must reach the check rather than read as an
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

    /// What the run asks of every measure; throws before any request when --scale is not a number
    /// from 0.001 to 100, or when the units setting cannot be read.
    func adjustment(_ preferences: Preferences) throws -> MeasureAdjustment {
        MeasureAdjustment(
            scale: try scale.map(MeasureAdjustment.scale) ?? Fraction(1), units: try preferences.units(flag: units),
            weightOunces: CatalogRegistry.weighingInOunces)
    }
}

extension UnitSystem: ExpressibleByArgument {
    /// Any case: `--units METRIC` is `--units metric`.
    public init?(argument: String) {
        self.init(rawValue: argument.lowercased())
    }

    public static var allValueStrings: [String] { allCases.map(\.rawValue) }
}
