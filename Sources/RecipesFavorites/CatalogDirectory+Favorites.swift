import RecipesBasics
import RecipesCatalog

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension CatalogDirectory {
    /// Why a favorite from outside (an import) cannot be taken in, or nil when it can: a catalog
    /// this build knows, an id that catalog could have given, and a snapshot of that same recipe.
    public func problem(with favorite: Favorite) -> String? {
        guard let catalog = named(favorite.catalog) else {
            return "no catalog is called '\(TerminalSanitizer.sanitizeLine(favorite.catalog.rawValue))'"
        }
        guard catalog.isValidID(favorite.id) else {
            return "'\(TerminalSanitizer.sanitizeLine(favorite.id))' is not a \(catalog.name.rawValue) id"
        }
        guard favorite.recipe.catalog == favorite.catalog, favorite.recipe.id == favorite.id else {
            return "its recipe is not \(TerminalSanitizer.sanitizeLine(favorite.key))"
        }
        return nil
    }
}
