/// An error as the user sees it: one line and one exit code.
public struct UserFacingError: UserFacing, Equatable, Sendable {
    public let message: String
    public let status: ExitStatus

    public init(_ message: String, status: ExitStatus) {
        self.message = message
        self.status = status
    }

    public var userMessage: UserFacingError { self }

    /// The one-line message for any error: ours as they word it, anything else as it describes itself.
    public static func message(for error: Error) -> String {
        UserFacingError(error)?.message ?? "\(error)"
    }

    /// Nil for errors that are not ours (the parser's).
    public init?(_ error: Error) {
        switch error {
        case let error as UserFacing:
            self = error.userMessage
        case is CancellationError:
            self.init("interrupted", status: .interrupted)
        default:
            return nil
        }
    }
}

extension UserFacingError {
    /// User input echoed in a message: one line, no escape sequences.
    package static func clean(_ text: String) -> String { TerminalSanitizer.sanitizeLine(text) }

    /// "'a', 'b' or 'c'", at most eight.
    package static func list(_ names: [String]) -> String {
        let quoted = names.prefix(8).map { "'\(clean($0))'" }
        let more = names.count > 8 ? " (and \(names.count - 8) more)" : ""
        guard quoted.count > 1 else { return (quoted.first ?? "") + more }
        return quoted.dropLast().joined(separator: ", ") + " or " + quoted.last! + more
    }
}
