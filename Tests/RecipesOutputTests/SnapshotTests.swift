import Foundation
import RecipesBasics
import RecipesCatalog
import RecipesDesserts
import RecipesOutput
import RecipesSnapshot
import TestSupport
import Testing

@Suite("Bundled sample catalog")
struct SnapshotTests {
    @Test(
        "holds the fixtures byte for byte (run Scripts/generate-snapshot after changing one)",
        arguments: [
            ("mealdb/filter.php?c=Dessert", "mealdb/filter-c-Dessert.json"),
            ("mealdb/lookup.php?i=52917", "mealdb/lookup-52917.json"),
            ("cocktaildb/search.php?s=margarita", "cocktaildb/search-s-margarita.json"),
            ("pizza/pizzas.json", "pizza/pizzas.json"),
            ("pizza/ingredients.json", "pizza/ingredients.json"),
            ("pizza/drinks.json", "pizza/drinks.json"),
        ])
    func matchesFixtures(resource: String, fixture: String) {
        #expect(BundledSnapshot.resources[resource] == Fixtures.text(fixture))
    }

    @Test("serves the dessert list and details under the names the dessert catalog builds")
    func servesDesserts() async throws {
        let catalog = DessertCatalog(baseURL: URL(string: "http://127.0.0.1:1/anything/")!)
        let list = try await SnapshotLoader().load(catalog.listEndpoint())
        #expect(list.value.items.count == 65 && list.source == .snapshot && list.fetchedAt == BundledSnapshot.capturedAt)
        #expect(
            try await SnapshotLoader().load(catalog.detailEndpoint(for: RecipeID("52917")!)).value?.name == "White chocolate creme brulee")
        await #expect(throws: LoadError.notInSnapshot(resource: "mealdb/lookup.php?i=1")) {
            try await SnapshotLoader().load(catalog.detailEndpoint(for: RecipeID("1")!))
        }
    }

    @Test("falls back to the snapshot only when the network (unreachable or unusable) and cache cannot serve, keeping the reason")
    func fallback() async throws {
        let catalog = DessertCatalog(baseURL: URL(string: "http://127.0.0.1:9/")!)
        let down = SnapshotFallbackLoader(
            primary: FailingLoader(error: .unavailable(host: "h", reason: "refused, and nothing cached can serve")))
        let loaded = try await down.load(catalog.listEndpoint())
        #expect(loaded.source == .snapshot)
        #expect(loaded.fallbackReason == "cannot reach h: refused", "the note already says nothing cached could serve")

        let offline = SnapshotFallbackLoader(primary: FailingLoader(error: .notCached(maxAge: 60)))
        #expect(
            try await offline.load(catalog.listEndpoint()).fallbackReason == "--offline", "the note already says nothing cached could serve"
        )

        // An unusable answer (an HTML page) with nothing cached: the sample stands in, saying why.
        let invalid = SnapshotFallbackLoader(primary: FailingLoader(error: .invalidData(host: "h", reason: "html")))
        #expect(try await invalid.load(catalog.listEndpoint()).fallbackReason == "invalid data from h: html")
        await #expect(throws: LoadError.invalidData(host: "h", reason: "html")) {
            try await invalid.load(catalog.detailEndpoint(for: RecipeID("1")!))
        }

        await #expect(throws: LoadError.notCached(maxAge: 60)) { try await offline.load(catalog.detailEndpoint(for: RecipeID("1")!)) }
    }

    private struct FailingLoader: ResourceLoader {
        let error: LoadError
        func load<Resource>(_ endpoint: Endpoint<Resource>) async throws -> Loaded<Resource> { throw error }
    }
}

@Suite("Durations and provenance notes")
struct ProvenanceNoteTests {
    private let now = Date(timeIntervalSince1970: 1_800_000_000)

    static let durations: [(String, Double)] = [
        ("7d", 604_800), ("12h", 43_200), ("30m", 1800), ("90s", 90), ("90", 90), ("1.5h", 5400), ("0", 0), ("2w", 1_209_600),
    ]

    @Test("parses flag durations", arguments: durations)
    func parse(text: String, seconds: Double) {
        #expect(DurationText.parse(text) == seconds)
    }

    @Test("refuses other durations", arguments: ["", "d", "-1d", "7 days", "soon", "1e3", "nan", "7x"])
    func refuse(text: String) {
        #expect(DurationText.parse(text) == nil)
    }

    static let agoCases: [(Double, String)] = [
        (10, "just now"), (60, "1 minute ago"), (10_805, "3 hours ago"), (86_400, "1 day ago"), (-50, "just now"),
    ]

    @Test("says how long ago", arguments: agoCases)
    func ago(seconds: Double, text: String) {
        #expect(DurationText.ago(now.addingTimeInterval(-seconds), now: now) == text)
    }

    @Test("notes cached and bundled answers, and nothing for live ones")
    func notes() {
        let cached = Loaded(
            value: 1, source: .cache, fetchedAt: now.addingTimeInterval(-3 * 3600), fallbackReason: "cannot reach h: refused")
        #expect(
            ProvenanceNote.text(for: cached, catalog: .desserts, now: now)
                == "offline: showing desserts cached 3 hours ago (cannot reach h: refused)")
        let offline = Loaded(value: 1, source: .cache, fetchedAt: now.addingTimeInterval(-120))
        #expect(ProvenanceNote.text(for: offline, catalog: .desserts, now: now) == "offline: showing desserts cached 2 minutes ago")
        let bundled = Loaded(value: 1, source: .snapshot, fetchedAt: BundledSnapshot.capturedAt, fallbackReason: "--offline")
        #expect(
            ProvenanceNote.text(for: bundled, catalog: .desserts, now: now)
                == "no connection and nothing cached: showing the bundled sample catalog from 2026-11-22 (--offline)")
        let chosen = Loaded(value: 1, source: .snapshot, fetchedAt: BundledSnapshot.capturedAt)
        #expect(ProvenanceNote.text(for: chosen, catalog: .desserts, now: now) == "showing the bundled sample catalog from 2026-11-22")
        #expect(ProvenanceNote.text(for: Loaded(value: 1, source: .live, fetchedAt: now), catalog: .desserts, now: now) == nil)
    }
}
