import ArgumentParser
import RecipesApp
import RecipesBasics
import RecipesCatalog
import RecipesOutput

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

struct SearchCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "search",
        abstract: "Search every catalog at once (\(CatalogRegistry.names)): one alphabetical list.",
        discussion: """
            The catalogs are asked concurrently. One that fails does not sink the others: its rows are \
            missing and stderr says which failed and why. One that could not answer live but had \
            something stored here is named on stderr too, with why and what was searched. Exit 0 when \
            at least one catalog answered.

            Examples:
              recipes search chocolate
              recipes search lime --catalog cocktails --catalog desserts
              recipes search tuna --json
              recipes search chocolate --limit 10
            """
    ).topLevel()

    @OptionGroup(title: "Global Options") var options: GlobalOptions
    @Option(help: "Only this catalog (\(CatalogRegistry.names)); repeat for several.") var catalog: [String] = []
    @Argument(help: "Text to look for in names (and, for pizza, ingredients).") var text: String
    @OptionGroup var list: ListOptions

    func validate() throws {
        if text.trimmed().isEmpty { throw ValidationError("Give some text to search for.") }
    }

    func run() async throws {
        let run = try options.context()
        let outcome = try await run.app.search(text, in: catalog, steering: list.steering)
        SearchOutput.failureLines(outcome).forEach { Terminal.writeError($0) }
        // Each catalog answered from what is stored here says so itself, so the whole answer's provenance is not said again.
        let stored = SearchOutput.storedNotes(outcome, now: Date())
        stored.forEach { run.note($0) }
        if outcome.results.value.isEmpty { run.note("nothing matches '\(TerminalSanitizer.sanitizeLine(text))'") }
        try run.present(
            outcome.results, catalog: CatalogName(rawValue: "all catalogs"), list: true, provenance: stored.isEmpty,
            json: { try SearchOutput.json(outcome) },
            text: { SearchOutput.text(outcome.results.value, style: run.style) })
    }
}

extension ShoppingListOutput.Format: ExpressibleByArgument {}
