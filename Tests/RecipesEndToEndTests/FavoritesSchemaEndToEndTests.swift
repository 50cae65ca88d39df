import Foundation
import TestSupport
import Testing

/// A recipe is one schema: what `favorites` keeps and prints is what `show --json` gives as `item`
/// (favorites.json version 2); a version-1 file is read and rewritten without losing anything.
@Suite("favorites keep the recipe as show gives it, end to end")
struct FavoritesSchemaEndToEndTests {
    private func object(_ result: RecipesProcess.Result) throws -> [String: Any] {
        #expect(result.status == 0, "\(result)")
        return try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(result)")
    }

    /// `show --json`'s item without the marks it adds beside the recipe's own keys.
    private func shownRecipe(_ stub: AllCatalogsStub, _ arguments: String...) async throws -> NSDictionary {
        var item = try #require(try object(try await stub.run(arguments + ["--json"]))["item"] as? [String: Any])
        for mark in ["favorite", "note", "offline"] { item[mark] = nil }
        return item as NSDictionary
    }

    private func favoriteRecipe(_ stub: AllCatalogsStub, _ query: String) async throws -> NSDictionary {
        let shown = try object(try await stub.run("favorites", "show", query, "--json"))
        #expect(shown["schemaVersion"] as? Int == 2)
        return try #require((shown["favorite"] as? [String: Any])?["recipe"] as? [String: Any]) as NSDictionary
    }

    @Test("favorites show --json gives the recipe exactly as show --json gives it, in each catalog; so do list and the file")
    func oneSchema() async throws {
        let stub = try AllCatalogsStub()
        defer { stub.stop() }
        for (catalog, command, id) in [
            ("desserts", "desserts", "52917"), ("cocktails", "cocktail", "11007"), ("pizza", "pizza", "Margherita"),
        ] {
            let shown = try await shownRecipe(stub, command, "show", id)
            #expect(try await stub.run("favorites", "add", catalog, id).status == 0)
            #expect(try await favoriteRecipe(stub, "\(catalog)/\(id)") == shown, "\(catalog)")
        }
        let listed = try object(try await stub.run("favorites", "--json"))
        #expect(listed["schemaVersion"] as? Int == 2)
        let file = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: stub.home.url.appendingPathComponent("favorites.json")))
                as? NSDictionary)
        #expect(file["schemaVersion"] as? Int == 2)
        let pizza = try #require(
            (file["favorites"] as? [[String: Any]])?.first { $0["catalog"] as? String == "pizza" }?["recipe"] as? [String: Any])
        #expect(
            pizza["price"] as? Double == 5.5 && (pizza["ingredients"] as? [[String: Any]])?.first?["id"] as? Int == 1,
            "a pizza favorite keeps its price as a number and its ingredients' ids: \(pizza)")
    }

    /// A favorites.json as version 1 wrote it: each recipe a card (the real samples' recipes).
    private static let versionOne = #"""
        {"schemaVersion":1,"favorites":[
        {"addedAt":"2026-11-20T08:00:00Z","catalog":"desserts","id":"52917","name":"White chocolate creme brulee","note":"Halve the sugar","updatedAt":"2026-11-20T09:00:00Z",
         "recipe":{"catalog":"desserts","facts":[{"label":"Category","value":"Dessert"},{"label":"Area","value":"French"}],"id":"52917",
          "ingredients":[{"measure":"568ml","name":"Double Cream"},{"measure":"100g","name":"White Chocolate Chips"},{"measure":"Pod of","name":"Vanilla"},{"measure":"6","name":"Egg Yolks"},{"measure":"2 tbs","name":"Caster Sugar"},{"measure":"Top","name":"Caster Sugar"}],
          "instructions":"Heat the cream, chocolate and vanilla pod in a pan until the chocolate has melted. Take off the heat and allow to infuse for 10 mins, scraping the pod seeds into the cream. If using the vanilla extract, add straight away. Heat oven to 160C/fan 140C/gas 3.\r\nBeat yolks and sugar until pale. stir in the chocolate cream. Strain into a jug and pour into ramekins. Place in a deep roasting tray and pour boiling water halfway up the sides. Bake for 15-20 mins until just set with a wobbly centre. Chill in the fridge for at least 4 hrs.\r\nTo serve, sprinkle some sugar on top of the brûlées and caramelise with a blowtorch or briefly under a hot grill. Leave caramel to harden, then serve.",
          "links":[{"label":"Image","url":"https://www.themealdb.com/images/media/meals/uryqru1511798039.jpg"},{"label":"Source","url":"https://www.bbcgoodfood.com/recipes/2540/white-chocolate-crme-brle"},{"label":"YouTube","url":"https://www.youtube.com/watch?v=LmJ0lsPLHDc"}],
          "name":"White chocolate creme brulee","tags":["Desert","DinnerParty","Pudding"]}},
        {"addedAt":"2026-11-20T08:00:00Z","catalog":"pizza","id":"Margherita","name":"Margherita","note":"Friday","updatedAt":"2026-11-20T08:00:00Z",
         "recipe":{"catalog":"pizza","facts":[{"label":"Price","value":"5.50"},{"label":"Base","value":"4.00"}],"id":"Margherita",
          "ingredients":[{"measure":null,"name":"Mozzarella"},{"measure":null,"name":"Tomato Sauce"}],"instructions":null,
          "links":[{"label":"Image","url":"https://doclerlabs.github.io/mobile-native-challenge/images/pizza_PNG44095.png"}],"name":"Margherita","tags":[]}}
        ]}
        """#

    @Test(
        "a version-1 file: every favorite is read, a dessert as the very recipe show gives, a pizza as its card until refresh fetches it; notes kept"
    )
    func versionOne() async throws {
        let stub = try AllCatalogsStub()
        defer { stub.stop() }
        let file = stub.home.url.appendingPathComponent("favorites.json")
        try Data(stub.localPictures(Self.versionOne).utf8).write(to: file)

        let listed = try await stub.run("favorites")
        #expect(listed.status == 0 && listed.stderr == "", "\(listed)")
        #expect(listed.stdout == "pizza\tMargherita\tMargherita\t✎\ndesserts\t52917\tWhite chocolate creme brulee\t✎\n")
        #expect(
            try await favoriteRecipe(stub, "52917") == (try await shownRecipe(stub, "desserts", "show", "52917")),
            "nothing of the dessert is lost")
        #expect(try await favoriteRecipe(stub, "Margherita")["facts"] != nil, "a version-1 pizza stays its card")
        #expect(try Data(contentsOf: file) == Data(stub.localPictures(Self.versionOne).utf8), "reading never rewrites")

        // Any change writes version 2: the dessert in show's shape, the pizza still its card, both notes kept.
        #expect(try await stub.run("favorites", "note", "52917", "--append", "Chill overnight").status == 0)
        let written = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
        #expect(written["schemaVersion"] as? Int == 2)
        let entries = try #require(written["favorites"] as? [[String: Any]])
        #expect(entries.map { $0["note"] as? String } == ["Halve the sugar\nChill overnight", "Friday"])
        #expect((entries[0]["recipe"] as? [String: Any])?["area"] as? String == "French")
        #expect((entries[1]["recipe"] as? [String: Any])?["facts"] != nil)

        // Refresh fetches the pizza: now it too is the recipe pizza show gives.
        let refreshed = try await stub.run("favorites", "refresh")
        #expect(refreshed.status == 0, "\(refreshed)")
        #expect(try await favoriteRecipe(stub, "Margherita") == (try await shownRecipe(stub, "pizza", "show", "Margherita")))
        #expect(try await stub.run("favorites", "show", "Margherita").stdout.contains("Friday"), "the note survives the refresh")
    }

    @Test(
        "a version-1 card holding more than its recipe (a fact of its own, a hostile label) is kept whole through a rewrite, and its labels reach the terminal sanitized"
    )
    func versionOneCardWithMore() async throws {
        let stub = try AllCatalogsStub()
        defer { stub.stop() }
        let file = stub.home.url.appendingPathComponent("favorites.json")
        let edited = Self.versionOne
            .replacingOccurrences(
                of: #"{"label":"Area","value":"French"}]"#, with: #"{"label":"Area","value":"French"},{"label":"Servings","value":"4"}]"#
            )
            .replacingOccurrences(
                of: #"{"label":"Base","value":"4.00"}"#, with: #"{"label":"Base\u001b]0;PWNED\u0007\u001b[2J","value":"4.00"}"#)
        try Data(edited.utf8).write(to: file)

        let dessert = try await stub.run("favorites", "show", "52917", "--no-pager")
        #expect(dessert.status == 0 && dessert.stdout.contains("Area: French · Servings: 4"), "\(dessert)")
        let pizza = try await stub.run("favorites", "show", "Margherita", "--no-pager")
        #expect(
            pizza.status == 0 && pizza.stdout.contains("Base: 4.00") && !pizza.stdout.contains("\u{1B}")
                && !pizza.stdout.contains("\u{07}"), "\(pizza)")
        let cookbook = try await stub.run("favorites", "export", "--format", "markdown")
        #expect(cookbook.status == 0 && !cookbook.stdout.contains("\u{1B}"), "\(cookbook)")

        #expect(try await stub.run("favorites", "note", "Margherita", "--append", "extra cheese").status == 0)
        let written = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
        let facts = (written["favorites"] as? [[String: Any]])?.compactMap {
            ($0["recipe"] as? [String: Any])?["facts"] as? [[String: String]]
        }
        #expect(
            facts?.first { $0.contains(["label": "Servings", "value": "4"]) } != nil,
            "the dessert's own fact is still in the file: \(written)")
    }

    @Test("one favorite held twice in the file (a hand edit, a sync) shows, takes a note and is removed, both copies at once")
    func heldTwice() async throws {
        let stub = try AllCatalogsStub()
        defer { stub.stop() }
        #expect(try await stub.run("favorites", "add", "cocktails", "11007").status == 0)
        let file = stub.home.url.appendingPathComponent("favorites.json")
        var document = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
        let entries = try #require(document["favorites"] as? [[String: Any]])
        document["favorites"] = entries + entries
        try JSONSerialization.data(withJSONObject: document).write(to: file)

        let shown = try await stub.run("favorites", "show", "cocktails/11007", "--no-pager")
        #expect(shown.status == 0 && shown.stdout.hasPrefix("Margarita"), "\(shown)")
        #expect(try await stub.run("favorites", "note", "Margarita", "--append", "salt rim").status == 0)
        let removed = try await stub.run("favorites", "remove", "11007", "--yes")
        #expect(removed.status == 0, "\(removed)")
        let listed = try await stub.run("favorites", "--json")
        let left = try #require(try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [String: Any])
        #expect((left["favorites"] as? [Any])?.isEmpty == true, "no copy is left behind: \(listed.stdout)")
    }

    @Test("an export of version 1 imports into version 2, every favorite and note kept")
    func importVersionOne() async throws {
        let stub = try AllCatalogsStub()
        defer { stub.stop() }
        let backup = stub.home.url.appendingPathComponent("old-backup.json")
        try Data(stub.localPictures(Self.versionOne).utf8).write(to: backup)
        let imported = try await stub.run("favorites", "import", backup.path)
        #expect(imported.status == 0, "\(imported)")
        #expect(try await favoriteRecipe(stub, "52917") == (try await shownRecipe(stub, "desserts", "show", "52917")))
        #expect(try await stub.run("favorites", "show", "Margherita").stdout.contains("Friday"))
    }
}
