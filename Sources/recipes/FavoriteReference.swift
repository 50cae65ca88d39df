import ArgumentParser

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Which favorite: `catalog/id`, an id, or a name, optionally within one catalog.
struct FavoriteReference: ParsableArguments {
    @Option(help: "Look only in this catalog.") var catalog: String?
    @Argument(help: "catalog/id, an id, or a name.", completion: Completions.names(nil)) var idOrName: String
}
