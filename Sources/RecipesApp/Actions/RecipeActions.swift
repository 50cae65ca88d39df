import RecipesBasics
import RecipesCatalog
import RecipesFavorites

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A recipe as `show` and `random` give it: the answer, whether asking kept it as a favorite, and
/// the favorite it is (with its note), if it is one.
public struct ShownRecipe<Recipe: RecipeCardConvertible & Sendable>: Sendable {
    public let loaded: Loaded<Recipe>
    /// Set when the action was asked to keep it (`show --favorite`).
    public let added: FavoritesService.Added?
    public let favorite: Favorite?
}

/// A recipe's link, as `open` opens or prints it.
public struct RecipeLink<Recipe: RecipeCardConvertible & Sendable>: Sendable {
    public let loaded: Loaded<Recipe>
    public let kind: String
    public let url: URL
}

/// The recipe actions: each thing a person does with a recipe, once, for the commands and browse.
extension CompositionRoot {
    /// `show`: the recipe, kept as a favorite first when `keep` (its picture kept from the cache).
    public func show<Shelf: RecipeShelf>(_ shelf: Shelf.Type, idOrName: String, keep: Bool = false) async throws
        -> ShownRecipe<Shelf.Recipe>
    {
        let loaded = try await Shelf(self).detail(idOrName: idOrName)
        let added = keep ? try favorites.add(loaded) : nil
        if let added { pictures.keepCached(for: added.favorite.recipe) }
        return ShownRecipe(loaded: loaded, added: added, favorite: favorites.favorite(in: Shelf.catalog, id: loaded.value.id))
    }

    /// `random`: one recipe of the catalog, and the favorite it is, if it is one.
    public func random<Shelf: RecipeShelf>(_ shelf: Shelf.Type) async throws -> ShownRecipe<Shelf.Recipe> {
        let loaded = try await Shelf(self).random()
        return ShownRecipe(loaded: loaded, added: nil, favorite: favorites.favorite(in: Shelf.catalog, id: loaded.value.id))
    }

    /// `share`: the recipe to write out whole.
    public func recipe<Shelf: RecipeShelf>(_ shelf: Shelf.Type, idOrName: String) async throws -> Loaded<Shelf.Recipe> {
        try await Shelf(self).detail(idOrName: idOrName)
    }

    /// `open`: the recipe's link. Throws `LinkError.missing` when it has none of the kind asked for.
    public func link<Shelf: RecipeShelf>(_ shelf: Shelf.Type, idOrName: String, video: Bool = false) async throws
        -> RecipeLink<Shelf.Recipe>
    {
        let shelf = try Shelf(self)
        let loaded = try await shelf.detail(idOrName: idOrName)
        guard let link = shelf.link(of: loaded.value, video: video) else {
            throw LinkError.missing(kind: video ? "video" : "link", name: loaded.value.name)
        }
        return RecipeLink(loaded: loaded, kind: link.kind, url: link.url)
    }
}
