import ArgumentParser
import RecipesApp

struct ShoppingListCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "shopping-list",
        abstract: "One list of what to buy for the recipes you name, or for your favorites.",
        discussion: """
            The same ingredient is one line (as the kitchen's vocabulary knows it, Fresh lemon juice is \
            Lemon juice; case, accents and a plural aside, Eggs is Egg), and its \
            amounts add up: counts with counts (1 beaten + 2 large = 3), each unit with its other spellings \
            (tbs + tablespoon), and with --units metric or us every volume with the others and every weight \
            with the others (1 1/2 oz + 4.5 cl = 89 ml); in metric, flour, sugars, butter, cocoa, cornstarch, \
            salt, oats, baking powder and soda are weighed (USDA portion weights: a cup of flour is 125 g). \
            What cannot be added (a range, words, another kind) is listed beside, with its recipes. As-is, \
            oz and cl stay side by side. Sizes: 1 oz = 29.5735 ml in drinks and 28.3495 g in desserts, tsp \
            4.92892 ml, tbsp 14.7868 ml, cup 236.588 ml, pint 473.176 ml, quart 946.353 ml, gallon 3785.412 \
            ml, shot and jigger 1 1/2 oz, lb 453.592 g.

            catalog:name=N makes that recipe N times (0.001 to 100); --scale then multiplies the whole list. \
            An amount that cannot be scaled or converted is listed as written, with one note on stderr. \
            --by-aisle puts the lines under the aisle they are shopped in (produce, dairy, spirits, \
            mixers, pantry, bakery, then Other for what no aisle is known for).

            Examples:
              recipes shopping-list dessert:52917 cocktail:margarita
              recipes shopping-list --favorites --format markdown > list.md
              recipes shopping-list --units metric cocktail:margarita "cocktail:Tommy's Margarita"
              recipes shopping-list --scale 4 cocktail:margarita
              recipes shopping-list --by-aisle cocktail:margarita dessert:52917
              recipes shopping-list --units metric "cocktail:margarita=8" dessert:52917
            """
    ).topLevel()

    @OptionGroup(title: "Global Options") var options: GlobalOptions
    @OptionGroup var measures: MeasureOptions
    @Flag(help: "Every favorite's stored recipe (offline).") var favorites = false
    @Option(help: "text or markdown.") var format: ShoppingListFormat = .standard
    @Flag(help: "Group the lines by aisle: produce, dairy, spirits, mixers, pantry, bakery, then the rest.") var byAisle = false
    @Argument(
        help: "catalog:id-or-name[=count], e.g. dessert:52917, cocktail:margarita=8, pizza:hawaii.", completion: Completions.references())
    var recipes: [String] = []

    func validate() throws {
        if favorites == !recipes.isEmpty { throw ValidationError("Name recipes as catalog:id-or-name, or pass --favorites (not both).") }
    }

    func run() async throws {
        try await options.context().shoppingList(
            favorites ? .favorites : .named(recipes), measures: measures.request, format: format, byAisle: byAisle)
    }
}
