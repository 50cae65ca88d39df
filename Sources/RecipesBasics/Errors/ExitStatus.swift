/// The documented exit codes (Docs/ExitCodes.md, `recipes --help`).
public enum ExitStatus: Int32, Sendable, CaseIterable {
    case success = 0
    case notFound = 1
    case usage = 64
    case invalidData = 65
    case unavailable = 69
    case cannotWrite = 73
    case locked = 75
    case interrupted = 130

    public var meaning: String {
        switch self {
        case .success: "success, including an empty search result"
        case .notFound: "the thing asked for does not exist, or a failure with no better code"
        case .usage: "usage error"
        case .invalidData: "invalid data: a server's answer is not the expected JSON, or a local file is corrupt"
        case .unavailable: "unavailable: no connectivity, timeout or server error, and nothing cached could serve"
        case .cannotWrite: "a local file or folder could not be written"
        case .locked: "another recipes process holds the store's lock for too long"
        case .interrupted: "interrupted (Ctrl-C)"
        }
    }
}
