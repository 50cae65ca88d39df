import ArgumentParser
import RecipesApp

/// Which favorite: `catalog/id`, an id, or a name, optionally within one catalog.
struct FavoriteReference: ParsableArguments {
    @Option(help: "Look only in this catalog.") var catalog: String?
    @Argument(help: "catalog/id, an id, or a name.", completion: Completions.names(inCatalog: nil)) var idOrName: String
}
