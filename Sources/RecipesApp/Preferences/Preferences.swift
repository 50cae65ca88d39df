import RecipesBasics
import RecipesBrowse
import RecipesPictures
import RecipesShopping

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Where a setting's value came from, as `recipes config` says it.
public enum PreferenceSource: Sendable, Equatable {
    case flag(String)
    case environment(String)
    case file
    case defaultValue

    public var words: String {
        switch self {
        case .flag(let name): "flag \(name)"
        case .environment(let name): "environment \(name)"
        case .file: "file \(SettingsFile.name)"
        case .defaultValue: "default"
        }
    }
}

/// One setting's value, in the spelling the file uses, and its source.
public struct ResolvedPreference: Sendable, Equatable {
    public var key: PreferenceKey
    public var value: String
    public var source: PreferenceSource

    public init(key: PreferenceKey, value: String, source: PreferenceSource) {
        self.key = key
        self.value = value
        self.source = source
    }
}

/// The settings of `PreferenceKey`, resolved when a command needs one: its flag, else its variable,
/// else config.toml, else the default. The file is read only when a value is asked for that no flag
/// or variable gives, so a command that needs none of them never reads it, and a bad file stops only
/// the commands that would have used it (exit 65, naming the file and line).
public struct Preferences: Sendable, Equatable {
    public let file: SettingsFile
    /// Each setting's variable as the environment sets it (empty ones are unset).
    public let environment: [PreferenceKey: String]

    public init(file: SettingsFile, environment: [String: String]) {
        self.file = file
        self.environment = Dictionary(
            uniqueKeysWithValues: PreferenceKey.allCases.compactMap { key in
                environment[key.variable].flatMap { $0.isEmpty ? nil : (key, $0) }
            })
    }

    /// `key`'s value: `flag` (already checked by the command line), else its variable (a value it
    /// does not take is a usage error, 64), else the file, else the default.
    public func resolve(_ key: PreferenceKey, flag: (name: String, value: String)? = nil) throws -> ResolvedPreference {
        try resolve([key], flags: flag.map { [key: $0] } ?? [:])[0]
    }

    /// Several at once, the file read at most once.
    public func resolve(_ keys: [PreferenceKey], flags: [PreferenceKey: (name: String, value: String)] = [:]) throws
        -> [ResolvedPreference]
    {
        var stored: [PreferenceKey: String]?
        return try keys.map { key in
            if let flag = flags[key], let value = key.canonical(flag.value, tabs: tabs) {
                return ResolvedPreference(key: key, value: value, source: .flag(flag.name))
            }
            if let text = environment[key] {
                guard let value = key.canonical(text, tabs: tabs) else {
                    throw UserFacingError(
                        "\(key.variable) must be one of \(list(key)), not '\(TerminalSanitizer.sanitizeLine(text))'.", status: .usage)
                }
                return ResolvedPreference(key: key, value: value, source: .environment(key.variable))
            }
            if stored == nil { stored = try file.read() }
            if let value = stored?[key] { return ResolvedPreference(key: key, value: value, source: .file) }
            return ResolvedPreference(key: key, value: key.defaultValue(tabs: tabs), source: .defaultValue)
        }
    }

    /// The values as the messages for a variable have always listed them: "auto, kitty, ..., none".
    private func list(_ key: PreferenceKey) -> String {
        switch key {
        case .units: UnitSystem.allCases.map(\.rawValue).joined(separator: ", ")
        case .image: PictureChoice.allCases.map(\.rawValue).joined(separator: ", ")
        case .browseTab: tabs.names.joined(separator: ", ")
        case .pictureCacheBudget: key.allowed(tabs: tabs)
        }
    }

    /// browse's tabs of the settings' registry: what `browse-tab` and `recipes browse TAB` take.
    public var tabs: BrowseTabs { file.tabs }

    /// `--units`, else the setting.
    public func units(flag: UnitSystem?) throws -> UnitSystem {
        if let flag { return flag }
        return UnitSystem(rawValue: try resolve(.units).value) ?? .asIs
    }

    /// `--image`, else the setting.
    public func image(flag: PictureChoice?) throws -> PictureChoice {
        if let flag { return flag }
        return PictureChoice(rawValue: try resolve(.image).value) ?? .auto
    }

    /// browse's TAB argument, else the setting.
    public func browseTab(argument: BrowseTab?) throws -> BrowseTab {
        if let argument { return argument }
        let tabs = tabs
        return tabs.named(try resolve(.browseTab).value) ?? tabs.first
    }

    /// The picture cache's budget in bytes, for `cache info`: a bad variable or file is its error.
    public func pictureCacheBudget() throws -> Int {
        ByteSize.parse(try resolve(.pictureCacheBudget).value) ?? ByteSize.defaultPictureBudget
    }

    /// The picture cache's budget in bytes. A picture never fails a command, so a bad variable or
    /// file here is only a line for `log` (--verbose), and the default applies.
    public func pictureCacheBudget(log: (String) -> Void) -> Int {
        do {
            return try pictureCacheBudget()
        } catch {
            log(
                "picture cache: \(UserFacingError.message(for: error)) Kept within the default \(PreferenceKey.pictureCacheBudget.defaultValue(tabs: tabs))."
            )
            return ByteSize.defaultPictureBudget
        }
    }
}
