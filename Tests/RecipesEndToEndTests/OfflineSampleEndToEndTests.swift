import Foundation
import TestSupport
import Testing

/// Offline, the tool shows what it cannot open: lists mark what opens, `show` of a recipe the sample
/// only lists says so in plain words, and search filters the stored lists (issue 22, item 3).
@Suite("offline sample, end to end", .serialized)
struct OfflineSampleEndToEndTests {
    private let bundled = "no connection and nothing cached: showing the bundled sample catalog from 2026-11-22"

    @Test("an offline list marks the 34 desserts whose recipe is bundled, in text and in JSON")
    func listMarksWhatOpens() async throws {
        let stub = try MealDBStub()
        defer { stub.stop() }
        stub.server.stop()
        let text = try await stub.run("desserts", "list")
        #expect(text.status == 0, "\(text)")
        #expect(text.stderr == "\(bundled) (cannot reach \(stub.host): connection refused)\n")
        let lines = text.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 66)
        // Issue 31 item 1: the sample's 33 dessert records (even ids, 2022) and 52917 open; the rest are listed only.
        let marked = lines.filter { $0.hasSuffix("\topens offline") }
        #expect(
            marked.count == 34 && marked.contains("52917\tWhite chocolate creme brulee\topens offline")
                && marked.contains("52768\tApple Frangipan Tart\topens offline"))
        #expect(lines.first == "53049\tApam balik", "an unmarked row has no trailing tab")
        let json = try await stub.run("desserts", "list", "--offline", "--json")
        #expect(json.status == 0, "\(json)")
        #expect(json.stdout.components(separatedBy: #""offline" : true"#).count == 35)
        #expect(json.stdout.components(separatedBy: #""offline" : false"#).count == 32)
    }

    @Test("a live list has no mark column; a recipe opened once is marked in the cached list")
    func cachedRecipeIsMarked() async throws {
        let stub = try MealDBStub()
        defer { stub.stop() }
        let live = try await stub.run("desserts", "list")
        #expect(live.status == 0 && live.stderr == "", "\(live)")
        #expect(!live.stdout.contains("opens offline"))
        #expect(try await stub.run("desserts", "show", "52917").status == 0)
        let offline = try await stub.run("desserts", "list", "--offline", "--no-snapshot")
        #expect(offline.status == 0, "\(offline)")
        #expect(offline.stderr == "offline: showing desserts cached just now\n")
        #expect(
            offline.stdout.split(separator: "\n").filter { $0.hasSuffix("opens offline") } == [
                "52917\tWhite chocolate creme brulee\topens offline"
            ])
    }

    @Test("an offline cocktail list marks the drinks whose recipe is bundled")
    func cocktailListMarks() async throws {
        let stub = try CocktailDBStub()
        defer { stub.stop() }
        let live = try await stub.run("cocktail", "list", "--letter", "M")
        #expect(live.status == 0 && !live.stdout.contains("opens offline"), "\(live)")
        let offline = try await stub.run("cocktail", "list", "--letter", "M", "--offline")
        #expect(offline.status == 0, "\(offline)")
        #expect(offline.stdout.split(separator: "\n").contains("11007\tMargarita\topens offline"), "\(offline.stdout)")
    }

    @Test("show of a dessert the sample lists but does not hold: plain words, exit 69, no internal key")
    func notBundled() async throws {
        let stub = try MealDBStub()
        defer { stub.stop() }
        stub.server.stop()
        let byID = try await stub.run("desserts", "show", "53062")
        #expect(byID.status == 69, "\(byID)")
        #expect(byID.stdout == "")
        #expect(
            byID.stderr
                == "recipes: Walnut Roll Gužvara (dessert 53062) is listed in the offline sample, but its recipe is not bundled. Connect once to fetch it.\n"
        )
        // Asked by name, the message names the dessert, never an id the person did not type.
        for arguments in [
            ["desserts", "show", "apam balik"], ["favorites", "add", "dessert", "apam balik"], ["shopping-list", "dessert:apam balik"],
        ] {
            let byName = try await stub.run(arguments + ["--offline"])
            #expect(byName.status == 69 && byName.stdout == "", "\(arguments): \(byName)")
            #expect(
                byName.stderr
                    == "recipes: Apam balik is listed in the offline sample, but its recipe is not bundled. Connect once to fetch it.\n",
                "\(arguments): \(byName)")
        }
        let snapshot = try await stub.run("desserts", "show", "53062", "--snapshot")
        #expect(snapshot.status == 69, "\(snapshot)")
        #expect(
            snapshot.stderr
                == "recipes: Walnut Roll Gužvara (dessert 53062) is listed in the offline sample, but its recipe is not bundled. "
                + "Drop --snapshot and connect once to fetch it.\n")
        let unknown = try await stub.run("desserts", "show", "1", "--snapshot")
        #expect(unknown.status == 1, "\(unknown)")
        #expect(unknown.stderr == "recipes: the bundled sample catalog has no dessert 1. Drop --snapshot to ask the live service.\n")
        #expect(stub.server.requests.isEmpty)
    }

    @Test("search with no network filters the bundled lists and says so, one line for each catalog")
    func searchFiltersStoredLists() async throws {
        let stub = try AllCatalogsStub()
        defer { stub.stop() }
        stub.server.stop()
        // Issue 31 item 1: the sample's drinks answer TheCocktailDB's search too; the combined answer
        // is dated by its oldest part, the drink records of April 2021.
        let expected = """
            cocktails\t16082\tAlmond Chocolate Coffee\tOrdinary Drink
            cocktails\t12730\tCastillian Hot Chocolate\tCocoa
            desserts\t52853\tChocolate Avocado Mousse\tDessert
            cocktails\t12732\tChocolate Beverage\tCocoa
            desserts\t52966\tChocolate Caramel Crispy\tDessert
            cocktails\t12734\tChocolate Drink\tCocoa
            desserts\t52776\tChocolate Gateau\tDessert
            cocktails\t13328\tChocolate Milk\tShot
            desserts\t52860\tChocolate Raspberry Brownies\tDessert
            desserts\t52905\tChocolate Souffle\tDessert
            cocktails\t12736\tDrinking Chocolate\tCocoa
            desserts\t52787\tHot Chocolate Fudge\tDessert
            cocktails\t12738\tHot Chocolate to Die for\tCocoa
            cocktails\t12746\tNuked Hot Chocolate\tCocoa
            cocktails\t12748\tOrange Scented Hot Chocolate\tCocoa
            cocktails\t12750\tSpanish chocolate\tCocoa
            desserts\t52917\tWhite chocolate creme brulee\tDessert

            """
        let down = try await stub.run("search", "chocolate", environment: ["RECIPES_NO_SNAPSHOT": "0"])
        #expect(down.status == 0, "\(down)")
        #expect(down.stdout == expected)
        // Issue 31 item 4: each catalog that could not answer is named, with why and what was searched.
        let refused = "cannot reach \(stub.host): connection refused"
        #expect(
            down.stderr == """
                desserts: \(refused); searched the stored lists, the bundled sample catalog from 2026-11-22
                cocktails: \(refused); showing the bundled sample catalog's answer from 2021-04-01
                pizza: \(refused); showing the bundled sample catalog's answer from 2026-11-22

                """)
        let offline = try await stub.run("search", "chocolate", "--offline", environment: ["RECIPES_NO_SNAPSHOT": "0"])
        #expect(offline.status == 0, "\(offline)")
        #expect(offline.stdout == expected)
        let notAsked = """
            desserts: not asked (--offline); searched the stored lists, the bundled sample catalog from 2026-11-22
            cocktails: not asked (--offline); showing the bundled sample catalog's answer from 2021-04-01
            pizza: not asked (--offline); showing the bundled sample catalog's answer from 2026-11-22

            """
        #expect(offline.stderr == notAsked)
        let none = try await stub.run("search", "zzz", "--offline", environment: ["RECIPES_NO_SNAPSHOT": "0"])
        #expect(none.status == 0, "\(none)")
        #expect(none.stdout == "")
        #expect(none.stderr == notAsked + "nothing matches 'zzz'\n")
        #expect(stub.server.requests.isEmpty)
    }
}
