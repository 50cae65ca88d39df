import RecipesOutput
import RecipesText

/// `recipes config`, `config get`, `set` and `unset`.
extension RunContext {
    /// `recipes config`: every setting, its value and where it came from.
    public func showConfig(_ options: RunOptions) throws {
        try showSettings(try entries(options))
    }

    /// `config get NAME`: one setting's effective value.
    public func showSetting(_ name: String, _ options: RunOptions) throws {
        let entries = try entries(options)
        guard let entry = entries.first(where: { $0.name == name }) else {
            throw SettingsError.unknownSetting(name: name, known: entries.map(\.name))
        }
        try json ? showSettings([entry]) : Terminal.write((entry.isPath ? entry.shownValue : entry.value) + "\n")
    }

    /// `config set NAME VALUE` and `config unset NAME` (nil): the note on stderr; with --json, the
    /// setting as it now resolves.
    public func changeSetting(_ name: String, to value: String?, _ options: RunOptions) throws {
        let names = settings.report(environment: Terminal.environment, flags: options.flags, colour: ("auto", false)).map(\.name)
        let change = try settings.preferences.change(
            name, to: value, reportNames: names + PreferenceKey.allCases.map(\.rawValue), lockTimeout: settings.lockTimeout)
        try confirm(change.note(path: settings.preferences.file.url.path)) {
            try JSONOutput.config([
                ConfigEntry(name: change.resolved.key.rawValue, value: change.resolved.value, source: change.resolved.source.words)
            ])
        }
    }

    /// The names `config get`, `set` and `unset` complete.
    public static var settingNames: [String] { PreferenceKey.allCases.map(\.rawValue) }

    /// Every setting `recipes config` lists, config.toml's read and checked.
    private func entries(_ options: RunOptions) throws -> [ConfigEntry] {
        settings.report(
            environment: Terminal.environment, flags: options.flags,
            colour: ((options.colour ?? .auto).rawValue, options.colour != nil),
            preferences: try settings.preferences.resolve(PreferenceKey.allCases))
    }

    /// `recipes config`'s table (or JSON): name, value, where it came from.
    private func showSettings(_ entries: [ConfigEntry]) throws {
        try Terminal.write(
            json
                ? try JSONOutput.config(entries)
                : style.table(
                    entries.map { [$0.name, $0.shownValue, $0.source] }, emphasis: [.name, .plain, .dim],
                    // Where a value came from gives way; the URLs and paths never do.
                    giveWay: [2]))
    }
}
