import Foundation

/// What `checkout` POSTs: `{"pizzas":[{"name","ingredients":[ids],"imageUrl"?}],"drinks":[ids]}`.
public struct OrderPayload: Codable, Sendable, Equatable {
    public struct Pizza: Codable, Sendable, Equatable {
        public var name: String
        public var ingredients: [Int]
        public var imageUrl: String?
    }

    public var pizzas: [Pizza]
    /// A drink ordered twice appears twice.
    public var drinks: [Int]

    public var json: Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(self)) ?? Data()
    }
}

public enum CheckoutError: Error, Equatable, Sendable {
    case emptyCart
    case unavailable([String])
    case needsConfirmation
    case declined
    case rejected(host: String, status: Int)
    case echoMismatch(host: String)
    case unreachable(host: String, reason: String, maybeReceived: Bool)
}

/// Checking out: the order from the cart and the menu, one POST (never retried), and the cart
/// cleared of exactly the ordered lines only after the shop confirmed. Any failure changes nothing.
public struct Checkout: Sendable {
    public struct Order: Sendable {
        public let lines: [PricedLine]
        public let total: Decimal
        public let payload: OrderPayload
        public let menu: Loaded<PizzaMenu>
    }

    private let shop: PizzaShop
    private let cart: JSONFileStore<CartDocument>
    private let client: HTTPClient
    private let url: URL

    public init(shop: PizzaShop, cart: JSONFileStore<CartDocument>, client: HTTPClient, url: URL) {
        self.shop = shop
        self.cart = cart
        self.client = client
        self.url = url
    }

    /// The order as it stands: refuses an empty cart, or lines no longer on the menu.
    public func prepare() async throws -> Order {
        let document = try cart.read()
        guard !document.lines.isEmpty else { throw CheckoutError.emptyCart }
        let menu = try await shop.menu()
        let lines = CartBook.priced(document, menu: menu.value)
        let gone = lines.filter { $0.price == nil }.map(\.description)
        guard gone.isEmpty else { throw CheckoutError.unavailable(gone) }
        let pizzas = lines.filter { $0.line.kind == .pizza }.map {
            OrderPayload.Pizza(name: $0.line.name, ingredients: $0.line.ingredientIDs, imageUrl: $0.imageURL?.absoluteString)
        }
        let drinks = lines.filter { $0.line.kind == .drink }.flatMap { line in
            Array(repeating: line.line.drinkID ?? 0, count: line.line.quantity)
        }
        return Order(lines: lines, total: CartBook.total(lines), payload: OrderPayload(pizzas: pizzas, drinks: drinks), menu: menu)
    }

    /// POSTs the order once. Success is a 2xx whose echo (httpbin's `json` field), when present,
    /// equals what was sent; then the ordered lines leave the cart.
    public func place(_ order: Order) async throws {
        let host = url.hostForMessages
        let body = order.payload.json
        let data: Data
        let response: HTTPResponse
        do {
            (data, response) = try await client.send(HTTPRequest(
                method: .post, url: url, headers: ["Content-Type": "application/json", "Accept": "application/json"], body: body))
        } catch let error as HTTPClientError {
            switch error {
            case let .connectivity(host, reason):
                throw CheckoutError.unreachable(host: host, reason: reason, maybeReceived: false)
            case let .timeout(host, seconds):
                throw CheckoutError.unreachable(host: host, reason: "no answer within \(DurationText.amount(seconds))", maybeReceived: true)
            case let .tooLarge(host, _), let .malformedResponse(host, _):
                throw CheckoutError.unreachable(host: host, reason: "the answer was broken", maybeReceived: true)
            }
        }
        guard (200..<300).contains(response.statusCode) else { throw CheckoutError.rejected(host: host, status: response.statusCode) }
        if let echo = Self.echo(in: data), !Self.sameJSON(echo, body) {
            throw CheckoutError.echoMismatch(host: host)
        }
        let ordered = Set(order.lines.map(\.line.id))
        try cart.update { document in document.lines.removeAll { ordered.contains($0.id) } }
    }

    /// httpbin returns the request's JSON body in a `json` field.
    static func echo(in data: Data) -> Any? {
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any], let echo = object["json"], !(echo is NSNull) else {
            return nil
        }
        return echo
    }

    static func sameJSON(_ echo: Any, _ sent: Data) -> Bool {
        guard let sentObject = try? JSONSerialization.jsonObject(with: sent) else { return false }
        return NSDictionary(dictionary: ["v": echo]).isEqual(to: ["v": sentObject])
    }
}
