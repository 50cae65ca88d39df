import RecipesCatalog

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension PizzaShop {
    /// `recipes sync pizza`: the menu's three documents, and each pizza's picture.
    public var syncPlan: SyncPlan {
        SyncPlan([
            SyncRequest(pizzasEndpoint, loader: loader) { menu in SyncFollowUp(pictures: menu.pizzas.compactMap(\.imageURL)) },
            SyncRequest(ingredientsEndpoint, loader: loader),
            SyncRequest(drinksEndpoint, loader: loader),
        ])
    }
}
