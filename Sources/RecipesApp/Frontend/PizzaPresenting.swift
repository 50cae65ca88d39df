import RecipesBasics
import RecipesCatalog
import RecipesOutput
import RecipesPizza
import RecipesText

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The pizza, cart and checkout commands: each calls one action and presents its result.
extension RunContext {
    /// `pizza menu`: every pizza priced from its ingredients.
    public func showMenu(sort: MenuOrder, limit: Int?) async throws {
        let steering = ListSteering(limit: limit)
        let loaded = try await app.pizza.menu().map { steering.limited($0.pricedPizzas.sorted(by: sort)) }
        try present(
            loaded, catalog: .pizza, list: true, json: { try PizzaOutput.menuJSON(loaded) },
            text: { PizzaOutput.menu(loaded.value, style: style) })
    }

    /// `pizza show NAME`: its ingredients with their prices, and its picture.
    public func showPizza(named name: String, image: String?) async throws {
        let picture = try pictureChoice(image)
        let root = app
        let loaded = try await root.pizza.menu().map { try $0.pizza(named: name) }
        let saved = root.favorites.favorite(in: .pizza, id: loaded.value.id)
        await drawPicture(of: loaded.value.card, picture, isFavorite: saved != nil)
        try present(
            loaded, catalog: .pizza, paged: true, json: { try JSONOutput.detail(loaded, catalog: .pizza, favorite: saved) },
            text: { PizzaOutput.show(loaded.value, favorite: saved, style: style) })
    }

    /// `pizza ingredients`.
    public func listPizzaIngredients() async throws {
        let loaded = try await app.pizza.menu().map(\.ingredients)
        try present(
            loaded, catalog: .pizza, json: { try JSONOutput.list(loaded, catalog: .pizza) },
            text: { PizzaOutput.priced(loaded.value, style: style) })
    }

    /// `pizza drinks`.
    public func listPizzaDrinks() async throws {
        let loaded = try await app.pizza.menu().map(\.drinks)
        try present(
            loaded, catalog: .pizza, json: { try JSONOutput.list(loaded, catalog: .pizza) },
            text: { PizzaOutput.priced(loaded.value, style: style) })
    }

    /// `cart [list]`: the lines priced from the current menu, and a sent order never confirmed.
    public func showCart() async throws {
        let (loaded, pendingOrder) = try await app.cart.contents()
        if loaded.value.isEmpty { note("the cart is empty") }
        if let pendingOrder { note("note: \(CheckoutError.describe(pendingOrder)); 'recipes checkout' asks before ordering again") }
        try present(
            loaded, catalog: .pizza, json: { try PizzaOutput.cartJSON(loaded) },
            text: { PizzaOutput.cart(loaded.value, style: style) })
    }

    /// `cart add pizza|custom|drink`: adds (or merges) the line; the confirmation is a note on
    /// stderr, --json prints the cart.
    public func addToCart(_ request: CartRequest) async throws {
        let added = try await app.addToCart(request)
        if let note = ProvenanceNote.text(for: added, catalog: .pizza, now: Date()) { self.note(note) }
        try confirm(PizzaOutput.addedNote(added.value)) { try PizzaOutput.cartJSON(added) }
    }

    /// `cart edit` and `cart set`: notes the change on stderr (and where the menu came from);
    /// --json prints the cart after it.
    public func editCartLine(_ line: CartLineReference, _ edit: CartLineEdit) async throws {
        let change = try await app.editCartLine(line, edit)
        if let note = ProvenanceNote.text(for: change, catalog: .pizza, now: Date()) { self.note(note) }
        try confirm(PizzaOutput.changed(change.value)) { try PizzaOutput.cartJSON(change) }
    }

    /// `cart remove N`.
    public func removeCartLine(number: Int) throws {
        let removal = try app.removeCartLine(.number(number))
        let name = removal.removed.first.map { TerminalSanitizer.sanitizeLine($0.line.name) } ?? ""
        try confirm("removed line \(number): \(name)") { try PizzaOutput.removalJSON(removal) }
    }

    /// `cart clear`.
    public func clearCart() throws {
        let removal = try app.clearCart()
        let count = removal.removed.count
        try confirm("removed \(count) \(count == 1 ? "line" : "lines") from the cart") { try PizzaOutput.removalJSON(removal) }
    }

    /// `checkout`: shows the order and asks (unless `yes`), then POSTs it once. An earlier order of
    /// this cart sent and never confirmed is asked about even with `yes`, unless `again`.
    public func checkout(yes: Bool, again: Bool) async throws {
        let order = try await app.prepareOrder()
        if let note = ProvenanceNote.text(for: order.menu, catalog: .pizza, now: Date()) { self.note(note) }
        try confirm(order, yes: yes, again: again)
        // Asked and answered in this run: the order placed is the one just shown, and a mark of an
        // earlier order was asked about (or --again), so the answer is never `.askAgain`.
        _ = try await app.placeOrder(order.agreement, prepared: order)
        try Terminal.write(
            json
                ? try PizzaOutput.orderJSON(order.lines, order: order.payload, menu: order.menu)
                : "Thank you for your order! Total: \(Money.format(order.total))\n")
    }

    /// The order, line by line with its total, is the question's text: it is shown (on stderr, with
    /// the question, even with --quiet) only when there is a question. With --yes nothing is asked
    /// and nothing shown: stdout's thanks (or --json's lines) says what was ordered, and stderr
    /// holds only notes and, on failure, the one-line error.
    private func confirm(_ order: Checkout.Order, yes: Bool, again: Bool) throws {
        if let pending = order.pending, !again {
            // Asked even with --yes: a script that retries a checkout must not order twice.
            guard Terminal.isInteractive else { throw CheckoutError.pendingOrder(pending) }
            Terminal.writeError(PizzaOutput.cart(order.lines, style: TextStyle(isTerminal: true)), terminator: "")
            Terminal.writeError("recipes: \(CheckoutError.describe(pending)).")
            guard Terminal.ask("Order it again for \(Money.format(order.total))? [y/N] ") else { throw CheckoutError.declined }
            return
        }
        guard !yes else { return }
        guard Terminal.isInteractive else { throw CheckoutError.needsConfirmation }
        Terminal.writeError(PizzaOutput.cart(order.lines, style: TextStyle(isTerminal: true)), terminator: "")
        guard Terminal.ask("Place this order for \(Money.format(order.total))? [y/N] ") else { throw CheckoutError.declined }
    }
}

extension InputCheck {
    /// `--quantity` of `cart add pizza|drink` and `cart set`: 1 to 99.
    public static func quantity(_ quantity: Int) -> String? {
        CartLine.quantities.contains(quantity) ? nil : "--quantity must be 1 to 99."
    }
}

extension MenuOrder {
    /// `pizza menu`'s default order.
    public static var standard: MenuOrder { .name }
}
