/// The Cart tab's answer: its lines as rows (`BrowseItem.Kind.pizzaLine`, `.drinkLine`), the total,
/// and the mark of an order of them that was sent and never confirmed.
public struct BrowseCart: Sendable, Equatable {
    public var items: [BrowseItem]
    /// The total as `recipes cart` prints it ("18.50").
    public var total: String
    /// "an order of this cart was sent to … and never confirmed: …", when pending-order.json says so.
    public var pendingOrder: String?
    /// Where the menu that priced it came from; nil when live.
    public var provenance: String?

    public init(items: [BrowseItem], total: String, pendingOrder: String? = nil, provenance: String? = nil) {
        self.items = items
        self.total = total
        self.pendingOrder = pendingOrder
        self.provenance = provenance
    }
}

/// An order as the Cart tab shows it before asking: which lines, for how much, and whether an
/// earlier order of them was never confirmed. Placing it places exactly these lines at this total,
/// or nothing (the cart changed meanwhile).
public struct BrowseOrder: Sendable, Equatable {
    public var lineIDs: [String]
    public var total: String
    /// Set when pending-order.json marks these lines as sent: the question says so.
    public var pendingOrder: String?
    /// Which mark that is (opaque here): agreeing to order again covers that mark, not a later one.
    public var pendingOrderIdentity: String?

    public init(lineIDs: [String], total: String, pendingOrder: String? = nil, pendingOrderIdentity: String? = nil) {
        self.lineIDs = lineIDs
        self.total = total
        self.pendingOrder = pendingOrder
        self.pendingOrderIdentity = pendingOrderIdentity
    }

    /// The status line's question: first, so a narrow line never cuts it off, then why it is asked again.
    var question: String {
        let count = lineIDs.count == 1 ? "1 line" : "\(lineIDs.count) lines"
        guard let pendingOrder else { return "Place this order for \(total) (\(count))? y/N" }
        return "Order it again for \(total) (\(count))? y/N — \(pendingOrder)"
    }

    /// Why an order is asked about again, whole, for the body while the question waits.
    var warning: String? {
        pendingOrder.map { $0.prefix(1).uppercased() + $0.dropFirst() + ". Check with the shop before ordering it again." }
    }
}
