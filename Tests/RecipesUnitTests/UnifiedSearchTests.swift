import Foundation
import RecipesCatalog
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
}
