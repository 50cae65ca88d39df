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

extension CompositionRoot {
    /// Adds the line under the cart's lock, or merges it into the line that has it already.
    public func addToCart(_ request: CartRequest) async throws -> Loaded<CartService.Change> {
        try await cart.add { menu, now in try request.line(menu: menu, now: now) }
    }
}

extension CartService.Change {
    /// For an undo: the quantity the merged line had before, or nil when the line is new.
    public var quantityBefore: Int? {
        action == .merged ? line.line.quantity - (added?.line.quantity ?? 1) : nil
    }
}
