import ArgumentParser
import RecipesApp

extension CocktailCommand {
    struct List: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "list",
            abstract: "Browse drinks alphabetically: by first letter, category, glass, or alcohol.",
            discussion: """
                Criteria combine: a drink must meet every one given. With none, every drink is listed \
                (one request per letter, a few at a time; cached like every answer).

                Examples:
                  recipes cocktail list --letter m
                  recipes cocktail list --category Cocktail --non-alcoholic
                  recipes cocktail list --glass "Cocktail glass" --json
                  recipes cocktail categories
                """
        ).nested(in: CocktailCommand.self)

        @OptionGroup(title: "Global Options") var options: GlobalOptions
        @Option(help: "Drinks whose name starts with this letter or digit.") var letter: String?
        @Option(
            help: "Drinks of this category (see `recipes cocktail categories`).",
            completion: Completions.values(.list("categories", of: "cocktails")))
        var category: String?
        @Option(
            help: "Drinks served in this glass (see `recipes cocktail glasses`).",
            completion: Completions.values(.list("glasses", of: "cocktails")))
        var glass: String?
        @Flag(help: "Only alcoholic drinks.") var alcoholic = false
        @Flag(help: "Only drinks without alcohol.") var nonAlcoholic = false
        @Option(help: "Requests at once when listing every drink (default 8).") var concurrency = InputCheck.defaultConcurrency
        @Option(help: ListOptions.limitHelp) var limit: Int?
        @Option(help: ListOptions.sortHelp) var sort: ListOrder?

        func validate() throws {
            try ListOptions.check(limit: limit)
            if let problem = InputCheck.letter(letter) { throw ValidationError(problem) }
            for (flag, value) in [("--category", category), ("--glass", glass)] {
                if let value { try validateName(value, flag: flag) }
            }
            if alcoholic && nonAlcoholic { throw ValidationError("--alcoholic and --non-alcoholic cannot be combined.") }
            if let problem = InputCheck.concurrency(concurrency) { throw ValidationError(problem) }
        }

        func run() async throws {
            try await options.context().listCocktails(
                letter: letter, category: category, glass: glass, alcoholic: alcoholic ? true : nonAlcoholic ? false : nil,
                concurrency: concurrency, steering: .options(sort: sort, limit: limit))
        }
    }

    struct Categories: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "categories", abstract: "TheCocktailDB's drink categories, for `cocktail list --category`.",
            discussion: "Examples:\n  recipes cocktail categories\n  recipes cocktail categories --json"
        ).nested(in: CocktailCommand.self)
        @OptionGroup(title: "Global Options") var options: GlobalOptions
        func run() async throws {
            try await options.context().listCocktailNames(.categories)
        }
    }

    struct Glasses: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "glasses", abstract: "TheCocktailDB's glasses, for `cocktail list --glass`.",
            discussion: "Examples:\n  recipes cocktail glasses\n  recipes cocktail glasses | grep -i coupe"
        ).nested(in: CocktailCommand.self)
        @OptionGroup(title: "Global Options") var options: GlobalOptions
        func run() async throws {
            try await options.context().listCocktailNames(.glasses)
        }
    }

    struct Ingredients: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "ingredients", abstract: "TheCocktailDB's ingredients, for `cocktail filter -i`.",
            discussion: "Examples:\n  recipes cocktail ingredients\n  recipes cocktail ingredients --json | jq -r '.items[]'"
        ).nested(in: CocktailCommand.self)
        @OptionGroup(title: "Global Options") var options: GlobalOptions
        func run() async throws {
            try await options.context().listCocktailNames(.ingredients)
        }
    }

}
