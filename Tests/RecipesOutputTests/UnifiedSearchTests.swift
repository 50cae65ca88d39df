import CatalogDoubles
import Foundation
import RecipesCatalog
import RecipesOutput
import Testing

@Suite("unified search")
struct UnifiedSearchTests {
    private func makeSUT(_ catalogs: [any Catalog]) -> UnifiedSearch {
        UnifiedSearch(catalogs: CatalogDirectory(catalogs), now: { Date(timeIntervalSince1970: 2_000) })
    }

    @Test("asks every catalog and merges their rows into one alphabetical list")
    func merges() async throws {
        let sut = makeSUT([PrimedCatalog("a", rows: ["Zucchini", "apple"]), PrimedCatalog("b", rows: ["Banana"])])
        let outcome = try await sut.search("x")
        #expect(outcome.results.value.map(\.name) == ["apple", "Banana", "Zucchini"])
        #expect(outcome.failures.isEmpty)
    }

    @Test("one catalog failing is reported; the others' rows still come back, with the least live provenance")
    func partial() async throws {
        let sut = makeSUT([
            PrimedCatalog("a", rows: ["Apple"], source: .cache),
            PrimedCatalog("b") { throw LoadError.unavailable(host: "b", reason: "down") },
        ])
        let outcome = try await sut.search("x")
        #expect(outcome.results.value.map(\.name) == ["Apple"])
        #expect(outcome.results.source == .cache)
        #expect(outcome.failures.map(\.catalog.rawValue) == ["b"])
    }

    @Test("when every catalog fails, the connectivity failure is the one thrown")
    func allFail() async {
        let sut = makeSUT([
            PrimedCatalog("a") { throw LoadError.invalidData(host: "a", reason: "bad") },
            PrimedCatalog("b") { throw LoadError.unavailable(host: "b", reason: "down") },
        ])
        await #expect(throws: LoadError.unavailable(host: "b", reason: "down")) { try await sut.search("x") }
    }

    @Test("only the catalogs named are asked")
    func scoped() async throws {
        let sut = makeSUT([
            PrimedCatalog("a", rows: ["Apple"]),
            PrimedCatalog("b") {
                Issue.record("b was asked")
                return Loaded(value: [], source: .live, fetchedAt: Date())
            },
        ])
        let outcome = try await sut.search("x", in: [CatalogName(rawValue: "a")])
        #expect(outcome.results.value.map(\.name) == ["Apple"])
    }

    @Test("each catalog answered from a stored copy is kept with its own provenance, and named in a note of its own")
    func storedNotes() async throws {
        func stored(_ name: String, _ source: ResourceSource, reason: String?, lists: Bool) -> PrimedCatalog {
            PrimedCatalog(name) {
                var loaded = Loaded(
                    value: [SearchResult(catalog: CatalogName(rawValue: name), id: "1", name: "\(name) row")], source: source,
                    fetchedAt: Date(timeIntervalSince1970: 100_000 - 3 * 3600), fallbackReason: reason)
                loaded.searchedStoredLists = lists
                return loaded
            }
        }
        let sut = makeSUT([
            PrimedCatalog("live", rows: ["Fresh"]),
            stored("a", .cache, reason: "cannot reach a.test: connection refused", lists: true),
            stored("b", .snapshot, reason: "b.test answered HTTP 500", lists: false),
            stored("c", .cache, reason: "--offline", lists: false),
            stored("d", .snapshot, reason: nil, lists: true),
        ])
        let outcome = try await sut.search("x")
        #expect(outcome.answers.map(\.catalog.rawValue) == ["live", "a", "b", "c", "d"])
        #expect(outcome.storedAnswers.map(\.catalog.rawValue) == ["a", "b", "c", "d"])
        #expect(
            SearchOutput.storedNotes(outcome, now: Date(timeIntervalSince1970: 100_000)) == [
                "a: cannot reach a.test: connection refused; searched the stored lists, cached 3 hours ago",
                "b: b.test answered HTTP 500; showing the bundled sample catalog's answer from 1970-01-02",
                "c: not asked (--offline); showing its answer cached 3 hours ago",
                "d: searched the stored lists, the bundled sample catalog from 1970-01-02",
            ])
        let live = try await makeSUT([PrimedCatalog("live", rows: ["Fresh"])]).search("x")
        #expect(SearchOutput.storedNotes(live, now: Date()).isEmpty, "a live answer needs no note")
    }
}
