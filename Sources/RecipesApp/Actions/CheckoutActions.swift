import RecipesBasics
import RecipesPizza

/// What a person agreed to order: the lines they were shown, the total as shown, and whether they
/// were told of an earlier order of this cart that was sent and never confirmed.
public struct OrderAgreement: Sendable, Equatable {
    public let lineIDs: [String]
    public let total: String
    public let toldOfPendingOrder: Bool

    public init(lineIDs: [String], total: String, toldOfPendingOrder: Bool) {
        self.lineIDs = lineIDs
        self.total = total
        self.toldOfPendingOrder = toldOfPendingOrder
    }
}

extension Checkout.Order {
    /// Agreeing to this order as it is shown.
    public var agreement: OrderAgreement {
        OrderAgreement(lineIDs: lines.map(\.line.id), total: Money.format(total), toldOfPendingOrder: pending != nil)
    }
}

/// How placing an order ended, when it did not fail.
public enum OrderPlacement: Sendable {
    /// The shop confirmed it; the ordered lines left the cart.
    case placed(Checkout.Order)
    /// An earlier order of this cart was marked as sent after the person agreed: nothing was
    /// ordered, and the person is asked again.
    case askAgain(Checkout.Order)
}

/// Checking out: `recipes checkout` and browse's checkout in the Cart tab prepare and place the
/// order here, so both send the same JSON to the shop and refuse the same carts.
extension CompositionRoot {
    /// The order as it stands, to show before asking: refuses an empty cart, lines gone from the
    /// menu, and the bundled sample's prices (`Checkout.prepare`).
    public func prepareOrder() async throws -> Checkout.Order {
        try await checkout.prepare()
    }

    /// Places the order the person agreed to, and only that: the same lines at the same total,
    /// else `CheckoutError.cartChanged` and nothing is ordered. `prepared` is the order the
    /// agreement was made from when it is still at hand (the command asks and orders in one run);
    /// without it (browse, where the answer may come much later) the order is prepared again.
    /// Then `Checkout.place`: the cart's lock, the pending-order mark, one POST.
    public func placeOrder(_ agreed: OrderAgreement, prepared: Checkout.Order? = nil) async throws -> OrderPlacement {
        let order: Checkout.Order
        if let prepared { order = prepared } else { order = try await checkout.prepare() }
        let now = order.agreement
        guard now.lineIDs == agreed.lineIDs, now.total == agreed.total else { throw CheckoutError.cartChanged }
        if order.pending != nil && !agreed.toldOfPendingOrder { return .askAgain(order) }
        try await checkout.place(order)
        return .placed(order)
    }
}
