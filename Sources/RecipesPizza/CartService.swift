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
        try await change(line: .number(number), action: .edited) { line, menu in
            try CartBook.edit(line, adding: adding, removing: removing, menu: menu)
        }
    }

    /// Sets how many of line `number`, 1–99.
    public func setQuantity(line number: Int, to quantity: Int) async throws -> Loaded<Change> {
        try await change(line: .number(number), action: .quantity) { line, _ in try CartBook.setQuantity(line, to: quantity) }
    }

    /// `edit(line:adding:removing:)` for the line with `lineID`, wherever it is now: browse names a
    /// line it showed, which another process may have moved or removed meanwhile.
    public func edit(lineID: String, adding: [String], removing: [String]) async throws -> Loaded<Change> {
        try await change(line: .id(lineID), action: .edited) { line, menu in
            try CartBook.edit(line, adding: adding, removing: removing, menu: menu)
        }
    }

    /// `setQuantity(line:to:)` for the line with `lineID`, wherever it is now.
    public func setQuantity(lineID: String, to quantity: Int) async throws -> Loaded<Change> {
        try await change(line: .id(lineID), action: .quantity) { line, _ in try CartBook.setQuantity(line, to: quantity) }
    }

    /// A line as the command line names it (its number in `recipes cart`) or as browse does (its id).
    private enum LineReference: Sendable {
        case number(Int)
        case id(String)

        /// Its index in `lines`, or the error that says it is not there.
        func index(in lines: [CartLine]) throws -> Int {
            switch self {
            case .number(let number):
                guard lines.indices.contains(number - 1) else { throw CartError.noSuchLine(number, count: lines.count) }
                return number - 1
            case .id(let id):
                guard let index = lines.firstIndex(where: { $0.id == id }) else { throw CartError.lineGone }
                return index
            }
        }
    }

    /// The menu first, then under the lock: the line replaced by what `rule` makes of it.
    private func change(
        line reference: LineReference, action: Change.Action,
        _ rule: @Sendable (CartLine, PizzaMenu) throws -> CartLine
    ) async throws -> Loaded<Change> {
        let menu = try await shop.menu()
        let (index, document) = try store.update { document in
            let index = try reference.index(in: document.lines)
            document.lines[index] = try rule(document.lines[index], menu.value)
            return (index, document)
        }
        return menu.map { Change(action: action, number: index + 1, lines: CartBook.priced(document, menu: $0), added: nil) }
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
        // Awaited before the pair is made (Docs/Architecture.md, "Tuples and suspensions").
        let menu = try await shop.menu()
        return (menu.map { CartBook.priced(document, menu: $0) }, pending)
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
        try remove(.number(number))
    }

    /// Removes the line with `lineID`, wherever it is now (browse).
    @discardableResult
    public func remove(lineID: String) throws -> Removal {
        try remove(.id(lineID))
    }

    private func remove(_ reference: LineReference) throws -> Removal {
        try store.update { document in
            let index = try reference.index(in: document.lines)
            let line = document.lines.remove(at: index)
            return Removal(removed: [.init(number: index + 1, line: line)], remaining: document.lines.count)
        }
    }

    /// Puts a removed line back where it was (browse's undo): at `number`, or at the end when the
    /// cart is shorter now. Returns false, changing nothing, when a line with its id is already there.
    @discardableResult
    public func restore(_ line: CartLine, at number: Int) throws -> Bool {
        try store.update { document in
            guard !document.lines.contains(where: { $0.id == line.id }) else { return false }
            document.lines.insert(line, at: max(0, min(number - 1, document.lines.count)))
            return true
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

    /// A line as bytes, kept to put back later (browse's undo of a removal), read back by `line(saved:)`
    /// within the limits any line of cart.json is read within.
    public static func saved(_ line: CartLine) throws -> Data { try JSONFileStore<CartDocument>.encoder.encode(line) }

    public static func line(saved: Data) throws -> CartLine { try JSONFileStore<CartDocument>.decoder.decode(CartLine.self, from: saved) }

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
