import ArgumentParser
import RecipesApp

struct CanMakeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "can-make",
        abstract: "Recipes you can make from what is in the pantry, or nearly.",
        discussion: """
            Asks the catalogs which recipes use each thing in the pantry (one request per name it \
            goes by, and per spelling of what it covers: rum asks for light rum and dark rum too), \
            looks each of them up, and keeps those whose every ingredient is on the shelf; --missing N \
            adds those missing at most N. Only recipes that use something in the pantry are found. \
            Fewest missing first, then by name; each line says what is missing. Answers are cached \
            like every other, so it works offline from the cache; a large pantry makes many \
            requests, so raise --timeout if it runs out. \(PantryCommand.staplesSentence)

            An ingredient is matched by what it is, not how it is spelled: Eggs is Egg, Carbonated \
            water is soda water; a family covers its members (lemon covers lemon juice, peel and \
            wedges; vodka its brands) and a member its family (dark rum is a rum); sugar and water \
            make sugar syrup; a garnish (a cherry, an orange slice, a mint sprig, salt for the rim) \
            never blocks a drink. Each line ends with how the shelf covered what it did not hold by \
            name: "Lemon juice ← Lemon, Cherry (garnish)". --strict matches the names alone.

            --buy-next names the ingredients that would unlock the most: for each ingredient missing \
            from a recipe within --missing (default 1), how many of those recipes lack it; with \
            --missing 1 that is how many recipes buying it completes. --shopping-list turns what is \
            missing into one shopping list, as `recipes shopping-list` prints it.

            Examples:
              recipes pantry add Tequila "Lime juice" "Triple sec" Salt
              recipes can-make
              recipes can-make --catalog cocktails --missing 1
              recipes can-make --buy-next
              recipes can-make --limit 5
              recipes can-make --missing 1 --shopping-list --format markdown > list.md
            """
    ).topLevel()

    @OptionGroup(title: "Global Options") var options: GlobalOptions
    @Option(help: "\(CanMakeScope.wordsHelp) (default all).") var catalog: CanMakeScope = .everyCatalog
    @Option(help: "Also recipes missing at most this many ingredients, 0 to 20 (default 0; 1 with --buy-next or --shopping-list).")
    var missing: Int?
    @Flag(help: "The ingredients that would complete the most recipes, each with how many.") var buyNext = false
    @Flag(help: "One shopping list of what the recipes within --missing (default 1) lack.") var shoppingList = false
    @Option(help: "With --shopping-list: text or markdown.") var format: ShoppingListFormat?
    @Flag(help: "Count nothing as always there (see the staples above).") var noStaples = false
    @Flag(help: "Match only the names as written (case, accents and spaces aside): no families, spellings, substitutes or garnishes.")
    var strict = false
    @Option(help: "Requests at once when fetching (default 8).") var concurrency = InputCheck.defaultCanMakeConcurrency
    @Option(help: ListOptions.limitHelp) var limit: Int?
    @Option(help: ListOptions.sortHelp) var sort: ListOrder?

    func validate() throws {
        try ListOptions.check(limit: limit)
        if let missing, !(0...20).contains(missing) { throw ValidationError("--missing must be between 0 and 20.") }
        if buyNext && shoppingList { throw ValidationError("--buy-next and --shopping-list cannot be combined.") }
        if buyNext && missing == 0 { throw ValidationError("--buy-next needs --missing 1 or more: it names what recipes lack.") }
        if format != nil && !shoppingList { throw ValidationError("--format goes with --shopping-list.") }
        if let problem = InputCheck.concurrency(concurrency) { throw ValidationError(problem) }
        if shoppingList && (limit != nil || sort != nil) {
            throw ValidationError("--limit and --sort do not go with --shopping-list.")
        }
        if buyNext && sort != nil { throw ValidationError("--sort does not go with --buy-next: it lists what unlocks most first.") }
    }

    func run() async throws {
        try await options.context().canMake(
            scope: catalog, missing: missing, view: buyNext ? .buyNext : shoppingList ? .shoppingList(format) : .recipes,
            staples: !noStaples, strict: strict, concurrency: concurrency, steering: .options(sort: sort, limit: limit))
    }

}

/// `--catalog`: the catalogs of the registry that can say which recipes use an ingredient, or `all`.
extension CanMakeScope: ExpressibleByArgument {
    public init?(argument: String) { self.init(standardWord: argument) }
    public var defaultValueDescription: String { word }
    public static var allValueStrings: [String] { standardWords }
    public static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }

    /// "cocktails, desserts or all".
    static var wordsHelp: String {
        let words = allValueStrings
        return words.dropLast().joined(separator: ", ") + " or " + (words.last ?? "all")
    }
}
