import Foundation
import RecipesCatalog
import RecipesKitchen
import TestSupport
import Testing

@Suite("the kitchen's vocabulary")
struct KitchenVocabularyTests {
    private let vocabulary = KitchenVocabulary.standard

    /// Every ingredient name of the real records and lists in Fixtures/ (what Scripts/ingredient-names lists).
    static func namesInFixtures() -> [String] {
        func names(_ file: String, _ key: String, fields: [String]) -> [String] {
            let object = try? JSONSerialization.jsonObject(with: Fixtures.data(file)) as? [String: Any]
            let records = object?[key] as? [[String: Any]] ?? []
            return records.flatMap { record in fields.compactMap { (record[$0] as? String)?.trimmingCharacters(in: .whitespaces) } }
                .filter { !$0.isEmpty }
        }
        let drinkFields = (1...15).map { "strIngredient\($0)" }
        let mealFields = (1...20).map { "strIngredient\($0)" }
        return Array(
            Set(
                names("cocktaildb/drinks-2021-even-ids.json", "drinks", fields: drinkFields)
                    + names("cocktaildb/search-s-margarita.json", "drinks", fields: drinkFields)
                    + names("cocktaildb/list-i-list.json", "drinks", fields: ["strIngredient1"])
                    + names("mealdb/desserts-2022-even-ids.json", "meals", fields: mealFields)
                    + names("mealdb/lookup-52917.json", "meals", fields: mealFields)
                    + ((try? JSONSerialization.jsonObject(with: Fixtures.data("pizza/ingredients.json")) as? [[String: Any]]) ?? [])
                    .compactMap { $0["name"] as? String })
        ).sorted()
    }

    /// Names of the samples the vocabulary leaves unknown on purpose: the pizza shop's meat and fish,
    /// which no aisle of the six holds (a shopping list puts them under "Other").
    static let deliberatelyUnknown: Set<String> = ["Salami", "Speck", "Bottarga", "Tuna", "Ricci"]

    @Test("the table reads whole: every line, parent and substitute, no spelling given to two entries, no family that loops")
    func table() {
        #expect(vocabulary.problems == [])
        #expect(vocabulary.entries.count > 300)
    }

    @Test("every ingredient name in the real records and lists resolves to an identity")
    func everyName() {
        let names = Self.namesInFixtures()
        #expect(names.count > 350)
        let unknown = names.filter { !vocabulary.identity(of: $0).isKnown && !Self.deliberatelyUnknown.contains($0) }
        #expect(unknown == [], "add them to KitchenVocabularyTable.swift (Scripts/ingredient-names --unknown)")
    }

    @Test(
        "case, accents, punctuation and plurals are folded",
        arguments: [
            ("Eggs", "Egg"), ("eggs", "Egg"), ("Egg Yolks", "Egg yolk"), ("anejo rum", "Añejo rum"), ("Jagermeister", "Jägermeister"),
            ("Icing Sugar", "Powdered sugar"), ("Carbonated water", "Soda water"), ("Club soda", "Soda water"),
            ("Chocolate ice-cream", "Chocolate ice cream"), ("Dr Pepper", "Dr. Pepper"), ("Strawberries", "Strawberries"),
            ("free-range eggs, beaten", "Egg"), ("Whisky", "Whiskey"), ("Cherries", "Cherry"), ("Limes", "Lime"),
        ])
    func folded(name: String, canonical: String) {
        #expect(vocabulary.canonicalName(of: name) == canonical)
    }

    @Test("plurals fold on the last word only, and words that end in -ss, -us or -is are left alone")
    func plurals() {
        #expect(IngredientKey.key(for: "Berries") == "berry")
        #expect(IngredientKey.key(for: "Peaches") == IngredientKey.key(for: "peach"))
        #expect(IngredientKey.key(for: "Anis") == "anis" && IngredientKey.key(for: "Citrus") == "citrus")
        #expect(IngredientKey.key(for: "Eggs Benedict") == "eggs benedict")
        #expect(IngredientKey.key(for: " ") == "")
    }

    @Test(
        "families: a parent at any depth",
        arguments: [
            ("Lemon juice", "Lemon"), ("Lemon peel", "Lemon"), ("Lemon zest", "Lemon"), ("Lemon wedge", "Lemon"),
            ("Light rum", "Rum"), ("Dark rum", "Rum"), ("Spiced rum", "Rum"), ("Malibu rum", "Rum"), ("Absolut Citron", "Vodka"),
            ("Absolut Kurant", "Vodka"), ("Powdered sugar", "Sugar"), ("Muscovado Sugar", "Sugar"), ("Wild Turkey", "Whiskey"),
            ("Cointreau", "Triple sec"), ("Egg yolk", "Egg"),
        ])
    func families(child: String, parent: String) {
        let family = vocabulary.ancestors(vocabulary.identity(of: child)).compactMap { vocabulary.entry($0)?.name }
        #expect(family.contains(parent), "\(child): \(family)")
        #expect(vocabulary.descendants(vocabulary.identity(of: parent)).contains(vocabulary.identity(of: child)))
    }

    @Test("a name it does not know is itself, folded, with no family, and the nearest known names for a guess")
    func unknown() {
        let identity = vocabulary.identity(of: "Xyzzy")
        #expect(!identity.isKnown && identity.key == "xyzzy")
        #expect(vocabulary.ancestors(identity) == [] && vocabulary.entry(identity) == nil)
        #expect(vocabulary.names(near: "Lemn") == ["Lemon"])
        #expect(vocabulary.names(near: "xyzzy") == [])
    }

    @Test("every entry has an aisle; the aisles are the six a shop is walked by, in order")
    func aisles() {
        #expect(Aisle.allCases.map(\.rawValue) == ["produce", "dairy", "spirits", "mixers", "pantry", "bakery"])
        #expect(vocabulary.entry(vocabulary.identity(of: "Lime"))?.aisle == .produce)
        #expect(vocabulary.entry(vocabulary.identity(of: "Gin"))?.aisle == .spirits)
        #expect(vocabulary.entry(vocabulary.identity(of: "Eggs"))?.aisle == .dairy)
        #expect(vocabulary.entry(vocabulary.identity(of: "Carbonated water"))?.aisle == .mixers)
        #expect(vocabulary.entry(vocabulary.identity(of: "Plain Flour"))?.aisle == .bakery)
        #expect(vocabulary.entry(vocabulary.identity(of: "Cinnamon"))?.aisle == .pantry)
    }

    @Test("a line that cannot be read is a problem, not a crash")
    func badTable() {
        let broken = KitchenVocabulary(
            parsing: """
                Gin | spirits
                Sloe gin | shelf
                Lemon juice | produce | Lemon
                Vodka | spirits | Vodka
                Tonic | mixers | | Gin
                """)
        #expect(broken.entries.map(\.name) == ["Gin", "Lemon juice", "Vodka", "Tonic"])
        #expect(broken.problems.count == 4, "\(broken.problems)")
        #expect(broken.ancestors(broken.identity(of: "Vodka")).count <= broken.entries.count)
    }
}

@Suite("what the shelf covers")
struct KitchenShelfTests {
    private func shelf(_ names: String...) -> KitchenShelf { KitchenShelf(names: names) }

    @Test("the same ingredient in any spelling; its explanation names the shelf's spelling")
    func spelling() {
        let shelf = shelf("Egg", "Soda water")
        #expect(shelf.match("Eggs", drink: false) == ShelfMatch(kind: .exact, shelfNames: ["Egg"]))
        let soda = shelf.match("Carbonated water", drink: true)
        #expect(soda == ShelfMatch(kind: .spelling, shelfNames: ["Soda water"]))
        #expect(soda.explanation(of: "Carbonated water") == "Carbonated water ← Soda water")
        #expect(shelf.match("Eggs", drink: false).explanation(of: "Eggs") == nil)
    }

    @Test("a family covers its members; a member covers its family; siblings do not cover each other")
    func families() {
        let lemon = shelf("Lemon")
        for name in ["Lemon juice", "Lemon peel", "Lemon wedge", "Lemon Zest", "Fresh Lemon Juice"] {
            #expect(lemon.match(name, drink: false).kind == .family, "\(name)")
        }
        #expect(lemon.match("Lemon juice", drink: true).explanation(of: "Lemon juice") == "Lemon juice ← Lemon")
        #expect(shelf("Vodka").match("Absolut Citron", drink: true) == ShelfMatch(kind: .family, shelfNames: ["Vodka"]))
        #expect(shelf("Rum").match("Light rum", drink: true).kind == .family)
        #expect(shelf("Dark rum").match("Rum", drink: true) == ShelfMatch(kind: .kind, shelfNames: ["Dark rum"]))
        #expect(shelf("Dark rum").match("Light rum", drink: true).kind == .missing)
        #expect(shelf("Sugar").match("Powdered sugar", drink: true).kind == .family)
        #expect(shelf("Gin").match("Sloe gin", drink: true).kind == .missing)
    }

    @Test("a substitute covers when the shelf holds all it needs")
    func substitutes() {
        let match = shelf("Sugar", "Water").match("Sugar syrup", drink: true)
        #expect(match == ShelfMatch(kind: .substitute, shelfNames: ["Sugar", "Water"]))
        #expect(match.explanation(of: "Simple syrup") == "Simple syrup ← Sugar + Water")
        #expect(shelf("Sugar").match("Sugar syrup", drink: true).kind == .missing)
        #expect(shelf("Plain flour", "Baking powder").match("Self-raising Flour", drink: false).kind == .substitute)
    }

    @Test("a garnish never blocks a drink, by its entry or its measure; in a dessert it is an ingredient like any")
    func garnishes() {
        let shelf = shelf("Gin")
        #expect(shelf.match("Cherry", drink: true).kind == .garnish)
        #expect(shelf.match("Maraschino cherry", drink: true).kind == .garnish)
        #expect(shelf.match("Salt", measure: "Coarse", drink: true).kind == .garnish)
        #expect(shelf.match("Orange", measure: "1 slice", drink: true).kind == .garnish)
        #expect(shelf.match("Mint", measure: "1 Large Sprig", drink: true).kind == .garnish)
        #expect(shelf.match("Lime", measure: "2 Wedges", drink: true).kind == .garnish)
        #expect(shelf.match("Watermelon", measure: "Garnish with", drink: true).kind == .garnish)
        #expect(shelf.match("Orange", measure: "Juice of 2", drink: true).kind == .missing)
        #expect(shelf.match("Cherry", drink: false).kind == .missing)
        #expect(shelf.match("Orange", measure: "1 slice", drink: true).explanation(of: "Orange") == "Orange (garnish)")
    }

    @Test("the issue's Gin Sour and Gin Fizz from gin, lemon and sugar (soda water for the fizz)")
    func ginSour() {
        let shelf = shelf("Gin", "Lemon", "Sugar")
        // Gin Sour as issue #29 describes it: gin, lemon juice, sugar, an orange slice and a cherry.
        let sour = [("Gin", "2 oz"), ("Lemon juice", "1 oz"), ("Sugar", "1 tsp"), ("Orange", "1 slice"), ("Cherry", "1")]
        #expect(sour.allSatisfy { !shelf.match($0.0, measure: $0.1, drink: true).blocks })
        // Gin Fizz as the real record (11410) has it.
        let fizz = [("Gin", "2 oz"), ("Lemon", "Juice of 1/2"), ("Powdered sugar", "1 tsp"), ("Carbonated water", nil)]
        #expect(fizz.filter { shelf.match($0.0, measure: $0.1, drink: true).blocks }.map(\.0) == ["Carbonated water"])
        let soda = KitchenShelf(names: ["Gin", "Lemon", "Sugar", "Soda water"])
        #expect(fizz.allSatisfy { !soda.match($0.0, measure: $0.1, drink: true).blocks })
    }
}
