import Foundation

/// The shells completion scripts are generated for.
public enum CompletionShellKind: String, Sendable, CaseIterable {
    case bash, zsh, fish
}
