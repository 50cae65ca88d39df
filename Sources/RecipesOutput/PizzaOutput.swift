import RecipesBasics
import RecipesCatalog
import RecipesFavorites
import RecipesPizza
import RecipesText

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The pizza menu and the cart, for people and for scripts.
public enum PizzaOutput {
    /// name, price, ingredients (unknown ones named as such).
    public static func menu(_ pizzas: [PricedPizza], style: TextStyle) -> String {
        style.table(
            pizzas.map { [$0.name, Money.format($0.price), $0.parts.map(\.displayName).joined(separator: ", ")] },
            emphasis: [.name, .price], rightAligned: [1])
    }

    public static func show(_ pizza: PricedPizza, favorite: Favorite? = nil, style: TextStyle) -> String {
        RecipeCardOutput.text(pizza.pricedCard, favorite: favorite != nil, note: favorite?.note, style: style)
    }

    /// id, name, price: ingredients and drinks alike.
    public static func priced(_ items: [PizzaIngredient], style: TextStyle) -> String {
        style.table(items.map { [$0.id, $0.name, Money.format($0.price)] }, emphasis: [.dim, .name, .price], rightAligned: [2])
    }

    /// The "ADDED TO CART" confirmation: the item and its price on one line.
    public static func added(_ line: PricedLine) -> String {
        "ADDED TO CART: \(TerminalSanitizer.sanitizeLine(line.description)) — \(Money.format(line.price ?? line.line.priceWhenAdded))\n"
    }

    /// Numbered lines with prices (on the right), notes on what changed, and the total. On a narrow
    /// terminal the notes wrap first, then the line's name: neither, nor a price, is cut.
    public static func cart(_ lines: [PricedLine], style: TextStyle) -> String {
        guard !lines.isEmpty else { return "" }
        var rows = lines.map { line -> [String] in
            var notes: [String] = []
            if line.price == nil { notes.append("no longer on the menu") }
            if let previous = line.previousPrice { notes.append("price changed: was \(Money.format(previous))") }
            if !line.unknownIngredients.isEmpty {
                notes.append("unknown ingredient ids \(line.unknownIngredients.map(String.init).joined(separator: ", ")) add nothing")
            }
            return ["\(line.number).", line.description, line.price.map(Money.format) ?? "-", notes.joined(separator: "; ")]
        }
        rows.append(["", "Total", Money.format(CartBook.total(lines))])
        return style.table(rows, emphasis: [.dim, .name, .price, .warning], wrap: [3, 1], rightAligned: [2])
    }

    public static func menuJSON(_ loaded: Loaded<[PricedPizza]>) throws -> String {
        try JSONOutput.list(loaded, catalog: .pizza)
    }

    /// `cart remove --json` and `cart clear --json`: the lines as they were chosen (no menu is
    /// needed to say so) with the numbers they had, and how many lines are left.
    public static func removalJSON(_ removal: CartService.Removal) throws -> String {
        struct Line: Encodable {
            let number: Int
            let kind: String
            let name: String
            @NullEncoded var menuPizza: String?
            let ingredients: [Int]
            @NullEncoded var drink: Int?
            let quantity: Int
            let priceWhenAdded: Decimal
        }
        struct Removed: Encodable {
            let schemaVersion = JSONOutput.schemaVersion
            let removed: [Line]
            let remaining: Int
        }
        return try JSONOutput.encode(
            Removed(
                removed: removal.removed.map { removed in
                    let line = removed.line
                    return Line(
                        number: removed.number, kind: line.kind.rawValue, name: line.name, menuPizza: line.menuPizza,
                        ingredients: line.ingredientIDs, drink: line.drinkID, quantity: line.quantity,
                        priceWhenAdded: Money.rounded(line.priceWhenAdded))
                }, remaining: removal.remaining))
    }

    /// `cart add`'s note on stderr, in the style of every confirmation: "added to the cart: Coke — 2.50",
    /// and for a merged line "…; line 1 is now 4 × Coke — 10.00".
    public static func addedNote(_ change: CartService.Change) -> String {
        let added = change.added ?? change.line
        let what =
            "added to the cart: \(TerminalSanitizer.sanitizeLine(added.description)) — \(Money.format(added.price ?? added.line.priceWhenAdded))"
        guard change.action == .merged, change.added != nil else { return what }
        let line = change.line
        return what + "; line \(line.number) is now \(TerminalSanitizer.sanitizeLine(line.description)) — "
            + Money.format(line.price ?? line.line.priceWhenAdded)
    }

    /// The browser's status line after `a`: what was added, and the line it joined when merged.
    public static func added(_ change: CartService.Change) -> String {
        guard change.action == .merged, let added = change.added else { return added(change.added ?? change.line) }
        let line = change.line
        return
            "ADDED TO CART: \(TerminalSanitizer.sanitizeLine(added.description)) — \(Money.format(added.price ?? added.line.priceWhenAdded)); "
            + "line \(line.number) is now \(TerminalSanitizer.sanitizeLine(line.description)) — \(Money.format(line.price ?? line.line.priceWhenAdded))\n"
    }

    /// `cart edit` and `cart set`'s note: the line as it is now.
    public static func changed(_ change: CartService.Change) -> String {
        let line = change.line
        let what =
            "line \(line.number): \(TerminalSanitizer.sanitizeLine(line.description)) — \(line.price.map(Money.format) ?? "no longer on the menu")"
        return change.action == .edited ? "edited \(what)" : "changed the quantity of \(what)"
    }

    /// `cart add|edit|set --json`: the whole cart after the change (its total the cart's), and
    /// `changed`: which line and how (`added`, `merged`, `edited`, `quantity`).
    public static func cartJSON(_ change: Loaded<CartService.Change>) throws -> String {
        try cartJSON(
            change.value.lines, menu: (change.source, change.fetchedAt),
            changed: Changed(line: change.value.number, action: change.value.action.rawValue))
    }

    /// `checkout --json`: the cart as ordered, and under `order` the request that was sent (and echoed).
    public static func orderJSON(_ lines: [PricedLine], order: OrderPayload, menu: Loaded<PizzaMenu>) throws -> String {
        try cartJSON(lines, menu: (menu.source, menu.fetchedAt), order: order)
    }

    struct Changed: Encodable {
        let line: Int
        let action: String
    }

    /// `cart --json`.
    public static func cartJSON(_ loaded: Loaded<[PricedLine]>) throws -> String {
        try cartJSON(loaded.value, menu: (loaded.source, loaded.fetchedAt))
    }

    /// The cart's lines priced from the menu, with the menu's provenance (`source`, `fetchedAt`), as
    /// every document with fetched data has it; both null for an empty cart, which needs no menu.
    private static func cartJSON(
        _ lines: [PricedLine], menu: (source: ResourceSource, fetchedAt: Date), changed: Changed? = nil,
        order: OrderPayload? = nil
    ) throws -> String {
        struct Line: Encodable {
            let number: Int
            let kind: String
            let name: String
            let description: String
            @NullEncoded var menuPizza: String?
            let ingredients: [Int]
            @NullEncoded var drink: Int?
            let quantity: Int
            @NullEncoded var price: Decimal?
            @NullEncoded var previousPrice: Decimal?
            let unknownIngredients: [Int]
        }
        struct Cart: Encodable {
            let schemaVersion = JSONOutput.schemaVersion
            let catalog = CatalogName.pizza
            @NullEncoded var source: ResourceSource?
            @NullEncoded var fetchedAt: Date?
            let lines: [Line]
            let total: Decimal
            let changed: Changed?
            let order: OrderPayload?
        }
        let priced = !lines.isEmpty
        return try JSONOutput.encode(
            Cart(
                source: priced ? menu.source : nil, fetchedAt: priced ? menu.fetchedAt : nil,
                lines: lines.map {
                    Line(
                        number: $0.number, kind: $0.line.kind.rawValue, name: $0.line.name, description: $0.description,
                        menuPizza: $0.line.menuPizza,
                        ingredients: $0.line.ingredientIDs, drink: $0.line.drinkID, quantity: $0.line.quantity,
                        price: $0.price.map(Money.rounded),
                        previousPrice: $0.previousPrice.map(Money.rounded), unknownIngredients: $0.unknownIngredients)
                }, total: Money.rounded(CartBook.total(lines)), changed: changed, order: order))
    }
}
