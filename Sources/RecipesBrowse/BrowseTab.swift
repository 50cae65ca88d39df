import RecipesCatalog

/// A tab of `recipes browse`: one per catalog that has a browse list, then Favorites and the Cart
/// (Nenno's order: its lines, the total, checkout). What a catalog's tab is called and counts comes
/// from its registration (`BrowseTabs`).
public enum BrowseTab: Hashable, Sendable {
    case catalog(CatalogName)
    case favorites
    case cart

    /// Its name as the command line names it: `desserts`, `favorites`, `cart`.
    public var name: String {
        switch self {
        case .catalog(let catalog): catalog.rawValue
        case .favorites: "favorites"
        case .cart: "cart"
        }
    }
}

/// The tab bar: the registry's catalogs in its order, then Favorites and the Cart. Keys 1–9 pick the
/// tab at that place, so the digit is always the tab's place in the bar: the standard registry's
/// are 1 desserts, 2 cocktails, 3 pizza, 4 favorites, 5 cart, and a fourth catalog's tab is 4 (its
/// catalog comes before Favorites and the Cart, which move to 5 and 6).
public struct BrowseTabs: Sendable, Equatable {
    /// What the screen says of a tab.
    public struct Label: Sendable, Equatable {
        public let tab: BrowseTab
        public let title: String
        public let noun: CatalogNoun
        /// The words that pick it on the command line and in `browse-tab`.
        public let names: [String]
        /// Its catalog's recipes go in the cart (Nenno's): where the empty Cart tab points.
        public var ordersFrom = false
    }

    public let labels: [Label]

    /// The tabs of the catalogs in `registry` that have a browse list, then Favorites and Cart.
    public init(catalogs registry: [CatalogRegistration]) {
        let catalogs = registry.filter { $0.browseList != nil }.map {
            Label(tab: .catalog($0.name), title: $0.tabTitle, noun: $0.noun, names: $0.countedNames, ordersFrom: $0.recipesGoInCart)
        }
        labels =
            catalogs + [
                Label(
                    tab: .favorites, title: "Favorites", noun: CatalogNoun(one: "favorite", many: "favorites"),
                    names: ["favorites", "favorite", "favourites", "favourite"]),
                Label(tab: .cart, title: "Cart", noun: CatalogNoun(one: "line", many: "lines"), names: ["cart"]),
            ]
    }

    public var all: [BrowseTab] { labels.map(\.tab) }

    /// The first tab: the registry's first catalog.
    public var first: BrowseTab { labels[0].tab }

    /// The tab a command-line word names: a catalog's name, singular or plural (`dessert`, `pizzas`),
    /// `favorites` (or `favourite`...), `cart`.
    public func named(_ argument: String) -> BrowseTab? {
        let word = argument.lowercased()
        return labels.first { $0.names.contains(word) }?.tab
    }

    /// Every tab's own name, in order: "desserts", ..., "cart".
    public var names: [String] { labels.map(\.tab.name) }

    /// Its place in the tab bar, from 0; nil for a tab this bar does not have.
    public func index(of tab: BrowseTab) -> Int? { labels.firstIndex { $0.tab == tab } }

    func label(_ tab: BrowseTab) -> Label? { labels.first { $0.tab == tab } }

    func title(_ tab: BrowseTab) -> String { label(tab)?.title ?? tab.name }

    /// What a list of this tab holds: "desserts".
    func noun(_ tab: BrowseTab) -> String { label(tab)?.noun.many ?? tab.name }

    /// "12 desserts", "1 dessert": a count of what the tab lists, for the status line.
    func counted(_ tab: BrowseTab, _ count: Int) -> String {
        label(tab)?.noun.counted(count) ?? "\(count) \(tab.name)"
    }

    /// The tab a digit key picks: `1` the first.
    func numbered(_ key: Character) -> BrowseTab? {
        guard let number = key.wholeNumberValue, key.isASCII, labels.indices.contains(number - 1) else { return nil }
        return labels[number - 1].tab
    }

    /// The tab the cart's pizzas and drinks come from, and its key: "Pizza tab (3)".
    var orderingTab: String? {
        labels.firstIndex { $0.ordersFrom }.map { "\(labels[$0].title) tab (\($0 + 1))" }
    }

    /// The Cart tab's key: "5".
    var cartKey: String { index(of: .cart).map { String($0 + 1) } ?? "" }

    /// "1-5": the digits that pick a tab, for the keys line and the help page.
    var digits: String { "1-\(min(labels.count, 9))" }

    func tab(_ tab: BrowseTab, movedBy step: Int) -> BrowseTab {
        let count = labels.count
        let index = self.index(of: tab) ?? 0
        return labels[((index + step) % count + count) % count].tab
    }
}
