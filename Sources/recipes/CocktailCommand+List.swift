import ArgumentParser
import RecipesBasics
import RecipesCatalog
import RecipesCocktails
import RecipesOutput

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

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
            completion: Completions.values(.catalog(.cocktails, "categories")))
        var category: String?
        @Option(
            help: "Drinks served in this glass (see `recipes cocktail glasses`).",
            completion: Completions.values(.catalog(.cocktails, "glasses")))
        var glass: String?
        @Flag(help: "Only alcoholic drinks.") var alcoholic = false
        @Flag(help: "Only drinks without alcohol.") var nonAlcoholic = false
        @Option(help: "Requests at once when listing every drink (default 8).") var concurrency = CocktailFinder.defaultConcurrency
        @OptionGroup var list: ListOptions

        func validate() throws {
            if let letter,
                !(letter.count == 1
                    && letter.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) })
            {
                throw ValidationError("--letter takes one letter or digit, not '\(TerminalSanitizer.sanitizeLine(letter))'.")
            }
            for (flag, value) in [("--category", category), ("--glass", glass)] {
                if let value { try validateName(value, flag: flag) }
            }
            if alcoholic && nonAlcoholic { throw ValidationError("--alcoholic and --non-alcoholic cannot be combined.") }
            if !(1...64).contains(concurrency) { throw ValidationError("--concurrency must be between 1 and 64.") }
        }

        private var filters: [CocktailListFilter] {
            [
                category.map(CocktailListFilter.category), glass.map(CocktailListFilter.glass),
                alcoholic ? .alcoholic(true) : nonAlcoholic ? .alcoholic(false) : nil,
            ].compactMap { $0 }
        }

        func run() async throws {
            let run = try options.context()
            let root = run.app
            let cocktails = try root.cocktails
            let loaded = try await cocktails.list(
                letter: letter, filters: filters, concurrency: concurrency,
                progress: { Terminal.activity.update(done: $0, total: $1) }
            )
            .map(list.steering.apply)
            let favorites = root.favorites.ids(in: .cocktails)
            if loaded.value.isEmpty { run.note("no cocktail matches those criteria") }
            // Which rows open offline costs a cache lookup a row: asked only when it is shown (JSON, or
            // text from the cache or the sample), never for a live list in text.
            let offline = { cocktails.browser.openOffline(loaded.value.map(\.id)) }
            try run.present(
                loaded, catalog: .cocktails, list: true,
                json: { try JSONOutput.list(loaded, catalog: .cocktails, favorites: favorites, offline: offline()) },
                text: {
                    ListOutput.recipes(
                        loaded.value, favorites: favorites, offline: loaded.source == .live ? nil : offline(),
                        style: run.style)
                })
            if loaded.source == .snapshot {
                run.note(
                    ProvenanceNote.sampleSubset(
                        count: loaded.value.count, noun: "drinks", service: "TheCocktailDB",
                        whole: letter == nil && filters.isEmpty))
            }
        }
    }

    struct Categories: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "categories", abstract: "TheCocktailDB's drink categories, for `cocktail list --category`.",
            discussion: "Examples:\n  recipes cocktail categories\n  recipes cocktail categories --json"
        ).nested(in: CocktailCommand.self)
        @OptionGroup(title: "Global Options") var options: GlobalOptions
        func run() async throws {
            let run = try options.context()
            try await showNames(.categories, run: run)
        }
    }

    struct Glasses: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "glasses", abstract: "TheCocktailDB's glasses, for `cocktail list --glass`.",
            discussion: "Examples:\n  recipes cocktail glasses\n  recipes cocktail glasses | grep -i coupe"
        ).nested(in: CocktailCommand.self)
        @OptionGroup(title: "Global Options") var options: GlobalOptions
        func run() async throws {
            let run = try options.context()
            try await showNames(.glasses, run: run)
        }
    }

    struct Ingredients: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "ingredients", abstract: "TheCocktailDB's ingredients, for `cocktail filter -i`.",
            discussion: "Examples:\n  recipes cocktail ingredients\n  recipes cocktail ingredients --json | jq -r '.items[]'"
        ).nested(in: CocktailCommand.self)
        @OptionGroup(title: "Global Options") var options: GlobalOptions
        func run() async throws {
            let run = try options.context()
            try await showNames(.ingredients, run: run)
        }
    }

    private static func showNames(_ list: CocktailNameList, run: RunContext) async throws {
        let loaded = try await run.app.cocktails.names(list)
        try run.presentNames(loaded, catalog: .cocktails, list: String(describing: list))
    }
}
