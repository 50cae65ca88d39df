import Foundation
import TestSupport
import Testing

@Suite("recipes desserts, end to end", .serialized)
struct DessertsEndToEndTests {
    @Test("list prints every dessert alphabetically, one tab-separated line each")
    func list() async throws {
        let stub = try MealDBStub()
        defer { stub.stop() }
        let result = try await stub.run("desserts", "list")
        #expect(result.status == 0, "\(result)")
        #expect(result.stderr == "")
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 66 && lines.last == "")
        #expect(lines.first == "53049\tApam balik")
        #expect(lines[63] == "53062\tWalnut Roll Gužvara")
        #expect(lines[64] == "52917\tWhite chocolate creme brulee")
        #expect(stub.server.requests.map(\.target) == ["/api/json/v1/1/filter.php?c=Dessert"])
    }

    @Test("list --json prints the documented envelope and nothing else")
    func listJSON() async throws {
        let stub = try MealDBStub()
        defer { stub.stop() }
        let result = try await stub.run("desserts", "list", "--json")
        #expect(result.status == 0, "\(result)")
        #expect(result.stderr == "")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["schemaVersion"] as? Int == 1)
        #expect(object["catalog"] as? String == "desserts")
        #expect(object["source"] as? String == "live")
        let items = try #require(object["items"] as? [[String: Any]])
        #expect(items.count == 65)
        #expect(items.first?["id"] as? String == "53049")
        #expect(
            items.first?["thumbnailURL"] as? String
                == stub.localPictures("https://www.themealdb.com/images/media/meals/adxcbq1619787919.jpg"))
        #expect(items.last?["name"] as? String == "White chocolate creme brulee")
    }

    @Test("show prints the recipe: facts, ingredients in order with duplicates, paragraphs, links")
    func show() async throws {
        let stub = try MealDBStub()
        defer { stub.stop() }
        let result = try await stub.run("desserts", "show", "52917")
        #expect(result.status == 0, "\(result)")
        #expect(result.stderr == "")
        #expect(
            result.stdout
                == stub.localPictures(
                    """
                    White chocolate creme brulee
                    Category: Dessert · Area: French
                    Tags: Desert, DinnerParty, Pudding

                    Ingredients
                      568ml\tDouble Cream
                      100g\tWhite Chocolate Chips
                      Pod of\tVanilla
                      6\tEgg Yolks
                      2 tbs\tCaster Sugar
                      Top\tCaster Sugar

                    Instructions
                    Heat the cream, chocolate and vanilla pod in a pan until the chocolate has melted. Take off the heat and allow to infuse for 10 mins, scraping the pod seeds into the cream. If using the vanilla extract, add straight away. Heat oven to 160C/fan 140C/gas 3.

                    Beat yolks and sugar until pale. stir in the chocolate cream. Strain into a jug and pour into ramekins. Place in a deep roasting tray and pour boiling water halfway up the sides. Bake for 15-20 mins until just set with a wobbly centre. Chill in the fridge for at least 4 hrs.

                    To serve, sprinkle some sugar on top of the brûlées and caramelise with a blowtorch or briefly under a hot grill. Leave caramel to harden, then serve.

                    Image: https://www.themealdb.com/images/media/meals/uryqru1511798039.jpg
                    Source: https://www.bbcgoodfood.com/recipes/2540/white-chocolate-crme-brle
                    YouTube: https://www.youtube.com/watch?v=LmJ0lsPLHDc

                    """))
    }

    @Test("show --json carries every documented key, null for absent ones")
    func showJSON() async throws {
        let stub = try MealDBStub()
        defer { stub.stop() }
        let result = try await stub.run("desserts", "show", "52917", "--json")
        #expect(result.status == 0, "\(result)")
        #expect(result.stderr == "")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let item = try #require(object["item"] as? [String: Any])
        #expect(item["id"] as? String == "52917")
        #expect((item["ingredients"] as? [[String: Any]])?.count == 6)
        #expect((item["instructions"] as? String)?.contains("\r\n") == true)
        #expect(item["tags"] as? [String] == ["Desert", "DinnerParty", "Pudding"])
    }

    @Test("show of an unknown id says so on stderr and exits 1")
    func notFound() async throws {
        let stub = try MealDBStub()
        defer { stub.stop() }
        let result = try await stub.run("desserts", "show", "99999")
        #expect(result.status == 1, "\(result)")
        #expect(result.stdout == "")
        #expect(result.stderr == "recipes: no dessert with id 99999.\n")
    }

    @Test("show takes a name: exact, any case, or a unique part; candidates when it could be several")
    func showByName() async throws {
        let stub = try MealDBStub()
        defer { stub.stop() }
        for name in ["White chocolate creme brulee", "WHITE CHOCOLATE CRÈME BRÛLÉE", "white choc", "creme brulee"] {
            let result = try await stub.run("desserts", "show", name)
            #expect(result.status == 0, "\(name): \(result)")
            #expect(result.stdout.hasPrefix("White chocolate creme brulee\n"))
        }
        let several = try await stub.run("desserts", "show", "apple")
        #expect(several.status == 1)
        #expect(
            several.stderr
                == "recipes: 'apple' could be several desserts: did you mean 'Apple & Blackberry Crumble', 'Apple Frangipan Tart' or 'Chinon Apple Tarts'?\n"
        )
        // A name is never a guess: the start of one name is no answer while others hold the text too.
        for (text, first) in [("tart", "'Apple Frangipan Tart'"), ("pan", "'Apple Frangipan Tart', 'Banana Pancakes'")] {
            let guessed = try await stub.run("desserts", "show", text)
            #expect(guessed.status == 1 && guessed.stdout == "", "\(text): \(guessed)")
            #expect(guessed.stderr.hasPrefix("recipes: '\(text)' could be several desserts: did you mean \(first), "), "\(guessed.stderr)")
        }
    }

    @Test(
        "text that is not an id is matched as a name and never reaches a lookup URL",
        arguments: ["../1", "abc", "1 2", "52917&i=1", "%2e%2e/"])
    func hostileIDs(text: String) async throws {
        let stub = try MealDBStub()
        defer { stub.stop() }
        let result = try await stub.run("desserts", "show", text)
        #expect(result.status == 1, "\(result)")
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix("recipes: no dessert is called '\(text)'."))
        #expect(stub.server.requests.map(\.target) == ["/api/json/v1/1/filter.php?c=Dessert"])
    }

    @Test("blank names and control characters are usage errors before any request", arguments: ["", "  ", "a\u{1B}[31m"])
    func blank(text: String) async throws {
        let stub = try MealDBStub()
        defer { stub.stop() }
        let result = try await stub.run("desserts", "show", text)
        #expect(result.status == 64, "\(result)")
        #expect(stub.server.requests.isEmpty)
    }

    @Test("sanitizes hostile names for the terminal but keeps them exact in JSON")
    func hostileData() async throws {
        let evil = #"{"meals":[{"idMeal":"1","strMeal":"Pie\u001b]52;c;aGk=\u0007 \u001b[31mRed\u202e"}]}"#
        let stub = try MealDBStub(fault: .json(evil))
        defer { stub.stop() }
        let text = try await stub.run("desserts", "list")
        #expect(text.stdout == "1\tPie Red\n", "\(text)")
        let json = try await stub.run("desserts", "list", "--json")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let items = try #require(object["items"] as? [[String: Any]])
        #expect(items.first?["name"] as? String == "Pie\u{1B}]52;c;aGk=\u{07} \u{1B}[31mRed\u{202E}")
    }

    @Test("a name whose lookup finds nothing is named as typed, never by an id the person did not type")
    func nameNotFound() async throws {
        let stub = try MealDBStub()
        defer { stub.stop() }
        let result = try await stub.run("desserts", "show", "bakewell")
        #expect(result.status == 1, "\(result)")
        #expect(result.stdout == "")
        #expect(result.stderr == "recipes: the dessert list names 'bakewell', but its recipe could not be found.\n")
        let byID = try await stub.run("desserts", "show", "52767")
        #expect(byID.stderr == "recipes: no dessert with id 52767.\n", "an id typed is named as typed")
    }

    @Test("favorites add and shopping-list by a name whose lookup finds nothing name the name too, not the id it was resolved to")
    func nameNotFoundElsewhere() async throws {
        let stub = try MealDBStub()
        defer { stub.stop() }
        for arguments in [["favorites", "add", "dessert", "bakewell"], ["shopping-list", "dessert:bakewell"]] {
            let result = try await stub.run(arguments)
            #expect(result.status == 1 && result.stdout == "", "\(arguments): \(result)")
            #expect(
                result.stderr == "recipes: the dessert list names 'bakewell', but its recipe could not be found.\n",
                "\(arguments): \(result)")
        }
        let byID = try await stub.run("shopping-list", "dessert:52767")
        #expect(byID.stderr == "recipes: no dessert with id 52767.\n", "an id typed is named as typed: \(byID)")
    }
}
