import RecipesCatalog
import Testing

@Suite("--sort and --limit")
struct ListSteeringTests {
    private struct Item: CatalogItem, Equatable {
        let id: String
        let name: String
    }

    private let items = [Item(id: "178332", name: "b"), Item(id: "9", name: "C"), Item(id: "11007", name: "a"),
                         Item(id: "Margherita", name: "d"), Item(id: "007", name: "e")]

    @Test("by id: numbers by value, then ids that are not numbers as text")
    func byID() {
        #expect(ListSteering(order: .id).apply(items).map(\.id) == ["007", "9", "11007", "178332", "Margherita"])
    }

    @Test("no order keeps the list's own; name is the alphabetical order; the limit keeps the top")
    func orderAndLimit() {
        #expect(ListSteering().apply(items) == items)
        #expect(ListSteering(order: .name, limit: 2).apply(items).map(\.name) == ["a", "b"])
        #expect(ListSteering(limit: 9).apply(items) == items)
        #expect(ListSteering(limit: 1).limited([3, 2, 1]) == [3])
    }
}
