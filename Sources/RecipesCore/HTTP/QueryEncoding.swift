import Foundation

/// Builds URLs from a base and path, encoding query values strictly (RFC 3986 unreserved characters only),
/// so `+`, `&`, `=`, `/` and `%` reach the server as the user typed them.
public enum QueryEncoding {
    private static let unreserved = CharacterSet(charactersIn:
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

    public static func encode(_ value: String) -> String {
        // Cannot fail: every String is valid Unicode, and the allowed set is ASCII.
        value.addingPercentEncoding(withAllowedCharacters: unreserved) ?? value
    }

    /// `path?name=value&...` with every name and value encoded.
    public static func relative(path: String, query: [(String, String)]) -> String {
        guard !query.isEmpty else { return path }
        return path + "?" + query.map { "\(encode($0.0))=\(encode($0.1))" }.joined(separator: "&")
    }

    /// `base` + `path` + `?name=value&...`, keeping the base's own path. The base is treated as a folder.
    public static func url(base: URL, path: String, query: [(String, String)] = []) -> URL {
        url(base: base, relative: relative(path: path, query: query))
    }

    static func url(base: URL, relative: String) -> URL {
        var text = base.absoluteString
        if !text.hasSuffix("/") { text += "/" }
        // The base was a valid URL and everything appended is percent-encoded or a fixed path.
        return URL(string: text + relative)!
    }
}
