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

    /// Every folder is joined as a path and made a URL once: `appendingPathComponent` asked the file
    /// system whether each was a folder, and its first call cost a run ~0.3 M instructions
    /// (Docs/PerformanceLog.md).
    public static func resolve(environment: [String: String]) -> FileLocations {
        if let home = absolute(environment["RECIPES_HOME"]) {
            return FileLocations(data: folder(home), cache: folder(joined(home, "cache")), config: folder(home))
        }
        let user = absolute(environment["HOME"]) ?? FileManager.default.homeDirectoryForCurrentUser.path
        func xdg(_ name: String, default relative: String) -> URL {
            folder(joined(absolute(environment[name]) ?? joined(user, relative), "recipes"))
        }
        return FileLocations(
            data: xdg("XDG_DATA_HOME", default: ".local/share"),
            cache: xdg("XDG_CACHE_HOME", default: ".cache"),
            config: xdg("XDG_CONFIG_HOME", default: ".config")
        )
    }

    private static func absolute(_ path: String?) -> String? {
        guard let path, path.hasPrefix("/") else { return nil }
        return path
    }

    private static func joined(_ folder: String, _ name: String) -> String {
        var path = folder
        if !path.hasSuffix("/") { path.append("/") }
        path.append(name)
        return path
    }

    private static func folder(_ path: String) -> URL {
        URL(fileURLWithPath: path, isDirectory: true)
    }
}
