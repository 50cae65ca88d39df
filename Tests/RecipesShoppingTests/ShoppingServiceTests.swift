import CatalogDoubles
import Foundation
import RecipesCatalog
import RecipesFavorites
import RecipesShopping
import RecipesStorage
import TestSupport
import Testing

@Suite("shopping service")
struct ShoppingServiceTests {
    private func makeSUT() throws -> (ShoppingService, FavoritesService, TemporaryFolder) {
        let folder = try TemporaryFolder()
        let catalogs = CatalogDirectory([Doubles.desserts(), Doubles.cocktails(), Doubles.shop()])
        let favorites = FavoritesService(
            store: JSONFileStore(file: folder.url.appendingPathComponent("favorites.json"), warn: { _ in }),
            catalogs: catalogs, warn: { _ in })
        return (ShoppingService(catalogs: catalogs), favorites, folder)
    }

    @Test("catalog:id-or-name references from any catalog, by id or name, in one list")
    func references() async throws {
        let (sut, _, folder) = try makeSUT()
        defer { folder.remove() }
        let list = try await sut.list(for: ["dessert:52917", "cocktail:margarita", "pizza:hawaii"]).value
        #expect(list.recipes == ["White chocolate creme brulee", "Margarita", "Hawaii"])
        #expect(list.items.map(\.name).contains("Double Cream") && list.items.map(\.name).contains("Tequila"))
    }

    @Test(
        "a reference that is not catalog:something, or names no catalog, fails the whole list",
        arguments: ["52917", "dessert:", ":x", "dessert:  "])
    func badReference(reference: String) async throws {
        let (sut, _, folder) = try makeSUT()
        defer { folder.remove() }
        await #expect(throws: ShoppingError.badReference(reference)) { try await sut.list(for: [reference]) }
        await #expect(throws: CatalogError.unknownCatalog("soup", known: ["desserts", "cocktails", "pizza"])) {
            try await sut.list(for: ["soup:1"])
        }
    }

    @Test("--favorites reads the stored snapshots, offline")
    func favorites() async throws {
        let (sut, favorites, folder) = try makeSUT()
        defer { folder.remove() }
        _ = try await favorites.add(catalog: "dessert", idOrName: "52917")
        let stored = try sut.list(favorites: favorites.list().map(\.recipe))
        #expect(stored.value.recipes == ["White chocolate creme brulee"])
        #expect(stored.source == .favorites, "the stored snapshots, not a fetch")
        #expect(throws: ShoppingError.noFavorites) { try sut.list(favorites: []) }
    }

    @Test("each reference may say how many times it is made: cocktail:margarita=8")
    func counts() async throws {
        let (sut, _, folder) = try makeSUT()
        defer { folder.remove() }
        let one = try await sut.list(for: ["cocktail:margarita"]).value
        let eight = try await sut.list(for: ["cocktail:margarita=8"]).value
        #expect(eight.recipes == one.recipes)
        #expect(one.items.first { $0.name == "Tequila" }?.needs.first?.measure == "1 1/2 oz")
        #expect(eight.items.first { $0.name == "Tequila" }?.needs.first?.measure == "12 oz")
        for bad in ["cocktail:margarita=", "cocktail:margarita=0", "cocktail:margarita=lots", "cocktail:margarita=-1"] {
            await #expect(throws: ShoppingError.badCount(bad)) { try await sut.list(for: [bad]) }
        }
    }
}
