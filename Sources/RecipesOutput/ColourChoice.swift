#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Whether to colour a stream, by the conventions people expect (Docs/Terminal.md).
public enum ColourChoice: String, Sendable, CaseIterable {
    case auto, always, never

    /// `--color` wins; then `NO_COLOR` (any non-empty value) turns colour off and `FORCE_COLOR`
    /// (non-empty, not "0") on; then `TERM=dumb` means none; otherwise colour only on a terminal.
    public func isOn(environment: [String: String], isTerminal: Bool) -> Bool {
        switch self {
        case .always: return true
        case .never: return false
        case .auto:
            if let noColour = environment["NO_COLOR"], !noColour.isEmpty { return false }
            if let force = environment["FORCE_COLOR"], !force.isEmpty, force != "0" { return true }
            if environment["TERM"] == "dumb" { return false }
            return isTerminal
        }
    }
}
