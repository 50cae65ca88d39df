import ArgumentParser
import RecipesBasics
import RecipesDesserts
import RecipesOutput
import RecipesShopping
import RecipesText

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

struct DessertsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "desserts",
        abstract: "Desserts from TheMealDB: browse, show, random, share.",
        discussion:
            "Examples:\n  recipes desserts list\n  recipes desserts list --area French\n  recipes desserts show 52917\n  recipes desserts random",
        subcommands: [List.self, Show.self, Open.self, Random.self, Share.self, Categories.self, Areas.self],
        aliases: ["dessert"]
    ).topLevel()

    struct List: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "list",
            abstract: "List every dessert, alphabetically, with a star on your favorites.",
            discussion: """
                Examples:
                  recipes desserts list
                  recipes desserts list --json | jq -r '.items[].name'
                  recipes desserts list --offline
                  recipes desserts list --area French
                  recipes desserts list --sort id --limit 5
                """
        ).nested(in: DessertsCommand.self)

        @OptionGroup(title: "Global Options") var options: GlobalOptions
        @Option(
            help: "Only desserts of this area, e.g. French (see `recipes desserts areas`).", completion: Completions.values(.dessertAreas))
        var area: String?
        @OptionGroup var list: ListOptions

        func validate() throws {
            if let area { try validateName(area, flag: "--area") }
        }

        func run() async throws {
            let run = try options.context()
            let root = run.app
            let loaded = try await root.desserts.list(area: area).map(list.steering.apply)
            if loaded.value.isEmpty, let area { run.note("no dessert is from '\(TerminalSanitizer.sanitizeLine(area))'") }
            let favorites = root.favorites.ids(in: .desserts)
            // Which rows open offline costs a cache lookup a row: asked only when it is shown (JSON, or
            // text from the cache or the sample), never for a live list in text.
            let offline = { root.desserts.openOffline(loaded.value.map(\.id)) }
            try run.present(
                loaded, catalog: .desserts, list: true,
                json: { try JSONOutput.list(loaded, catalog: .desserts, favorites: favorites, offline: offline()) },
                text: {
                    ListOutput.recipes(
                        loaded.value, favorites: favorites, offline: loaded.source == .live ? nil : offline(),
                        style: run.style)
                })
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
                  recipes desserts show 52917 --scale 2 --units us

                --scale multiplies every amount it can read and keeps every other word ("175g/6oz" → \
                "350g/12oz", "Zest of 1" → "Zest of 2"; "Pod of" stays); --units converts oz (a weight ounce \
                here, 28.3495 g), tsp, tbsp, cup, pint, quart, gallon, lb, ml, cl, l, g and kg: metric gives \
                whole ml and g from 5 (l and kg from 1000), us the nearest 1/8, 1/4, 1/3, 1/2, 2/3 or 3/4 of a \
                tsp, tbsp, cup, oz or lb. An amount that cannot be scaled ("-5 g") is kept, with a note on \
                stderr. The instructions are not changed.
                """
        ).nested(in: DessertsCommand.self)

        @OptionGroup(title: "Global Options") var options: GlobalOptions
        @OptionGroup var measures: MeasureOptions

        @OptionGroup var picture: PictureOptions

        @Flag(help: "Also add it to favorites (a full snapshot, for offline browsing).")
        var favorite = false

        @Argument(help: "The dessert's id, as `recipes desserts list` prints it, or its name.", completion: Completions.names(.desserts))
        var idOrName: String

        func validate() throws { try validateIDOrName(idOrName) }

        func run() async throws {
            let run = try options.context()
            let adjustment = try measures.adjustment(run.settings.preferences)
            let image = try picture.choice(run.settings.preferences)
            let root = run.app
            let loaded = try await root.desserts.detail(idOrName: idOrName)
            if favorite { try FavoritesCommand.report(root.favorites.add(loaded), run: run) }
            let saved = root.favorites.favorite(in: .desserts, id: loaded.value.id)
            run.noteMeasures(of: loaded.value.card, adjustment)
            await run.drawPicture(of: loaded.value.card, image, isFavorite: saved != nil)
            try run.present(
                loaded, catalog: .desserts, paged: true,
                json: { try JSONOutput.detail(loaded, catalog: .desserts, favorite: saved, adjustment: adjustment) },
                text: { DessertOutput.detail(loaded.value, favorite: saved, adjustment: adjustment, style: run.style) })
        }
    }
}

extension DessertsCommand {
    struct Open: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "open",
            abstract: "Open a dessert's source (or TheMealDB page, or --video) in the browser.",
            discussion: """
                At a terminal the link goes to xdg-open (open on macOS), run without a shell; only \
                plain http and https links are opened. In a pipe, with --json, or with no opener, the \
                link is printed instead.

                Examples:
                  recipes desserts open "key lime pie"
                  recipes desserts open 52917 --video
                  recipes desserts open 52917 | wl-copy
                """
        ).nested(in: DessertsCommand.self)

        @OptionGroup(title: "Global Options") var options: GlobalOptions
        @Flag(help: "The recipe's YouTube video instead of its source.") var video = false
        @Argument(help: "The dessert's id, or its name.", completion: Completions.names(.desserts)) var idOrName: String

        func validate() throws { try validateIDOrName(idOrName) }

        func run() async throws {
            let run = try options.context()
            let loaded = try await run.app.desserts.detail(idOrName: idOrName)
            guard let link = loaded.value.link(video: video) else { throw LinkError.missing(kind: "video", name: loaded.value.name) }
            try run.open(loaded, catalog: .desserts, kind: link.kind, url: link.url)
        }
    }

    struct Random: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "random",
            abstract: "A random dessert's recipe.",
            discussion: """
                Picked uniformly from the dessert list (cached like `desserts list`), then looked up: \
                TheMealDB's own random.php answers any meal, most of them not desserts. Offline, it \
                picks among the desserts whose recipe is cached or bundled.

                Examples:
                  recipes desserts random
                  recipes desserts random --json
                """
        ).nested(in: DessertsCommand.self)

        @OptionGroup(title: "Global Options") var options: GlobalOptions
        @OptionGroup var picture: PictureOptions

        func run() async throws {
            let run = try options.context()
            let image = try picture.choice(run.settings.preferences)
            let loaded = try await run.app.desserts.random()
            await run.drawPicture(
                of: loaded.value.card, image, isFavorite: run.app.favorites.favorite(in: .desserts, id: loaded.value.id) != nil)
            try run.present(
                loaded, catalog: .desserts, paged: true,
                json: { try JSONOutput.detail(loaded, catalog: .desserts) },
                text: { DessertOutput.detail(loaded.value, style: run.style) })
        }
    }

    struct Share: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "share",
            abstract: "A self-contained recipe to paste into a message or pipe into mail or a clipboard tool.",
            discussion:
                "Examples:\n  recipes desserts share 52917 | wl-copy\n  recipes desserts share \"key lime pie\" --format text | mail -s \"Key lime pie\" friend@example.com\n  recipes desserts share 52917 --scale 1/2 --units metric"
        ).nested(in: DessertsCommand.self)

        @OptionGroup(title: "Global Options") var options: GlobalOptions
        @OptionGroup var measures: MeasureOptions
        @Option(help: "markdown or text.") var format: RecipeCardOutput.ShareFormat = .markdown
        @Argument(help: "The dessert's id, or its name.", completion: Completions.names(.desserts)) var idOrName: String

        func validate() throws { try validateIDOrName(idOrName) }

        func run() async throws {
            let run = try options.context()
            let adjustment = try measures.adjustment(run.settings.preferences)
            let loaded = try await run.app.desserts.detail(idOrName: idOrName)
            run.noteMeasures(of: loaded.value.card, adjustment)
            let text = DessertOutput.share(loaded.value, format: format, adjustment: adjustment)
            try run.present(
                loaded, catalog: .desserts,
                json: { try JSONOutput.shared(text, format: format.rawValue, recipe: loaded, catalog: .desserts) }, text: { text })
        }
    }

    struct Categories: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "categories", abstract: "TheMealDB's meal categories (the tool browses Dessert).",
            discussion: "Examples:\n  recipes desserts categories\n  recipes desserts categories --json"
        ).nested(in: DessertsCommand.self)
        @OptionGroup(title: "Global Options") var options: GlobalOptions
        func run() async throws {
            let run = try options.context()
            try run.presentNames(try await run.app.desserts.names(.categories), catalog: .desserts, list: "categories")
        }
    }

    struct Areas: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "areas", abstract: "TheMealDB's areas, for `desserts list --area`.",
            discussion: "Examples:\n  recipes desserts areas\n  recipes desserts list --area \"$(recipes desserts areas | grep -i fren)\""
        ).nested(in: DessertsCommand.self)
        @OptionGroup(title: "Global Options") var options: GlobalOptions
        func run() async throws {
            let run = try options.context()
            try run.presentNames(try await run.app.desserts.names(.areas), catalog: .desserts, list: "areas")
        }
    }
}
