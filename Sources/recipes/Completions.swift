import ArgumentParser
import Foundation
import RecipesCore

/// Shell completion for ids and names, from favorites and the cache (never the network).
enum Completions {
    static func names(_ catalog: CatalogName?) -> CompletionKind {
        .custom { _, _, prefix in
            guard let settings = try? Settings.resolve(environment: ProcessInfo.processInfo.environment) else { return [] }
            let root = CompositionRoot(settings: settings, warn: { _ in })
            return CompletionCandidates(root: root).candidates(for: catalog, prefix: prefix)
        }
    }
}
