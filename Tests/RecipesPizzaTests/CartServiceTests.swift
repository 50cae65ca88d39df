import CatalogDoubles
import Foundation
import RecipesCatalog
import RecipesPizza
import RecipesStorage
import TestSupport
import Testing

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
        #expect(second.value.line.price == Decimal(6) && second.value.action == .added)
        let lines = try await sut.lines().value
        #expect(lines.map(\.description) == ["Margherita", "2 × Beer"])
        #expect(CartBook.total(lines) == Decimal(string: "11.5"))
    }

    @Test("add merges, edit and set change one line under the lock; each returns the whole cart after it")
    func changes() async throws {
        let (sut, folder) = try makeSUT()
        defer { folder.remove() }
        _ = try await sut.add { menu, now in try CartBook.pizza("Margherita", menu: menu, now: now) }
        let merged = try await sut.add { menu, now in try CartBook.pizza("Margherita", menu: menu, now: now) }
        #expect(merged.value.action == .merged && merged.value.number == 1 && merged.value.lines.count == 1)
        #expect(merged.value.added?.description == "Margherita" && merged.value.line.description == "2 × Margherita")
        let edited = try await sut.edit(line: 1, adding: ["Salami"], removing: [])
        #expect(edited.value.line.description == "2 × Margherita (edited) + Salami" && edited.value.line.price == Decimal(14))
        let set = try await sut.setQuantity(line: 1, to: 1)
        #expect(set.value.action == .quantity && set.value.line.price == Decimal(7))
        await #expect(throws: CartError.noSuchLine(2, count: 1)) { try await sut.setQuantity(line: 2, to: 1) }
        await #expect(throws: CartError.noSuchLine(3, count: 1)) { try await sut.edit(line: 3, adding: ["Tuna"], removing: []) }
        #expect(try await sut.lines().value.map(\.description) == ["Margherita (edited) + Salami"])
    }

    @Test("browse names a line by its id: found wherever it moved, refused once gone; a removed line goes back where it was, once")
    func byLineID() async throws {
        let (sut, folder) = try makeSUT()
        defer { folder.remove() }
        _ = try await sut.add { menu, now in try CartBook.pizza("Margherita", menu: menu, now: now) }
        _ = try await sut.add { menu, now in try CartBook.drink("Beer", quantity: 1, menu: menu, now: now) }
        let lines = try await sut.lines().value.map(\.line)
        let (pizza, beer) = (lines[0], lines[1])
        let removal = try sut.remove(lineID: pizza.id)
        #expect(removal.removed.map(\.number) == [1] && removal.removed.map(\.line) == [pizza] && removal.remaining == 1)
        let set = try await sut.setQuantity(lineID: beer.id, to: 3)
        #expect(set.value.number == 1 && set.value.line.description == "3 × Beer", "line 2 is line 1 now, found by its id")
        await #expect(throws: CartError.lineGone) { try await sut.setQuantity(lineID: pizza.id, to: 2) }
        await #expect(throws: CartError.lineGone) { try await sut.edit(lineID: pizza.id, adding: ["Salami"], removing: []) }
        #expect(throws: CartError.lineGone) { try sut.remove(lineID: pizza.id) }

        let saved = try CartService.saved(pizza)
        #expect(try sut.restore(try CartService.line(saved: saved), at: 1))
        #expect(try sut.restore(pizza, at: 1) == false, "already there: nothing changes")
        #expect(try await sut.lines().value.map(\.line) == [pizza, try await sut.lines().value[1].line], "back at line 1, as it was")
        let edited = try await sut.edit(lineID: pizza.id, adding: ["Salami"], removing: ["Tomato Sauce"])
        #expect(edited.value.number == 1 && edited.value.line.description == "Margherita (edited) + Salami − Tomato Sauce")
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
