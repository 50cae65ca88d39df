import Foundation
import RecipesCatalog
import RecipesPizza
import RecipesStorage
import Testing
import TestSupport

@Suite("cart service")
struct CartServiceTests {
    private struct Unreachable: ResourceLoader {
        func load<Resource>(_ endpoint: Endpoint<Resource>) async throws -> Loaded<Resource> {
            throw LoadError.unavailable(host: "menu", reason: "down")
        }
    }

    private func makeSUT(loader: ResourceLoader = Doubles.loader()) throws -> (CartService, TemporaryFolder) {
        let folder = try TemporaryFolder()
        let store = JSONFileStore<CartDocument>(file: folder.url.appendingPathComponent("cart.json"), warn: { _ in })
        return (CartService(store: store, shop: Doubles.shop(loader: loader), now: { Date(timeIntervalSince1970: 1_800_000_000) }), folder)
    }

    @Test("adds lines numbered in order, priced from the menu, kept between services on the same file")
    func add() async throws {
        let (sut, folder) = try makeSUT()
        defer { folder.remove() }
        let first = try await sut.add { menu, now in try CartBook.pizza("margherita", menu: menu, now: now) }
        let second = try await sut.add { menu, now in try CartBook.drink("Beer", quantity: 2, menu: menu, now: now) }
        #expect(first.value.number == 1 && second.value.number == 2)
        #expect(second.value.price == Decimal(6))
        let lines = try await sut.lines().value
        #expect(lines.map(\.description) == ["Margherita", "2 × Beer"])
        #expect(CartBook.total(lines) == Decimal(string: "11.5"))
    }

    @Test("an empty cart lists without the menu, so it works with no network at all")
    func emptyOffline() async throws {
        let (sut, folder) = try makeSUT(loader: Unreachable())
        defer { folder.remove() }
        #expect(try await sut.lines().value.isEmpty)
    }

    @Test("remove says which line went; a number out of range changes nothing")
    func remove() async throws {
        let (sut, folder) = try makeSUT()
        defer { folder.remove() }
        _ = try await sut.add { menu, now in try CartBook.drink("Coke", quantity: 1, menu: menu, now: now) }
        #expect(throws: CartError.noSuchLine(2, count: 1)) { try sut.remove(line: 2) }
        let removal = try sut.remove(line: 1)
        #expect(removal.removed.map(\.line.name) == ["Coke"] && removal.remaining == 0)
        #expect(throws: CartError.noSuchLine(1, count: 0)) { try sut.remove(line: 1) }
    }

    @Test("clear removes every line and reports them")
    func clear() async throws {
        let (sut, folder) = try makeSUT()
        defer { folder.remove() }
        _ = try await sut.add { menu, now in try CartBook.drink("Coke", quantity: 1, menu: menu, now: now) }
        _ = try await sut.add { menu, now in try CartBook.drink("Beer", quantity: 1, menu: menu, now: now) }
        #expect(try sut.clear().removed.map(\.number) == [1, 2])
        #expect(try await sut.lines().value.isEmpty)
    }
}
