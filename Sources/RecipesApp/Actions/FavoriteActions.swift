import RecipesCatalog
import RecipesFavorites

/// Keeping and letting go of favorites, and their notes: `favorites add`/`remove`/`note` and
/// browse's `f` do it here, so a favorite kept either way is the same entry with the same kept picture.
extension CompositionRoot {
    /// Fetches the recipe's full details once, keeps them as a favorite, and keeps its picture (from
    /// the cache, else fetched; a picture that cannot be had is no failure).
    /// The picture is fetched while the favorite is written, and kept once it is.
    public func addFavorite(catalog: String, idOrName: String) async throws -> FavoritesService.Added {
        let pictures = self.pictures
        let (added, fetched) = try await favorites.add(catalog: catalog, idOrName: idOrName) { snapshot in
            await pictures.pictureToKeep(for: snapshot.card)
        }
        switch fetched {
        case .some(let picture?): pictures.keep(picture)
        case .some(nil): break // kept already, none, or it could not be had
        case nil: await pictures.keepPicture(for: added.favorite.recipe) // a favorite already: nothing was fetched
        }
        return added
    }

    /// Removes a favorite, as far as `notes` allows, and the picture kept for it.
    public func removeFavorite(_ query: String, catalog: String? = nil, notes: FavoritesService.NoteConsent) throws
        -> FavoritesService.Removal
    {
        let removal = try favorites.remove(query, catalog: catalog, notes: notes)
        pictures.forget(catalog: removal.favorite.catalog, id: removal.favorite.id)
        return removal
    }

    /// `favorites note`: writes, extends or clears the note of the favorite `query` names (within
    /// `catalog`, when given), under the store's lock; the favorite as it is now.
    public func noteFavorite(_ query: String, catalog: String? = nil, change: FavoritesBook.NoteChange) throws -> Favorite {
        try favorites.note(query, catalog: catalog, change: change)
    }
}
