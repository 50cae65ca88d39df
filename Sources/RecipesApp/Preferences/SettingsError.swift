import RecipesBasics
import RecipesCatalog

/// What can be wrong with config.toml, or with a `recipes config get|set` argument.
public enum SettingsError: UserFacing, Equatable, Sendable {
    /// config.toml cannot be used: unreadable, not text, not TOML, or a key or value it does not take.
    /// `line` is where, when the file says.
    case invalidFile(path: String, line: Int?, reason: String)
    /// `config get|set NAME` of a name `recipes config` does not list.
    case unknownSetting(name: String, known: [String])
    /// `config set NAME` of a setting that is not kept in the file (a folder, an endpoint).
    case notInFile(name: String)
    /// `config set NAME VALUE` of a value the setting does not take.
    case badValue(name: String, value: String, allowed: String)
}

extension SettingsError {
    public var userMessage: UserFacingError {
        switch self {
        case .invalidFile(let path, let line, let reason):
            UserFacingError(
                "\(UserFacingError.clean(path))\(line.map { ", line \($0)" } ?? ""): \(reason). Fix or remove the file (Docs/FileFormats.md lists what it takes).",
                status: .invalidData)
        case .unknownSetting(let name, let known):
            UserFacingError(
                "no setting is called '\(UserFacingError.clean(name))'\(Self.nearest(to: name, in: known).map { " (did you mean '\($0)'?)" } ?? ""); `recipes config` lists them.",
                status: .usage)
        case .notInFile(let name):
            UserFacingError(
                "\(UserFacingError.clean(name)) is not kept in config.toml; `config set` takes \(PreferenceKey.words(PreferenceKey.allCases.map(\.rawValue))).",
                status: .usage)
        case .badValue(let name, let value, let allowed):
            UserFacingError("\(name) takes \(allowed), not '\(UserFacingError.clean(value))'.", status: .usage)
        }
    }

    /// The known name a typo away (`unit` → `units`), if one is.
    public static func nearest(to name: String, in known: [String]) -> String? {
        NearMiss.names(near: name, in: known).first
    }
}
