import Foundation
import RecipesCocktails
import RecipesDesserts
import RecipesHTTP
import TestSupport
import Testing

@testable import RecipesCatalog
@testable import RecipesFavorites
@testable import RecipesStorage

/// A favorites.json the program wrote is checked by its layout (`WrittenLayout`), byte against
/// byte, instead of key by key. Whatever the layout takes must be exactly what the decoder reads:
/// real recipes from Fixtures/, then every one of their bytes changed, one at a time.
@Suite("favorites written as the program writes them: checked by their layout, judged as the decoder judges")
struct WrittenLayoutTests {
    static let types = FavoritesIndexScannerTests.types
    static var decoder: JSONDecoder { FavoritesIndexScannerTests.decoder }

    /// A real dessert and two real drinks (one with translations), noted and not, as the program writes them.
    static func realFavorites() throws -> Data {
        let ok = HTTPResponse(statusCode: 200)
        let dessert = try #require(try DessertDetailsMapper.map(Fixtures.data("mealdb/lookup-52917.json"), ok))
        let drinks = try CocktailMapper.cocktails(Fixtures.data("cocktaildb/search-s-margarita.json"), ok)
        let at = Date(timeIntervalSince1970: 1_800_000_000)
        let favorites =
            [Favorite(snapshot: RecipeSnapshot(dessert), note: "Halve the sugar", addedAt: at)]
            + drinks.prefix(2).map { Favorite(snapshot: RecipeSnapshot($0), addedAt: at) }
        return try JSONFileStore<FavoritesDocument>.encoder.encode(FavoritesDocument(favorites: favorites)) + Data([0x0A])
    }

    /// What the decoder reads of each entry: its summary, or nil.
    private func decoded(_ data: Data) throws -> [FavoriteSummary?] {
        try JSONListFile.entries(data, list: "favorites", newest: 2).map { entry in
            guard entry.doubt == nil, let favorite = try? Self.decoder.decode(Favorite.self, from: data.slice(entry.bytes)) else {
                return nil
            }
            return FavoriteSummary(catalog: favorite.catalog, id: favorite.id, name: favorite.name, note: favorite.note)
        }
    }

    private func scanned(_ data: Data) throws -> FavoritesIndexScanner.Result {
        try FavoritesIndexScanner.scan(data, types: Self.types, decoder: Self.decoder)
    }

    @Test("real favorites as written are taken by their layout: exactly the decoder's entries, each exact")
    func real() throws {
        let data = try Self.realFavorites()
        let result = try scanned(data)
        #expect(result.entries.map(\.summary) == (try decoded(data)).compactMap { $0 })
        #expect(result.entries.count == 3 && result.entries.allSatisfy { $0.exact && $0.decoded == nil })
        let drinks = String(decoding: data, as: UTF8.self)
        #expect(
            drinks.contains("\"instructionsByLanguage\" : {\n") && drinks.contains("\"de\" : "), "translations are in the layout checked")
    }

    @Test(
        "every byte changed, one at a time: the list shows exactly the entries the decoder reads, and calls exact only what a rewrite gives back as it is"
    )
    func everyByte() throws {
        let data = try Self.realFavorites()
        let replacements: [UInt8] = [
            0x20, UInt8(ascii: "\""), UInt8(ascii: "1"), UInt8(ascii: "n"), 0xC3, UInt8(ascii: "\\"), 0x0A, UInt8(ascii: ","),
        ]
        var checked = 0
        for index in data.indices {
            for replacement in [replacements[index % replacements.count], replacements[(index / 7) % replacements.count]]
            where data[index] != replacement {
                var changed = data
                changed[index] = replacement
                guard let result = try? scanned(changed) else { continue } // no longer JSON: every reader refuses it alike
                let expected = try decoded(changed)
                #expect(result.entries.map(\.summary) == expected.compactMap { $0 }, "byte \(index) as \(replacement)")
                // Exact: the bytes hold the keys a rewrite writes, no other, and a trailing comma nowhere.
                for entry in result.entries where entry.exact {
                    let bytes = changed.slice(entry.bytes)
                    let favorite = try Self.decoder.decode(Favorite.self, from: bytes)
                    let rewritten = try JSONFileStore<FavoritesDocument>.encoder.encode(favorite)
                    #expect(
                        try keyPaths(JSONSerialization.jsonObject(with: bytes)) == keyPaths(JSONSerialization.jsonObject(with: rewritten)),
                        "byte \(index) as \(replacement)")
                    #expect(String(decoding: bytes, as: UTF8.self).range(of: #",\s*[\]}]"#, options: .regularExpression) == nil)
                }
                checked += 1
            }
        }
        #expect(checked > 1_000)
    }

    /// Every key of a JSON value, with where it is.
    private func keyPaths(_ value: Any, at path: String = "") -> Set<String> {
        if let object = value as? [String: Any] {
            return object.reduce(into: Set<String>()) { paths, member in
                paths.insert(path + "." + member.key)
                paths.formUnion(keyPaths(member.value, at: path + "." + member.key))
            }
        }
        if let array = value as? [Any] {
            return array.enumerated().reduce(into: Set<String>()) { paths, element in
                paths.formUnion(keyPaths(element.element, at: path + "[\(element.offset)]"))
            }
        }
        return []
    }
}
