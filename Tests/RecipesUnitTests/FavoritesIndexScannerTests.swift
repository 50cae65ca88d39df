import Foundation
@testable import RecipesCatalog
@testable import RecipesFavorites
import Testing

@Suite("Favorites index scanner")
struct FavoritesIndexScannerTests {
    private func document(_ favorites: [Favorite]) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        return try encoder.encode(FavoritesDocument(favorites: favorites))
    }

    @Test("reads what JSONDecoder reads, escapes and all, skipping the recipes")
    func sameAsDecoder() throws {
        let names = ["Plain", "Crème brûlée", "Quote \" and \\ back", "Tab\tand\nnewline", "Emoji 🍮 布丁", "\u{1B}[31mred", "Slash / here", "AT&T 50/50"]
        let favorites = names.enumerated().map { index, name in
            Favorite(recipe: RecipeCard(catalog: index % 2 == 0 ? .desserts : .cocktails, id: String(index), name: name,
                                        facts: [.init("Nested", "{\"x\":[1,2,{\"y\":\"]\"}]}")], tags: ["a,b", "]}"],
                                        ingredients: [Ingredient(name: "x", measure: nil)], instructions: "Step \"1\"\r\n{}[]"),
                     note: index % 3 == 0 ? "note \(name)" : nil, addedAt: Date(timeIntervalSince1970: 0))
        }
        let data = try document(favorites)
        let scanned = try #require(FavoritesIndexScanner.scan(data))
        #expect(scanned.schemaVersion == 1)
        #expect(scanned.favorites == favorites.map { FavoriteSummary(catalog: $0.catalog, id: $0.id, name: $0.name, note: $0.note) })
    }

    @Test("compact JSON and \\u escapes, surrogate pairs included")
    func compact() throws {
        let text = #"{"favorites":[{"catalog":"desserts","id":"1","name":"Caf\u00e9 \ud83c\udf70","note":null,"recipe":{"a":[true,false,null,-1.5e3]}}],"schemaVersion":1}"#
        let scanned = try #require(FavoritesIndexScanner.scan(Data(text.utf8)))
        #expect(scanned.favorites == [FavoriteSummary(catalog: .desserts, id: "1", name: "Café 🍰", note: nil)])
    }

    @Test("anything malformed gives nil, so the decoder reports it", arguments: [
        "", "{", "[]", #"{"favorites":[{"catalog":"d","id":"1"}],"schemaVersion":1}"#,
        #"{"favorites":[{"catalog":"d","id":"1","name":"x"}]}"#, #"{"favorites":[{"catalog":"d","id":"1","name":"x"}],"schemaVersion":1} trailing"#,
        #"{"favorites":[{"catalog":"d","id":"1","name":"bad \x escape"}],"schemaVersion":1}"#,
        #"{"favorites":[{"catalog":"d","id":"1","name":"x","recipe":{"open":[}],"schemaVersion":1}"#,
        #"{"favorites":[{"catalog":"d","id":"1","name":"\ud800"}],"schemaVersion":1}"#,
    ])
    func malformed(text: String) {
        #expect(FavoritesIndexScanner.scan(Data(text.utf8)) == nil)
    }
}
