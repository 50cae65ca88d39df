import ArgumentParser
import RecipesApp

struct FavoritesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "favorites",
        abstract: "Favorites from every catalog, kept as full snapshots so they browse offline.",
        discussion: """
            Favorites live in favorites.json in RECIPES_HOME or XDG_DATA_HOME/recipes. Listing, showing, \
            notes, export and import never touch the network.

            Examples:
              recipes favorites add dessert 52917
              recipes favorites
              recipes favorites export > cookbook.md
            """,
        subcommands: [List.self, Add.self, Show.self, Remove.self, Note.self, Export.self, Import.self, Refresh.self],
        defaultSubcommand: List.self,
        aliases: ["favorite", "favs"]
    ).topLevel()

    struct List: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "list",
            abstract: "Every favorite, alphabetically: catalog, id, name, and a pencil mark on those with a note.",
            discussion:
                "Examples:\n  recipes favorites\n  recipes favorites --catalog desserts --json\n  recipes favorites list --sort id --limit 10"
        ).nested(in: FavoritesCommand.self)

        @OptionGroup(title: "Global Options") var options: GlobalOptions
        @Option(help: "Only this catalog's favorites.") var catalog: String?
        @Option(help: ListOptions.limitHelp) var limit: Int?
        @Option(help: ListOptions.sortHelp) var sort: ListOrder?

        func validate() throws { try ListOptions.check(limit: limit) }

        func run() async throws {
            try options.context().listFavorites(catalog: catalog, steering: .options(sort: sort, limit: limit))
        }
    }

    struct Add: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "add",
            abstract: "Fetch a recipe's full details once and keep them as a favorite.",
            discussion: "Examples:\n  recipes favorites add dessert 52917\n  recipes favorites add desserts \"key lime pie\""
        ).nested(in: FavoritesCommand.self)

        @OptionGroup(title: "Global Options") var options: GlobalOptions
        @Argument(help: "The catalog: \(CatalogRegistry.names) (dessert and cocktail work too).", completion: Completions.values(.catalogs))
        var catalog: String
        @Argument(help: "An id, or a name (exact, any case, or text no other name holds).") var idOrName: String

        func run() async throws {
            try await options.context().addFavorite(catalog: catalog, idOrName: idOrName)
        }
    }

    struct Show: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "show",
            abstract: "Show a favorite's stored recipe and note, offline.",
            discussion:
                "Examples:\n  recipes favorites show 52917\n  recipes favorites show \"creme brulee\"\n  recipes favorites show desserts/52917"
        ).nested(in: FavoritesCommand.self)

        @OptionGroup(title: "Global Options") var options: GlobalOptions
        @OptionGroup var picture: PictureOptions
        @OptionGroup var favorite: FavoriteReference

        func run() async throws {
            try await options.context().showFavorite(favorite.idOrName, catalog: favorite.catalog, image: picture.image)
        }
    }

    struct Remove: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "remove",
            abstract: "Remove a favorite (and its note).",
            discussion: """
                A favorite with a note is removed only when you agree to lose the note: in a terminal \
                the note is shown and you are asked; elsewhere it is refused (exit 64) unless --yes.

                Examples:
                  recipes favorites remove 52917
                  recipes favorites remove "creme brulee"
                  recipes favorites remove 52917 --yes
                """
        ).nested(in: FavoritesCommand.self)

        @OptionGroup(title: "Global Options") var options: GlobalOptions
        @Flag(help: "Remove it with its note without asking (needed when not in a terminal).") var yes = false
        @OptionGroup var favorite: FavoriteReference

        func run() async throws {
            try options.context().removeFavorite(favorite.idOrName, catalog: favorite.catalog, yes: yes)
        }

    }

    struct Note: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "note",
            abstract: "Write, extend or clear a favorite's note; it is shown under the recipe.",
            discussion: """
                Examples:
                  recipes favorites note 52917 "Halve the sugar"
                  recipes favorites note 52917 --append "Serve with raspberries"
                  recipes favorites note 52917 --clear
                """
        ).nested(in: FavoritesCommand.self)

        @OptionGroup(title: "Global Options") var options: GlobalOptions
        @Flag(help: "Add the text as a new line under the existing note.") var append = false
        @Flag(help: "Remove the note.") var clear = false
        @OptionGroup var favorite: FavoriteReference
        @Argument(help: "The note's text.") var text: String?

        func validate() throws {
            if clear && (append || text != nil) { throw ValidationError("--clear takes no text and no --append.") }
            if !clear && text == nil { throw ValidationError("Give the note's text, or --clear.") }
        }

        func run() async throws {
            try options.context().noteFavorite(
                favorite.idOrName, catalog: favorite.catalog, edit: clear ? .clear : append ? .append(text ?? "") : .replace(text ?? ""))
        }
    }

    struct Export: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "export",
            abstract: "Export favorites: a Markdown cookbook, or the store's JSON (which import reads back).",
            discussion: """
                Without --format, --output's extension says the format: .json is JSON; .md, .markdown \
                and .txt are the cookbook. An existing file holding the other format is replaced only \
                with --force (exit 64 without it).

                Examples:
                  recipes favorites export > cookbook.md
                  recipes favorites export --output favorites-backup.json
                """
        ).nested(in: FavoritesCommand.self)

        @OptionGroup(title: "Global Options") var options: GlobalOptions
        @Option(help: "markdown or json (default: from --output's extension, else markdown; json with --json).") var format: ExportFormat?
        @Option(
            help: ArgumentHelp(
                "Write to this file (replaced atomically; a pipe or a device is written into) instead of stdout.", valueName: "file"))
        var output: String?
        @Flag(help: "Replace an --output file that holds the other format.") var force = false

        func validate() throws {
            if options.json && format?.isMarkdown == true {
                throw ValidationError("--json exports JSON: drop --format markdown, or --json.")
            }
            if force && output == nil { throw ValidationError("--force replaces an --output file: give --output, or drop --force.") }
            if output?.isEmpty == true { throw ValidationError("--output needs a file name.") }
        }

        func run() async throws {
            try options.context().exportFavorites(format: format, output: output, force: force)
        }
    }

    struct Import: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "import",
            abstract: "Merge a JSON export: the newer entry wins, and no note is ever dropped.",
            discussion: "Example:\n  recipes favorites import favorites-backup.json"
        ).nested(in: FavoritesCommand.self)

        @OptionGroup(title: "Global Options") var options: GlobalOptions
        @Argument(help: "A file written by `recipes favorites export --format json`.") var file: String

        func run() async throws {
            try options.context().importFavorites(file: file)
        }
    }

    struct Refresh: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "refresh",
            abstract: "Fetch every favorite's details again, keeping notes.",
            discussion: "A pizza favorite kept by an older recipes (favorites.json version 1) holds only its card until it is "
                + "refreshed; refresh fetches it from the menu.\n\nExample:\n  recipes favorites refresh"
        ).nested(in: FavoritesCommand.self)

        @OptionGroup(title: "Global Options") var options: GlobalOptions

        func run() async throws {
            if let status = try await options.liveContext().refreshFavorites() { throw ExitCode(status) }
        }
    }
}

extension ExportFormat: ExpressibleByArgument {}
