import Foundation
import TestSupport
import Testing

/// Tables in a real terminal (util-linux `script`, `COLUMNS`): the columns that matter least give way
/// first; names, paths and amounts are never cut, they wrap; prices line up on the right.
@Suite("tables at a terminal's width, end to end", .serialized)
struct TableWidthEndToEndTests {
    private func environment(columns: Int, home: String, extra: [String: String] = [:]) -> [String: String] {
        ["RECIPES_HOME": home, "HOME": home, "TERM": "xterm", "NO_COLOR": "1", "COLUMNS": String(columns), "PAGER": "cat"]
            .merging(extra) { $1 }
    }

    @Test("cocktail search at 60 columns drops the glass and alcoholic columns and keeps every name whole")
    func cocktailSearch() async throws {
        let home = try TemporaryFolder()
        defer { home.remove() }
        let shown = try await RecipesProcess.runInTerminal(
            ["cocktail", "search", "margarita", "--snapshot", "-q"],
            environment: environment(columns: 60, home: home.path))
        #expect(shown.status == 0, "\(shown)")
        #expect(
            shown.stdout == """
                11118      Blue Margarita                Ordinary Drink
                11007      Margarita                     Ordinary Drink
                178332     Smashed Watermelon Margarita  Cocktail
                12322      Strawberry Margarita          Ordinary Drink
                17216      Tommy's Margarita             Ordinary Drink
                16158      Whitecap Margarita            Other/Unknown

                """)
    }

    @Test("config at 80 columns drops where each value came from before it cuts a URL or a path; a longer one has a line of its own, whole")
    func config() async throws {
        let home = try TemporaryFolder()
        defer { home.remove() }
        let long = "http://localhost:9/a/very/long/path/that/goes/on/and/on/and/on/until/it/cannot/fit/"
        let shown = try await RecipesProcess.runInTerminal(
            ["config"],
            environment: environment(
                columns: 80, home: home.path,
                extra: ["RECIPES_MEALDB_URL": long]))
        #expect(shown.status == 0, "\(shown)")
        #expect(!shown.stdout.contains("…"), "\(shown.stdout)")
        let lines = shown.stdout.split(separator: "\n").map(String.init)
        // Only a line holding one whole URL or path (one word after the names) may be wider.
        #expect(
            lines.allSatisfy { $0.count <= 80 || !$0.drop { $0 != " " }.trimmingCharacters(in: .whitespaces).contains(" ") }, "\(lines)")
        #expect(lines.contains { $0.hasSuffix(" " + long) }, "the URL is one word, so it can be copied: \(lines)")
        // Continuation lines start under the values: joined back, every value is whole.
        var values: [String: String] = [:]
        var last = ""
        for line in lines {
            if line.hasPrefix(" ") {
                values[last, default: ""] += line.trimmingCharacters(in: .whitespaces)
                continue
            }
            let parts = line.split(separator: " ", maxSplits: 1).map(String.init)
            last = parts[0]
            values[last] = parts.count > 1 ? parts[1].trimmingCharacters(in: .whitespaces) : ""
        }
        #expect(values["mealdb-url"] == long, "\(shown.stdout)")
        #expect(values["favorites-file"] == home.path + "/favorites.json", "\(shown.stdout)")
        #expect(!shown.stdout.contains("RECIPES_MEALDB_URL"), "the source column gave way first")
    }

    @Test("shopping-list at 40 columns wraps amounts instead of cutting them")
    func shoppingList() async throws {
        let home = try TemporaryFolder()
        defer { home.remove() }
        let shown = try await RecipesProcess.runInTerminal(
            ["shopping-list", "--snapshot", "-q", "cocktail:margarita", "dessert:52917"],
            environment: environment(columns: 40, home: home.path))
        #expect(shown.status == 0, "\(shown)")
        #expect(
            shown.stdout == """
                Caster Sugar           2 tbs (White
                                       chocolate creme
                                       brulee), Top
                                       (White chocolate
                                       creme brulee)
                Double Cream           568ml
                Egg Yolks              6
                Lime juice             1 oz
                Salt
                Tequila                1 1/2 oz
                Triple sec             1/2 oz
                Vanilla                Pod of
                White Chocolate Chips  100g

                """)
    }

    @Test("pizza menu prices line up on the right; the ingredients wrap")
    func pizzaMenu() async throws {
        let home = try TemporaryFolder()
        defer { home.remove() }
        let shown = try await RecipesProcess.runInTerminal(
            ["pizza", "menu", "--snapshot", "-q", "--sort", "price", "--limit", "3"],
            environment: environment(columns: 40, home: home.path))
        #expect(shown.status == 0, "\(shown)")
        #expect(
            shown.stdout == """
                Margherita  5.50  Mozzarella, Tomato
                                  Sauce
                Bottarga    7.50  Mozzarella, Bottarga
                Boscaiola   9.00  Mozzarella, Tomato
                                  Sauce, Salami,
                                  Mushrooms

                """)
    }

    @Test("a link in a recipe's text is never broken: it has a line of its own, whole, however narrow the terminal")
    func linkInProse() async throws {
        let link = "http://localhost/recipes/test-only-a-link-far-longer-than-forty-columns"
        let stub = try MealDBStub(override: { request in
            guard request.path.hasSuffix("lookup.php") else { return nil }
            return .json(
                #"{"meals":[{"idMeal":"52917","strMeal":"Test-only tart","strCategory":"Dessert","strArea":"French","#
                    + #""strInstructions":"Bake it as \#(link) says, then serve.","strIngredient1":"Sugar","strMeasure1":"1 cup"}]}"#)
        })
        defer { stub.stop() }
        let shown = try await RecipesProcess.runInTerminal(
            ["desserts", "show", "52917", "-q", "--image", "none"],
            environment: environment(columns: 40, home: stub.home.path).merging(stub.endpoints) { $1 })
        #expect(shown.status == 0, "\(shown)")
        #expect(shown.stdout.contains("\nInstructions\nBake it as\n\(link)\nsays, then serve.\n"), "\(shown.stdout)")
    }

    @Test("show wraps the facts line to the terminal and stops instructions at 100 columns on a wide one")
    func showProse() async throws {
        let home = try TemporaryFolder()
        defer { home.remove() }
        let narrow = try await RecipesProcess.runInTerminal(
            ["cocktail", "show", "11007", "--snapshot", "-q"],
            environment: environment(columns: 40, home: home.path))
        #expect(narrow.status == 0, "\(narrow)")
        let narrowLines = narrow.stdout.split(separator: "\n").map(String.init)
        #expect(narrowLines.allSatisfy { $0.count <= 40 || $0.hasPrefix("Image: ") || $0.hasPrefix("Source: ") }, "\(narrowLines)")
        let wide = try await RecipesProcess.runInTerminal(
            ["desserts", "show", "52917", "--snapshot", "-q"],
            environment: environment(columns: 200, home: home.path))
        #expect(wide.status == 0, "\(wide)")
        let lines = wide.stdout.split(separator: "\n").map(String.init)
        let instructions = try #require(lines.firstIndex(of: "Instructions"))
        let prose = lines[(instructions + 1)...].prefix { !$0.hasPrefix("Image: ") }
        #expect(prose.allSatisfy { $0.count <= 100 }, "\(prose)")
        #expect(prose.contains { $0.count > 90 }, "still uses the width it has: \(prose)")
    }
}

/// Lists longer than the terminal go through `$PAGER` at a terminal, as recipes do; never in a pipe.
@Suite("long lists page at a terminal, end to end", .serialized)
struct ListPagingEndToEndTests {
    private func environment(lines: Int, home: String) -> [String: String] {
        // The pager marks what it shows, so the test can tell paged output from written output.
        [
            "RECIPES_HOME": home, "HOME": home, "TERM": "xterm", "NO_COLOR": "1", "COLUMNS": "80", "LINES": String(lines),
            "PAGER": "echo PAGED; cat",
        ]
    }

    @Test("a list longer than the terminal is paged; one that fits, --no-pager and a pipe are not")
    func paging() async throws {
        let home = try TemporaryFolder()
        defer { home.remove() }
        let long = try await RecipesProcess.runInTerminal(
            ["desserts", "list", "--snapshot", "-q"], environment: environment(lines: 20, home: home.path))
        #expect(long.status == 0, "\(long)")
        #expect(long.stdout.hasPrefix("PAGED\n53049     Apam balik\n"), "\(long.stdout.prefix(200))")
        let fits = try await RecipesProcess.runInTerminal(
            ["desserts", "list", "--snapshot", "-q", "--limit", "5"],
            environment: environment(lines: 20, home: home.path))
        #expect(fits.stdout.hasPrefix("53049     Apam balik\n"), "\(fits.stdout.prefix(200))")
        let unpaged = try await RecipesProcess.runInTerminal(
            ["desserts", "list", "--snapshot", "-q", "--no-pager"],
            environment: environment(lines: 20, home: home.path))
        #expect(unpaged.stdout.hasPrefix("53049     Apam balik\n"))
        let piped = try await RecipesProcess.run(
            ["desserts", "list", "--snapshot", "-q"], environment: environment(lines: 20, home: home.path))
        #expect(piped.stdout.hasPrefix("53049\tApam balik\n"))
        let menu = try await RecipesProcess.runInTerminal(
            ["pizza", "menu", "--snapshot", "-q"], environment: environment(lines: 5, home: home.path))
        #expect(menu.stdout.hasPrefix("PAGED\n"), "\(menu.stdout.prefix(200))")
    }

    @Test("name lists, the pantry and cocktail filter page by the same rule; one that fits and a pipe do not")
    func otherLists() async throws {
        let stub = try AllCatalogsStub()
        defer { stub.stop() }
        let short = environment(lines: 5, home: stub.home.path).merging(stub.endpoints) { $1 }
        for arguments in [
            ["desserts", "categories"], ["desserts", "areas"], ["cocktail", "categories"], ["cocktail", "glasses"],
            ["cocktail", "ingredients"],
        ] {
            let paged = try await RecipesProcess.runInTerminal(arguments + ["-q"], environment: short)
            #expect(paged.status == 0 && paged.stdout.hasPrefix("PAGED\n"), "\(arguments): \(paged.stdout.prefix(200))")
            let piped = try await RecipesProcess.run(arguments + ["-q"], environment: short)
            #expect(piped.status == 0 && !piped.stdout.contains("PAGED"), "\(arguments): \(piped)")
        }
        let added = try await stub.run("pantry", "add", "Tequila", "Salt", "Triple sec", "Lime juice", "Gin", "Vodka")
        #expect(added.status == 0, "\(added)")
        let pantry = try await RecipesProcess.runInTerminal(["pantry", "list"], environment: short)
        #expect(pantry.stdout.hasPrefix("PAGED\nGin\n"), "\(pantry.stdout.prefix(200))")
        let filter = try await RecipesProcess.runInTerminal(["cocktail", "filter", "-i", "Tequila", "-q"], environment: short)
        #expect(filter.status == 0 && filter.stdout.hasPrefix("PAGED\n11118"), "\(filter)")
        let fits = try await RecipesProcess.runInTerminal(
            ["cocktail", "filter", "-i", "Tequila", "-q"],
            environment: environment(lines: 20, home: stub.home.path).merging(stub.endpoints) { $1 })
        #expect(fits.status == 0 && fits.stdout.hasPrefix("11118"), "\(fits)")
        let unpaged = try await RecipesProcess.runInTerminal(["pantry", "list", "--no-pager"], environment: short)
        #expect(unpaged.stdout.hasPrefix("Gin\n"), "\(unpaged.stdout.prefix(200))")
    }
}
