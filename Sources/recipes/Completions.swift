import ArgumentParser
import RecipesApp

/// Shell completion for ids and names, from favorites and the cache (never the network), escaped
/// for the shell that asks.
enum Completions {
    /// Ids and names of the recipe shelf's catalog.
    static func names<Shelf: RecipeShelf>(of shelf: Shelf.Type) -> CompletionKind {
        .custom { _, _, prefix in
            candidates { $0.candidates(of: Shelf.self, prefix: prefix, shell: $1) }
        }
    }

    /// Ids and names of the catalog named `catalog` (`pizza`); every favorite for nil.
    static func names(inCatalog catalog: String?) -> CompletionKind {
        .custom { _, _, prefix in
            candidates { $0.candidates(inCatalog: catalog, prefix: prefix, shell: $1) }
        }
    }

    /// An option's values (`--area`, `--glass`, `-i`, a drink, a pizza's ingredient, ...), from the
    /// cached lists the commands that print them filled.
    static func values(_ list: CompletionCandidates.ValueList) -> CompletionKind {
        .custom { _, _, prefix in
            candidates { $0.candidates(from: list, prefix: prefix, shell: $1) }
        }
    }

    /// `shopping-list`'s `catalog:name` references. bash hands over `dessert`, `:` and `Whi` as three
    /// words and replaces only the last: it gets the names alone.
    static func references() -> CompletionKind {
        .custom { arguments, index, prefix in
            candidates { candidates, shell in
                if (shell ?? .bash) == .bash {
                    if prefix == ":", index >= 1, index - 1 < arguments.count {
                        return candidates.names(inReferenceTo: arguments[index - 1], prefix: "", shell: shell)
                    }
                    if index >= 2, index - 1 < arguments.count, arguments[index - 1] == ":" {
                        return candidates.names(inReferenceTo: arguments[index - 2], prefix: prefix, shell: shell)
                    }
                }
                return candidates.candidates(from: .recipeReferences, prefix: prefix, shell: shell)
            }
        }
    }

    private static func candidates(_ body: (CompletionCandidates, CompletionShellKind?) -> [String]) -> [String] {
        CompletionCandidates.asked(shell: CompletionShell.requesting?.rawValue, body)
    }

    /// What is in the pantry, for `pantry remove`.
    static func pantryItems() -> CompletionKind {
        .custom { _, _, prefix in
            candidates { $0.pantryItems(prefix: prefix, shell: $1) }
        }
    }
}
