import RecipesBasics
import RecipesCatalog
import RecipesHTTP
import RecipesStorage

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Checking out: the order from the cart and the menu, one POST (never retried, never redirected),
/// and the cart cleared of exactly the ordered lines only after the shop confirmed. The cart's lock
/// is taken and its new contents written beside it before the POST, so a cart that cannot be
/// written, or that another process holds, fails before anything is ordered.
public struct Checkout: Sendable {
    public struct Order: Sendable {
        public let lines: [PricedLine]
        public let total: Decimal
        public let payload: OrderPayload
        public let menu: Loaded<PizzaMenu>
        /// An earlier order of this cart that was sent and never confirmed.
        public let pending: PendingOrder?
    }

    private let shop: PizzaShop
    private let cart: JSONFileStore<CartDocument>
    private let client: HTTPClient
    private let url: URL
    private let pending: PendingOrderFile
    private let now: @Sendable () -> Date

    public init(
        shop: PizzaShop, cart: JSONFileStore<CartDocument>, client: HTTPClient, url: URL,
        now: @escaping @Sendable () -> Date = Date.init
    ) {
        self.shop = shop
        self.cart = cart
        self.client = client
        self.url = url
        self.pending = PendingOrderFile(beside: cart.file)
        self.now = now
    }

    /// The order as it stands: refuses an empty cart, lines no longer on the menu (a drink, or a
    /// pizza ingredient), and prices from
    /// the bundled sample menu (the live menu or a cached copy of it is needed).
    public func prepare() async throws -> Order {
        let document = try cart.readWarningOfUnreadable()
        guard !document.lines.isEmpty else { throw CheckoutError.emptyCart }
        let menu = try await shop.menu()
        guard menu.source != .snapshot else { throw CheckoutError.sampleMenu }
        let lines = CartBook.priced(document, menu: menu.value)
        // A drink gone from the menu has no price; a pizza whose ingredient is gone would be priced
        // and ordered without it: neither is ordered.
        let gone = lines.compactMap { line -> String? in
            if line.price == nil { return line.description }
            guard !line.unknownIngredients.isEmpty else { return nil }
            let ids = line.unknownIngredients.map { "#\($0)" }.joined(separator: ", ")
            return "\(line.description) (ingredient \(ids) \(line.unknownIngredients.count == 1 ? "is" : "are") no longer on the menu)"
        }
        guard gone.isEmpty else { throw CheckoutError.unavailable(gone) }
        // A quantity is 1–99 by construction: the command line checks it, and a line of cart.json
        // with any other cannot be read (`CartLine`). A pizza ordered twice appears twice.
        let pizzas = lines.filter { $0.line.kind == .pizza }.flatMap { line in
            Array(
                repeating: OrderPayload.Pizza(
                    name: line.line.name, ingredients: line.line.ingredientIDs, imageUrl: line.imageURL?.absoluteString),
                count: line.line.quantity)
        }
        let drinks = lines.filter { $0.line.kind == .drink }.flatMap { line in
            Array(repeating: line.line.drinkID ?? 0, count: line.line.quantity)
        }
        return Order(
            lines: lines, total: CartBook.total(lines), payload: OrderPayload(pizzas: pizzas, drinks: drinks), menu: menu,
            pending: pending.read().flatMap { $0.concerns(document.lines) ? $0 : nil })
    }

    /// Under the cart's lock: checks the cart is still the one shown and that no order of it was sent
    /// since it was shown (else `CheckoutError.pendingOrder`), writes what it will be after
    /// the order beside it, marks the lines as sent (`PendingOrderFile`), POSTs once, and only when
    /// the shop echoed the order puts the new cart in place and takes the mark away. An answer that
    /// proves nothing reached the shop puts the mark back as it was; any other end (a 502, a
    /// timeout, Ctrl-C, kill -9) leaves it, and the next checkout asks before ordering twice.
    public func place(_ order: Order) async throws {
        let ordered = Set(order.lines.map(\.line.id))
        let shop = url.hostForMessages
        try await cart.transaction { current, stage in
            guard current.lines == order.lines.map(\.line) else { throw CheckoutError.cartChanged }
            var remaining = current
            remaining.lines.removeAll { ordered.contains($0.id) }
            let staged = try stage(remaining)
            defer { staged.discard() }
            // A mark that appeared since the person agreed (another checkout's order, sent and not
            // confirmed) is one they were never asked about: nothing is sent, and the mark stays.
            let earlier = pending.read()
            if let earlier, earlier.concerns(current.lines), earlier != order.pending { throw CheckoutError.pendingOrder(earlier) }
            let sentAt = now()
            try pending.write(PendingOrder(sentAt: sentAt, shop: shop, lines: order.lines.map(\.line.id)))
            InterruptNotice.shared.set(
                "interrupted while the order was being sent to \(shop): the shop may have received it. "
                    + "The cart is kept and marked as sent at \(LocalDate.text(sentAt)); "
                    + "check with the shop before ordering again ('recipes checkout' asks first).")
            defer { InterruptNotice.shared.clear() }
            do {
                try await send(order.payload)
            } catch let error as CheckoutError where !error.mayHaveBeenReceived {
                try? pending.restore(earlier) // if even this fails, the mark stays: a question too many, never an order too many
                throw error
            }
            do {
                try staged.commit()
            } catch let FileError.cannotWrite(path, reason) {
                throw CheckoutError.placedButCartNotUpdated(path: path, reason: reason)
            }
            try? pending.remove() // left behind, it concerns no line: the ordered ones are gone
        }
    }

    /// One POST. Success is a 2xx whose body is JSON echoing the order (httpbin's `json` field).
    private func send(_ payload: OrderPayload) async throws {
        let host = url.hostForMessages
        let body = payload.json
        let data: Data
        let response: HTTPResponse
        do {
            (data, response) = try await client.send(
                HTTPRequest(
                    method: .post, url: url, headers: ["Content-Type": "application/json", "Accept": "application/json"], body: body))
        } catch let error as HTTPClientError {
            switch error {
            case .connectivity(let host, let reason):
                throw CheckoutError.unreachable(host: host, reason: reason, maybeReceived: false)
            case .connectionLostAfterSending(let host, let reason):
                throw CheckoutError.unreachable(host: host, reason: "\(reason), after the order was sent", maybeReceived: true)
            case .timeout(let host, let seconds):
                throw CheckoutError.unreachable(host: host, reason: "no answer within \(DurationText.amount(seconds))", maybeReceived: true)
            case .tooLarge(let host, _), .malformedResponse(let host, _):
                throw CheckoutError.unreachable(host: host, reason: "the answer was broken", maybeReceived: true)
            }
        }
        switch response.statusCode {
        case 200..<300: break
        // 303 See Other is how a shop answers an order it took; 502 and 504 are a gateway that
        // passed the order on and lost the answer: each may mean the order was placed.
        case 303, 502, 504: throw CheckoutError.mayHaveBeenPlaced(host: host, status: response.statusCode)
        case 300..<400: throw CheckoutError.redirected(host: host, status: response.statusCode)
        default: throw CheckoutError.rejected(host: host, status: response.statusCode)
        }
        guard case .object(let fields)? = try? JSONDecoder().decode(JSONValue.self, from: data) else {
            let type = response.contentType.map { " (\($0.split(separator: ";").first.map(String.init) ?? $0))" } ?? ""
            throw CheckoutError.unconfirmed(host: host, reason: "its answer is not JSON\(type)")
        }
        guard let echo = fields["json"], echo != .null else {
            throw CheckoutError.unconfirmed(host: host, reason: "its answer does not echo the order")
        }
        guard let sent = try? JSONDecoder().decode(JSONValue.self, from: body), echo.isEquivalent(to: sent) else {
            throw CheckoutError.echoMismatch(host: host)
        }
    }
}
