import Foundation
import RecipesCocktails
import RecipesDesserts
import RecipesPizza
import Testing

@testable import RecipesCatalog
@testable import RecipesFavorites
@testable import RecipesStorage

@Suite("Favorites index scanner")
struct FavoritesIndexScannerTests {
    static let types = RecipeTypes([DessertCatalog.registration, CocktailCatalog.registration, PizzaShop.registration])

    /// The decoder every other command reads favorites.json with.
    static var decoder: JSONDecoder {
        JSONFileStore<FavoritesDocument>(file: URL(fileURLWithPath: "/dev/null"), warn: { _ in }).decoding(with: [
            RecipeTypes.userInfoKey: types
        ]).decoder
    }

    private func scan(_ data: Data) throws -> FavoritesIndexScanner.Result {
        try FavoritesIndexScanner.scan(data, types: Self.types, decoder: Self.decoder)
    }

    private func document(_ favorites: [Favorite]) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        return try encoder.encode(FavoritesDocument(favorites: favorites))
    }

    @Test("reads what JSONDecoder reads, escapes and all, skipping the recipes")
    func sameAsDecoder() throws {
        let names = [
            "Plain", "Crème brûlée", "Quote \" and \\ back", "Tab\tand\nnewline", "Emoji 🍮 布丁", "\u{1B}[31mred", "Slash / here",
            "AT&T 50/50",
        ]
        let favorites = names.enumerated().map { index, name in
            Favorite(
                recipe: RecipeCard(
                    catalog: index % 2 == 0 ? .desserts : .cocktails, id: String(index), name: name,
                    facts: [.init("Nested", "{\"x\":[1,2,{\"y\":\"]\"}]}")], tags: ["a,b", "]}"],
                    ingredients: [Ingredient(name: "x", measure: nil)], instructions: "Step \"1\"\r\n{}[]"),
                note: index % 3 == 0 ? "note \(name)" : nil, addedAt: Date(timeIntervalSince1970: 0))
        }
        let data = try document(favorites)
        let scanned = try scan(data)
        #expect(scanned.favorites == favorites.map { FavoriteSummary(catalog: $0.catalog, id: $0.id, name: $0.name, note: $0.note) })
        #expect(scanned.unreadable.isEmpty)
    }

    @Test("compact JSON and \\u escapes, surrogate pairs included")
    func compact() throws {
        let text =
            #"{"favorites":[{"addedAt":"2026-11-22T00:00:00Z","catalog":"desserts","id":"1","name":"Caf\u00e9 \ud83c\udf70","note":null,"recipe":{"a":[true,false,null,-1.5e3],"catalog":"desserts","facts":[],"id":"1","ingredients":[{"name":"x"}],"links":[],"name":"Caf\u00e9","tags":[]},"updatedAt":"2026-11-22T00:00:00Z"}],"schemaVersion":1}"#
        let scanned = try scan(Data(text.utf8))
        #expect(scanned.favorites == [FavoriteSummary(catalog: .desserts, id: "1", name: "Café 🍰", note: nil)])
    }

    @Test(
        "a file that cannot be used at all is refused with the reason every other reader gives",
        arguments: [
            ("", "not valid JSON"), ("{", "not valid JSON"), ("[]", "unexpected type at the top level"),
            (#"{"favorites":[{"catalog":"d","id":"1","name":"x"}]}"#, "missing schemaVersion"),
            (#"{"favorites":[{"catalog":"d","id":"1","name":"x"}],"schemaVersion":1} trailing"#, "not valid JSON"),
            (#"{"favorites":[{"catalog":"d","id":"1","name":"bad \x escape"}],"schemaVersion":1}"#, "not valid JSON"),
            (#"{"favorites":[{"catalog":"d","id":"1","name":"x","recipe":{"open":[}],"schemaVersion":1}"#, "not valid JSON"),
            (#"{"favorites":[{"catalog":"d","id":"1","name":"x","recipe":{"servings":tru}}],"schemaVersion":1}"#, "not valid JSON"),
            (#"{"favorites":[],"schemaVersion":"1"}"#, "unexpected type at schemaVersion"),
            (#"{"favorites":[],"schemaVersion":1,"schemaVersion":1}"#, "duplicate key at schemaVersion"),
            (#"{"favorites":[],"favorites":[],"schemaVersion":1}"#, "duplicate key at favorites"),
            (#"{"favorites":{},"schemaVersion":1}"#, "unexpected type at favorites"),
            (#"{"schemaVersion":1}"#, "missing favorites"),
            (#"{"favorites":[],"schemaVersion":1,"other":"\udc00"}"#, "lone surrogate at other"),
        ])
    func corrupt(text: String, reason: String) {
        #expect(throws: DocumentProblem.corrupt(reason)) { try scan(Data(text.utf8)) }
    }

    @Test(
        "an entry no command can read is left out with why, and the others are read",
        arguments: [
            (#"{"catalog":"d","id":"1"}"#, "missing favorites[1].name"),
            (#"{"catalog":"d","id":"1","name":7}"#, "unexpected type at favorites[1].name"),
            (#"{"catalog":"d","id":"1","name":"\ud800"}"#, "lone surrogate at favorites[1].name"),
            (#"{"catalog":"d","id":"1","name":"x","name":"y"}"#, "duplicate key at favorites[1].name"),
            (#"{"catalog":"d","id":"1","name":"x","recipe":{"tags":[{"a":1,"a":2}]}}"#, "duplicate key at favorites[1].recipe.tags[0].a"),
            (#""not an object""#, "unexpected type at favorites[1]"),
        ])
    func unreadableEntry(entry: String, reason: String) throws {
        let text = #"{"favorites":[\#(Self.entry(id: "0")),\#(entry),\#(Self.entry(id: "2"))],"schemaVersion":1}"#
        let scanned = try scan(Data(text.utf8))
        #expect(scanned.favorites.map(\.id) == ["0", "2"])
        #expect(scanned.unreadable == [UnreadableEntry(reason: reason, bytes: Data(entry.utf8))])
    }

    @Test("a newer file is refused before anything else in it is judged")
    func newer() {
        #expect(throws: DocumentProblem.newerVersion(3)) { try scan(Data(#"{"favorites":{"x":"\ud800"},"schemaVersion":3}"#.utf8)) }
    }

    /// A favorite as this program writes it, compact.
    static func entry(id: String, name: String = "x", recipe: String? = nil, added: String = "2026-11-22T09:30:00Z") -> String {
        let card =
            recipe
            ?? #"{"catalog":"desserts","facts":[{"label":"Area","value":"French"}],"id":"\#(id)","ingredients":[{"measure":"1 cup","name":"Milk"},{"measure":null,"name":"Salt"}],"instructions":"Mix.","links":[{"label":"Source","url":"https://example.org/x"}],"name":"\#(name)","tags":["Sweet"]}"#
        return
            #"{"addedAt":"\#(added)","catalog":"desserts","id":"\#(id)","name":"\#(name)","note":null,"recipe":\#(card),"updatedAt":"2026-11-22T09:30:00Z"}"#
    }

    /// Every command but the list decodes each entry with JSONDecoder (`FavoritesDocument.read`).
    private func decodedIDs(_ data: Data) throws -> [String] {
        try FavoritesDocument.read(from: data, decoder: Self.decoder).favorites.map(\.id)
    }

    @Test(
        "the list shows exactly the entries JSONDecoder reads, whatever is wrong in a stored recipe or a date",
        arguments: [
            #"{"catalog":"desserts","id":"1","name":"x","tags":[],"facts":[],"ingredients":[],"links":[]}"#, // valid, no instructions
            #"{"catalog":"desserts","id":"1","name":42,"tags":[],"facts":[],"ingredients":[],"links":[]}"#,
            #"{"catalog":"desserts","id":"1","tags":[],"facts":[],"ingredients":[],"links":[]}"#,
            #"{"catalog":"desserts","id":"1","name":"x","tags":[1],"facts":[],"ingredients":[],"links":[]}"#,
            #"{"catalog":"desserts","id":"1","name":"x","tags":null,"facts":[],"ingredients":[],"links":[]}"#,
            #"{"catalog":"desserts","id":"1","name":"x","tags":[],"facts":[{"label":"A"}],"ingredients":[],"links":[]}"#,
            #"{"catalog":"desserts","id":"1","name":"x","tags":[],"facts":[],"ingredients":[{"measure":"1"}],"links":[]}"#,
            #"{"catalog":"desserts","id":"1","name":"x","tags":[],"facts":[],"ingredients":[{"name":"a","measure":2}],"links":[]}"#,
            #"{"catalog":"desserts","id":"1","name":"x","tags":[],"facts":[],"ingredients":[],"links":[{"label":"a","url":""}]}"#,
            #"{"catalog":"desserts","id":"1","name":"x","tags":[],"facts":[],"ingredients":[],"links":[{"label":"a","url":"not a url"}]}"#,
            #"{"catalog":"desserts","id":"1","name":"x","tags":[],"facts":[],"ingredients":[],"links":[],"instructions":7}"#,
            #"{"catalog":"desserts","id":"1","name":"x","tags":[],"facts":[],"ingredients":[],"links":[],"extra":{"a":[1]}}"#,
            #"[]"#, #"null"#, #""text""#,
        ])
    func recipeShapes(recipe: String) throws {
        let text =
            #"{"favorites":[\#(Self.entry(id: "0")),\#(Self.entry(id: "1", recipe: recipe)),\#(Self.entry(id: "2"))],"schemaVersion":1}"#
        let data = Data(text.utf8)
        #expect(try scan(data).favorites.map(\.id) == (try decodedIDs(data)))
    }

    /// A version-2 entry: `recipe` is the catalog's own recipe, as `show --json` gives it.
    static func entry(catalog: String, id: String, recipe: String) -> String {
        #"{"addedAt":"2026-11-22T09:30:00Z","catalog":"\#(catalog)","id":"\#(id)","name":"x","note":null,"recipe":\#(recipe),"updatedAt":"2026-11-22T09:30:00Z"}"#
    }

    @Test(
        "version 2: the list shows exactly the entries JSONDecoder reads, whatever is wrong in a catalog's own recipe",
        arguments: [
            (
                "desserts",
                #"{"id":"1","name":"x","ingredients":[{"name":"a","measure":null}],"tags":[],"area":"French","category":null,"imageURL":"https://e.org/i.jpg"}"#
            ),
            ("desserts", #"{"id":"1","name":"x","ingredients":[],"tags":[]}"#), // every optional key missing
            ("desserts", #"{"id":"1","name":"x","ingredients":[],"tags":[],"sourceURL":""}"#),
            ("desserts", #"{"id":"1","name":"x","ingredients":[],"tags":[],"youtubeURL":7}"#),
            ("desserts", #"{"id":"1","name":"x","ingredients":[]}"#),
            ("desserts", #"{"id":1,"name":"x","ingredients":[],"tags":[]}"#),
            ("desserts", #"{"id":"1","name":"x","ingredients":[{"measure":"1"}],"tags":[]}"#),
            ("desserts", #"{"id":"1","name":"x","ingredients":[],"tags":[],"area":["French"]}"#),
            (
                "cocktails",
                #"{"id":"1","name":"x","ingredients":[],"tags":[],"instructionsByLanguage":{"de":"Mischen"},"glass":"Highball glass"}"#
            ),
            ("cocktails", #"{"id":"1","name":"x","ingredients":[],"tags":[]}"#), // no translations: the decoder requires the key
            ("cocktails", #"{"id":"1","name":"x","ingredients":[],"tags":[],"instructionsByLanguage":{"de":1}}"#),
            ("cocktails", #"{"id":"1","name":"x","ingredients":[],"tags":[],"instructionsByLanguage":[]}"#),
            ("cocktails", #"{"id":"1","name":"x","ingredients":[],"tags":[],"instructionsByLanguage":{},"imageURL":"not a url"}"#),
            (
                "pizza",
                #"{"name":"Margherita","basePrice":4,"price":5.5,"ingredients":[{"id":1,"name":"Mozzarella","price":1,"known":true}],"imageURL":null}"#
            ),
            ("pizza", #"{"name":"Margherita","basePrice":"4","price":5.5,"ingredients":[]}"#),
            ("pizza", #"{"name":"Margherita","basePrice":4,"price":5.5,"ingredients":[{"name":"Mozzarella"}]}"#),
            ("teas", #"{"id":"1","name":"x","ingredients":[],"tags":[]}"#), // a catalog this build does not know
            ("desserts", #"{"catalog":"desserts","id":"1","name":"x","tags":[],"facts":[],"ingredients":[],"links":[]}"#), // a version-1 card
            ("desserts", #"{"id":"1","name":"x","ingredients":[],"tags":[],"facts":[]}"#), // a card's key: read as a card, which it is not
            ("cocktails", #"{"catalog":"cocktails","id":"1","name":"x","tags":[],"facts":[],"ingredients":[],"links":[]}"#),
        ])
    func modelShapes(catalog: String, recipe: String) throws {
        let text =
            #"{"favorites":[\#(Self.entry(id: "0")),\#(Self.entry(catalog: catalog, id: "1", recipe: recipe)),\#(Self.entry(id: "2"))],"schemaVersion":2}"#
        let data = Data(text.utf8)
        #expect(try scan(data).favorites.map(\.id) == (try decodedIDs(data)))
    }

    @Test("a catalog's own recipe the scan checks is read without the decoder; one it cannot check goes to the decoder and is read too")
    func modelShapesRead() throws {
        let dessert = #"{"id":"1","name":"x","ingredients":[{"name":"a","measure":null}],"tags":[],"area":"French"}"#
        let pizza =
            #"{"name":"Margherita","basePrice":4,"price":5.5,"ingredients":[{"id":1,"name":"Mozzarella","price":1,"known":true}],"imageURL":null}"#
        let text =
            #"{"favorites":[\#(Self.entry(catalog: "desserts", id: "1", recipe: dessert)),\#(Self.entry(catalog: "pizza", id: "Margherita", recipe: pizza))],"schemaVersion":2}"#
        let scanned = try scan(Data(text.utf8))
        #expect(scanned.favorites.map(\.id) == ["1", "Margherita"] && scanned.unreadable.isEmpty)
    }

    @Test(
        "dates: the list shows the entry exactly when JSONDecoder reads its date",
        arguments: [
            "2026-11-22T09:30:00Z", "2024-02-29T00:00:00Z", "2026-02-29T00:00:00Z", "2026-13-01T00:00:00Z", "2026-11-31T00:00:00Z",
            "2026-11-22T24:00:00Z", "2026-11-22T09:60:00Z", "2026-11-22T09:30:60Z", "2026-11-22T09:30:00.5Z", "2026-11-22T09:30:00+01:00",
            "2026-11-22", "yesterday", "", "1969-12-31T23:59:59Z",
        ])
    func dates(date: String) throws {
        let text =
            #"{"favorites":[\#(Self.entry(id: "0")),\#(Self.entry(id: "1", added: date)),\#(Self.entry(id: "2"))],"schemaVersion":1}"#
        let data = Data(text.utf8)
        #expect(try scan(data).favorites.map(\.id) == (try decodedIDs(data)))
    }
}
