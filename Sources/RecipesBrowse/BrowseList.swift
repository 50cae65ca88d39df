import RecipesBasics
import RecipesCatalog

/// One tab's list: what was loaded, where it came from, the filter and the selection.
public struct BrowseList: Sendable, Equatable {
    public enum Phase: Sendable, Equatable {
        case notLoaded, loading, loaded
        case failed(String)
    }

    public var phase: Phase = .notLoaded
    public private(set) var items: [BrowseItem] = []
    /// Where the answer came from, as the notes say it ("offline: showing desserts cached 3 hours ago"); nil when live.
    public var provenance: String?
    public private(set) var filter = ""
    /// Indices into `items` of the rows the filter keeps, in order.
    public private(set) var visible: [Int] = []
    /// The selected row, an index into `visible`.
    public private(set) var selected = 0
    /// The first row on screen, an index into `visible`.
    public private(set) var top = 0

    public init() {}

    public var selectedItem: BrowseItem? { visible.indices.contains(selected) ? items[visible[selected]] : nil }

    /// New items (a load or a reload) keep the filter, and the selection when its item is still there.
    mutating func replaceItems(_ newItems: [BrowseItem]) {
        let previous = selectedItem
        items = newItems
        refilter()
        if let previous, let row = visible.firstIndex(where: { items[$0].isSame(as: previous) }) { selected = row }
    }

    mutating func setFilter(_ text: String) {
        filter = text
        refilter()
        selected = 0
        top = 0
    }

    /// Clears the filter keeping the selected item selected (Esc): the person lands where they were
    /// looking, not back at the top.
    mutating func clearFilter(height: Int) {
        let kept = selectedItem
        setFilter("")
        if let kept, let row = visible.firstIndex(where: { items[$0].isSame(as: kept) }) { select(row, height: height) }
    }

    /// Names containing the filter, compared as name lookup compares them: any case, any accents, any part.
    private mutating func refilter() {
        let key = AlphabeticalOrder.filterKey(filter)
        visible = key.isEmpty ? Array(items.indices) : items.indices.filter { items[$0].key.contains(key) }
        selected = min(selected, max(0, visible.count - 1))
    }

    mutating func update(_ item: BrowseItem) {
        for index in items.indices where items[index].isSame(as: item) { items[index] = item }
    }

    mutating func updateAll(_ change: (inout BrowseItem) -> Void) {
        for index in items.indices { change(&items[index]) }
    }

    /// Moves the selection by `step` rows (clamped), keeping it on screen in a body of `height` rows.
    mutating func move(by step: Int, height: Int) {
        select(selected + step, height: height)
    }

    mutating func select(_ row: Int, height: Int) {
        selected = max(0, min(row, visible.count - 1))
        scrollIntoView(height: height)
    }

    mutating func scrollIntoView(height: Int) {
        let height = max(1, height)
        if selected < top { top = selected }
        if selected >= top + height { top = selected - height + 1 }
        top = max(0, min(top, max(0, visible.count - height)))
    }
}

extension AlphabeticalOrder {
    /// The filter's key, as name lookup folds a query.
    static func filterKey(_ text: String) -> String { key(for: text.trimmed()) }
}
