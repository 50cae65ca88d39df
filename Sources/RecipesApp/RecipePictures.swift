#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import RecipesCatalog
import RecipesPictures

/// A recipe's thumbnail: a favorite's kept copy first (so it shows offline), else the picture cache,
/// else the network. A favorite's picture, once fetched, is kept beside favorites.
public struct RecipePictures: Sendable {
    public let loader: PictureLoader
    public let kept: FavoritePictures

    public init(loader: PictureLoader, kept: FavoritePictures) {
        self.loader = loader
        self.kept = kept
    }

    /// The small picture the catalog serves: TheMealDB's and TheCocktailDB's `<image>/preview`
    /// (250 × 250 instead of 700 × 700), the pizza's PNG as it is.
    public static func thumbnailURL(for card: RecipeCard) -> URL? {
        guard let image = card.links.first(where: { $0.label == "Image" })?.url else { return nil }
        switch card.catalog {
        case .desserts, .cocktails: return image.appendingPathComponent("preview")
        default: return image
        }
    }

    /// Nil when the card has no picture or it cannot be had (never an error: a picture never fails a command).
    public func bytes(for card: RecipeCard, isFavorite: Bool) async -> [UInt8]? {
        let key = "\(card.catalog.rawValue)/\(card.id)"
        if isFavorite, let bytes = kept.bytes(for: key) { return bytes }
        guard let url = Self.thumbnailURL(for: card), let bytes = await loader.bytes(at: url) else { return nil }
        if isFavorite { keep(bytes, for: key) }
        return bytes
    }

    /// On adding a favorite: keeps its picture if the cache holds it (no request is made for it).
    public func keepCached(for card: RecipeCard) {
        let key = "\(card.catalog.rawValue)/\(card.id)"
        guard kept.bytes(for: key) == nil, let url = Self.thumbnailURL(for: card), let bytes = loader.cached(at: url) else { return }
        keep(bytes, for: key)
    }

    public func forget(catalog: CatalogName, id: String) {
        kept.remove(for: "\(catalog.rawValue)/\(id)")
    }

    private func keep(_ bytes: [UInt8], for key: String) {
        do {
            try kept.save(bytes, for: key)
        } catch {
            loader.note("picture: could not keep the favorite's picture: \(error)")
        }
    }
}
