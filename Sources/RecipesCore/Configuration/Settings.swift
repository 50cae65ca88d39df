import Foundation

/// Everything a run is configured by, resolved once: flags beat the environment, which beats defaults.
public struct Settings: Sendable, Equatable {
    public static let defaultTimeout: Double = 10

    public var mealDBURL: URL
    /// Seconds for one request, start to last byte.
    public var timeout: Double

    public init(mealDBURL: URL = DessertCatalog.defaultBaseURL, timeout: Double = Settings.defaultTimeout) {
        self.mealDBURL = mealDBURL
        self.timeout = timeout
    }

    /// Reads `RECIPES_MEALDB_URL`; `timeout` is the `--timeout` flag when given.
    public static func resolve(environment: [String: String], timeout: Double? = nil) throws -> Settings {
        Settings(
            mealDBURL: try endpoint("RECIPES_MEALDB_URL", in: environment) ?? DessertCatalog.defaultBaseURL,
            timeout: timeout ?? defaultTimeout
        )
    }

    /// An endpoint variable: unset or empty means the default; anything else must be an http(s) URL.
    static func endpoint(_ name: String, in environment: [String: String]) throws -> URL? {
        guard let text = environment[name], !text.isEmpty else { return nil }
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(),
              scheme == "http" || scheme == "https", url.host != nil else {
            throw UserFacingError("\(name) is not an http(s) URL: \(TerminalSanitizer.sanitizeLine(text))", status: .usage)
        }
        return url
    }
}
