import RecipesBasics

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Nenno's "edit pizza" screen over a pizza line of the cart: every ingredient on the menu, those on
/// the pizza ticked, the price worked out again at each toggle as the menu prices a pizza (the base
/// plus each ingredient known to it, times the line's quantity). Saving hands what was put on and
/// taken off to the same action as `recipes cart edit`, which checks the rules again.
public struct BrowsePizzaEdit: Sendable, Equatable {
    public struct Ingredient: Sendable, Equatable {
        public var id: Int
        public var name: String
        public var price: Decimal

        public init(id: Int, name: String, price: Decimal) {
            self.id = id
            self.name = name
            self.price = price
        }
    }

    /// What the screen needs from the menu and the line, loaded when it opens.
    public struct Contents: Sendable, Equatable {
        public var name: String
        public var basePrice: Decimal
        public var quantity: Int
        /// The menu's ingredients, in its order.
        public var ingredients: [Ingredient]
        /// The line's ingredient ids as cart.json holds them (one the menu no longer knows included).
        public var chosen: [Int]

        public init(name: String, basePrice: Decimal, quantity: Int, ingredients: [Ingredient], chosen: [Int]) {
            self.name = name
            self.basePrice = basePrice
            self.quantity = quantity
            self.ingredients = ingredients
            self.chosen = chosen
        }
    }

    public enum Phase: Sendable, Equatable {
        case loading
        case loaded(Contents)
        case failed(String)
    }

    /// The cart line being edited.
    public var line: BrowseItem
    public var phase: Phase = .loading
    /// The ids ticked now, in the order they were put on.
    public private(set) var chosen: [Int] = []
    /// The selected row, an index into the menu's ingredients, and the first row on screen.
    public private(set) var selected = 0
    public private(set) var top = 0

    public init(line: BrowseItem) {
        self.line = line
    }

    var contents: Contents? {
        if case .loaded(let contents) = phase { return contents }
        return nil
    }

    mutating func load(_ contents: Contents) {
        phase = .loaded(contents)
        chosen = contents.chosen
        selected = 0
        top = 0
    }

    /// Ticks or unticks the selected ingredient.
    mutating func toggle() {
        guard let contents, contents.ingredients.indices.contains(selected) else { return }
        let id = contents.ingredients[selected].id
        if let index = chosen.firstIndex(of: id) { chosen.remove(at: index) } else { chosen.append(id) }
    }

    mutating func move(by step: Int, height: Int) {
        guard let count = contents?.ingredients.count, count > 0 else { return }
        let target = step > 0 && selected > Int.max - step ? Int.max : selected + step
        selected = max(0, min(target, count - 1))
        let height = max(1, height)
        if selected < top { top = selected }
        if selected >= top + height { top = selected - height + 1 }
        top = max(0, min(top, max(0, count - height)))
    }

    /// The price of the pizza as ticked now, and as it was when the screen opened.
    public var price: Decimal? { contents.map { Self.price(of: chosen, in: $0) } }
    public var originalPrice: Decimal? { contents.map { Self.price(of: $0.chosen, in: $0) } }

    private static func price(of ids: [Int], in contents: Contents) -> Decimal {
        let known = Dictionary(contents.ingredients.map { ($0.id, $0.price) }, uniquingKeysWith: { first, _ in first })
        return ids.reduce(contents.basePrice) { $0 + (known[$1] ?? 0) } * Decimal(contents.quantity)
    }

    /// The names put on and taken off since the screen opened, as `cart edit --add/--remove` takes them.
    public var changes: (adding: [String], removing: [String]) {
        guard let contents else { return ([], []) }
        let names = Dictionary(contents.ingredients.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
        let adding = chosen.filter { !contents.chosen.contains($0) }.compactMap { names[$0] }
        let removing = contents.chosen.filter { !chosen.contains($0) }.compactMap { names[$0] }
        return (adding, removing)
    }

    func isTicked(_ ingredient: Ingredient) -> Bool { chosen.contains(ingredient.id) }
}
