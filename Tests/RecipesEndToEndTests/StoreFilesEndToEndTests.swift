import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// favorites.json and cart.json as files: their exact form on disk, a writer killed mid-write, and
/// the printed `mv` that brings a corrupt one back.
@Suite("store files, end to end", .serialized)
struct StoreFilesEndToEndTests {
    /// The file's text with each ISO 8601 UTC time replaced by `<time>` and each UUID by `<uuid>`,
    /// and the times themselves: what varies from run to run, taken out so the rest is compared
    /// byte for byte.
    private func stable(_ file: URL) throws -> (text: String, times: [Date], uuids: Int) {
        var text = String(decoding: try Data(contentsOf: file), as: UTF8.self)
        let time = try Regex(#""(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ)""#)
        let times = text.matches(of: time).compactMap { match in
            match.output[1].substring.flatMap { try? Date.ISO8601FormatStyle().parse(String($0)) }
        }
        text.replace(time, with: #""<time>""#)
        let uuid = try Regex(#""[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}""#)
        let uuids = text.matches(of: uuid).count
        text.replace(uuid, with: #""<uuid>""#)
        return (text, times, uuids)
    }

    /// Whole seconds, as the files keep times.
    private func second(_ date: Date) -> Date { Date(timeIntervalSince1970: date.timeIntervalSince1970.rounded(.down)) }

    @Test(
        "favorites.json on disk: sorted keys, two-space indent, ISO 8601 UTC times, a full snapshot of the recipe, as show --json gives it")
    func favoritesOnDisk() async throws {
        let stub = try MealDBStub()
        defer { stub.stop() }
        let started = second(Date())
        #expect(try await stub.run("favorites", "add", "desserts", "52917").status == 0)
        #expect(try await stub.run("favorites", "note", "52917", "crack the top").status == 0)
        let finished = Date()
        let (text, times, uuids) = try stable(stub.home.url.appendingPathComponent("favorites.json"))
        #expect(times.count == 2 && times.allSatisfy { $0 >= started && $0 <= finished }, "addedAt and updatedAt are this run's: \(times)")
        #expect(uuids == 0)
        let instructions =
            "Heat the cream, chocolate and vanilla pod in a pan until the chocolate has melted. Take off the heat and allow to infuse "
            + "for 10 mins, scraping the pod seeds into the cream. If using the vanilla extract, add straight away. Heat oven to 160C/fan 140C/gas 3."
            + #"\r\n"#
            + "Beat yolks and sugar until pale. stir in the chocolate cream. Strain into a jug and pour into ramekins. Place in a deep roasting tray "
            + "and pour boiling water halfway up the sides. Bake for 15-20 mins until just set with a wobbly centre. Chill in the fridge for at least 4 hrs."
            + #"\r\n"#
            + "To serve, sprinkle some sugar on top of the brûlées and caramelise with a blowtorch or briefly under a hot grill. Leave caramel to harden, then serve."
        #expect(
            text
                == stub.localPictures(
                    """
                    {
                      "favorites" : [
                        {
                          "addedAt" : "<time>",
                          "catalog" : "desserts",
                          "id" : "52917",
                          "name" : "White chocolate creme brulee",
                          "note" : "crack the top",
                          "recipe" : {
                            "area" : "French",
                            "category" : "Dessert",
                            "id" : "52917",
                            "imageURL" : "https://www.themealdb.com/images/media/meals/uryqru1511798039.jpg",
                            "ingredients" : [
                              {
                                "measure" : "568ml",
                                "name" : "Double Cream"
                              },
                              {
                                "measure" : "100g",
                                "name" : "White Chocolate Chips"
                              },
                              {
                                "measure" : "Pod of",
                                "name" : "Vanilla"
                              },
                              {
                                "measure" : "6",
                                "name" : "Egg Yolks"
                              },
                              {
                                "measure" : "2 tbs",
                                "name" : "Caster Sugar"
                              },
                              {
                                "measure" : "Top",
                                "name" : "Caster Sugar"
                              }
                            ],
                            "instructions" : "\(instructions)",
                            "name" : "White chocolate creme brulee",
                            "sourceURL" : "https://www.bbcgoodfood.com/recipes/2540/white-chocolate-crme-brle",
                            "tags" : [
                              "Desert",
                              "DinnerParty",
                              "Pudding"
                            ],
                            "youtubeURL" : "https://www.youtube.com/watch?v=LmJ0lsPLHDc"
                          },
                          "updatedAt" : "<time>"
                        }
                      ],
                      "schemaVersion" : 2
                    }

                    """))
    }

    @Test("cart.json on disk: sorted keys, ISO 8601 UTC times, a UUID per line, no key for what a line does not have")
    func cartOnDisk() async throws {
        let stub = try PizzaStub()
        defer { stub.stop() }
        let started = second(Date())
        #expect(
            try await stub.run("cart", "add", "pizza", "Margherita", "--add", "Salami").stderr
                == "added to the cart: Margherita + Salami — 7.00\n")
        #expect(try await stub.run("cart", "add", "drink", "Coke", "--quantity", "2").stderr == "added to the cart: 2 × Coke — 5.00\n")
        let finished = Date()
        let (text, times, uuids) = try stable(stub.cartFile)
        #expect(times.count == 2 && times.allSatisfy { $0 >= started && $0 <= finished }, "each line's addedAt is this run's: \(times)")
        #expect(uuids == 2)
        #expect(
            text == """
                {
                  "lines" : [
                    {
                      "addedAt" : "<time>",
                      "id" : "<uuid>",
                      "ingredientIDs" : [
                        1,
                        2,
                        3
                      ],
                      "kind" : "pizza",
                      "menuPizza" : "Margherita",
                      "name" : "Margherita",
                      "priceWhenAdded" : 7,
                      "quantity" : 1
                    },
                    {
                      "addedAt" : "<time>",
                      "drinkID" : 3,
                      "id" : "<uuid>",
                      "ingredientIDs" : [

                      ],
                      "kind" : "drink",
                      "name" : "Coke",
                      "priceWhenAdded" : 5,
                      "quantity" : 2
                    }
                  ],
                  "schemaVersion" : 1
                }

                """)
    }

    @Test("killed inside a write, cart.json is always the old bytes or the whole new cart")
    func killDuringCartWrite() async throws {
        let stub = try PizzaStub()
        defer { stub.stop() }
        // A cart large enough that writing it takes a while: 1,500 lines of Still Water.
        let lines = (0..<1500).map { index in
            #"{"addedAt":"2026-11-22T06:39:40Z","drinkID":1,"id":"LINE-\#(index)","ingredientIDs":[],"kind":"drink","name":"Still Water","priceWhenAdded":1,"quantity":1}"#
        }
        try Data(#"{"schemaVersion":1,"lines":[\#(lines.joined(separator: ","))]}"#.utf8).write(to: stub.cartFile)
        // Units in the cart: each add that lands makes one more, a new Coke line or one more on it.
        func units(_ lines: [[String: Any]]) -> Int { lines.reduce(0) { $0 + ($1["quantity"] as? Int ?? 0) } }
        var count = lines.count
        var interrupted = 0
        for round in 0..<8 {
            let before = try Data(contentsOf: stub.cartFile)
            // The kill lands the moment the write begins (WriteWatcher says why not at random).
            let watcher = try WriteWatcher(file: stub.cartFile)
            let writer = try RecipesProcess.launch(
                ["cart", "add", "drink", "Coke"],
                environment: stub.endpoints.merging(["RECIPES_HOME": stub.home.path, "HOME": stub.home.path]) { $1 })
            await watcher.send(SIGKILL, to: writer)
            _ = await writer.finish()
            if watcher.leftTempFile { interrupted += 1 }
            let after = try Data(contentsOf: stub.cartFile)
            if after != before {
                let object = try JSONSerialization.jsonObject(with: after) as? [String: Any]
                let cart = try #require(object?["lines"] as? [[String: Any]], "round \(round): a changed cart.json must parse whole")
                #expect(units(cart) == count + 1, "round \(round): the new cart is the old one and one more Coke")
                #expect(cart.last?["name"] as? String == "Coke")
                count += 1
            }
        }
        // A writer in place would fail above; this keeps the test honest about having hit writes at all.
        #expect(interrupted >= 4, "only \(interrupted) of 8 kills landed inside a write: the test would not catch a torn file")
        let cart = try await stub.run("cart", "--json")
        #expect(cart.status == 0, "temp files left by killed writers never stand in for the file: \(cart)")
        let shown = try JSONSerialization.jsonObject(with: Data(cart.stdout.utf8)) as? [String: Any]
        #expect(units(shown?["lines"] as? [[String: Any]] ?? []) == count)
    }

    @Test("a corrupt cart.json under a plain path: the printed mv, run by bash, restores it byte for byte")
    func restoreCorruptCart() async throws {
        let stub = try PizzaStub()
        defer { stub.stop() }
        let corrupt = Data(#"{"schemaVersion":1,"lines":[{"kind":"#.utf8)
        try corrupt.write(to: stub.cartFile)
        let added = try await stub.run("cart", "add", "drink", "Coke")
        #expect(added.status == 0, "\(added)")
        #expect(added.stdout == "")
        let asides = try FileManager.default.contentsOfDirectory(atPath: stub.home.path).filter { $0.hasPrefix("cart.json.corrupt-") }
        let aside = try #require(asides.first, "the corrupt bytes are kept aside")
        #expect(asides.count == 1)
        let asidePath = stub.home.url.appendingPathComponent(aside).path
        let command = "mv \(asidePath) \(stub.cartFile.path)"
        #expect(
            added.stderr == "warning: cart.json was corrupt (not valid JSON); its bytes are kept in \(asidePath) and a new one is started. "
                + "To go back to it: \(command)\nadded to the cart: Coke — 2.50\n")
        let restore = try await RecipesProcess.run(
            executable: URL(fileURLWithPath: "/bin/bash"), ["-c", command], environment: [:], input: nil)
        #expect(restore.status == 0 && restore.stderr == "", "\(restore)")
        #expect(try Data(contentsOf: stub.cartFile) == corrupt)
        #expect(!FileManager.default.fileExists(atPath: asidePath))
        let cart = try await stub.run("cart")
        #expect(cart.status == 65, "the restored file is the corrupt one again: \(cart)")
    }

    @Test("a RECIPES_HOME whose path holds '=' is read whole from the environment")
    func equalsInEnvironmentValue() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let home = folder.url.appendingPathComponent("a=b==c")
        let result = try await RecipesProcess.run(["config", "--json"], environment: ["RECIPES_HOME": home.path, "HOME": folder.path])
        #expect(result.status == 0, "\(result)")
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let settings = try #require(object?["settings"] as? [[String: Any]])
        let cartFile = try #require(settings.first { $0["name"] as? String == "cart-file" })
        #expect(cartFile["value"] as? String == home.appendingPathComponent("cart.json").path)
        #expect(cartFile["source"] as? String == "environment RECIPES_HOME")
    }
}
