/// The four tabs, in the order the tab bar shows them and keys 1–4 pick them.
public enum BrowseTab: Int, CaseIterable, Sendable {
    case desserts, cocktails, pizza, favorites

    public var title: String {
        switch self {
        case .desserts: "Desserts"
        case .cocktails: "Cocktails"
        case .pizza: "Pizza"
        case .favorites: "Favorites"
        }
    }

    /// What a list of this tab holds, for the status line ("12 desserts").
    var noun: String {
        switch self {
        case .desserts: "desserts"
        case .cocktails: "cocktails"
        case .pizza: "pizzas and drinks"
        case .favorites: "favorites"
        }
    }

    /// The tab a command-line word names: `desserts`, `cocktails`, `pizza`, `favorites`, or the
    /// singulars and plurals the other commands accept.
    public init?(name argument: String) {
        switch argument.lowercased() {
        case "desserts", "dessert": self = .desserts
        case "cocktails", "cocktail": self = .cocktails
        case "pizza", "pizzas": self = .pizza
        case "favorites", "favorite", "favourites", "favourite": self = .favorites
        default: return nil
        }
    }

    func moved(by step: Int) -> BrowseTab {
        let count = Self.allCases.count
        return BrowseTab(rawValue: ((rawValue + step) % count + count) % count)!
    }
}
