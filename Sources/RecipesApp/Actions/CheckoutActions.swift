import RecipesBasics
import RecipesPizza

/// What a person agreed to order: the lines they were shown, the total as shown, and which earlier
/// order of this cart, sent and never confirmed, they were told of (`PendingOrder.identity`; nil: none).
public struct OrderAgreement: Sendable, Equatable {
    public let lineIDs: [String]
    public let total: String
    public let pendingOrderShown: String?

    public init(lineIDs: [String], total: String, pendingOrderShown: String?) {
        self.lineIDs = lineIDs
        self.total = total
        self.pendingOrderShown = pendingOrderShown
    }
}

extension Checkout.Order {
    /// Agreeing to this order as it is shown.
    public var agreement: OrderAgreement {
        OrderAgreement(lineIDs: lines.map(\.line.id), total: Money.format(total), pendingOrderShown: pending?.identity)
    }
}

extension PendingOrder {
    /// Tells one mark from another: a person told of one mark has not been told of a later one
    /// (another checkout's order, sent while they were deciding).
    public var identity: String {
        [sentAt.map { String($0.timeIntervalSince1970) } ?? "unknown", shop ?? "", lines?.joined(separator: ",") ?? "*"].joined(
            separator: "\n")
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
        // A mark they were not told of (none then, or another since): asked again, nothing ordered.
        if let pending = order.pending, pending.identity != agreed.pendingOrderShown { return .askAgain(order) }
        try await checkout.place(order)
        return .placed(order)
    }
}
