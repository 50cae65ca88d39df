import ArgumentParser
import RecipesOutput

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

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
            let run = try options.context()
            let budget = try run.settings.preferences.pictureCacheBudget()
            let summary = try run.app.cache.summary()
            let syncs = (try? run.app.syncHistory.read().syncs) ?? []
            try Terminal.write(
                run.json
                    ? try JSONOutput.cacheInfo(summary, syncs: syncs, pictureBudget: budget)
                    : CacheOutput.info(summary, syncs: syncs, pictureBudget: budget, now: Date(), style: run.style))
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
            let run = try options.context()
            let removal = try run.app.cache.removeAll()
            _ = try? run.app.syncHistory.update { $0 = .empty } // what was synced is gone with the cache
            try run.confirm(CacheOutput.removed(removal)) { try JSONOutput.cacheRemoval(removal) }
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
            let run = try options.context()
            let root = run.app
            let removal = try root.cache.prune(policy: root.settings.cachePolicy, now: Date())
            try run.confirm(CacheOutput.removed(removal)) { try JSONOutput.cacheRemoval(removal) }
        }
    }
}
