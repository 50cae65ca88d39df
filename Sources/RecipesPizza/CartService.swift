#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import RecipesCatalog
import RecipesStorage

/// The cart kept between runs: lines in `cart.json`, priced from the current menu when shown.
/// The menu is fetched before the store's lock is taken; the lock covers only read-modify-write.
public struct CartService: Sendable {
    public let store: JSONFileStore<CartDocument>
    public let shop: PizzaShop
    private let now: @Sendable () -> Date

    public init(store: JSONFileStore<CartDocument>, shop: PizzaShop, now: @escaping @Sendable () -> Date = Date.init) {
        self.store = store
        self.shop = shop
        self.now = now
    }

    /// Builds a line from the menu and appends it; returns it priced, with where the menu came from.
    public func add(_ makeLine: @Sendable (PizzaMenu, Date) throws -> CartLine) async throws -> Loaded<PricedLine> {
        let menu = try await shop.menu()
        let line = try makeLine(menu.value, now())
        let count = try store.update { document -> Int in
            document.lines.append(line)
            return document.lines.count
        }
        let priced = CartBook.priced(CartDocument(lines: [line]), menu: menu.value)[0]
        return menu.map { _ in PricedLine(number: count, line: priced.line, price: priced.price, description: priced.description,
                                          unknownIngredients: priced.unknownIngredients, previousPrice: nil, imageURL: priced.imageURL) }
    }

    /// Every line priced from the current menu. An empty cart needs no menu (and no network).
    public func lines() async throws -> Loaded<[PricedLine]> {
        let document = try store.readWarningOfUnreadable()
        guard !document.lines.isEmpty else { return Loaded(value: [], source: .live, fetchedAt: now()) }
        return try await shop.menu().map { CartBook.priced(document, menu: $0) }
    }

    /// What a removal took out of the cart, by the numbers the lines had, and how many lines are left.
    public struct Removal: Sendable, Equatable {
        public struct Line: Sendable, Equatable {
            /// The number it had in `recipes cart`.
            public let number: Int
            public let line: CartLine
        }

        public let removed: [Line]
        public let remaining: Int
    }

    @discardableResult
    public func remove(line number: Int) throws -> Removal {
        try store.update { document in
            guard document.lines.indices.contains(number - 1) else {
                throw CartError.noSuchLine(number, count: document.lines.count)
            }
            let line = document.lines.remove(at: number - 1)
            return Removal(removed: [.init(number: number, line: line)], remaining: document.lines.count)
        }
    }

    @discardableResult
    public func clear() throws -> Removal {
        try store.update { document in
            defer { document.lines = [] }
            return Removal(removed: document.lines.enumerated().map { .init(number: $0.offset + 1, line: $0.element) }, remaining: 0)
        }
    }
}
