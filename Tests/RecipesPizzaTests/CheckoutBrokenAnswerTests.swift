import CatalogDoubles
import Foundation
import RecipesBasics
import RecipesCatalog
import RecipesHTTP
import RecipesPizza
import RecipesStorage
import TestSupport
import Testing

@Suite("checkout: an answer that breaks after the order went out")
struct CheckoutBrokenAnswerTests {
    @Test(
        "a broken, too large or late answer may hide a placed order: the cart is kept and the error says to check with the shop",
        arguments: [
            (
                HTTPClientError.malformedResponse(host: "shop", reason: "the body was cut off"),
                CheckoutError.unreachable(host: "shop", reason: "the answer was broken", maybeReceived: true)
            ),
            (
                HTTPClientError.tooLarge(host: "shop", limit: 10_000_000),
                CheckoutError.unreachable(host: "shop", reason: "the answer was broken", maybeReceived: true)
            ),
            (
                HTTPClientError.timeout(host: "shop", seconds: 10),
                CheckoutError.unreachable(host: "shop", reason: "no answer within 10 seconds", maybeReceived: true)
            ),
        ])
    func brokenAnswer(failure: HTTPClientError, expected: CheckoutError) async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let cartFile = folder.url.appendingPathComponent("cart.json")
        let store = JSONFileStore<CartDocument>(file: cartFile, warn: { _ in })
        let shop = Doubles.shop()
        let client = HTTPClientStub(result: .failure(failure))
        let checkout = Checkout(shop: shop, cart: store, client: client, url: URL(string: "http://127.0.0.1:9/post")!)
        _ = try await CartService(store: store, shop: shop).add { menu, now in try CartBook.drink("Coke", quantity: 2, menu: menu, now: now)
        }
        let before = try Data(contentsOf: cartFile)

        let order = try await checkout.prepare()
        await #expect(throws: expected) { try await checkout.place(order) }
        #expect(client.requests.count == 1, "a POST is never retried")
        #expect(try Data(contentsOf: cartFile) == before)
        #expect(PendingOrderFile(beside: cartFile).read()?.shop == "127.0.0.1:9", "marked as sent")
        #expect(
            UserFacingError(expected)?.message == "cannot place the order with shop: \(expected.reason); the shop may have received it. "
                + "The cart is kept and marked as sent: check with the shop before ordering again ('recipes checkout' asks first).")
        #expect(UserFacingError(expected)?.status == .unavailable)
    }
}

private extension CheckoutError {
    var reason: String {
        guard case .unreachable(_, let reason, _) = self else { return "" }
        return reason
    }
}
