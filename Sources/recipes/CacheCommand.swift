import ArgumentParser
import RecipesApp

struct CacheCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cache",
        abstract: "Inspect and empty the cache of answers kept for offline use.",
        discussion: """
            Every good answer is cached with the time it was fetched. When the network fails, a copy \
            younger than --max-age (default 7d) is served, and stderr says so.

            Examples:
              recipes cache info
              recipes cache prune --max-age 3d
            """,
        subcommands: [Info.self, Clear.self, Prune.self]
    ).topLevel()

    struct Info: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "info",

            abstract: "Where the cache is, how many entries, their size (answers and pictures apart), oldest and newest.",

            discussion:
                "The pictures are kept within picture-cache-budget (default 100 MB; `recipes config`), the least recently stored removed first.\n\nExamples:\n  recipes cache info\n  recipes cache info --json | jq .pictures"

        ).nested(in: CacheCommand.self)

        @OptionGroup(title: "Global Options") var options: GlobalOptions

        func run() async throws {
            try options.context().showCacheInfo()
        }
    }

    struct Clear: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "clear",

            abstract: "Remove every cached answer.",

            discussion: "Example:\n  recipes cache clear"

        ).nested(in: CacheCommand.self)

        @OptionGroup(title: "Global Options") var options: GlobalOptions

        func run() async throws {
            try options.context().clearCache()
        }
    }

    struct Prune: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "prune",

            abstract: "Remove cached answers older than --max-age, and unreadable ones.",

            discussion: "Examples:\n  recipes cache prune\n  recipes cache prune --max-age 1d"

        ).nested(in: CacheCommand.self)

        @OptionGroup(title: "Global Options") var options: GlobalOptions

        func run() async throws {
            try options.context().pruneCache()
        }
    }
}
