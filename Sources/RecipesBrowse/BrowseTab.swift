/// The five tabs, in the order the tab bar shows them and keys 1–5 pick them; each named as the
/// command line names it. The cart is Nenno's order: its lines, the total, checkout.
public enum BrowseTab: String, CaseIterable, Sendable {
    case desserts, cocktails, pizza, favorites, cart

    /// Its place in the tab bar, from 0.
    public var index: Int { Self.allCases.firstIndex(of: self)! }

    public var title: String {
        switch self {
        case .desserts: "Desserts"
        case .cocktails: "Cocktails"
        case .pizza: "Pizza"
        case .favorites: "Favorites"
        case .cart: "Cart"
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
        case .cart: "1 line"
        }
    }

    /// What a list of this tab holds.
    var noun: String {
        switch self {
        case .desserts: "desserts"
        case .cocktails: "cocktails"
        case .pizza: "pizzas and drinks"
        case .favorites: "favorites"
        case .cart: "lines"
        }
    }

    /// The tab a command-line word names: `desserts`, `cocktails`, `pizza`, `favorites`, `cart`, or the
    /// singulars and plurals the other commands accept.
    public init?(name argument: String) {
        switch argument.lowercased() {
        case "desserts", "dessert": self = .desserts
        case "cocktails", "cocktail": self = .cocktails
        case "pizza", "pizzas": self = .pizza
        case "favorites", "favorite", "favourites", "favourite": self = .favorites
        case "cart": self = .cart
        default: return nil
        }
    }

    /// The tab a digit key picks: `1` the first.
    static func numbered(_ key: Character) -> BrowseTab? {
        guard let number = key.wholeNumberValue, key.isASCII, allCases.indices.contains(number - 1) else { return nil }
        return allCases[number - 1]
    }

    func moved(by step: Int) -> BrowseTab {
        let count = Self.allCases.count
        return Self.allCases[((index + step) % count + count) % count]
    }
}
