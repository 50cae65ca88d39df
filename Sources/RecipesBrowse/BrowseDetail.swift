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
    /// How many lines the open item has at `measuredColumns`: laid out once when it loads, gets
    /// its picture or the terminal resizes, never again for each scroll key.
    public private(set) var lineCount = 0
    public private(set) var measuredColumns: Int?

    /// Lays the item out at `columns` and keeps the count of its lines.
    mutating func measure(columns: Int) {
        lineCount = BrowseDetailText.lines(self, columns: columns).count
        measuredColumns = columns
    }

    public init(item: BrowseItem) {
        self.item = item
    }
}
