import ArgumentParser
import Foundation
import RecipesCore

struct DessertsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "desserts",
        abstract: "Desserts from TheMealDB.",
        discussion: "Examples:\n  recipes desserts list\n  recipes desserts show 52917",
        subcommands: [List.self, Show.self],
        aliases: ["dessert"]
    )

    struct List: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "list",
            abstract: "List every dessert, alphabetically, with a star on your favorites.",
            discussion: """
                Examples:
                  recipes desserts list
                  recipes desserts list --json | jq -r '.items[].name'
                  recipes desserts list --offline
                """
        )

        @OptionGroup var options: GlobalOptions

        func run() async throws {
            let root = try options.compose()
            let loaded = try await root.desserts.feed(root.desserts.provider.listEndpoint())
            let favorites = root.favorites.ids(in: .desserts)
            try options.present(loaded, catalog: .desserts,
                                json: { try JSONOutput.list(loaded, catalog: .desserts, favorites: favorites) },
                                text: { DessertText.list(loaded.value, favorites: favorites, style: options.style) })
        }
    }

    struct Show: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "show",
            abstract: "Show one dessert's recipe.",
            discussion: """
                Examples:
                  recipes desserts show 52917
                  recipes desserts show "key lime pie"
                  recipes desserts show 52917 --json
                  recipes desserts show 52917 --favorite     # and keep it in favorites
                """
        )

        @OptionGroup var options: GlobalOptions

        @Flag(help: "Also add it to favorites (a full snapshot, for offline browsing).")
        var favorite = false

        @Argument(help: "The dessert's id, as `recipes desserts list` prints it, or its name.", completion: Completions.names(.desserts))
        var idOrName: String

        func validate() throws { try validateIDOrName(idOrName) }

        func run() async throws {
            let root = try options.compose()
            let loaded = try await root.desserts.detail(idOrName: idOrName)
            if favorite { try FavoritesCommand.report(root.favorites.add(loaded.map(\.card)), options: options) }
            let saved = root.favorites.note(for: .desserts, id: loaded.value.id)
            try options.present(loaded, catalog: .desserts, paged: true,
                                json: { try JSONOutput.detail(loaded, catalog: .desserts, favorite: saved) },
                                text: { DessertText.detail(loaded.value, favorite: saved, style: options.style) })
        }
    }
}

/// An id or a name must say something: blank text or control characters are usage errors.
func validateIDOrName(_ text: String) throws {
    if text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
        throw ValidationError("Give an id or a name.")
    }
    if text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
        throw ValidationError("'\(TerminalSanitizer.sanitizeLine(text))' has control characters: give an id or a name.")
    }
}
