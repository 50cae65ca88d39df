import RecipesBasics
import RecipesCatalog
import RecipesOutput

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `recipes config`: every effective setting, and where its value came from.
public struct ConfigEntry: Sendable, Equatable, Encodable {
    public var name: String
    public var value: String
    /// "flag --timeout", "environment RECIPES_HOME", "default".
    public var source: String
    /// A file or folder: people copy it into commands.
    public var isPath: Bool
    /// The value in people's words for the table ("network first" for `networkFirst`); JSON keeps `value`.
    public var words: String?

    enum CodingKeys: String, CodingKey { case name, value, source }

    public init(name: String, value: String, source: String, isPath: Bool = false, words: String? = nil) {
        self.name = name
        self.value = value
        self.source = source
        self.isPath = isPath
        self.words = words
    }

    /// `value` as the table shows it: a path as it is when it is plain, else shell-quoted
    /// (`ShellQuote`), so it pastes as the real path and hides nothing; JSON keeps it exact.
    public var shownValue: String { isPath ? ShellQuote.quote(value) : words ?? value }
}

extension Settings {
    /// The settings as resolved, each with its source: flag, environment, config.toml or default.
    /// `preferences` are config.toml's settings as `Preferences.resolve` gave them.
    public func report(
        environment: [String: String], flags: Flags, colour: (choice: String, flag: Bool), preferences: [ResolvedPreference] = [],
        registry: [CatalogRegistration] = CatalogRegistry.standard
    ) -> [ConfigEntry] {
        func set(_ name: String) -> Bool { !(environment[name] ?? "").isEmpty }
        func fromEnvironment(_ name: String) -> String { set(name) ? "environment \(name)" : "default" }
        func absolute(_ name: String) -> Bool { (environment[name] ?? "").hasPrefix("/") }
        let folders: (String) -> String = { xdg in
            absolute("RECIPES_HOME") ? "environment RECIPES_HOME" : absolute(xdg) ? "environment \(xdg)" : "default"
        }
        let catalogEntries = registry.map { catalog in
            ConfigEntry(name: catalog.configName, value: baseURL(for: catalog).absoluteString, source: fromEnvironment(catalog.urlVariable))
        }
        return catalogEntries + [
            ConfigEntry(name: "checkout-url", value: checkoutURL.absoluteString, source: fromEnvironment("RECIPES_CHECKOUT_URL")),
            ConfigEntry(name: "timeout", value: Self.seconds(timeout), source: flags.timeout != nil ? "flag --timeout" : "default"),
            ConfigEntry(
                name: "mode", value: mode.rawValue,
                source: flags.snapshot ? "flag --snapshot" : flags.offline ? "flag --offline" : "default",
                words: mode.words(snapshotFallback: snapshotFallback)),
            ConfigEntry(
                name: "cache-max-age", value: DurationText.amount(cachePolicy.maxAge),
                source: flags.maxAge != nil ? "flag --max-age" : fromEnvironment("RECIPES_CACHE_MAX_AGE")),
            ConfigEntry(
                name: "snapshot-fallback", value: snapshotFallback ? "on" : "off",
                source: flags.noSnapshot
                    ? "flag --no-snapshot"
                    : Settings.isSet(environment["RECIPES_NO_SNAPSHOT"]) ? "environment RECIPES_NO_SNAPSHOT" : "default"),
            ConfigEntry(name: "lock-timeout", value: Self.seconds(lockTimeout), source: fromEnvironment("RECIPES_LOCK_TIMEOUT")),
            ConfigEntry(
                name: "colour", value: colour.choice,
                source: colour.flag
                    ? "flag --color" : set("NO_COLOR") ? "environment NO_COLOR" : set("FORCE_COLOR") ? "environment FORCE_COLOR" : "default"
            ),
            ConfigEntry(
                name: "pager", value: environment["PAGER"].flatMap { $0.isEmpty ? nil : $0 } ?? "less -FIRX",
                source: fromEnvironment("PAGER")),
        ]
            + preferences.map { ConfigEntry(name: $0.key.rawValue, value: $0.value, source: $0.source.words) } + [
                ConfigEntry(name: "data-folder", value: locations.data.path, source: folders("XDG_DATA_HOME"), isPath: true),
                ConfigEntry(
                    name: "favorites-file", value: locations.data.appendingPathComponent("favorites.json").path,
                    source: folders("XDG_DATA_HOME"), isPath: true),
                ConfigEntry(
                    name: "cart-file", value: locations.data.appendingPathComponent("cart.json").path, source: folders("XDG_DATA_HOME"),
                    isPath: true),
                ConfigEntry(
                    name: "pantry-file", value: locations.data.appendingPathComponent("pantry.json").path, source: folders("XDG_DATA_HOME"),
                    isPath: true),
                ConfigEntry(name: "cache-folder", value: locations.cache.path, source: folders("XDG_CACHE_HOME"), isPath: true),
                ConfigEntry(name: "config-folder", value: locations.config.path, source: folders("XDG_CONFIG_HOME"), isPath: true),
                ConfigEntry(name: "settings-file", value: self.preferences.file.url.path, source: folders("XDG_CONFIG_HOME"), isPath: true),
            ]
    }

    /// `10 s`, `2.5 s`.
    private static func seconds(_ value: Double) -> String {
        "\(value == value.rounded() ? String(Int(value)) : String(value)) s"
    }
}

extension JSONOutput {
    public static func config(_ entries: [ConfigEntry]) throws -> String {
        struct Config: Encodable {
            let schemaVersion = JSONOutput.schemaVersion
            let settings: [ConfigEntry]
        }
        return try encode(Config(settings: entries))
    }
}
