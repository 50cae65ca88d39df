import RecipesBasics

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The thing asked for does not exist, or a name does not say which.
public enum CatalogError: UserFacing, Equatable, Sendable {
    case notFound(catalog: CatalogName, id: String)
    /// The lookup found the id, but as something the catalog does not hold: a meal of another category.
    case notInCatalog(catalog: CatalogName, id: String, name: String, category: String)
    case noMatch(catalog: CatalogName, query: String, suggestions: [String])
    case ambiguous(catalog: CatalogName, query: String, candidates: [String])
    case unknownCatalog(String, known: [String])
    /// A filter's value (an area, a glass) that the catalog's list of them does not hold.
    case unknownName(kind: String, value: String, suggestions: [String], listCommand: String)
    /// A name matched the catalog's list, but the lookup of its id found nothing: said with the
    /// name the person typed, never with an id they did not.
    case nameNotFound(catalog: CatalogName, name: String)
    /// A stored list (cached or the bundled sample) names the recipe, but its own answer is not stored.
    /// `id` is nil when the person asked by name: the message then names only the name.
    case recipeNotStored(catalog: CatalogName, id: String?, name: String, snapshotOnly: Bool)
    /// `--snapshot`, and the bundled sample catalog has no such recipe.
    case notInSample(catalog: CatalogName, id: String)
}

extension CatalogError {
    /// The same error for a recipe the person asked for by `name`: it names the name they typed,
    /// never the id it was resolved to.
    public func askedByName(_ name: String) -> CatalogError {
        switch self {
        case .notFound(let catalog, _): .nameNotFound(catalog: catalog, name: name)
        case .recipeNotStored(let catalog, _, let listed, let snapshotOnly):
            .recipeNotStored(catalog: catalog, id: nil, name: listed, snapshotOnly: snapshotOnly)
        default: self
        }
    }

    public var userMessage: UserFacingError {
        switch self {
        case .notFound(let catalog, let id):
            UserFacingError("no \(catalog.singular) with id \(UserFacingError.clean(id)).", status: .notFound)
        case .notInCatalog(let catalog, let id, let name, let category):
            UserFacingError(
                "no \(catalog.singular) with id \(UserFacingError.clean(id)): \(UserFacingError.clean(name)) is in category "
                    + "\(UserFacingError.clean(category)).", status: .notFound)
        case .noMatch(let catalog, let query, let suggestions):
            UserFacingError(
                "no \(catalog.singular) is called '\(UserFacingError.clean(query))'."
                    + (suggestions.isEmpty ? "" : " Did you mean \(UserFacingError.list(suggestions))?"), status: .notFound)
        case .ambiguous(let catalog, let query, let candidates):
            UserFacingError(
                "'\(UserFacingError.clean(query))' could be several \(catalog.plural): did you mean \(UserFacingError.list(candidates))?",
                status: .notFound)
        case .unknownCatalog(let name, let known):
            UserFacingError(
                "no catalog is called '\(UserFacingError.clean(name))'; there are \(known.joined(separator: ", ")).", status: .usage)
        case .unknownName(let kind, let value, let suggestions, let listCommand):
            UserFacingError(
                "no \(kind) '\(UserFacingError.clean(value))'; "
                    + (suggestions.isEmpty ? "" : "did you mean \(UserFacingError.list(suggestions))? ")
                    + "'\(listCommand)' lists them.", status: .notFound)
        case .nameNotFound(let catalog, let name):
            UserFacingError(
                "the \(catalog.singular) list names '\(UserFacingError.clean(name))', but its recipe could not be found.", status: .notFound
            )
        case .recipeNotStored(let catalog, let id, let name, let snapshotOnly):
            UserFacingError(
                UserFacingError.clean(name) + (id.map { " (\(catalog.singular) \(UserFacingError.clean($0)))" } ?? "")
                    + " is listed in the offline sample, "
                    + "but its recipe is not bundled. "
                    + (snapshotOnly ? "Drop --snapshot and connect once to fetch it." : "Connect once to fetch it."),
                status: .unavailable)
        case .notInSample(let catalog, let id):
            UserFacingError(
                "the bundled sample catalog has no \(catalog.singular) \(UserFacingError.clean(id)). Drop --snapshot to ask the live service.",
                status: .notFound)
        }
    }
}
