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
}

/// A question the status line asks; the next key answers it (`y` yes, anything else no).
public enum BrowseQuestion: Sendable, Equatable {
    /// Removing this favorite would lose its note.
    case removeNoted(BrowseItem, name: String, note: String)
}
