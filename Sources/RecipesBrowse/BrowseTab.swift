/// The four tabs, in the order the tab bar shows them and keys 1–4 pick them; each named as the
/// command line names it.
public enum BrowseTab: String, CaseIterable, Sendable {
    case desserts, cocktails, pizza, favorites

    /// Its place in the tab bar, from 0.
    public var index: Int { Self.allCases.firstIndex(of: self)! }

    public var title: String {
        switch self {
        case .desserts: "Desserts"
        case .cocktails: "Cocktails"
        case .pizza: "Pizza"
        case .favorites: "Favorites"
        }
    }

    /// "12 desserts", "1 dessert": a count of what this tab lists, for the status line.
    func counted(_ count: Int) -> String {
        guard count == 1 else { return "\(count) \(noun)" }
        return switch self {
        case .desserts: "1 dessert"
        case .cocktails: "1 cocktail"
        case .pizza: "1 pizza or drink"
        case .favorites: "1 favorite"
        }
    }

    /// What a list of this tab holds.
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
        return Self.allCases[((index + step) % count + count) % count]
    }
}
