import Foundation
import TestSupport
import Testing

@Suite("desserts random and share, end to end", .serialized)
struct DessertRandomShareEndToEndTests {
    /// The dessert list with one dessert, so the random pick is known.
    private static let oneDessert =
        #"{"meals":[{"strMeal":"White chocolate creme brulee","strMealThumb":"https://www.themealdb.com/images/media/meals/uryqru1511798039.jpg","idMeal":"52917"}]}"#

    private func stubWithOneDessert() throws -> MealDBStub {
        try MealDBStub(override: { request in
            request.path == "/api/json/v1/1/filter.php" && request.query == "c=Dessert" ? .json(Self.oneDessert) : nil
        })
    }

    @Test("random picks from the dessert list and looks the pick up; it never asks random.php for any meal")
    func random() async throws {
        let stub = try stubWithOneDessert()
        defer { stub.stop() }
        let result = try await stub.run("desserts", "random")
        #expect(result.status == 0 && result.stderr == "", "\(result)")
        #expect(result.stdout.hasPrefix("White chocolate creme brulee\nCategory: Dessert · Area: French\n"))
        #expect(stub.server.requests.map(\.target) == ["/api/json/v1/1/filter.php?c=Dessert", "/api/json/v1/1/lookup.php?i=52917"])
        let json = try await stub.run("desserts", "random", "--json")
        #expect(json.status == 0 && json.stderr == "", "\(json)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(object["catalog"] as? String == "desserts" && object["schemaVersion"] as? Int == 1 && object["source"] as? String == "live")
        #expect((object["item"] as? [String: Any])?["id"] as? String == "52917")
    }

    @Test("random works offline from the cached list and recipe, with the offline note")
    func randomOffline() async throws {
        let stub = try stubWithOneDessert()
        defer { stub.stop() }
        _ = try await stub.run("desserts", "random")
        let result = try await stub.run("desserts", "random", "--offline")
        #expect(result.status == 0, "\(result)")
        #expect(result.stderr.hasPrefix("offline: showing desserts cached"), "\(result)")
        #expect(result.stdout.hasPrefix("White chocolate creme brulee\n"))
        #expect(stub.server.requests.count == 2)
    }

    @Test("random from the bundled sample (no connection, nothing cached) picks among the desserts that open offline, every time")
    func randomFromSample() async throws {
        let stub = try MealDBStub()
        defer { stub.home.remove() }
        stub.server.stop() // nothing answers: the bundled sample lists 65 desserts and holds 34 recipes
        for _ in 0..<8 {
            let result = try await stub.run("desserts", "random")
            #expect(result.status == 0, "\(result)")
            let name = result.stdout.split(separator: "\n").first.map(String.init) ?? ""
            #expect(BundledDesserts.names.values.contains(name), "\(result)")
        }
    }

    @Test("share prints a self-contained recipe in Markdown or text, by id or by name")
    func share() async throws {
        let stub = try MealDBStub()
        defer { stub.stop() }
        let markdown = try await stub.run("desserts", "share", "52917")
        #expect(markdown.status == 0 && markdown.stderr == "", "\(markdown)")
        #expect(
            markdown.stdout
                == stub.localPictures(
                    """
                    # White chocolate creme brulee

                    ![White chocolate creme brulee](https://www.themealdb.com/images/media/meals/uryqru1511798039.jpg)

                    ## Ingredients

                    - 568ml Double Cream
                    - 100g White Chocolate Chips
                    - Pod of Vanilla
                    - 6 Egg Yolks
                    - 2 tbs Caster Sugar
                    - Top Caster Sugar

                    ## Steps

                    1. Heat the cream, chocolate and vanilla pod in a pan until the chocolate has melted. Take off the heat and allow to infuse for 10 mins, scraping the pod seeds into the cream. If using the vanilla extract, add straight away. Heat oven to 160C/fan 140C/gas 3.
                    2. Beat yolks and sugar until pale. stir in the chocolate cream. Strain into a jug and pour into ramekins. Place in a deep roasting tray and pour boiling water halfway up the sides. Bake for 15-20 mins until just set with a wobbly centre. Chill in the fridge for at least 4 hrs.
                    3. To serve, sprinkle some sugar on top of the brûlées and caramelise with a blowtorch or briefly under a hot grill. Leave caramel to harden, then serve.

                    Source: [TheMealDB](https://www.themealdb.com/meal/52917)

                    """))
        let text = try await stub.run("desserts", "share", "white chocolate", "--format", "text")
        #expect(text.status == 0, "\(text)")
        #expect(
            text.stdout.hasPrefix(
                stub.localPictures(
                    "White chocolate creme brulee\nPhoto: https://www.themealdb.com/images/media/meals/uryqru1511798039.jpg\n\nIngredients:\n- 568ml Double Cream\n"
                )
            ))
        #expect(text.stdout.hasSuffix("Leave caramel to harden, then serve.\n\nSource: TheMealDB, https://www.themealdb.com/meal/52917\n"))
        let json = try await stub.run("desserts", "share", "52917", "--format", "text", "--json")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(object["format"] as? String == "text" && object["text"] as? String == text.stdout && object["schemaVersion"] as? Int == 1)
    }

    @Test("share refuses a meal that is not a dessert and an unknown id, like show")
    func shareRefusals() async throws {
        let stub = try MealDBStub()
        defer { stub.stop() }
        let corba = try await stub.run("desserts", "share", "52977")
        let shown = try await stub.run("desserts", "show", "52977")
        #expect(corba.status == shown.status && corba.status != 0 && corba.stderr == shown.stderr && corba.stdout == "", "\(corba)")
        let missing = try await stub.run("desserts", "share", "1")
        #expect(missing.status == 1 && missing.stderr == "recipes: no dessert with id 1.\n", "\(missing)")
    }
}
