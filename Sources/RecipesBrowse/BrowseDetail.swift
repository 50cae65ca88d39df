import RecipesCatalog

/// The open item: its recipe once loaded, its picture rows, and how far it is scrolled.
public struct BrowseDetail: Sendable, Equatable {
    public enum Phase: Sendable, Equatable {
        case loading
        case loaded(RecipeCard, note: String?)
        case failed(String)
    }

    public var item: BrowseItem
    public var phase: Phase = .loading
    /// Rows of an already-encoded picture (`BrowsePictures`), drawn above the facts.
    public var pictureRows: [String] = []
    /// The first line of the body on screen.
    public var offset = 0

    public init(item: BrowseItem) {
        self.item = item
    }
}
