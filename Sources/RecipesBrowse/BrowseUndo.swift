import RecipesCatalog

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The last change browse made, and what `u` needs to take it back.
public enum BrowseUndo: Sendable, Equatable {
    case favoriteAdded(catalog: CatalogName, id: String)
    /// `saved`: the favorite as the file held it, note and dates included, to put back as it was.
    case favoriteRemoved(catalog: CatalogName, id: String, saved: Data)
    /// A cart line `a` added, or the line it added one more to (`previousQuantity`).
    case cartLineAdded(lineID: String, previousQuantity: Int?)
    /// A cart line removed in the Cart tab: `saved` is the line as cart.json held it, to put back at `number`.
    case cartLineRemoved(saved: Data, number: Int, name: String)
    /// How many of a cart line, changed in the Cart tab from `previousQuantity`.
    case cartQuantityChanged(lineID: String, previousQuantity: Int, name: String)
}

/// A question the status line asks; the next key answers it (`y` yes, anything else no).
public enum BrowseQuestion: Sendable, Equatable {
    /// Removing this favorite would lose its note.
    case removeNoted(BrowseItem, name: String, note: String)
    /// Placing this order (the Cart tab's `c`); asked again, saying so, when an earlier order of the cart was never confirmed.
    case placeOrder(BrowseOrder)

    /// The keys line while it is asked.
    var answers: String {
        switch self {
        case .removeNoted: "y removes it with its note  any other key keeps it"
        case .placeOrder: "y places the order  any other key does not"
        }
    }
}
