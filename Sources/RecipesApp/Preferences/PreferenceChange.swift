import RecipesBasics

/// `recipes config set|unset`: one setting written to config.toml, checked first.
public struct PreferenceChange: Sendable, Equatable {
    /// The setting as it now resolves (a variable that is set still wins over the file).
    public var resolved: ResolvedPreference
    /// The value written, nil when it was removed.
    public var written: String?
    /// Whether the file had comments, which are not kept when it is rewritten.
    public var droppedComments: Bool
    /// The setting's value when nothing gives one.
    public var defaultValue: String

    /// The note for stderr: what changed where, and what still wins over it.
    public func note(path: String) -> String {
        let file = UserFacingError.clean(path)
        var lines = [
            written.map { "\(resolved.key.rawValue) set to \($0) in \(file)" }
                ?? "\(resolved.key.rawValue) removed from \(file); the default is \(defaultValue)"
        ]
        if case .environment(let variable) = resolved.source {
            lines.append("\(variable) is set and wins over the file: \(resolved.key.rawValue) stays \(resolved.value)")
        }
        if droppedComments { lines.append("the file's comments were not kept (the TOML library writes values only)") }
        return lines.joined(separator: "\n")
    }
}

extension Preferences {
    /// Sets `name` to `value` (nil removes it) in config.toml. A name `recipes config` does not list,
    /// one not kept in the file, or a value the setting does not take is a usage error (64) and
    /// nothing is written; a file that cannot be read is refused (65) and left as it is.
    public func change(_ name: String, to value: String?, reportNames: [String], lockTimeout: Double) throws -> PreferenceChange {
        guard let key = PreferenceKey(rawValue: name) else {
            if reportNames.contains(name) { throw SettingsError.notInFile(name: name) }
            throw SettingsError.unknownSetting(name: name, known: reportNames)
        }
        let canonical = try value.map { text in
            guard let canonical = key.canonical(text, tabs: tabs) else {
                throw SettingsError.badValue(name: name, value: text, allowed: key.allowed(tabs: tabs))
            }
            return canonical
        }
        let droppedComments = try file.set(key, to: canonical, lockTimeout: lockTimeout)
        return PreferenceChange(
            resolved: try resolve(key), written: canonical, droppedComments: droppedComments, defaultValue: key.defaultValue(tabs: tabs))
    }
}
