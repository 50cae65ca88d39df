import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import RecipesApp
import RecipesCatalog

/// Shell completion for ids and names, from favorites and the cache (never the network), escaped
/// for the shell that asks.
enum Completions {
    static func names(_ catalog: CatalogName?) -> CompletionKind {
        .custom { _, _, prefix in
            guard let settings = try? Settings.resolve(environment: Terminal.environment) else { return [] }
            let root = CompositionRoot(settings: settings, warn: { _ in })
            let shell = CompletionShell.requesting.flatMap { CompletionShellKind(rawValue: $0.rawValue) }
            return CompletionCandidates(root: root).candidates(for: catalog, prefix: prefix, shell: shell)
        }
    }

    /// What is in the pantry, for `pantry remove`.
    static func pantryItems() -> CompletionKind {
        .custom { _, _, prefix in
            guard let settings = try? Settings.resolve(environment: Terminal.environment) else { return [] }
            let root = CompositionRoot(settings: settings, warn: { _ in })
            let shell = CompletionShell.requesting.flatMap { CompletionShellKind(rawValue: $0.rawValue) }
            return CompletionCandidates(root: root).pantryItems(prefix: prefix, shell: shell)
        }
    }
}
