import Foundation
import TestSupport
import Testing

/// A sync keeps each drink of a letter's answer as its own lookup: only a record the lookup's own
/// reader takes is kept, so a record that is no drink never replaces a good cached lookup.
@Suite("sync keeps a letter's drink as its lookup only when it reads as one", .serialized)
struct SyncDerivedLookupsEndToEndTests {
    /// Where the letter `m` puts a record with the margarita's id and no name.
    enum Broken: String, CaseIterable, Sendable {
        /// After the real margarita: it would be the last one saved.
        case after
        /// Before it: a duplicate id, the good record second.
        case before
        /// Without the real margarita: the answer's only record of that id.
        case alone
    }

    /// The margarita sample, its `m` letter as `broken` says; `list.php` names nothing, so a sync is
    /// the letters and the alcohol lists and takes a fraction of a second.
    private static func stub(_ broken: Broken) throws -> CocktailDBStub {
        try CocktailDBStub(override: { request in
            if request.path == "/api/json/v1/1/list.php" { return .json(#"{"drinks":null}"#) }
            guard request.path == "/api/json/v1/1/search.php", request.query == "f=m" else { return nil }
            let margarita = CocktailDBStub.drinks.filter { $0["idDrink"] as? String == "11007" }
            // Blue Margarita as a drink of its own, listed under m.
            let other = CocktailDBStub.drinks.filter { $0["idDrink"] as? String == "11118" }.map {
                $0.merging(["idDrink": "99001", "strDrink": "Mango Margarita"]) { $1 }
            }
            let bad: [[String: Any]] = [["idDrink": "11007", "strDrink": NSNull()]]
            let drinks: [[String: Any]] =
                switch broken {
                case .after: margarita + bad
                case .before: bad + margarita
                case .alone: bad + other
                }
            return .json((try? JSONSerialization.data(withJSONObject: ["drinks": drinks])) ?? Data())
        })
    }

    @Test(
        "a letter's record that is no drink never replaces the drink's good cached lookup: it still opens offline",
        arguments: Broken.allCases)
    func brokenRecordKeepsGoodLookup(broken: Broken) async throws {
        let stub = try Self.stub(broken)
        defer { stub.stop() }
        let shown = try await stub.run("cocktail", "show", "11007")
        #expect(shown.status == 0 && shown.stdout.hasPrefix("Margarita"), "the good lookup is cached: \(shown)")

        let sync = try await stub.run("sync", "cocktails", "--rate", "100", "--json")
        #expect(sync.status == 0 && sync.stderr == "", "\(sync)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(sync.stdout.utf8)) as? [String: Any])
        #expect(report["stored"] as? Int == 36 + 2 + 3 && (report["failed"] as? [Any])?.isEmpty == true, "\(sync.stdout)")

        stub.server.stop()
        let offline = try await stub.run("cocktail", "show", "11007", "--offline", "--no-snapshot")
        #expect(
            offline.status == 0 && offline.stdout.hasPrefix("Margarita")
                && offline.stderr == "offline: showing cocktails cached just now\n", "\(broken): \(offline)")
        if broken == .alone {
            let mango = try await stub.run("cocktail", "show", "99001", "--offline", "--no-snapshot")
            #expect(mango.status == 0 && mango.stdout.hasPrefix("Mango Margarita"), "the answer's good record is kept: \(mango)")
        }
    }

    @Test("TheMealDB derives nothing: a dessert's lookup answered with a record that is no meal is reported, and the good copy kept")
    func dessertLookupKeepsGoodCopy() async throws {
        let broken = SyncEndToEndTests.Outage() // the lookup is broken while it is on
        broken.on = false
        let stub = try AllCatalogsStub(override: { request in
            broken.on && request.path == "/mealdb/api/json/v1/1/lookup.php" && request.query == "i=52917"
                ? .json(#"{"meals":[{"idMeal":"52917","strMeal":null}]}"#) : nil
        })
        defer { stub.stop() }
        let shown = try await stub.run("desserts", "show", "52917")
        #expect(shown.status == 0 && shown.stdout.hasPrefix("White chocolate creme brulee"), "the good lookup is cached: \(shown)")

        broken.on = true
        let sync = try await stub.run("sync", "desserts", "--force", "--rate", "100")
        let url = stub.server.url("mealdb/api/json/v1/1/lookup.php?i=52917")
        #expect(sync.status == 0 && sync.stdout == "", "\(sync)")
        #expect(sync.stderr.hasPrefix("warning: could not sync \(url): invalid data from \(stub.host): "), "\(sync.stderr)")

        stub.server.stop()
        let offline = try await stub.run("desserts", "show", "52917", "--offline", "--no-snapshot")
        #expect(offline.status == 0 && offline.stdout.hasPrefix("White chocolate creme brulee"), "\(offline)")
    }
}
