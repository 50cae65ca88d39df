import Foundation
import RecipesApp
import RecipesBrowse
import RecipesCatalog
import RecipesDesserts
import RecipesPantry
import RecipesPizza
import TestSupport
import Testing

/// The recipe actions the generic show/open/share/random commands and browse call.
@Suite("recipe actions on the composition root")
struct RecipeActionsTests {
    private func makeSUT(registry: [CatalogRegistration] = CatalogRegistry.standard) throws -> (
        CompositionRoot, LoopbackServer, TemporaryFolder
    ) {
        // The fixture's picture address points at this server (test-only), which serves a test-only PNG.
        let png = Fixtures.data("images/test-only-16x16-quadrants.png")
        let server = try LoopbackServer { request in
            if request.path.hasSuffix("/preview") { return .response(status: 200, headers: ["Content-Type": "image/png"], body: png) }
            guard request.path.hasSuffix("/lookup.php"), request.query == "i=52917" else { return .status(404, "no") }
            let host = request.headers.first { $0.key.lowercased() == "host" }?.value ?? "localhost"
            return .json(
                Fixtures.text("mealdb/lookup-52917.json").replacingOccurrences(
                    of: #"https:\/\/www.themealdb.com"#, with: #"http:\/\/"# + host))
        }
        let home = try TemporaryFolder()
        // Every catalog's address on this server (the ones a test does not use answer 404).
        let environment = [
            "RECIPES_MEALDB_URL": server.url("api/"), "RECIPES_COCKTAILDB_URL": server.url("cocktaildb/"),
            "RECIPES_PIZZA_URL": server.url("pizza/"), "RECIPES_CHECKOUT_URL": server.url("post"), "RECIPES_HOME": home.path,
            "RECIPES_NO_SNAPSHOT": "1",
        ]
        // A wide --timeout: the whole suite runs beside this test on two cores, and a picture fetched
        // from this in-process server has missed the default 10 s there.
        let settings = try Settings.resolve(environment: environment, flags: Settings.Flags(timeout: 60), registry: registry)
        return (CompositionRoot(settings: settings, registry: registry, warn: { _ in }), server, home)
    }

    @Test("show keeps the recipe as a favorite only when asked, and says which favorite it is")
    func showKeeps() async throws {
        let (root, server, home) = try makeSUT()
        defer {
            server.stop()
            home.remove()
        }
        let plain = try await root.show(DessertShelf.self, idOrName: "52917")
        #expect(plain.added == nil && plain.favorite == nil)
        let kept = try await root.show(DessertShelf.self, idOrName: "52917", keep: true)
        #expect(kept.added?.isNew == true)
        #expect(kept.favorite?.key == "desserts/52917")
        #expect(try await root.show(DessertShelf.self, idOrName: "52917").favorite?.key == "desserts/52917")
    }

    @Test("open gives the recipe's own link, and names the kind it lacks")
    func link() async throws {
        let (root, server, home) = try makeSUT()
        defer {
            server.stop()
            home.remove()
        }
        let link = try await root.link(DessertShelf.self, idOrName: "52917")
        #expect(["source", "page"].contains(link.kind))
        let video = try? await root.link(DessertShelf.self, idOrName: "52917", video: true)
        if let video { #expect(video.kind == "video") }
    }

    @Test("a registry without the catalog is an unknown catalog, not a trap")
    func missingCatalog() async throws {
        let (root, server, home) = try makeSUT(registry: [PizzaShop.registration])
        defer {
            server.stop()
            home.remove()
        }
        await #expect(throws: CatalogError.unknownCatalog("desserts", known: ["pizza"])) {
            try await root.show(DessertShelf.self, idOrName: "52917")
        }
        _ = try root.pantry.add(["Tequila"])
        await #expect(throws: CatalogError.self) { try await root.canMake(CanMakeRequest()) }
    }

    @Test("browse's f keeps and lets go of a favorite as the commands do: the same entry, and its picture kept, then removed")
    func browseFavoriteKeepsPicture() async throws {
        let (root, server, home) = try makeSUT()
        defer {
            server.stop()
            home.remove()
        }
        let library = BrowseLibrary(session: SessionRoot { root })
        let pictures = home.url.appendingPathComponent("pictures")
        func kept() -> Int { (try? FileManager.default.contentsOfDirectory(atPath: pictures.path).count) ?? 0 }
        let item = BrowseItem(catalog: .desserts, id: "52917", name: "White chocolate creme brulee")
        guard case .favoriteChanged(_, _, true, _, _) = await library.toggleFavorite(item) else {
            Issue.record("not added")
            return
        }
        #expect(try root.favorites.find("desserts/52917").name == "White chocolate creme brulee")
        #expect(kept() == 1, "the picture is kept, as `favorites add` keeps it")
        guard case .favoriteChanged(_, _, false, _, _) = await library.toggleFavorite(item) else {
            Issue.record("not removed")
            return
        }
        #expect(kept() == 0, "removing the favorite removes its picture, as `favorites remove` does")
    }
}
