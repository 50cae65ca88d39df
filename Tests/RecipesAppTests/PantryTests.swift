import Foundation
import RecipesApp
import RecipesCatalog
import RecipesCocktails
import RecipesHTTP
import RecipesKitchen
import RecipesPantry
import RecipesShopping
import RecipesStorage
import TestSupport
import Testing

@Suite("pantry names")
struct PantryNameTests {
    @Test(
        "match the way the APIs spell ingredients, ignoring case, accents and extra spaces",
        arguments: [
            ("Lime Juice", "lime juice"), ("  Lime\t  juice ", "LIME JUICE"), ("Crème de cassis", "creme de CASSIS"),
            ("Añejo rum", "anejo rum"),
            ("Ｇｉｎ", "gin"), ("Blue Curaçao", "blue curacao"), ("Gin\u{200B}", "Gin"), ("\u{FEFF}Lime\u{2060} juice", "lime juice"),
        ])
    func same(a: String, b: String) {
        #expect(PantryItem.key(for: a) == PantryItem.key(for: b))
    }

    @Test("keep different ingredients apart", arguments: [("Lime", "Lime juice"), ("Lemon", "Lime"), ("Sugar", "Caster Sugar")])
    func different(a: String, b: String) {
        #expect(PantryItem.key(for: a) != PantryItem.key(for: b))
    }

    @Test("an item keeps its spelling with the spaces tidied; empty, control characters and over-long names are no item")
    func items() throws {
        #expect(PantryItem("  Lime   juice ")?.name == "Lime juice")
        #expect(
            PantryItem("Gin\u{200B}")?.name == "Gin", "an invisible character is no part of a name: two lines of 'Gin' would read the same")
        #expect(PantryItem("") == nil && PantryItem(" \t ") == nil)
        #expect(PantryItem("Gin\u{1B}[31m") == nil && PantryItem("Rum\u{202E}") == nil && PantryItem("Rum\u{9B}") == nil)
        #expect(PantryItem(String(repeating: "a", count: 100)) != nil && PantryItem(String(repeating: "a", count: 101)) == nil)
        #expect(PantryItem.problem(with: "Gin\u{7}") == "a name with control characters")
    }

    @Test("the staples are at hand unless turned off, whatever their case")
    func staples() throws {
        let gin = try #require(PantryItem("Gin"))
        #expect(Shelf(items: [gin]).has("ICE") && Shelf(items: [gin]).has("water") && Shelf(items: [gin]).has("gin"))
        #expect(!Shelf(items: [gin], staples: false).has("Ice"))
        #expect(Shelf(items: [gin], staples: false).staples.isEmpty)
    }
}

@Suite("can-make ranking, buy-next and the shopping list")
struct CanMakeTests {
    /// The six real margaritas, as cards.
    static let cards: [RecipeCard] = {
        let drinks =
            (try? CocktailMapper.cocktails(Fixtures.data("cocktaildb/search-s-margarita.json"), HTTPResponse(statusCode: 200))) ?? []
        return drinks.map(\.card)
    }()

    private func shelf(_ names: String..., staples: Bool = true, strict: Bool = false) -> Shelf {
        Shelf(items: names.compactMap(PantryItem.init), staples: staples, strict: strict)
    }

    @Test("keeps what the shelf makes whole, then adds those missing at most N, fewest missing first, then by name")
    func ranked() {
        let shelf = shelf("Tequila", "lime juice", "Salt", "Triple sec")
        #expect(CanMake.ranked(Self.cards, shelf: shelf, missingAtMost: 0).map(\.name) == ["Margarita"])
        let near = CanMake.ranked(Self.cards, shelf: shelf, missingAtMost: 1)
        #expect(near.map(\.name) == ["Margarita", "Blue Margarita", "Tommy's Margarita", "Whitecap Margarita"])
        #expect(near.map(\.missing) == [[], ["Blue Curacao"], ["Agave syrup"], ["Cream of coconut"]])
    }

    @Test("the filter is asked for each item and the spellings of what it covers; desserts skip the spirits' and mixers' families")
    func searchNames() {
        let shelf = shelf("Rum", "lemon", "Sugar")
        let names = shelf.searchNames()
        #expect(names.first == "Rum" && names.contains("Light rum") && names.contains("White rum"), "\(names)")
        #expect(
            Set(["Dark rum", "Lemon juice", "Fresh lemon juice", "Powdered sugar", "Icing sugar", "Sugar syrup"]).isSubset(of: Set(names)))
        #expect(names.filter { $0.lowercased() == "lemon" } == ["lemon"], "each name once, as the pantry spells it")
        let desserts = shelf.searchNames(skipping: [.spirits, .mixers])
        #expect(desserts.contains("Rum") && !desserts.contains("Dark rum") && !desserts.contains("Sugar syrup"))
        #expect(desserts.contains("Caster sugar") && desserts.contains("Lemon juice"))
        #expect(self.shelf("Rum", "lemon", strict: true).searchNames() == ["Rum", "lemon"])
    }

    @Test("--strict matches names only: no families, spellings, substitutes or garnishes")
    func strict() throws {
        let margarita = try #require(Self.cards.first { $0.id == "11007" })
        let loose = CanMake.judge(margarita, shelf: shelf("Tequila", "Lime", "Cointreau"), drink: true)
        #expect(loose.missing == [])
        #expect(loose.explanations == ["Triple sec ← Cointreau", "Lime juice ← Lime", "Salt (garnish)"])
        let strict = CanMake.judge(margarita, shelf: shelf("Tequila", "Lime", "Cointreau", strict: true), drink: true)
        #expect(strict.missing == ["Triple sec", "Lime juice", "Salt"])
        #expect(strict.explanations == [])
    }

    @Test("each ingredient says what it is, its family, and how it is at hand")
    func judged() throws {
        let margarita = try #require(Self.cards.first { $0.id == "11007" })
        let judged = CanMake.judge(margarita, shelf: shelf("Tequila", "Lime"), drink: true)
        #expect(judged.judged.map(\.identity) == ["Tequila", "Triple sec", "Lime juice", "Salt"])
        #expect(judged.judged.map(\.family) == [[], [], ["Lime"], []])
        #expect(judged.judged.map(\.match.kind) == [.exact, .missing, .family, .garnish])
    }

    @Test("an ingredient named twice counts once, and its lines all go to the shopping list")
    func twice() throws {
        let watermelon = try #require(Self.cards.first { $0.id == "178332" })
        let judged = CanMake.judge(watermelon, shelf: shelf("Tequila"))
        #expect(judged.missing == ["Watermelon", "Mint", "Grapefruit Juice", "Lime"])
        #expect(judged.ingredientCount == 5)
        #expect(judged.missingLines.count == 6)
    }

    @Test("the same recipe given twice is judged once; a recipe with no ingredients makes nothing")
    func duplicates() {
        let empty = RecipeCard(catalog: .cocktails, id: "1", name: "Air")
        let ranked = CanMake.ranked(
            Self.cards + Self.cards + [empty], shelf: shelf("Tequila", "lime juice", "Salt", "Triple sec"), missingAtMost: 0)
        #expect(ranked.map(\.id) == ["11007"])
    }

    @Test("buy-next: most recipes first, then by name; with --missing 1 each count is how many recipes buying it completes")
    func buyNext() {
        let tequila = shelf("Tequila")
        let within = CanMake.ranked(Self.cards, shelf: tequila, missingAtMost: 3, drinks: [.cocktails])
        let purchases = CanMake.buyNext(within, shelf: tequila)
        // Salt, a margarita's rim, never blocks a drink: it is nothing to buy.
        #expect(purchases.map(\.name) == ["Lime juice", "Agave syrup", "Blue Curacao", "Cream of coconut", "Triple sec"])
        #expect(purchases.map(\.recipes.count) == [4, 1, 1, 1, 1])
        let stocked = shelf("Tequila", "Triple sec")
        let one = CanMake.buyNext(CanMake.ranked(Self.cards, shelf: stocked, missingAtMost: 1, drinks: [.cocktails]), shelf: stocked)
        #expect(one.map(\.name) == ["Lime juice"] && one.first?.recipes.map(\.name) == ["Margarita"])
        #expect(CanMake.buyNext([], shelf: stocked).isEmpty)
        let strict = shelf("Tequila", strict: true)
        let exact = CanMake.buyNext(CanMake.ranked(Self.cards, shelf: strict, missingAtMost: 3, drinks: [.cocktails]), shelf: strict)
        #expect(exact.map(\.name) == ["Lime Juice", "Salt", "Agave syrup", "Blue Curacao", "Cream of coconut", "Triple sec"])
    }

    @Test("the shopping list holds only what is missing, measures added up by the one shopping list")
    func shoppingList() {
        let within = CanMake.ranked(Self.cards, shelf: shelf("Tequila", "Triple sec"), missingAtMost: 2)
        let list = CompositionRoot.shoppingList(lacking: within)
        #expect(list.recipes == ["Margarita", "Tommy's Margarita", "Whitecap Margarita"])
        #expect(
            list.items.map(\.name) == ["Agave syrup", "Cream of coconut", "Lime juice", "Salt"],
            "not judged as drinks: salt is an ingredient")
        #expect(
            CompositionRoot.shoppingList(
                lacking: CanMake.ranked(Self.cards, shelf: shelf("Tequila", "lime juice", "Salt", "Triple sec"), missingAtMost: 0)
            )
            .items.isEmpty)
    }
}

@Suite("pantry service")
struct PantryServiceTests {
    private func makeSUT() throws -> (PantryService, TemporaryFolder) {
        let folder = try TemporaryFolder()
        return (PantryService(store: JSONFileStore(file: folder.url.appendingPathComponent("pantry.json"), warn: { _ in })), folder)
    }

    @Test("adds alphabetically, keeps the first spelling, and says what was there already")
    func add() throws {
        let (sut, folder) = try makeSUT()
        defer { folder.remove() }
        let first = try sut.add(["Tequila", "lime juice"])
        #expect(first.added == ["Tequila", "Lime juice"] && first.items.map(\.name) == ["Lime juice", "Tequila"])
        let second = try sut.add(["Lime Juice", "LIME JUICE", "Salt"])
        #expect(second.added == ["Salt"] && second.unchanged == ["Lime juice"])
        #expect(try sut.items().map(\.name) == ["Lime juice", "Salt", "Tequila"])
        #expect(first.unknown.isEmpty && second.unknown.isEmpty)
    }

    @Test("a name that cannot be an item refuses the whole change")
    func badName() throws {
        let (sut, folder) = try makeSUT()
        defer { folder.remove() }
        #expect(throws: PantryError.badName("Gin\u{7}", problem: "a name with control characters")) { try sut.add(["Rum", "Gin\u{7}"]) }
        #expect(try sut.items().isEmpty)
    }

    @Test("removing a name that is not there removes nothing")
    func remove() throws {
        let (sut, folder) = try makeSUT()
        defer { folder.remove() }
        _ = try sut.add(["Gin", "Tonic"])
        #expect(throws: PantryError.notInPantry(["Rum"])) { try sut.remove(["gin", "Rum"]) }
        #expect(try sut.items().map(\.name) == ["Gin", "Tonic water"])
        #expect(try sut.remove(["GIN"]).removed == ["Gin"])
        #expect(try sut.clear().removed == ["Tonic water"])
        #expect(try sut.items().isEmpty)
    }

    @Test("one name given in several spellings in one add is added once, and never also said to be there already")
    func addSpellingsAtOnce() throws {
        let (sut, folder) = try makeSUT()
        defer { folder.remove() }
        let change = try sut.add(["Gin", "gin", " GIN "])
        #expect(change.added == ["Gin"] && change.unchanged.isEmpty)
        #expect(try sut.items().map(\.name) == ["Gin"])
    }

    @Test("removing a name removes every spelling a hand-edited file holds, and the file stays alphabetical")
    func removeEverySpelling() throws {
        let (sut, folder) = try makeSUT()
        defer { folder.remove() }
        let file = folder.url.appendingPathComponent("pantry.json")
        try Data(#"{"schemaVersion":1,"items":["Tequila","tequila","Salt","Lime"]}"#.utf8).write(to: file)
        let change = try sut.remove(["TEQUILA"])
        #expect(change.removed == ["Tequila", "tequila"])
        #expect(change.items.map(\.name) == ["Lime", "Salt"])
        let written = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
        #expect(written["items"] as? [String] == ["Lime", "Salt"])
    }

    @Test("stores the vocabulary's spelling, takes another spelling of an item there as that item, and removes by any spelling")
    func canonical() throws {
        let (sut, folder) = try makeSUT()
        defer { folder.remove() }
        let added = try sut.add(["eggs", "limes", "Carbonated water"])
        #expect(added.added == ["Egg", "Lime", "Soda water"])
        #expect(try sut.add(["Egg", "club soda"]).unchanged == ["Egg", "Soda water"])
        #expect(try sut.remove(["EGGS"]).removed == ["Egg"])
        #expect(try sut.items().map(\.name) == ["Lime", "Soda water"])
    }

    @Test("a name the vocabulary does not know goes in as written, and the change says so with the nearest known names")
    func unknown() throws {
        let (sut, folder) = try makeSUT()
        defer { folder.remove() }
        let change = try sut.add(["xyzzy", "Lemn", "Gin"])
        #expect(change.added == ["xyzzy", "Lemn", "Gin"])
        #expect(change.unknown == [.init(name: "xyzzy", nearest: []), .init(name: "Lemn", nearest: ["Lemon"])])
        #expect(try sut.add(["XYZZY"]).unknown.isEmpty, "already there: nothing to warn about")
    }

    @Test("an old pantry.json, spelled as people typed it, still reads and matches by what its items are")
    func oldSpellings() throws {
        let (sut, folder) = try makeSUT()
        defer { folder.remove() }
        let file = folder.url.appendingPathComponent("pantry.json")
        try Data(#"{"schemaVersion":1,"items":["eggs","lime juice"]}"#.utf8).write(to: file)
        #expect(try sut.items().map(\.name) == ["eggs", "lime juice"])
        #expect(try sut.add(["Egg", "Lime Juice"]).unchanged == ["eggs", "lime juice"])
        let shelf = Shelf(items: try sut.items())
        #expect(shelf.has("Egg") && shelf.has("Lime juice"))
    }

    @Test("holds at most 500 items")
    func full() throws {
        let (sut, folder) = try makeSUT()
        defer { folder.remove() }
        _ = try sut.add((1...500).map { "item \($0)" })
        #expect(throws: PantryError.full(limit: 500)) { try sut.add(["one more"]) }
        #expect(try sut.items().count == 500)
    }
}
