/// A link `open` will not or cannot open.
public enum LinkError: UserFacing, Equatable, Sendable {
    /// Not an http(s) link, or one with spaces or control characters (as a server sent it).
    case unsafe(String)
    /// The recipe has no link of this kind ("video").
    case missing(kind: String, name: String)
}

extension LinkError {
    public var userMessage: UserFacingError {
        switch self {
        case .unsafe(let url):
            UserFacingError(
                "will not open '\(TerminalSanitizer.sanitizeLine(url))': only plain http and https links are opened.",
                status: .invalidData)
        case .missing(let kind, let name):
            UserFacingError("\(TerminalSanitizer.sanitizeLine(name)) has no \(kind) link.", status: .notFound)
        }
    }
}
