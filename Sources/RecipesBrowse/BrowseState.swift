import RecipesCatalog

/// Everything the screen shows, as a value: the tab, each tab's list, the open detail, the status
/// line and the terminal's size. `BrowseModel` changes it; `BrowseScreen` draws it.
public struct BrowseState: Sendable, Equatable {
    public var tab: BrowseTab
    /// The tab bar: each catalog's tab, then Favorites and the Cart.
    public let tabs: BrowseTabs
    /// Each tab's list, in the tab bar's order.
    public var lists: [BrowseList]
    public var detail: BrowseDetail?
    /// `/` was pressed and keys type into the filter until Enter or Esc.
    public var isFiltering = false
    /// The last action's confirmation or error, shown on the status line until the next key or
    /// `BrowseModel.messageSeconds` (`expireMessage`), whichever comes first.
    public var message: String?
    /// Counts the messages shown, so an expiry only takes the one it was for.
    public var messageSerial = 0
    /// The last message, whole, for `m` after it left the status line (when the list has no note).
    public var lastMessage: String?
    /// What the body shows instead of the list or the item: every key (`?`), or the status line's note whole (`m`).
    public var overlay: BrowseOverlay?
    /// Actions (favorite, cart) under way: the status line spins meanwhile.
    public var pendingActions = 0
    public var spinnerFrame = 0
    public var rows: Int
    public var columns: Int
    /// Names bold, prices green, as the commands colour them: `--color`, `NO_COLOR`, `FORCE_COLOR`
    /// and `TERM=dumb` decide, as they do for stdout.
    public var colour = false
    public var hasQuit = false
    /// Asked on the status line; the next key answers it.
    public var question: BrowseQuestion?
    /// What `u` takes back: the last change made here.
    public var undo: BrowseUndo?
    /// The Cart tab's total and the mark of an order never confirmed, from its last load (its rows are `lists`).
    public var cartTotal: String?
    public var pendingOrder: String?
    /// The edit-pizza screen, open over the Cart tab.
    public var edit: BrowsePizzaEdit?

    /// Opens on `tab`, or on the first tab when the bar has no such tab.
    public init(tab: BrowseTab, tabs: BrowseTabs, rows: Int, columns: Int) {
        self.tab = tabs.index(of: tab) == nil ? tabs.first : tab
        self.tabs = tabs
        self.rows = rows
        self.columns = columns
        lists = tabs.labels.map { _ in BrowseList() }
    }

    public var list: BrowseList {
        get { self[list: tab] }
        set { self[list: tab] = newValue }
    }

    /// A tab's list; a tab the bar does not have has an empty one, and changes to it go nowhere.
    public subscript(list tab: BrowseTab) -> BrowseList {
        get { tabs.index(of: tab).map { lists[$0] } ?? BrowseList() }
        set { if let index = tabs.index(of: tab) { lists[index] = newValue } }
    }

    /// Rows between the tab bar and the two lines at the bottom (keys, status).
    public var bodyHeight: Int { max(1, rows - 3) }

    /// The rows a tab's list has: the Cart tab keeps two of the body for its total.
    public func listHeight(_ tab: BrowseTab) -> Int { tab == .cart ? max(1, bodyHeight - 2) : bodyHeight }

    public var listHeight: Int { listHeight(tab) }

    /// The item `f` and `a` act on: the open one, else the selected one.
    public var current: BrowseItem? { detail?.item ?? list.selectedItem }

    /// Something is loading or under way: the status line shows a spinner.
    public var isBusy: Bool {
        if pendingActions > 0 { return true }
        if list.phase == .loading { return true }
        if let detail, detail.phase == .loading { return true }
        if let edit, edit.phase == .loading { return true }
        return false
    }
}

/// A page over the body until the next key.
public enum BrowseOverlay: Sendable, Equatable {
    case keys
    case message(String)
    /// The order went through: the success screen, as `recipes checkout` thanks for it.
    case ordered(BrowseOrder)
}

/// What happened: a key, a resize, or the answer to an effect.
public enum BrowseEvent: Sendable {
    case key(BrowseKey)
    case resized(rows: Int, columns: Int)
    /// A list arrived: its items, and where they came from (nil: live).
    case listLoaded(BrowseTab, items: [BrowseItem], provenance: String?)
    case listFailed(BrowseTab, message: String)
    case detailLoaded(BrowseItem, card: RecipeCard, note: String?)
    case detailFailed(BrowseItem, message: String)
    case pictureLoaded(BrowseItem, rows: [String])
    /// A favorite was added or removed: every row of that recipe follows. `undo` takes it back.
    case favoriteChanged(catalog: CatalogName, id: String, isFavorite: Bool, message: String, undo: BrowseUndo?)
    /// Removing a favorite would lose its note: the person is asked first.
    case removalNeedsConsent(BrowseItem, name: String, note: String)
    /// An action (favorite, cart) finished with this line for the status line; `undo` takes it back.
    case actionDone(message: String, undo: BrowseUndo?)
    /// The Cart tab's lines, total and pending mark.
    case cartLoaded(BrowseCart)
    /// A cart change finished (added, removed, how many, edited, undone, or refused): the line for the
    /// status line, what `u` takes back, and the Cart tab is read again.
    case cartChanged(message: String, undo: BrowseUndo?)
    case pizzaEditLoaded(BrowseItem, BrowsePizzaEdit.Contents)
    case pizzaEditFailed(BrowseItem, message: String)
    /// The order as it stands, to ask about (`c`, and again when a mark appeared before placing it).
    case checkoutPrepared(BrowseOrder)
    /// The shop confirmed the order.
    case orderPlaced(BrowseOrder)
    /// A warning from below (a cache that could not be written), for the status line.
    case warning(String)
    /// The spinner's clock.
    case tick
    /// The message with this serial has been shown long enough.
    case messageExpired(Int)
}

/// What the model asks the world to do; the answers come back as events.
public enum BrowseEffect: Sendable, Equatable {
    case loadList(BrowseTab)
    case loadDetail(BrowseItem)
    /// The picture rows for an open item, through `BrowsePictures`.
    case loadPicture(BrowseItem, RecipeCard)
    case toggleFavorite(BrowseItem)
    /// Removes the favorite with the note the person agreed to lose (and no other).
    case removeFavorite(BrowseItem, note: String)
    case addToCart(BrowseItem)
    /// The Cart tab's `x`, `+` and `-`: a line removed, or set to a quantity.
    case removeCartLine(BrowseItem)
    case setQuantity(BrowseItem, to: Int)
    /// The edit-pizza screen: the menu and the line to open it with, then what to put on and take off.
    case loadPizzaEdit(BrowseItem)
    case saveEdit(BrowseItem, adding: [String], removing: [String])
    /// Checkout: the order as it stands (to ask), then placing exactly the order the person agreed to.
    case prepareCheckout
    case placeOrder(BrowseOrder)
    case undo(BrowseUndo)
    /// Sends `messageExpired(serial)` after `seconds`.
    case expireMessage(serial: Int, seconds: Double)
    case quit
}
