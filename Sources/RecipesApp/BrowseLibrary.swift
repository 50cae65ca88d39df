import RecipesBasics
import RecipesBrowse
import RecipesCatalog
import RecipesFavorites
import RecipesOutput
import RecipesPizza

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What `recipes browse` shows and does, through the same services the commands use: the lists
/// of `desserts list`, `cocktail list` (every drink) and `pizza menu`, favorites from the one
/// store, the cart under its lock. Each answer becomes the `BrowseEvent` the model takes.
public struct BrowseLibrary: Sendable {
    /// One composition root for the session; each load and action gets the whole `--timeout` of its
    /// own, as a command does (`SessionRoot`), so a long session never runs out of one budget.
    let session: SessionRoot
    let pictures: BrowsePictures
    let now: @Sendable () -> Date

    public init(
        session: SessionRoot, pictures: BrowsePictures = NoPictures(),
        now: @escaping @Sendable () -> Date = Date.init
    ) {
        self.session = session
        self.pictures = pictures
        self.now = now
    }

    /// The tab's list, alphabetical: a catalog's tab lists what its registration's `browseList`
    /// loads. A catalog that cannot be reached serves its cache, then the bundled sample (the loader
    /// chain), then the favorites kept from it.
    public func list(_ tab: BrowseTab) async -> BrowseEvent {
        await session.action { app in
            do {
                switch tab {
                case .catalog(let name):
                    guard let catalog = app.catalogs.named(name), let listing = catalog.registration.browseList else {
                        throw CatalogError.unknownCatalog(name.rawValue, known: app.catalogs.names.map(\.rawValue))
                    }
                    return listed(app, tab, try await listing.rows(of: catalog), catalog: name)
                case .favorites:
                    let items = try app.favorites.summaries().map {
                        BrowseItem(
                            catalog: $0.catalog, id: $0.id, name: $0.name, kind: recipeKind(app, $0.catalog),
                            isFavorite: true, hasNote: $0.hasNote)
                    }
                    return .listLoaded(tab, items: items, provenance: nil)
                case .cart:
                    return try await cart(app)
                }
            } catch {
                return fallback(app, tab, error: error)
            }
        }
    }

    /// A catalog's rows as browse shows them, its favorites starred.
    private func listed(
        _ app: CompositionRoot, _ tab: BrowseTab, _ loaded: Loaded<[CatalogListing.Row]>, catalog: CatalogName
    ) -> BrowseEvent {
        let favorites = app.favorites.ids(in: catalog)
        let items = loaded.value.map { row in
            let kind: BrowseItem.Kind =
                switch row.kind {
                case .recipe: .recipe
                case .orderableRecipe: .pizza
                case .orderable: .drink
                }
            var item = BrowseItem(
                catalog: catalog, id: row.id, name: row.name, kind: kind, price: row.price,
                isFavorite: kind != .drink && favorites.contains(row.id), ingredients: row.ingredients)
            item.opensOffline = row.opensOffline
            return item
        }
        return .listLoaded(tab, items: items, provenance: note(loaded, catalog))
    }

    /// What a favorite of the catalog is in browse: a recipe, or one that also goes in the cart.
    private func recipeKind(_ app: CompositionRoot, _ catalog: CatalogName) -> BrowseItem.Kind {
        app.catalogs.named(catalog)?.registration.recipesGoInCart == true ? .pizza : .recipe
    }

    /// Where the list came from and what it left out, as the commands' notes say them; nil when
    /// live and whole.
    func note<Resource>(_ loaded: Loaded<Resource>, _ catalog: CatalogName) -> String? {
        let notes = [
            ProvenanceNote.text(for: loaded, catalog: catalog, now: now()), SkippedRecordsNote.text(for: loaded, catalog: catalog),
        ]
        return notes.contains { $0 != nil } ? notes.compactMap { $0 }.joined(separator: " · ") : nil
    }

    /// Nothing live, cached or bundled: the favorites kept from that catalog, if any.
    private func fallback(_ app: CompositionRoot, _ tab: BrowseTab, error: Error) -> BrowseEvent {
        let message = UserFacingError.message(for: error)
        guard case .catalog(let catalog) = tab, let kept = try? app.favorites.summaries(catalog: catalog.rawValue), !kept.isEmpty
        else {
            return .listFailed(tab, message: message)
        }
        let kind = recipeKind(app, catalog)
        let items = kept.map { BrowseItem(catalog: catalog, id: $0.id, name: $0.name, kind: kind, isFavorite: true, hasNote: $0.hasNote) }
        return .listLoaded(tab, items: items, provenance: "offline: showing your favorite \(catalog) (\(message))")
    }

    /// The item's recipe: a favorite's own snapshot when it is one (offline too), else its catalog's.
    public func detail(_ item: BrowseItem) async -> BrowseEvent {
        await session.action { app in
            let saved = item.kind == .recipe || item.kind == .pizza ? app.favorites.favorite(in: item.catalog, id: item.id) : nil
            do {
                let card: RecipeCard
                switch item.kind {
                case .drink:
                    let drink = try await app.pizza.menu().value.drink(named: item.name)
                    card = RecipeCard(
                        catalog: .pizza, id: String(drink.id), name: drink.name,
                        facts: [RecipeCard.Fact("Price", Money.format(drink.price))])
                case .pizza:
                    card = try await app.pizza.menu().value.pizza(named: item.id).pricedCard
                case .recipe:
                    card = try await catalogCard(app, item)
                case .pizzaLine, .drinkLine:
                    return .detailFailed(item, message: "a line of the cart has no page of its own: e edits it in the Cart tab")
                }
                return .detailLoaded(item, card: card, note: saved?.note)
            } catch {
                if let saved { return .detailLoaded(item, card: saved.recipe, note: saved.note) }
                return .detailFailed(item, message: UserFacingError.message(for: error))
            }
        }
    }

    private func catalogCard(_ app: CompositionRoot, _ item: BrowseItem) async throws -> RecipeCard {
        if item.isFavorite, let saved = app.favorites.favorite(in: item.catalog, id: item.id) { return saved.recipe }
        guard let catalog = app.catalogs.named(item.catalog) else {
            throw CatalogError.unknownCatalog(item.catalog.rawValue, known: app.catalogs.names.map(\.rawValue))
        }
        return try await catalog.card(id: item.id).value
    }

    /// The picture rows for an open item (`BrowsePictures`); none until pictures are plugged in.
    public func picture(_ item: BrowseItem, card: RecipeCard, maxColumns: Int) async -> BrowseEvent {
        .pictureLoaded(item, rows: await pictures.rows(for: item, card: card, maxColumns: maxColumns))
    }

    /// Adds the item to favorites (fetching its snapshot, as `favorites add` does) or removes it. A
    /// favorite with a note is not removed: the answer asks the person first (`removeFavorite`).
    public func toggleFavorite(_ item: BrowseItem) async -> BrowseEvent {
        await session.action { app in
            do {
                if app.favorites.ids(in: item.catalog).contains(item.id) {
                    do {
                        return try removed(item, notes: .none, app: app)
                    } catch FavoritesError.hasNote(let name, _, let note) {
                        return .removalNeedsConsent(item, name: name, note: note)
                    }
                }
                let added = try await app.addFavorite(catalog: item.catalog.rawValue, idOrName: item.id)
                return .favoriteChanged(
                    catalog: item.catalog, id: item.id, isFavorite: true,
                    message: "added to favorites: \(added.favorite.name) (\(added.favorite.key))",
                    undo: added.isNew ? .favoriteAdded(catalog: item.catalog, id: item.id) : nil)
            } catch {
                return .actionDone(message: "recipes: " + UserFacingError.message(for: error), undo: nil)
            }
        }
    }

    /// Removes a favorite whose note the person saw and agreed to lose (a note changed since is kept).
    public func removeFavorite(_ item: BrowseItem, note: String) async -> BrowseEvent {
        do {
            return try await session.action { app in try removed(item, notes: .seen(note), app: app) }
        } catch {
            return .actionDone(message: "recipes: " + UserFacingError.message(for: error), undo: nil)
        }
    }

    private func removed(_ item: BrowseItem, notes: FavoritesService.NoteConsent, app: CompositionRoot) throws -> BrowseEvent {
        let removed = try app.removeFavorite("\(item.catalog.rawValue)/\(item.id)", catalog: item.catalog.rawValue, notes: notes).favorite
        let saved = try? app.favorites.saved(removed)
        return .favoriteChanged(
            catalog: item.catalog, id: item.id, isFavorite: false,
            message: "removed from favorites: \(removed.name) (\(removed.key))" + (saved == nil ? "" : "; u undoes it"),
            undo: saved.map { .favoriteRemoved(catalog: item.catalog, id: item.id, saved: $0) })
    }

    /// Takes back the last change: a favorite added or removed (with its note, as it was), a cart line
    /// added, removed or set to another quantity.
    public func undo(_ change: BrowseUndo) async -> BrowseEvent {
        await session.action { app in
            do {
                switch change {
                case .favoriteAdded(let catalog, let id):
                    let removed = try app.removeFavorite("\(catalog.rawValue)/\(id)", catalog: catalog.rawValue, notes: .none).favorite
                    return .favoriteChanged(
                        catalog: catalog, id: id, isFavorite: false,
                        message: "undone: removed \(removed.name) from favorites", undo: nil)
                case .favoriteRemoved(let catalog, let id, let saved):
                    let favorite = try app.favorites.favorite(saved: saved)
                    let restored = try app.favorites.restore(favorite)
                    let note = favorite.hasNote ? ", with its note" : ""
                    return .favoriteChanged(
                        catalog: catalog, id: id, isFavorite: true,
                        message: restored
                            ? "undone: \(favorite.name) is a favorite again\(note)"
                            : "\(favorite.name) is a favorite again already; kept as it is", undo: nil)
                case .cartLineAdded(let lineID, let previousQuantity):
                    guard let line = try app.cart.undoAdd(lineID: lineID, previousQuantity: previousQuantity) else {
                        return .cartChanged(message: "nothing to undo: that line is no longer in the cart", undo: nil)
                    }
                    return .cartChanged(
                        message: previousQuantity == nil
                            ? "undone: took \(line.name) out of the cart"
                            : "undone: one \(line.name) fewer in the cart", undo: nil)
                case .cartLineRemoved, .cartQuantityChanged:
                    return try await undoCart(change, app: app)
                }
            } catch {
                return .actionDone(message: "recipes: " + UserFacingError.message(for: error), undo: nil)
            }
        }
    }

    /// One of the pizza or drink, as `cart add pizza|drink NAME` adds it.
    public func addToCart(_ item: BrowseItem) async -> BrowseEvent {
        await session.action { app in
            do {
                let change = try await app.addToCart(item.kind == .drink ? .drink(item.name) : .pizza(item.name))
                return .cartChanged(
                    message: PizzaOutput.added(change.value).trimmed(),
                    undo: .cartLineAdded(lineID: change.value.line.line.id, previousQuantity: change.value.quantityBefore))
            } catch {
                return .cartChanged(message: "recipes: " + UserFacingError.message(for: error), undo: nil)
            }
        }
    }
}
