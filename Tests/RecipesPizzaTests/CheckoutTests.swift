import CatalogDoubles
import Foundation
import RecipesBasics
import RecipesCatalog
import RecipesHTTP
import RecipesPizza
import RecipesSnapshot
import RecipesStorage
import TestSupport
import Testing

@Suite("checkout")
struct CheckoutTests {
    private struct SUT {
        let checkout: Checkout
        let cart: CartService
        let shop: HTTPClientStub
        let folder: TemporaryFolder
        var cartFile: URL { folder.url.appendingPathComponent("cart.json") }
    }

    /// The shop answers with `answer` (default: httpbin's echo of the JSON it got).
    private func makeSUT(
        menuLoader: ResourceLoader = Doubles.loader(),
        answer: (@Sendable (HTTPRequest) -> Result<(Data, HTTPResponse), HTTPClientError>)? = nil
    ) throws -> SUT {
        let folder = try TemporaryFolder()
        let store = JSONFileStore<CartDocument>(file: folder.url.appendingPathComponent("cart.json"), warn: { _ in })
        let shop = Doubles.shop(loader: menuLoader)
        let client = HTTPClientStub(
            route: answer ?? { request in
                let echo = try? JSONSerialization.jsonObject(with: request.body ?? Data())
                let body = try? JSONSerialization.data(withJSONObject: ["json": echo ?? NSNull()])
                return .success((body ?? Data(), HTTPResponse(statusCode: 200, headers: ["Content-Type": "application/json"])))
            })
        return SUT(
            checkout: Checkout(shop: shop, cart: store, client: client, url: URL(string: "http://127.0.0.1:9/post")!),
            cart: CartService(store: store, shop: shop), shop: client, folder: folder)
    }

    private func fill(_ sut: SUT) async throws {
        _ = try await sut.cart.add { menu, now in try CartBook.pizza("Margherita", adding: ["Salami"], menu: menu, now: now) }
        _ = try await sut.cart.add { menu, now in try CartBook.drink("Coke", quantity: 2, menu: menu, now: now) }
    }

    @Test("POSTs the order once as JSON, and removes exactly the ordered lines after the echo")
    func places() async throws {
        let sut = try makeSUT()
        defer { sut.folder.remove() }
        try await fill(sut)
        let order = try await sut.checkout.prepare()
        #expect(Money.format(order.total) == "12.00")
        try await sut.checkout.place(order)
        #expect(sut.shop.requests.count == 1)
        #expect(sut.shop.requests[0].method == .post && sut.shop.requests[0].headers["Content-Type"] == "application/json")
        #expect(String(decoding: sut.shop.requests[0].body ?? Data(), as: UTF8.self).contains(#""drinks":[3,3]"#))
        #expect(try await sut.cart.lines().value.isEmpty)
    }

    /// The mark of an order sent and not confirmed, as pending-order.json holds it.
    private func mark(_ sut: SUT) throws -> PendingOrder? {
        PendingOrderFile(beside: sut.cartFile).read()
    }

    private func lines(_ sut: SUT) throws -> [CartLine] {
        try JSONFileStore<CartDocument>(file: sut.cartFile, warn: { _ in }).read().lines
    }

    @Test(
        "an answer proving nothing reached the shop keeps the cart byte for byte",
        arguments: [
            (307, CheckoutError.redirected(host: "127.0.0.1:9", status: 307)),
            (500, .rejected(host: "127.0.0.1:9", status: 500)),
            (400, .rejected(host: "127.0.0.1:9", status: 400)),
        ])
    func refused(status: Int, expected: CheckoutError) async throws {
        let sut = try makeSUT(answer: { _ in .success((Data(), HTTPResponse(statusCode: status, headers: ["Content-Type": "text/plain"]))) }
        )
        defer { sut.folder.remove() }
        try await fill(sut)
        let before = try Data(contentsOf: sut.cartFile)
        let order = try await sut.checkout.prepare()
        await #expect(throws: expected) { try await sut.checkout.place(order) }
        #expect(try Data(contentsOf: sut.cartFile) == before)
        #expect(try mark(sut) == nil, "no mark: nothing reached the shop")
        #expect(sut.shop.requests.count == 1)
    }

    @Test(
        "an answer that may mean the shop took the order keeps the lines and marks the cart as sent",
        arguments: [
            (
                200, "<html>Wi-Fi login</html>", "text/html; charset=utf-8",
                CheckoutError.unconfirmed(host: "127.0.0.1:9", reason: "its answer is not JSON (text/html)")
            ),
            (200, #"{"ok":true}"#, "application/json", .unconfirmed(host: "127.0.0.1:9", reason: "its answer does not echo the order")),
            (200, #"{"json":{"pizzas":[],"drinks":[]}}"#, "application/json", .echoMismatch(host: "127.0.0.1:9")),
            (303, "", "text/plain", .mayHaveBeenPlaced(host: "127.0.0.1:9", status: 303)),
            (502, "", "text/plain", .mayHaveBeenPlaced(host: "127.0.0.1:9", status: 502)),
            (504, "", "text/plain", .mayHaveBeenPlaced(host: "127.0.0.1:9", status: 504)),
        ])
    func unconfirmed(status: Int, body: String, type: String, expected: CheckoutError) async throws {
        let sut = try makeSUT(answer: { _ in .success((Data(body.utf8), HTTPResponse(statusCode: status, headers: ["Content-Type": type])))
        })
        defer { sut.folder.remove() }
        try await fill(sut)
        let before = try Data(contentsOf: sut.cartFile)
        let order = try await sut.checkout.prepare()
        #expect(order.pending == nil)
        await #expect(throws: expected) { try await sut.checkout.place(order) }
        #expect(try Data(contentsOf: sut.cartFile) == before, "the cart byte for byte")
        #expect(try mark(sut)?.shop == "127.0.0.1:9")
        #expect(try mark(sut)?.lines == order.lines.map(\.line.id))
        #expect(sut.shop.requests.count == 1)
        #expect(try await sut.checkout.prepare().pending == mark(sut), "the next checkout sees the mark")
    }

    @Test("the cart is marked as sent before the order goes out, and a confirmed order takes the mark away")
    func markedWhileSending() async throws {
        let file = Locked<URL?>(nil)
        let seen = Locked<PendingOrder?>(nil)
        let sut = try makeSUT(answer: { request in
            // What a kill -9 at this moment would leave: the file as the POST goes out.
            seen.set(file.value.flatMap { PendingOrderFile(beside: $0).read() })
            let echo = try? JSONSerialization.jsonObject(with: request.body ?? Data())
            let body = try? JSONSerialization.data(withJSONObject: ["json": echo ?? NSNull()])
            return .success((body ?? Data(), HTTPResponse(statusCode: 200, headers: ["Content-Type": "application/json"])))
        })
        defer { sut.folder.remove() }
        file.set(sut.cartFile)
        try await fill(sut)
        try await sut.checkout.place(try await sut.checkout.prepare())
        #expect(seen.value?.shop == "127.0.0.1:9" && seen.value?.sentAt != nil, "marked before the POST")
        #expect(try mark(sut) == nil && lines(sut).isEmpty)
    }

    @Test("a mark concerns the lines it names: a crash after the confirmed order left one that asks nothing of a new cart")
    func markConcernsItsLines() async throws {
        let sut = try makeSUT()
        defer { sut.folder.remove() }
        try await fill(sut)
        let file = PendingOrderFile(beside: sut.cartFile)
        try file.write(PendingOrder(sentAt: Date(), shop: "shop", lines: ["a line ordered and gone"]))
        #expect(try await sut.checkout.prepare().pending == nil)
        let sent = try lines(sut).map(\.id)
        try file.write(PendingOrder(sentAt: Date(), shop: "shop", lines: [sent[1]]))
        #expect(try await sut.checkout.prepare().pending?.lines == [sent[1]])
        for unreadable in ["", "{", #"{"sentAt": 1e400}"#, "5", String(repeating: " ", count: 70_000)] {
            try Data(unreadable.utf8).write(to: file.file)
            #expect(
                try await sut.checkout.prepare().pending == PendingOrder(sentAt: nil, shop: nil, lines: nil), "\(unreadable.prefix(20))")
        }
        _ = try sut.cart.clear()
        #expect(file.read() == nil, "cart clear takes any mark away")
    }

    @Test(
        "a connection lost once the order went out may have placed it; one lost before could not have",
        arguments: [
            (
                HTTPClientError.connectionLostAfterSending(host: "shop", reason: "the connection was closed before an answer"),
                CheckoutError.unreachable(
                    host: "shop", reason: "the connection was closed before an answer, after the order was sent", maybeReceived: true)
            ),
            (
                HTTPClientError.connectivity(host: "shop", reason: "connection refused"),
                CheckoutError.unreachable(host: "shop", reason: "connection refused", maybeReceived: false)
            ),
        ])
    func lostConnection(failure: HTTPClientError, expected: CheckoutError) async throws {
        let sut = try makeSUT(answer: { _ in .failure(failure) })
        defer { sut.folder.remove() }
        try await fill(sut)
        let before = try Data(contentsOf: sut.cartFile)
        let order = try await sut.checkout.prepare()
        await #expect(throws: expected) { try await sut.checkout.place(order) }
        #expect(try Data(contentsOf: sut.cartFile) == before)
        #expect(try (mark(sut) != nil) == expected.mayHaveBeenReceived, "marked only when the shop may have it")
    }

    @Test("an order sent by another checkout while this one was being agreed to is not sent again, and its mark stays")
    func markAppearedMeanwhile() async throws {
        let sut = try makeSUT()
        defer { sut.folder.remove() }
        try await fill(sut)
        let order = try await sut.checkout.prepare() // shown to the person, who has not answered yet
        #expect(order.pending == nil)
        // Meanwhile `checkout --yes` elsewhere sent these lines and got a 502: the shop may have the order.
        let sent = PendingOrder(sentAt: Date(timeIntervalSince1970: 1_800_000_000), shop: "127.0.0.1:9", lines: try lines(sut).map(\.id))
        try PendingOrderFile(beside: sut.cartFile).write(sent)
        let before = try Data(contentsOf: sut.cartFile)

        await #expect(throws: CheckoutError.pendingOrder(sent)) { try await sut.checkout.place(order) }
        #expect(sut.shop.requests.isEmpty, "nothing sent")
        #expect(try mark(sut) == sent, "the other checkout's mark is kept")
        #expect(try Data(contentsOf: sut.cartFile) == before)

        // Asked about that mark (`--again`, or yes at the question), the person may order again.
        let again = try await sut.checkout.prepare()
        #expect(again.pending == sent)
        try await sut.checkout.place(again)
        #expect(try sut.shop.requests.count == 1 && lines(sut).isEmpty)
    }

    @Test("a cart changed since it was shown is not ordered")
    func changed() async throws {
        let sut = try makeSUT()
        defer { sut.folder.remove() }
        try await fill(sut)
        let order = try await sut.checkout.prepare()
        _ = try await sut.cart.add { menu, now in try CartBook.drink("Beer", quantity: 1, menu: menu, now: now) }
        await #expect(throws: CheckoutError.cartChanged) { try await sut.checkout.place(order) }
        #expect(sut.shop.requests.isEmpty)
    }

    @Test("refuses an empty cart, and a menu that only the bundled sample could give")
    func refusals() async throws {
        let sut = try makeSUT()
        defer { sut.folder.remove() }
        await #expect(throws: CheckoutError.emptyCart) { try await sut.checkout.prepare() }
        try await fill(sut)
        let sample = try makeSUT(menuLoader: SnapshotLoader())
        defer { sample.folder.remove() }
        try FileManager.default.copyItem(at: sut.cartFile, to: sample.cartFile)
        await #expect(throws: CheckoutError.sampleMenu) { try await sample.checkout.prepare() }
    }
    @Test("a pizza with an ingredient the menu no longer has is not ordered: its price would leave it out")
    func ingredientGone() async throws {
        let sut = try makeSUT()
        defer { sut.folder.remove() }
        try await fill(sut)
        let salami = try FixtureMenu.load().ingredient(named: "Salami").number
        let text = try String(contentsOf: sut.cartFile, encoding: .utf8)
        let gone = text.replacingOccurrences(of: "\n        \(salami)\n      ]", with: "\n        99\n      ]")
        #expect(gone != text, "the cart names Salami by its id: \(text)")
        try gone.write(to: sut.cartFile, atomically: true, encoding: .utf8)
        do {
            _ = try await sut.checkout.prepare()
            Issue.record("ordered a pizza priced without one of its ingredients")
        } catch let error as CheckoutError {
            guard case .unavailable(let items) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(items == ["Margherita + unknown ingredient #99 (ingredient #99 is no longer on the menu)"])
        }
        #expect(sut.shop.requests.isEmpty, "nothing was sent")
    }
}
