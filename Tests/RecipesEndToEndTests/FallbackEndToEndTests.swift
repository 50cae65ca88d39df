import Foundation
import TestSupport
import Testing

/// Promises about where answers come from: every catalog asked at once, a timeout served from the
/// cache like a refused connection, and the bundled sample dated in JSON.
@Suite("search fan-out and fallbacks, end to end", .serialized)
struct FallbackEndToEndTests {
    @Test("search asks every catalog at once: each catalog's answer waits until the other two have been asked")
    func searchAsksEveryCatalogAtOnce() async throws {
        // A search that asked one catalog after another would never see its first answer: that
        // catalog's handler waits for requests that are only sent once it has answered.
        let asked = Locked<Set<String>>([])
        let allThree = Latch(count: 3)
        let stub = try AllCatalogsStub(override: { request in
            guard let service = ["mealdb", "cocktaildb", "pizza"].first(where: { request.path.hasPrefix("/\($0)/") }) else { return nil }
            if asked.update({ $0.insert(service).inserted }) { allThree.countDown() }
            allThree.wait(within: 20)
            return nil
        })
        defer { stub.stop() }
        let result = try await stub.run("search", "white")
        #expect(result.status == 0, "\(result)")
        #expect(result.stderr == "", "no catalog timed out waiting for the others")
        #expect(
            result.stdout == "desserts\t52917\tWhite chocolate creme brulee\tDessert\ncocktails\t16158\tWhitecap Margarita\tOther/Unknown\n"
        )
        #expect(allThree.isOpen)
        #expect(asked.value == ["mealdb", "cocktaildb", "pizza"])
    }

    @Test("a server that stops answering (a timeout, not a refused connection) falls back to the cache, and says so")
    func timeoutFallsBackToCache() async throws {
        let silent = Flag()
        let stub = try MealDBStub(override: { _ in silent.isSet ? .hang : nil })
        defer { stub.stop() }
        let live = try await stub.run("desserts", "list")
        #expect(live.status == 0 && live.stderr == "", "\(live)")
        silent.set()
        let cached = try await stub.run("desserts", "list", "--timeout", "1", "--no-snapshot")
        #expect(cached.status == 0, "\(cached)")
        #expect(cached.stdout == live.stdout)
        #expect(
            cached.stderr
                == "offline: showing desserts cached just now (cannot reach \(stub.host): no complete answer within 1 s (--timeout))\n")
        #expect(stub.server.requests.count == 2, "the second run asked once (a timeout is not retried), then fell back")
    }

    @Test(
        "JSON from the bundled sample carries source snapshot and the sample's fetchedAt",
        arguments: [
            ["desserts", "list"], ["desserts", "show", "52917"], ["cocktail", "show", "11007"], ["pizza", "menu"],
        ])
    func snapshotJSONCarriesFetchedAt(command: [String]) async throws {
        let home = try TemporaryFolder()
        defer { home.remove() }
        let result = try await RecipesProcess.run(
            command + ["--snapshot", "--json"], environment: ["RECIPES_HOME": home.path, "HOME": home.path])
        #expect(result.status == 0, "\(result)")
        #expect(result.stderr == "showing the bundled sample catalog from 2026-11-22\n")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["source"] as? String == "snapshot")
        #expect(object["fetchedAt"] as? String == "2026-11-22T00:00:00Z")
    }
}
