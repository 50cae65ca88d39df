import RecipesBasics
import RecipesCatalog
import RecipesHTTP
import RecipesStorage

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Everything a run is configured by, resolved once: flags beat the environment, which beats config.toml
/// (`preferences`, read when first needed), which beats defaults.
public struct Settings: Sendable, Equatable {
    public static let defaultTimeout = CurlHTTPClient.defaultTimeout

    /// Each catalog's base URL that is not its default (`RECIPES_MEALDB_URL`...).
    public var catalogURLs: [CatalogName: URL]
    public var checkoutURL: URL
    /// Seconds for one request, start to last byte.
    public var timeout: Double
    public var locations: FileLocations
    public var mode: LoadingMode
    public var cachePolicy: CachePolicy
    /// Whether the bundled sample catalog may serve when network and cache cannot.
    public var snapshotFallback: Bool
    /// `--no-cache`: the live answer or its error; no stored copy stands in for it (answers are still cached).
    public var liveOnly = false
    /// Seconds a command waits for another process's lock on favorites.json, cart.json or pantry.json before it
    /// gives up with exit 75 (`RECIPES_LOCK_TIMEOUT`).
    public var lockTimeout: Double
    /// The settings config.toml can hold (units, pictures, browse's tab, the picture cache's budget),
    /// each resolved only when a command asks for it.
    public var preferences: Preferences

    public static let defaultCheckoutURL = URL(string: "https://httpbin.org/post")!
    public static let defaultLockTimeout: Double = 10

    public init(
        catalogURLs: [CatalogName: URL] = [:], checkoutURL: URL = Settings.defaultCheckoutURL,
        timeout: Double = Settings.defaultTimeout,
        locations: FileLocations, mode: LoadingMode = .networkFirst, cachePolicy: CachePolicy = CachePolicy(),
        snapshotFallback: Bool = true, lockTimeout: Double = Settings.defaultLockTimeout
    ) {
        self.catalogURLs = catalogURLs
        self.checkoutURL = checkoutURL
        self.timeout = timeout
        self.locations = locations
        self.mode = mode
        self.cachePolicy = cachePolicy
        self.snapshotFallback = snapshotFallback
        self.lockTimeout = lockTimeout
        self.preferences = Preferences(file: SettingsFile(folder: locations.config), environment: [:])
    }

    /// The flags a command was given; nil means "not given".
    public struct Flags: Sendable, Equatable {
        public var timeout: Double?
        public var offline = false
        public var snapshot = false
        public var noSnapshot = false
        public var noCache = false
        /// `--max-age` in seconds, parsed and checked by the command line (`DurationText`).
        public var maxAge: Double?

        public init(
            timeout: Double? = nil, offline: Bool = false, snapshot: Bool = false, noSnapshot: Bool = false, noCache: Bool = false,
            maxAge: Double? = nil
        ) {
            self.noCache = noCache
            self.timeout = timeout
            self.offline = offline
            self.snapshot = snapshot
            self.noSnapshot = noSnapshot
            self.maxAge = maxAge
        }
    }

    /// A catalog's base URL: from its variable, else its default.
    public func baseURL(for catalog: CatalogRegistration) -> URL {
        catalogURLs[catalog.name] ?? catalog.defaultURL
    }

    public static func resolve(
        environment: [String: String], flags: Flags = Flags(),
        registry: [CatalogRegistration] = CatalogRegistry.standard
    ) throws -> Settings {
        if flags.snapshot && (flags.offline || flags.noSnapshot) {
            throw UserFacingError("--snapshot cannot be combined with --offline or --no-snapshot.", status: .usage)
        }
        if flags.noCache && (flags.offline || flags.snapshot) {
            throw UserFacingError("--no-cache cannot be combined with --offline or --snapshot.", status: .usage)
        }
        var settings = Settings(
            catalogURLs: try registry.reduce(into: [:]) { urls, catalog in
                urls[catalog.name] = try endpoint(catalog.urlVariable, in: environment)
            },
            checkoutURL: try endpoint("RECIPES_CHECKOUT_URL", in: environment) ?? Settings.defaultCheckoutURL,
            timeout: flags.timeout ?? defaultTimeout,
            locations: FileLocations.resolve(environment: environment),
            mode: flags.snapshot ? .snapshot : flags.offline ? .offline : .networkFirst,
            cachePolicy: CachePolicy(
                maxAge: try flags.maxAge ?? maxAge(environment: environment),
                isExplicit: flags.maxAge != nil || !(environment["RECIPES_CACHE_MAX_AGE"] ?? "").isEmpty),
            snapshotFallback: !flags.noSnapshot && !flags.noCache && !isSet(environment["RECIPES_NO_SNAPSHOT"]),
            lockTimeout: try lockTimeout(environment: environment)
        )
        settings.liveOnly = flags.noCache
        settings.preferences = Preferences(
            file: SettingsFile(folder: settings.locations.config, registry: registry), environment: environment)
        return settings
    }

    /// An endpoint variable: unset or empty means the default; anything else must be an http(s) URL.
    static func endpoint(_ name: String, in environment: [String: String]) throws -> URL? {
        guard let text = environment[name], !text.isEmpty else { return nil }
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(),
            scheme == "http" || scheme == "https", url.host != nil
        else {
            throw UserFacingError("\(name) is not an http(s) URL: \(TerminalSanitizer.sanitizeLine(text))", status: .usage)
        }
        return url
    }

    /// `RECIPES_CACHE_MAX_AGE`, else the default.
    static func maxAge(environment: [String: String]) throws -> Double {
        guard let text = environment["RECIPES_CACHE_MAX_AGE"], !text.isEmpty else { return CachePolicy.defaultMaxAge }
        guard let seconds = DurationText.parse(text) else {
            throw UserFacingError(
                "RECIPES_CACHE_MAX_AGE takes a duration such as 7d, 12h, 30m or 90s (at most 100 years), not '\(TerminalSanitizer.sanitizeLine(text))'.",
                status: .usage)
        }
        return seconds
    }

    /// `RECIPES_LOCK_TIMEOUT`, else the default.
    static func lockTimeout(environment: [String: String]) throws -> Double {
        guard let text = environment["RECIPES_LOCK_TIMEOUT"], !text.isEmpty else { return defaultLockTimeout }
        guard let seconds = DurationText.parse(text) else {
            throw UserFacingError(
                "RECIPES_LOCK_TIMEOUT takes a duration such as 10s, 2m or 1.5 (seconds), not '\(TerminalSanitizer.sanitizeLine(text))'.",
                status: .usage)
        }
        return seconds
    }

    /// `1`, `true`, `yes` (any case) turn a switch on; unset, empty, `0`, `false`, `no` leave it off.
    static func isSet(_ value: String?) -> Bool {
        guard let value = value?.lowercased(), !value.isEmpty else { return false }
        return !["0", "false", "no", "off"].contains(value)
    }
}
