import RecipesCatalog
import RecipesPizza

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What goes into the cart: `cart add pizza|custom|drink` and browse's `a` name it the same way.
public enum CartRequest: Sendable, Equatable {
    /// A menu pizza by name (any case, or a unique beginning), edited by `adding` and `removing`.
    case pizza(String, adding: [String] = [], removing: [String] = [], quantity: Int = 1)
    /// A pizza from scratch: the base price plus its ingredients.
    case custom(ingredients: [String], name: String?)
    /// A drink by name.
    case drink(String, quantity: Int = 1)

    func line(menu: PizzaMenu, now: Date) throws -> CartLine {
        switch self {
        case .pizza(let name, let adding, let removing, let quantity):
            try CartBook.pizza(name, adding: adding, removing: removing, quantity: quantity, menu: menu, now: now)
        case .custom(let ingredients, let name):
            try CartBook.custom(ingredients: ingredients, name: name, menu: menu, now: now)
        case .drink(let name, let quantity):
            try CartBook.drink(name, quantity: quantity, menu: menu, now: now)
        }
    }
}

/// A line of the cart as a person names it: by its number in `recipes cart` (the commands), or by
/// its id (browse names the line it showed, wherever another process has moved it since).
public enum CartLineReference: Sendable, Equatable {
    case number(Int)
    case id(String)
}

/// What changes on a line: `cart edit`'s `--add`/`--remove` and browse's edit screen, or `cart set
/// --quantity` and browse's `+`/`-`.
public enum CartLineEdit: Sendable, Equatable {
    case ingredients(adding: [String], removing: [String])
    case quantity(Int)
}

extension CompositionRoot {
    /// Adds the line under the cart's lock, or merges it into the line that has it already.
    public func addToCart(_ request: CartRequest) async throws -> Loaded<CartService.Change> {
        try await cart.add { menu, now in try request.line(menu: menu, now: now) }
    }

    /// Edits one line under the cart's lock, priced again from the current menu.
    public func editCartLine(_ line: CartLineReference, _ edit: CartLineEdit) async throws -> Loaded<CartService.Change> {
        switch (line, edit) {
        case (.number(let number), .ingredients(let adding, let removing)):
            try await cart.edit(line: number, adding: adding, removing: removing)
        case (.id(let id), .ingredients(let adding, let removing)):
            try await cart.edit(lineID: id, adding: adding, removing: removing)
        case (.number(let number), .quantity(let quantity)):
            try await cart.setQuantity(line: number, to: quantity)
        case (.id(let id), .quantity(let quantity)):
            try await cart.setQuantity(lineID: id, to: quantity)
        }
    }

    /// Takes one line out of the cart; the removal says which, by the number it had.
    @discardableResult
    public func removeCartLine(_ line: CartLineReference) throws -> CartService.Removal {
        switch line {
        case .number(let number): try cart.remove(line: number)
        case .id(let id): try cart.remove(lineID: id)
        }
    }

    /// `cart clear`: every line out, and the mark of an unconfirmed order with them.
    @discardableResult
    public func clearCart() throws -> CartService.Removal {
        try cart.clear()
    }
}

extension CartService.Change {
    /// For an undo: the quantity the merged line had before, or nil when the line is new.
    public var quantityBefore: Int? {
        action == .merged ? line.line.quantity - (added?.line.quantity ?? 1) : nil
    }
}
