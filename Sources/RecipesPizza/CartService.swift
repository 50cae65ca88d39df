import RecipesCatalog
import RecipesStorage

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

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

    /// What a change did: the line it touched (by its number now), how, and the whole cart after it,
    /// priced from the same menu.
    public struct Change: Sendable, Equatable {
        public enum Action: String, Sendable { case added, merged, edited, quantity }

        public let action: Action
        public let number: Int
        public let lines: [PricedLine]
        /// `cart add`'s line as it was added, priced alone (before any merge).
        public let added: PricedLine?

        public var line: PricedLine { lines[number - 1] }
    }

    /// Builds a line from the menu and appends it, or merges it into the line holding the same
    /// drink or unedited menu pizza (`CartBook.add`).
    public func add(_ makeLine: @Sendable (PizzaMenu, Date) throws -> CartLine) async throws -> Loaded<Change> {
        let menu = try await shop.menu()
        let line = try makeLine(menu.value, now())
        let (addition, document) = try store.update { document in
            (try CartBook.add(line, to: &document.lines, menu: menu.value), document)
        }
        let added = CartBook.priced(CartDocument(lines: [line]), menu: menu.value)[0]
        return menu.map { menu in
            Change(
                action: addition.merged ? .merged : .added, number: addition.number, lines: CartBook.priced(document, menu: menu),
                added: added)
        }
    }

    /// Takes ingredients off and puts them on line `number` (`CartBook.edit`), priced again from the current menu.
    public func edit(line number: Int, adding: [String], removing: [String]) async throws -> Loaded<Change> {
        try await change(line: number, action: .edited) { line, menu in
            try CartBook.edit(line, adding: adding, removing: removing, menu: menu)
        }
    }

    /// Sets how many of line `number`, 1–99.
    public func setQuantity(line number: Int, to quantity: Int) async throws -> Loaded<Change> {
        try await change(line: number, action: .quantity) { line, _ in try CartBook.setQuantity(line, to: quantity) }
    }

    /// The menu first, then under the lock: line `number` replaced by what `rule` makes of it.
    private func change(
        line number: Int, action: Change.Action,
        _ rule: @Sendable (CartLine, PizzaMenu) throws -> CartLine
    ) async throws -> Loaded<Change> {
        let menu = try await shop.menu()
        let document = try store.update { document in
            guard document.lines.indices.contains(number - 1) else {
                throw CartError.noSuchLine(number, count: document.lines.count)
            }
            document.lines[number - 1] = try rule(document.lines[number - 1], menu.value)
            return document
        }
        return menu.map { Change(action: action, number: number, lines: CartBook.priced(document, menu: $0), added: nil) }
    }

    /// Every line priced from the current menu. An empty cart needs no menu (and no network).
    public func lines() async throws -> Loaded<[PricedLine]> {
        try await contents().lines
    }

    /// The lines, and the mark of an order of them sent and never confirmed, from one reading of the file.
    public func contents() async throws -> (lines: Loaded<[PricedLine]>, pendingOrder: PendingOrder?) {
        let document = try store.readWarningOfUnreadable()
        let pending = PendingOrderFile(beside: store.file).read().flatMap { $0.concerns(document.lines) ? $0 : nil }
        guard !document.lines.isEmpty else { return (Loaded(value: [], source: .live, fetchedAt: now()), pending) }
        return (try await shop.menu().map { CartBook.priced(document, menu: $0) }, pending)
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

    /// Takes back an add (browse's undo): the line with `lineID` removed, or, when the add merged
    /// into it, set back to `previousQuantity`. Returns the line as it was before the undo; nil when
    /// it is no longer in the cart (removed or ordered meanwhile), and nothing changes.
    @discardableResult
    public func undoAdd(lineID: String, previousQuantity: Int?) throws -> CartLine? {
        try store.update { document in
            guard let index = document.lines.firstIndex(where: { $0.id == lineID }) else { return nil }
            let line = document.lines[index]
            if let previousQuantity, previousQuantity < line.quantity {
                document.lines[index] = try CartBook.setQuantity(line, to: previousQuantity)
            } else if previousQuantity == nil {
                document.lines.remove(at: index)
            }
            return line
        }
    }

    @discardableResult
    public func clear() throws -> Removal {
        let removal = try store.update { document in
            defer { document.lines = [] }
            return Removal(removed: document.lines.enumerated().map { .init(number: $0.offset + 1, line: $0.element) }, remaining: 0)
        }
        // Nothing is left to order twice; a mark whose lines are unknown would otherwise concern the next cart too.
        try PendingOrderFile(beside: store.file).remove()
        return removal
    }
}
