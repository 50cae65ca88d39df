import ArgumentParser
import RecipesApp
import RecipesOutput

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

struct ConfigCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "config",
        abstract: "The effective settings, endpoints, files and folders, and where each value came from.",
        discussion: """
            config.toml in the config folder keeps units, image, browse-tab and picture-cache-budget; \
            a flag beats the environment, which beats the file, which beats the default.

            Examples:
              recipes config
              recipes config set units metric
              recipes config get units
              RECIPES_HOME=/tmp/r recipes config --offline --json
            """,
        subcommands: [Get.self, SetValue.self, Unset.self]
    ).topLevel()

    @OptionGroup(title: "Global Options") var options: GlobalOptions

    func run() async throws {
        let run = try options.context()
        try run.showSettings(try Self.entries(run, options))
    }

    /// Every setting `recipes config` lists, config.toml's read and checked.
    static func entries(_ run: RunContext, _ options: GlobalOptions) throws -> [ConfigEntry] {
        run.settings.report(
            environment: Terminal.environment, flags: options.flags,
            colour: ((options.color ?? .auto).rawValue, options.color != nil),
            preferences: try run.settings.preferences.resolve(PreferenceKey.allCases))
    }

    struct Get: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "get",
            abstract: "One setting's effective value (any name `recipes config` lists).",
            discussion: "Examples:\n  recipes config get units\n  recipes config get data-folder --json"
        ).nested(in: ConfigCommand.self)

        @OptionGroup(title: "Global Options") var options: GlobalOptions
        @Argument(help: "The setting's name, as `recipes config` lists it.", completion: .list(PreferenceKey.allCases.map(\.rawValue)))
        var name: String

        func run() async throws {
            let run = try options.context()
            let entries = try ConfigCommand.entries(run, options)
            guard let entry = entries.first(where: { $0.name == name }) else {
                throw SettingsError.unknownSetting(name: name, known: entries.map(\.name))
            }
            try run.json ? run.showSettings([entry]) : Terminal.write((entry.isPath ? entry.shownValue : entry.value) + "\n")
        }
    }

    struct SetValue: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "set",
            abstract: "Keep a setting in config.toml: units, image, browse-tab or picture-cache-budget.",
            discussion: """
                Values: units as-is, metric or us; image auto, kitty, iterm, sixel, blocks or none; \
                browse-tab desserts, cocktails, pizza or favorites; picture-cache-budget a size such as 100MB.

                Examples:
                  recipes config set units metric
                  recipes config set picture-cache-budget 250MB
                """
        ).nested(in: ConfigCommand.self)

        @OptionGroup(title: "Global Options") var options: GlobalOptions
        @Argument(help: "The setting's name.", completion: .list(PreferenceKey.allCases.map(\.rawValue))) var name: String
        @Argument(help: "Its value.") var value: String

        func run() async throws {
            try ConfigCommand.change(name, to: value, options)
        }
    }

    struct Unset: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "unset",
            abstract: "Remove a setting from config.toml, so its default applies again.",
            discussion: "Example:\n  recipes config unset units"
        ).nested(in: ConfigCommand.self)

        @OptionGroup(title: "Global Options") var options: GlobalOptions
        @Argument(help: "The setting's name.", completion: .list(PreferenceKey.allCases.map(\.rawValue))) var name: String

        func run() async throws {
            try ConfigCommand.change(name, to: nil, options)
        }
    }

    /// `set` and `unset`: the note on stderr; with --json, the setting as it now resolves.
    static func change(_ name: String, to value: String?, _ options: GlobalOptions) throws {
        let run = try options.context()
        let settings = run.settings
        let names = settings.report(environment: Terminal.environment, flags: options.flags, colour: ("auto", false)).map(\.name)
        let change = try settings.preferences.change(
            name, to: value, reportNames: names + PreferenceKey.allCases.map(\.rawValue), lockTimeout: settings.lockTimeout)
        try run.confirm(change.note(path: settings.preferences.file.url.path)) {
            try JSONOutput.config([
                ConfigEntry(name: change.resolved.key.rawValue, value: change.resolved.value, source: change.resolved.source.words)
            ])
        }
    }
}

extension RunContext {
    /// `recipes config`'s table (or JSON): name, value, where it came from.
    func showSettings(_ entries: [ConfigEntry]) throws {
        try Terminal.write(
            json
                ? try JSONOutput.config(entries)
                : style.table(
                    entries.map { [$0.name, $0.shownValue, $0.source] }, emphasis: [.name, .plain, .dim],
                    // Where a value came from gives way; the URLs and paths never do.
                    giveWay: [2]))
    }
}
