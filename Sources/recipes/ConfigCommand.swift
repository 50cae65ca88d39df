import ArgumentParser
import RecipesApp

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
        try options.context().showConfig(options.values)
    }

    struct Get: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "get",
            abstract: "One setting's effective value (any name `recipes config` lists).",
            discussion: "Examples:\n  recipes config get units\n  recipes config get data-folder --json"
        ).nested(in: ConfigCommand.self)

        @OptionGroup(title: "Global Options") var options: GlobalOptions
        @Argument(help: "The setting's name, as `recipes config` lists it.", completion: .list(RunContext.settingNames))
        var name: String

        func run() async throws {
            try options.context().showSetting(name, options.values)
        }
    }

    struct SetValue: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "set",
            abstract: "Keep a setting in config.toml: units, image, browse-tab or picture-cache-budget.",
            discussion: """
                Values: units as-is, metric or us; image auto, kitty, iterm, sixel, blocks or none; \
                browse-tab desserts, cocktails, pizza, favorites or cart; picture-cache-budget a size such as 100MB.

                Examples:
                  recipes config set units metric
                  recipes config set picture-cache-budget 250MB
                """
        ).nested(in: ConfigCommand.self)

        @OptionGroup(title: "Global Options") var options: GlobalOptions
        @Argument(help: "The setting's name.", completion: .list(RunContext.settingNames)) var name: String
        @Argument(help: "Its value.") var value: String

        func run() async throws {
            try options.context().changeSetting(name, to: value, options.values)
        }
    }

    struct Unset: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "unset",
            abstract: "Remove a setting from config.toml, so its default applies again.",
            discussion: "Example:\n  recipes config unset units"
        ).nested(in: ConfigCommand.self)

        @OptionGroup(title: "Global Options") var options: GlobalOptions
        @Argument(help: "The setting's name.", completion: .list(RunContext.settingNames)) var name: String

        func run() async throws {
            try options.context().changeSetting(name, to: nil, options.values)
        }
    }

}
