import RecipesBasics
import RecipesBrowse
import RecipesOutput
import RecipesPizza

/// The Cart tab through the same actions as `recipes cart` and `recipes checkout`
/// (`editCartLine`, `removeCartLine`, `prepareOrder`, `placeOrder`): the cart's lock, the
/// pending-order mark, never an order placed twice without the person being told and asked again.
extension BrowseLibrary {
    /// The cart as `recipes cart` lists it: each line priced from the current menu, the total, and
    /// the mark of an order of it sent and never confirmed.
    func cart(_ app: CompositionRoot) async throws -> BrowseEvent {
        let (loaded, pending) = try await app.cart.contents()
        let items = loaded.value.map { line in
            var notes: [String] = []
            if line.price == nil { notes.append("no longer on the menu") }
            if let previous = line.previousPrice { notes.append("price changed: was \(Money.format(previous))") }
            return BrowseItem(
                catalog: .pizza, id: line.line.id,
                name: line.description + (notes.isEmpty ? "" : " (\(notes.joined(separator: "; ")))"),
                kind: line.line.kind == .pizza ? .pizzaLine : .drinkLine, price: line.price.map(Money.format) ?? "-",
                quantity: line.line.quantity)
        }
        return .cartLoaded(
            BrowseCart(
                items: items, total: Money.format(CartBook.total(loaded.value)), pendingOrder: pending.map(CheckoutError.describe),
                provenance: loaded.value.isEmpty ? nil : note(loaded, .pizza)))
    }

    /// `cart remove`, for the line shown (by its id, wherever it is now); `u` puts it back.
    public func removeCartLine(_ line: BrowseItem) async -> BrowseEvent {
        await cartChange { app in
            let removal = try app.removeCartLine(.id(line.id))
            guard let removed = removal.removed.first else { return .cartChanged(message: "nothing was removed", undo: nil) }
            let saved = try? CartService.saved(removed.line)
            return .cartChanged(
                message: "removed line \(removed.number): \(removed.line.name)" + (saved == nil ? "" : "; u undoes it"),
                undo: saved.map { .cartLineRemoved(saved: $0, number: removed.number, name: removed.line.name) })
        }
    }

    /// `cart set N --quantity Q`, for the line shown.
    public func setQuantity(_ line: BrowseItem, to quantity: Int) async -> BrowseEvent {
        await cartChange { app in
            let change = try await app.editCartLine(.id(line.id), .quantity(quantity))
            return .cartChanged(
                message: PizzaOutput.changed(change.value),
                undo: .cartQuantityChanged(lineID: line.id, previousQuantity: line.quantity, name: change.value.line.line.name))
        }
    }

    /// What the edit-pizza screen needs: the menu's ingredients and prices, and the line as cart.json holds it.
    public func pizzaEdit(_ line: BrowseItem) async -> BrowseEvent {
        await session.action { app in
            do {
                let menu = try await app.pizza.menu().value
                guard let held = try app.cart.store.readWarningOfUnreadable().lines.first(where: { $0.id == line.id }) else {
                    throw CartError.lineGone
                }
                return .pizzaEditLoaded(
                    line,
                    BrowsePizzaEdit.Contents(
                        name: held.name, basePrice: menu.basePrice, quantity: held.quantity,
                        ingredients: menu.ingredients.map { .init(id: $0.number, name: $0.name, price: $0.price) },
                        chosen: held.ingredientIDs))
            } catch {
                return .pizzaEditFailed(line, message: UserFacingError.message(for: error))
            }
        }
    }

    /// `cart edit N --add … --remove …`, for the line shown.
    public func saveEdit(_ line: BrowseItem, adding: [String], removing: [String]) async -> BrowseEvent {
        await cartChange { app in
            let change = try await app.editCartLine(.id(line.id), .ingredients(adding: adding, removing: removing))
            return .cartChanged(message: PizzaOutput.changed(change.value), undo: nil)
        }
    }

    /// The order as `recipes checkout` shows it before asking (refusing an empty cart, lines gone
    /// from the menu, and the bundled sample's prices), and whether an earlier order of it was never confirmed.
    public func prepareCheckout() async -> BrowseEvent {
        await cartChange { app in .checkoutPrepared(Self.order(try await app.prepareOrder())) }
    }

    /// Places the order the person agreed to, and only that (`CompositionRoot.placeOrder`, as
    /// `recipes checkout` does): prepared again, it must hold the same lines at the same total (else
    /// nothing is ordered), and a mark of an unconfirmed order that appeared meanwhile is asked
    /// about again. Then `Checkout.place`: the lock, the mark, one POST.
    public func placeOrder(_ agreed: BrowseOrder) async -> BrowseEvent {
        await cartChange { app in
            let agreement = OrderAgreement(lineIDs: agreed.lineIDs, total: agreed.total, pendingOrderShown: agreed.pendingOrderIdentity)
            switch try await app.placeOrder(agreement) {
            case .placed(let order): return .orderPlaced(Self.order(order))
            case .askAgain(let order): return .checkoutPrepared(Self.order(order))
            }
        }
    }

    static func order(_ order: Checkout.Order) -> BrowseOrder {
        BrowseOrder(
            lineIDs: order.lines.map(\.line.id), total: Money.format(order.total), pendingOrder: order.pending.map(CheckoutError.describe),
            pendingOrderIdentity: order.pending?.identity)
    }

    /// Undoes a removal (the line back where it was) or a quantity change made in the Cart tab.
    func undoCart(_ change: BrowseUndo, app: CompositionRoot) async throws -> BrowseEvent {
        switch change {
        case .cartLineRemoved(let saved, let number, let name):
            let restored = try app.cart.restore(try CartService.line(saved: saved), at: number)
            return .cartChanged(
                message: restored ? "undone: \(name) is back in the cart" : "\(name) is in the cart already; kept as it is", undo: nil)
        case .cartQuantityChanged(let lineID, let previousQuantity, let name):
            do {
                _ = try await app.editCartLine(.id(lineID), .quantity(previousQuantity))
            } catch CartError.lineGone {
                return .cartChanged(message: "nothing to undo: \(name) is no longer in the cart", undo: nil)
            }
            return .cartChanged(message: "undone: \(previousQuantity) × \(name) again", undo: nil)
        default:
            return .cartChanged(message: "nothing to undo", undo: nil)
        }
    }

    /// Runs a cart action with the session's budget; an error is the status line's `recipes: …`
    /// line, and the Cart tab is read again either way.
    private func cartChange(_ body: (CompositionRoot) async throws -> BrowseEvent) async -> BrowseEvent {
        await session.action { app in
            do {
                return try await body(app)
            } catch {
                return .cartChanged(message: "recipes: " + UserFacingError.message(for: error), undo: nil)
            }
        }
    }
}
