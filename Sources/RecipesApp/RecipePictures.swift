import RecipesCatalog
import RecipesPictures

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A recipe's thumbnail: a favorite's kept copy first (so it shows offline), else the picture cache,
/// else the network. A favorite's picture, once fetched, is kept beside favorites. Drawn on a thread
/// of its own for at most a second (`DecodingThread`); a picture that fails or takes longer is
/// remembered as undrawable, so no later run pays for it again.
public struct RecipePictures: Sendable {
    public let loader: PictureLoader
    public let kept: FavoritePictures
    /// Where each catalog's pictures may be fetched from; a catalog without an entry fetches none.
    private let sources: [CatalogName: PictureSources]
    /// Each catalog's thumbnail rule (its registration's); a catalog without one shows its pictures as served.
    private let thumbnails: [CatalogName: ThumbnailRule]
    private let deadline: Duration

    public init(
        loader: PictureLoader, kept: FavoritePictures, sources: [CatalogName: PictureSources],
        thumbnails: [CatalogName: ThumbnailRule] = [:], deadline: Duration = DecodingThread.deadline
    ) {
        self.loader = loader
        self.kept = kept
        self.sources = sources
        self.thumbnails = thumbnails
        self.deadline = deadline
    }

    /// Each catalog's registered picture hosts, and its base URL when the settings configure one.
    public static func sources(registry: [CatalogRegistration], settings: Settings) -> [CatalogName: PictureSources] {
        Dictionary(
            registry.map { ($0.name, PictureSources(hosts: $0.pictureHosts, configured: settings.catalogURLs[$0.name])) },
            uniquingKeysWith: { first, _ in first })
    }

    /// Each catalog's registered thumbnail rule.
    public static func thumbnails(registry: [CatalogRegistration]) -> [CatalogName: ThumbnailRule] {
        Dictionary(registry.map { ($0.name, $0.thumbnail) }, uniquingKeysWith: { first, _ in first })
    }

    /// The small picture the catalog serves, by its registration's rule: TheMealDB's and
    /// TheCocktailDB's `<image>/preview` (250 × 250 instead of 700 × 700), the pizza's PNG as it is.
    public static func thumbnailURL(for card: RecipeCard, registry: [CatalogRegistration] = CatalogRegistry.standard) -> URL? {
        guard let image = card.image else { return nil }
        return Self.thumbnails(registry: registry)[card.catalog, default: .asServed].thumbnail(of: image)
    }

    /// The thumbnail of the card's picture, by its catalog's rule; nil when it has no picture.
    public func thumbnailURL(for card: RecipeCard) -> URL? {
        card.image.map { thumbnailURL(catalog: card.catalog, image: $0) }
    }

    /// The thumbnail of a recipe's picture at `image`.
    public func thumbnailURL(catalog: CatalogName, image: URL) -> URL {
        thumbnails[catalog, default: .asServed].thumbnail(of: image)
    }

    /// Whether the thumbnail of `image` is cached (it is then never fetched again).
    public func hasThumbnail(catalog: CatalogName, image: URL) -> Bool {
        loader.cached(at: thumbnailURL(catalog: catalog, image: image)) != nil
    }

    /// Fetches the thumbnail of `image` into the cache (`sync --pictures`), from where the catalog's
    /// pictures may come; whether it is there now.
    public func keepThumbnail(catalog: CatalogName, image: URL) async -> Bool {
        guard let sources = sources[catalog] else { return false }
        return await loader.bytes(at: thumbnailURL(catalog: catalog, image: image), from: sources) != nil
    }

    /// The card's picture as `draw` makes it from the bytes, on a thread of its own. Nil when there
    /// is none to be had, or `draw` fails or is not done within the deadline: then the copy it was
    /// drawn from is dropped (a favorite's kept file) or noted in the cache as undrawable, and `-v`
    /// says why. A favorite keeps a picture it fetched once it has drawn (never an undrawable one).
    /// Never an error: a picture never fails a command.
    public func draw<Drawing: Sendable>(
        _ card: RecipeCard, isFavorite: Bool,
        _ draw: @escaping @Sendable ([UInt8]) -> Result<Drawing, PictureFailure>
    ) async -> Drawing? {
        let key = "\(card.catalog.rawValue)/\(card.id)"
        guard let (bytes, origin) = await source(for: card, key: key, isFavorite: isFavorite) else { return nil }
        let drawn = await DecodingThread.run(within: deadline) { draw(bytes) }
        if case .failure(let failure) = drawn {
            loader.note(
                "picture: could not draw \(thumbnailURL(for: card)?.addressForMessages ?? "the favorite's picture"): \(failure.reason)"
            )
            if failure.isThePicture {
                switch origin {
                case .kept: kept.remove(for: key)
                case .fetched(let url): loader.rememberUndrawable(url, failure)
                }
                return nil
            }
        }
        if isFavorite, case .fetched = origin { keep(bytes, for: key) }
        return try? drawn.get()
    }

    private enum Origin {
        case kept
        case fetched(URL)
    }

    private func source(for card: RecipeCard, key: String, isFavorite: Bool) async -> (bytes: [UInt8], origin: Origin)? {
        if isFavorite, let bytes = kept.bytes(for: key) { return (bytes, .kept) }
        guard let url = thumbnailURL(for: card),
            let bytes = await loader.bytes(at: url, from: sources[card.catalog] ?? PictureSources(hosts: [], configured: nil))
        else { return nil }
        return (bytes, .fetched(url))
    }

    /// On `favorites add`: keeps its picture, from the cache or, when it is not there yet, fetched
    /// (online only; offline it is skipped quietly), so the favorite draws offline later. Only a
    /// picture of a known kind is kept.
    public func keepPicture(for card: RecipeCard) async {
        if let picture = await pictureToKeep(for: card) { keep(picture) }
    }

    /// A favorite's picture, fetched to be kept once the favorite is (`keep`).
    public struct PictureToKeep: Sendable {
        fileprivate let key: String
        fileprivate let bytes: [UInt8]
    }

    /// What `keepPicture` keeps, fetched but not kept yet: nil when it is kept already, the card has
    /// no picture, or it cannot be had.
    public func pictureToKeep(for card: RecipeCard) async -> PictureToKeep? {
        let key = "\(card.catalog.rawValue)/\(card.id)"
        guard kept.bytes(for: key) == nil, let url = thumbnailURL(for: card) else { return nil }
        guard let bytes = await loader.bytes(at: url, from: sources[card.catalog] ?? PictureSources(hosts: [], configured: nil)) else {
            return nil
        }
        return PictureToKeep(key: key, bytes: bytes)
    }

    public func keep(_ picture: PictureToKeep) {
        keep(picture.bytes, for: picture.key)
    }

    /// On adding a favorite: keeps its picture if the cache holds it (no request is made for it).
    public func keepCached(for card: RecipeCard) {
        let key = "\(card.catalog.rawValue)/\(card.id)"
        guard kept.bytes(for: key) == nil, let url = thumbnailURL(for: card), let bytes = loader.cached(at: url) else { return }
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

extension RecipeCard {
    /// The address of its picture, when it has one.
    fileprivate var image: URL? { links.first(where: { $0.label == "Image" })?.url }
}
