import Foundation
import RecipesApp
import RecipesCatalog
import RecipesFavorites
import TestSupport
import Testing

/// 4. One registry line: `CatalogRegistry.standard + [TeaCatalog.registration]`. Everything below
/// works for the tea catalog without a line written for it in RecipesCore.
@Suite("a fourth catalog plugs in with one registry line")
struct FourthCatalogTests {
    static let teasJSON =
        #"{"teas":[{"id":1,"name":"Sencha","minutes":2,"leaves":"Green tea"},{"id":2,"name":"Assam","minutes":4,"leaves":"Black tea"}]}"#
    private let registry = CatalogRegistry.standard + [TeaCatalog.registration]

    private func makeSUT() throws -> (CompositionRoot, LoopbackServer, TemporaryFolder) {
        let server = try LoopbackServer { request in
            request.path == "/tea/teas.json" ? .json(Self.teasJSON) : .status(404, "no")
        }
        let home = try TemporaryFolder()
        let environment = ["RECIPES_TEA_URL": server.url("tea/"), "RECIPES_HOME": home.path, "RECIPES_NO_SNAPSHOT": "1"]
        let settings = try Settings.resolve(environment: environment, registry: registry)
        return (CompositionRoot(settings: settings, registry: registry, warn: { _ in }), server, home)
    }

    @Test("its base URL is a setting, and `recipes config` reports it")
    func settings() throws {
        let (root, server, home) = try makeSUT()
        defer {
            server.stop()
            home.remove()
        }
        #expect(root.settings.baseURL(for: TeaCatalog.registration).absoluteString == server.url("tea/"))
        let entries = root.settings.report(
            environment: ["RECIPES_TEA_URL": server.url("tea/")], flags: .init(),
            colour: ("auto", false), registry: registry)
        #expect(entries.contains(ConfigEntry(name: "tea-url", value: server.url("tea/"), source: "environment RECIPES_TEA_URL")))
    }

    @Test("it is found by name and alias, and `recipes search` asks it with the others")
    func search() async throws {
        let (root, server, home) = try makeSUT()
        defer {
            server.stop()
            home.remove()
        }
        #expect(try root.catalogs.named("tea").name == .teas)
        let outcome = try await root.search.search("sen", in: [.teas])
        #expect(outcome.results.value == [SearchResult(catalog: .teas, id: "1", name: "Sencha", detail: "2 min")])
    }

    @Test("its recipes become favorites by name, browse offline, and go on a shopping list")
    func favoritesAndShopping() async throws {
        let (root, server, home) = try makeSUT()
        defer {
            server.stop()
            home.remove()
        }
        let added = try await root.favorites.add(catalog: "tea", idOrName: "assam")
        #expect(added.favorite.key == "teas/2" && added.isNew)
        server.stop()
        #expect(try root.favorites.find("Assam").recipe.facts == [RecipeCard.Fact("Steep", "4 min")])
        #expect(try root.shoppingListForFavorites().value.items.map(\.name).contains("Black tea"))
    }

    @Test("its cached names complete, and imports check its ids")
    func completionAndImports() async throws {
        let (root, server, home) = try makeSUT()
        defer {
            server.stop()
            home.remove()
        }
        _ = try await root.search.search("a", in: [.teas])
        #expect(CompletionCandidates(root: root).candidates(for: .teas, prefix: "Sen", shell: .fish) == ["Sencha"])
        let foreign = Favorite(recipe: RecipeCard(catalog: .teas, id: "x1", name: "Fake"), addedAt: Date())
        #expect(root.catalogs.problem(with: foreign) == "'x1' is not a teas id")
    }
}
