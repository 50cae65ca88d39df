#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Where the tool keeps its files. `RECIPES_HOME` holds everything when set; otherwise the XDG base
/// directories, ignoring empty or relative values as the XDG spec asks.
public struct FileLocations: Sendable, Equatable {
    /// Favorites and cart.
    public var data: URL
    /// Cached answers.
    public var cache: URL
    public var config: URL

    public init(data: URL, cache: URL, config: URL) {
        self.data = data
        self.cache = cache
        self.config = config
    }

    public static func resolve(environment: [String: String]) -> FileLocations {
        if let home = absolute(environment["RECIPES_HOME"]) {
            return FileLocations(data: home, cache: home.appendingPathComponent("cache"), config: home)
        }
        let user = absolute(environment["HOME"]) ?? FileManager.default.homeDirectoryForCurrentUser
        func xdg(_ name: String, default relative: String) -> URL {
            (absolute(environment[name]) ?? user.appendingPathComponent(relative)).appendingPathComponent("recipes")
        }
        return FileLocations(
            data: xdg("XDG_DATA_HOME", default: ".local/share"),
            cache: xdg("XDG_CACHE_HOME", default: ".cache"),
            config: xdg("XDG_CONFIG_HOME", default: ".config")
        )
    }

    private static func absolute(_ path: String?) -> URL? {
        guard let path, path.hasPrefix("/") else { return nil }
        return URL(fileURLWithPath: path, isDirectory: true)
    }
}
