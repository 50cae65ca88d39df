#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The shells completion scripts are generated for.
public enum CompletionShellKind: String, Sendable, CaseIterable {
    case bash, zsh, fish
}
