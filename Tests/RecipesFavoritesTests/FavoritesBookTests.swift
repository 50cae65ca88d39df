import Foundation
import RecipesCatalog
import RecipesDesserts
import RecipesFavorites
import RecipesPizza
import RecipesSnapshot
import Testing

@Suite("Favorites rules")
struct FavoritesBookTests {
    private let t0 = Date(timeIntervalSince1970: 1_800_000_000)

    private func card(_ id: String, _ name: String, catalog: CatalogName = .desserts) -> RecipeCard {
        RecipeCard(catalog: catalog, id: id, name: name, ingredients: [Ingredient(name: "Sugar", measure: "1 cup")])
    }

    private func document(_ cards: RecipeCard...) -> FavoritesDocument {
        FavoritesDocument(favorites: cards.map { Favorite(recipe: $0, addedAt: t0) })
    }

    @Test("adding twice is a no-op")
    func addTwice() {
        var doc = FavoritesDocument.empty
        #expect(FavoritesBook.add(RecipeSnapshot(card: card("1", "Tart")), to: &doc, now: t0).isNew)
        #expect(!FavoritesBook.add(RecipeSnapshot(card: card("1", "Tart renamed")), to: &doc, now: t0.addingTimeInterval(5)).isNew)
        #expect(doc.favorites.count == 1 && doc.favorites[0].name == "Tart")
    }

    @Test(
        "a favorite is the same one by its catalog and id, not by a key string two catalogs' ids can share ('pizza/A' + 'B', 'pizza' + 'A/B')"
    )
    func sameByCatalogAndID() {
        var doc = document(card("B", "From a file", catalog: CatalogName(rawValue: "pizza/A")))
        let added = FavoritesBook.add(RecipeSnapshot(card: card("A/B", "A/B", catalog: .pizza)), to: &doc, now: t0)
        #expect(added.isNew && added.favorite.catalog == .pizza && added.favorite.id == "A/B")
        #expect(doc.favorites.count == 2)
        var imported = document(card("A/B", "A/B", catalog: .pizza))
        imported.favorites[0].updatedAt = t0.addingTimeInterval(60)
        var mine = document(card("B", "From a file", catalog: CatalogName(rawValue: "pizza/A")))
        #expect(FavoritesBook.merge(imported.favorites, into: &mine).added == 1)
        #expect(mine.favorites.map(\.name) == ["From a file", "A/B"], "an import replaces no favorite of another catalog")
    }

    @Test("one favorite held twice (a hand edit, a sync) is found by key, id or name at its first entry, not called ambiguous")
    func heldTwice() throws {
        var second = Favorite(recipe: card("7", "Blue Margarita", catalog: CatalogName(rawValue: "cocktails")), note: "second", addedAt: t0)
        second.updatedAt = t0.addingTimeInterval(9)
        var doc = document(card("7", "Blue Margarita", catalog: CatalogName(rawValue: "cocktails")), card("1", "Apple"))
        doc.favorites.append(second)
        for query in ["cocktails/7", "7", "Blue Margarita", "blue marg"] {
            #expect(try FavoritesBook.find(query, in: doc) == 0, "\(query)")
        }
        var other = doc
        other.favorites.append(Favorite(recipe: card("7", "Seven", catalog: .desserts), addedAt: t0))
        #expect(throws: FavoritesError.self) { try FavoritesBook.find("7", in: other) }
    }

    @Test("lists alphabetically, optionally by catalog")
    func list() {
        let doc = document(card("2", "banana"), card("1", "Apple"), card("9", "Cherry", catalog: CatalogName(rawValue: "cocktails")))
        #expect(FavoritesBook.listed(doc).map(\.name) == ["Apple", "banana", "Cherry"])
        #expect(FavoritesBook.listed(doc, catalog: .desserts).map(\.name) == ["Apple", "banana"])
    }

    @Test("finds by catalog/id, id, exact name, case-insensitive name, prefix or unique part")
    func find() throws {
        let doc = document(
            card("52917", "White chocolate creme brulee"), card("52768", "Apple Frangipan Tart"), card("52767", "Bakewell tart"))
        for query in ["desserts/52917", "52917", "White chocolate creme brulee", "WHITE CHOCOLATE CRÈME BRULEE", "white", "creme"] {
            #expect(try FavoritesBook.find(query, in: doc) == 0, "\(query)")
        }
        #expect(
            throws: FavoritesError.ambiguous(
                query: "tart", candidates: ["desserts/52768 Apple Frangipan Tart", "desserts/52767 Bakewell tart"])
        ) {
            try FavoritesBook.find("tart", in: doc)
        }
        #expect(throws: FavoritesError.notAFavorite(query: "pavlova")) { try FavoritesBook.find("pavlova", in: doc) }
        #expect(throws: FavoritesError.notAFavorite(query: "52917")) {
            try FavoritesBook.find("52917", in: doc, catalog: CatalogName(rawValue: "cocktails"))
        }
    }

    @Test("the same id in two catalogs needs catalog/id")
    func sameIDTwoCatalogs() throws {
        let doc = document(card("1", "Tart"), card("1", "Gin", catalog: CatalogName(rawValue: "cocktails")))
        #expect(throws: FavoritesError.ambiguous(query: "1", candidates: ["desserts/1", "cocktails/1"])) {
            try FavoritesBook.find("1", in: doc)
        }
        #expect(try FavoritesBook.find("cocktails/1", in: doc) == 1)
    }

    @Test("notes: replace, append on a new line, clear; empty text refused")
    func notes() throws {
        var doc = document(card("1", "Tart"))
        try FavoritesBook.changeNote(.replace("Less sugar"), at: 0, in: &doc, now: t0.addingTimeInterval(1))
        try FavoritesBook.changeNote(.append("Serve warm"), at: 0, in: &doc, now: t0.addingTimeInterval(2))
        #expect(doc.favorites[0].note == "Less sugar\nServe warm")
        #expect(doc.favorites[0].updatedAt == t0.addingTimeInterval(2))
        #expect(throws: FavoritesError.emptyNote) { try FavoritesBook.changeNote(.replace("  "), at: 0, in: &doc, now: t0) }
        try FavoritesBook.changeNote(.clear, at: 0, in: &doc, now: t0.addingTimeInterval(3))
        #expect(doc.favorites[0].note == nil && !doc.favorites[0].hasNote)
        try FavoritesBook.changeNote(.append("First"), at: 0, in: &doc, now: t0)
        #expect(doc.favorites[0].note == "First")
    }

    @Test("refresh replaces the snapshot and keeps the note and the date added")
    func refresh() throws {
        var doc = document(card("1", "Tart"))
        try FavoritesBook.changeNote(.replace("mine"), at: 0, in: &doc, now: t0)
        FavoritesBook.refresh(RecipeSnapshot(card: card("1", "Tart Tatin")), in: &doc, now: t0.addingTimeInterval(60))
        #expect(doc.favorites[0].name == "Tart Tatin" && doc.favorites[0].recipe.name == "Tart Tatin")
        #expect(
            doc.favorites[0].note == "mine" && doc.favorites[0].addedAt == t0 && doc.favorites[0].updatedAt == t0.addingTimeInterval(60))
    }

    @Test("import: new ones added, the newer entry wins, no note is ever dropped")
    func merge() {
        var mine = document(card("1", "Tart"), card("2", "Pie"), card("3", "Fool"))
        mine.favorites[0].note = "my note"
        mine.favorites[1].note = "keep me"
        var tagged = card("1", "Tart v2")
        tagged.tags = ["new"]
        let theirsTart = Favorite(
            recipe: tagged, note: "their note", addedAt: t0.addingTimeInterval(-50), updatedAt: t0.addingTimeInterval(100))
        let theirsPie = Favorite(recipe: card("2", "Pie old"), note: nil, addedAt: t0, updatedAt: t0.addingTimeInterval(-100))
        let theirsFool = Favorite(recipe: card("3", "Fool"), addedAt: t0)
        let theirsNew = Favorite(recipe: card("4", "Trifle"), note: "n", addedAt: t0)
        let summary = FavoritesBook.merge([theirsTart, theirsPie, theirsFool, theirsNew], into: &mine)
        #expect(summary == FavoritesBook.MergeSummary(added: 1, updated: 1, unchanged: 2))
        #expect(mine.favorites.count == 4)
        #expect(mine.favorites[0].name == "Tart v2" && mine.favorites[0].recipe.tags == ["new"])
        #expect(mine.favorites[0].note == "their note\nmy note")
        #expect(mine.favorites[0].addedAt == t0.addingTimeInterval(-50))
        #expect(mine.favorites[1].name == "Pie" && mine.favorites[1].note == "keep me")
        #expect(mine.favorites[3].note == "n")
        var again = mine
        #expect(FavoritesBook.merge(mine.favorites, into: &again) == FavoritesBook.MergeSummary(unchanged: 4))
        #expect(again == mine)
    }

    @Test("merging stays linear: 16 times the favorites take far less than 16² times as long")
    func largeMerge() {
        /// One merge of `many` into the same favorites, in seconds.
        func merge(_ many: [Favorite]) -> Double {
            var doc = FavoritesDocument(favorites: many)
            let started = ContinuousClock.now
            #expect(FavoritesBook.merge(many, into: &doc).unchanged == many.count)
            let elapsed = ContinuousClock.now - started
            return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        }
        let few = (0..<1_000).map { Favorite(recipe: card(String($0), "Recipe \($0)"), addedAt: t0) }
        let many = (0..<16_000).map { Favorite(recipe: card(String($0), "Recipe \($0)"), addedAt: t0) }
        // The fastest of seven each, taken in turns, so a busy spell of a loaded machine (the whole
        // suite runs at once on two cores) falls on both sizes rather than on one.
        var small = Double.infinity
        var large = Double.infinity
        for _ in 0..<7 {
            small = min(small, merge(few))
            large = min(large, merge(many))
        }
        // Linear is about 16 times; quadratic would be 256. 128 leaves room for a busy machine.
        #expect(large < 128 * small, "16,000 took \(large) s, 1,000 took \(small) s")
    }
}

@Suite("Favorites from outside")
struct ImportedFavoriteTests {
    private let directory = CatalogDirectory([
        // A base where nothing listens: the bundled sample answers by resource name, whatever the base.
        CatalogBrowser(provider: DessertCatalog(baseURL: URL(string: "http://127.0.0.1:9/")!), loader: SnapshotLoader()),
        PizzaShop(baseURL: URL(string: "http://127.0.0.1:9/")!, loader: SnapshotLoader()),
    ])

    private func favorite(_ catalog: CatalogName, _ id: String, recipeID: String? = nil) -> Favorite {
        var favorite = Favorite(recipe: RecipeCard(catalog: catalog, id: recipeID ?? id, name: "x"), addedAt: Date())
        favorite.id = id
        return favorite
    }

    @Test("a known catalog, an id it could give, and a snapshot of that recipe are taken in")
    func accepted() {
        #expect(directory.problem(with: favorite(.desserts, "52917")) == nil)
        #expect(directory.problem(with: favorite(.pizza, "Quattro Formaggi")) == nil)
    }

    @Test(
        "anything else is refused with the reason, sanitized",
        arguments: [
            (CatalogName(rawValue: "evil\u{1B}[2J"), "1", "no catalog is called 'evil'"),
            (CatalogName.desserts, "../../etc", "'../../etc' is not a desserts id"),
            (CatalogName.desserts, "1 2", "'1 2' is not a desserts id"),
            (CatalogName.pizza, "Evil\u{1B}]52;c;eA==\u{7}", "'Evil' is not a pizza id"),
            (CatalogName.pizza, "", "'' is not a pizza id"),
        ])
    func refused(catalog: CatalogName, id: String, problem: String) {
        #expect(directory.problem(with: favorite(catalog, id)) == problem)
    }

    @Test("a snapshot of another recipe than the favorite names is refused")
    func mismatchedRecipe() {
        #expect(directory.problem(with: favorite(.desserts, "1", recipeID: "2")) == "its recipe is not desserts/1")
    }
}
