import Foundation
import TestSupport
import Testing

/// A loopback TheCocktailDB answering from the 366 real drink records, and Gin Sour as issue #29
/// describes it (a test-only record: the real one is not in the samples).
private struct BarStub: RecipesStub {
    let server: LoopbackServer
    let home: TemporaryFolder

    nonisolated(unsafe) static let drinks: [[String: Any]] = { // read-only after first use
        func records(_ file: String) -> [[String: Any]] {
            let object = try? JSONSerialization.jsonObject(with: Fixtures.data(file)) as? [String: Any]
            return object?["drinks"] as? [[String: Any]] ?? []
        }
        return records("cocktaildb/drinks-2021-even-ids.json") + records("cocktaildb/test-only-gin-sour-as-issue-29-describes.json")
    }()

    init() throws {
        server = try LoopbackServer { CocktailDBStub.answer($0, sample: BarStub.drinks) }
        home = try TemporaryFolder()
    }

    var endpoints: [String: String] { ["RECIPES_COCKTAILDB_URL": server.url("api/json/v1/1/")] }
}

@Suite("ingredients a cook would match, end to end", .serialized)
struct KitchenEndToEndTests {
    private func line(_ output: String, _ name: String) -> String? {
        output.split(separator: "\n").map(String.init).first { $0.split(separator: "\t").dropFirst(2).first.map(String.init) == name }
    }

    @Test("gin, lemon and sugar make a Gin Sour (its orange slice and cherry are garnish), and each match says why")
    func ginSour() async throws {
        let stub = try BarStub()
        defer { stub.stop() }
        let added = try await stub.run("pantry", "add", "gin", "lemon", "sugar")
        #expect(added.stderr == "added to the pantry: Gin, Lemon, Sugar\n", "\(added)")
        let made = try await stub.run("can-make", "--catalog", "cocktails")
        #expect(made.status == 0 && made.stderr == "", "\(made)")
        #expect(
            line(made.stdout, "Gin Sour")
                == "cocktails\t900001\tGin Sour\tnothing missing\tLemon juice ← Lemon, Orange (garnish), Cherry (garnish)", "\(made)")
        let near = try await stub.run("can-make", "--catalog", "cocktails", "--missing", "1")
        #expect(
            line(near.stdout, "Gin Fizz") == "cocktails\t11410\tGin Fizz\tmissing: Carbonated water\tPowdered sugar ← Sugar", "\(near)")
        #expect(near.stdout.hasPrefix(made.stdout), "what is made whole comes first")
        _ = try await stub.run("pantry", "add", "soda water")
        let fizz = try await stub.run("can-make", "--catalog", "cocktails")
        #expect(
            line(fizz.stdout, "Gin Fizz")
                == "cocktails\t11410\tGin Fizz\tnothing missing\tPowdered sugar ← Sugar, Carbonated water ← Soda water", "\(fizz)")
    }

    @Test("--strict matches only the names as written, as can-make did before: no family, spelling or garnish")
    func strict() async throws {
        let stub = try BarStub()
        defer { stub.stop() }
        _ = try await stub.run("pantry", "add", "gin", "lemon", "sugar")
        let strict = try await stub.run("can-make", "--catalog", "cocktails", "--strict", "--missing", "3")
        #expect(strict.status == 0 && strict.stderr == "", "\(strict)")
        #expect(line(strict.stdout, "Gin Sour") == "cocktails\t900001\tGin Sour\tmissing: Lemon juice, Orange, Cherry", "\(strict)")
        #expect(line(strict.stdout, "Gin Fizz") == "cocktails\t11410\tGin Fizz\tmissing: Powdered sugar, Carbonated water")
        let whole = try await stub.run("can-make", "--catalog", "cocktails", "--strict")
        #expect(line(whole.stdout, "Gin Sour") == nil, "\(whole)")
        // Strict asks the filter for the pantry's names alone.
        #expect(
            Set(stub.server.requests.filter { $0.path.hasSuffix("filter.php") }.map(\.query)).isSuperset(of: [
                "i=Gin", "i=Lemon", "i=Sugar",
            ]))
    }

    @Test("rum finds the drinks of light and dark rum, which the filter of its own name never answers")
    func families() async throws {
        let stub = try BarStub()
        defer { stub.stop() }
        _ = try await stub.run("pantry", "add", "rum", "lime", "sugar")
        let found = try await stub.run("can-make", "--catalog", "cocktails", "--missing", "1")
        #expect(found.status == 0, "\(found)")
        #expect(found.stdout.contains("Light rum ← Rum"), "\(found)")
        let asked = Set(stub.server.requests.filter { $0.path.hasSuffix("filter.php") }.map(\.query))
        #expect(asked.isSuperset(of: ["i=Rum", "i=Light%20rum", "i=Dark%20rum", "i=Lime", "i=Lime%20juice", "i=Powdered%20sugar"]))
    }

    @Test("--json: each ingredient's identity, family, how it matched and what in the pantry matched it")
    func json() async throws {
        let stub = try BarStub()
        defer { stub.stop() }
        _ = try await stub.run("pantry", "add", "gin", "lemon", "sugar")
        let result = try await stub.run("can-make", "--catalog", "cocktails", "--json")
        #expect(result.status == 0 && result.stderr == "", "\(result)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let items = try #require(document["items"] as? [NSDictionary])
        let sour = try #require(items.first { $0["name"] as? String == "Gin Sour" })
        #expect(
            sour["matches"] as? [NSDictionary] == [
                ["ingredient": "Gin", "identity": "Gin", "family": [], "match": "exact", "pantry": ["Gin"]],
                ["ingredient": "Lemon juice", "identity": "Lemon juice", "family": ["Lemon"], "match": "family", "pantry": ["Lemon"]],
                ["ingredient": "Sugar", "identity": "Sugar", "family": [], "match": "exact", "pantry": ["Sugar"]],
                ["ingredient": "Orange", "identity": "Orange", "family": [], "match": "garnish", "pantry": []],
                ["ingredient": "Cherry", "identity": "Cherry", "family": [], "match": "garnish", "pantry": []],
            ])
    }

    @Test("shopping-list --by-aisle: lines under aisle headings, the unknown last; markdown headings; each JSON line its aisle")
    func byAisle() async throws {
        let stub = try AllCatalogsStub()
        defer { stub.stop() }
        let text = try await stub.run("shopping-list", "--by-aisle", "cocktail:margarita", "dessert:52917", "pizza:hawaii")
        #expect(text.status == 0 && text.stderr == "", "\(text)")
        #expect(
            text.stdout == """
                Produce
                Lime juice\t1 oz
                Pineapple

                Dairy
                Double Cream\t568 ml
                Egg Yolks\t6
                Mozzarella

                Spirits
                Tequila\t1 1/2 oz
                Triple sec\t1/2 oz

                Pantry
                Salt
                Tomato Sauce
                Vanilla\tPod of

                Bakery
                Caster Sugar\t2 tbsp (White chocolate creme brulee), Top (White chocolate creme brulee)
                White Chocolate Chips\t100 g

                Other
                Speck

                """)
        let markdown = try await stub.run("shopping-list", "--by-aisle", "--format", "markdown", "cocktail:margarita", "dessert:52917")
        #expect(markdown.status == 0, "\(markdown)")
        #expect(
            markdown.stdout.hasPrefix(
                "# Shopping list\n\nFor: Margarita, White chocolate creme brulee\n\n## Produce\n\n- [ ] Lime juice — 1 oz\n\n## Dairy\n\n"),
            "\(markdown.stdout)")
        #expect(
            markdown.stdout.hasSuffix(
                "## Bakery\n\n- [ ] Caster Sugar — 2 tbsp (White chocolate creme brulee), Top (White chocolate creme brulee)\n- [ ] White Chocolate Chips — 100 g\n"
            ))
        let json = try await stub.run("shopping-list", "--by-aisle", "--json", "cocktail:margarita", "dessert:52917", "pizza:hawaii")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any], "\(json)")
        let items = try #require(document["items"] as? [[String: Any]])
        #expect(
            items.map { $0["name"] as? String }
                == text.stdout.split(separator: "\n").filter {
                    $0.contains("\t") || !["Produce", "Dairy", "Spirits", "Pantry", "Bakery", "Other"].contains(String($0))
                }.map { String($0.split(separator: "\t")[0]) })
        #expect(
            items.map { $0["aisle"] as? String } == [
                "produce", "produce", "dairy", "dairy", "dairy", "spirits", "spirits", "pantry", "pantry", "pantry", "bakery", "bakery",
                nil,
            ])
        #expect(items.last?.keys.contains("aisle") == true, "null, not left out, for an aisle no one knows")
        let plain = try await stub.run("shopping-list", "--json", "cocktail:margarita")
        let list = try #require(try JSONSerialization.jsonObject(with: Data(plain.stdout.utf8)) as? [String: Any], "\(plain)")
        let lines = try #require(list["items"] as? [[String: Any]])
        #expect(lines.map { $0["name"] as? String } == ["Lime juice", "Salt", "Tequila", "Triple sec"], "alphabetical without --by-aisle")
        #expect(lines.map { $0["aisle"] as? String } == ["produce", "pantry", "spirits", "spirits"])
    }
}
