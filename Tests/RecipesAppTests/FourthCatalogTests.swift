import BrowseSupport
import Foundation
import RecipesApp
import RecipesBasics
import RecipesBrowse
import RecipesCatalog
import RecipesFavorites
import RecipesPantry
import TestSupport
import Testing

/// 4. One registry line: `CatalogRegistry.standard + [TeaCatalog.registration]`. Everything below
/// works for the tea catalog without a line written for it in the app's modules: settings, search,
/// favorites, completion, browse's tab and pictures.
@Suite("a fourth catalog plugs in with one registry line")
struct FourthCatalogTests {
    /// A made-up tea house's answer (test-only): Sencha's picture is on the server that answers.
    static func teasJSON(host: String) -> String {
        #"{"teas":[{"id":1,"name":"Sencha","minutes":2,"leaves":"Green tea","image":"http://"#
            + host + #"/tea/img/sencha.png"},{"id":2,"name":"Assam","minutes":4,"leaves":"Black tea"}]}"#
    }
    static let png = Fixtures.data("images/test-only-16x16-quadrants.png")
    private let registry = CatalogRegistry.standard + [TeaCatalog.registration]

    private func makeSUT() throws -> (CompositionRoot, LoopbackServer, TemporaryFolder) {
        let server = try LoopbackServer { request in
            switch request.path {
            case "/tea/teas.json": .json(Self.teasJSON(host: request.headers["host"] ?? "localhost"))
            // `can-make` asks the other catalogs too: TheMealDB's dessert list, and no meal or drink with any ingredient.
            case "/mealdb/filter.php" where request.query.contains("c=Dessert"): .json(Fixtures.data("mealdb/filter-c-Dessert.json"))
            case "/mealdb/filter.php": .json(#"{"meals":null}"#)
            case "/cocktaildb/filter.php": .json(#"{"drinks":null}"#)
            // The tea house's thumbnail of Sencha's picture, by its registration's rule.
            case "/tea/img/sencha.png/small": .response(status: 200, headers: ["Content-Type": "image/png"], body: Self.png)
            default: .status(404, "no")
            }
        }
        let home = try TemporaryFolder()
        let environment = [
            "RECIPES_TEA_URL": server.url("tea/"), "RECIPES_MEALDB_URL": server.url("mealdb/"),
            "RECIPES_COCKTAILDB_URL": server.url("cocktaildb/"), "RECIPES_PIZZA_URL": server.url("pizza/"),
            "RECIPES_CHECKOUT_URL": server.url("post"), "RECIPES_HOME": home.path, "RECIPES_NO_SNAPSHOT": "1",
        ]
        // A wide --timeout: can-make's fan-outs to three catalogs must not run out of it on a busy 2-core machine.
        let settings = try Settings.resolve(environment: environment, flags: Settings.Flags(timeout: 60), registry: registry)
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
        #expect(try await root.shoppingList(.favorites).value.items.map(\.name).contains("Black tea"))
    }

    @Test("`can-make` asks it with the others, from its registration's ingredient search, and `--catalog` takes its name")
    func canMake() async throws {
        let (root, server, home) = try makeSUT()
        defer {
            server.stop()
            home.remove()
        }
        _ = try root.pantry.add(["Green tea"])
        let all = try await root.canMake(CanMakeRequest(scope: .all))
        #expect(all.recipes.value.map { "\($0.catalog)/\($0.id) \($0.name)" } == ["teas/1 Sencha"], "Water is a staple")
        let asked = server.requests.map(\.path)
        #expect(["/tea/teas.json", "/mealdb/filter.php", "/cocktaildb/filter.php"].allSatisfy(asked.contains), "\(asked)")

        #expect(CanMakeScope.words(in: registry) == ["cocktails", "desserts", "teas", "all"])
        #expect(CanMakeScope("teas", registry: registry) == .only(.teas) && CanMakeScope("teas", registry: CatalogRegistry.standard) == nil)
        let before = server.requests.count
        let teas = try await root.canMake(CanMakeRequest(scope: try #require(CanMakeScope("teas", registry: registry)), missingAtMost: 1))
        #expect(teas.recipes.value.map(\.name) == ["Sencha"])
        #expect(server.requests.dropFirst(before).allSatisfy { $0.path.hasPrefix("/tea/") }, "only the tea house is asked")
    }

    @Test("its cached names and its registration's value lists complete, and imports check its ids")
    func completionAndImports() async throws {
        let (root, server, home) = try makeSUT()
        defer {
            server.stop()
            home.remove()
        }
        _ = try await root.search.search("a", in: [.teas])
        #expect(CompletionCandidates(root: root).candidates(for: .teas, prefix: "Sen", shell: .fish) == ["Sencha"])
        #expect(CompletionCandidates(root: root).candidates(from: .catalog(.teas, "leaves"), prefix: "b", shell: .fish) == ["Black tea"])
        #expect(CompletionCandidates(root: root).candidates(from: .catalog(.teas, "glasses"), prefix: "", shell: .fish).isEmpty)
        let foreign = Favorite(recipe: RecipeCard(catalog: .teas, id: "x1", name: "Fake"), addedAt: Date())
        #expect(root.catalogs.problem(with: foreign) == "'x1' is not a teas id")
    }

    @Test("it is a tab of browse after the three catalogs, key 4; Favorites and Cart move to 5 and 6; the standard bar is as it was")
    func browseTab() async throws {
        let (root, server, home) = try makeSUT()
        defer {
            server.stop()
            home.remove()
        }
        let tabs = BrowseTabs(catalogs: registry)
        #expect(tabs.names == ["desserts", "cocktails", "pizza", "teas", "favorites", "cart"])
        #expect(tabs.named("tea") == .catalog(.teas) && tabs.named("Teas") == .catalog(.teas))
        #expect(BrowseTabs.standard.names == ["desserts", "cocktails", "pizza", "favorites", "cart"])
        #expect(BrowseTabs.standard.named("tea") == nil)

        var (state, effects) = BrowseModel.start(tab: .catalog(.teas), tabs: tabs, rows: 7, columns: 100)
        #expect(effects == [.loadList(.catalog(.teas))])
        let library = BrowseLibrary(session: SessionRoot { root })
        _ = BrowseModel.handle(await library.list(.catalog(.teas)), in: &state)
        #expect(
            plain(BrowseScreen.lines(state)) == [
                " Desserts  Cocktails  Pizza  Teas  Favorites  Cart " + String(repeating: " ", count: 42) + "1 of 2 ",
                "›   Assam" + String(repeating: " ", count: 91),
                "    Sencha",
                "",
                "",
                "↑↓ move  Enter open  / filter  f favorite  1-6 Tab switch  u undo  ? help  q quit",
                "2 teas",
            ])
        #expect(BrowseModel.handle(.key(.character("5")), in: &state) == [.loadList(.favorites)] && state.tab == .favorites)
        #expect(BrowseModel.handle(.key(.character("6")), in: &state) == [.loadList(.cart)] && state.tab == .cart)
        #expect(BrowseModel.handle(.key(.character("4")), in: &state) == [] && state.tab == .catalog(.teas), "loaded once")
        #expect(BrowseModel.handle(.key(.character("7")), in: &state) == [] && state.tab == .catalog(.teas), "no seventh tab")
    }

    @Test(
        "browse-tab takes its tab, from the variable, `config set` and config.toml, and browse opens on it; the standard registry refuses it"
    )
    func browseTabSetting() throws {
        let home = try TemporaryFolder()
        defer { home.remove() }
        let variable = ["RECIPES_HOME": home.path, "RECIPES_BROWSE_TAB": "Tea"]
        let fromVariable = try Settings.resolve(environment: variable, registry: registry).preferences
        #expect(try fromVariable.browseTab(argument: nil) == .catalog(.teas))
        #expect(fromVariable.tabs == BrowseTabs(catalogs: registry) && fromVariable.tabs.named("teas") == .catalog(.teas))
        #expect(throws: UserFacingError.self) { try Settings.resolve(environment: variable).preferences.browseTab(argument: nil) }

        let preferences = try Settings.resolve(environment: ["RECIPES_HOME": home.path], registry: registry).preferences
        #expect(try preferences.resolve(.browseTab).value == "desserts", "the first tab is still the default")
        let change = try preferences.change("browse-tab", to: "tea", reportNames: [], lockTimeout: 5)
        #expect(change.written == "teas" && change.defaultValue == "desserts")
        #expect(try preferences.browseTab(argument: nil) == .catalog(.teas), "read back from config.toml")
        let standard = try Settings.resolve(environment: ["RECIPES_HOME": home.path]).preferences
        #expect(throws: SettingsError.self, "a file naming a tab this build has not is refused, not skipped") {
            try standard.browseTab(argument: nil)
        }
        #expect(throws: SettingsError.self) { try standard.change("browse-tab", to: "teas", reportNames: [], lockTimeout: 5) }
    }

    @Test("its picture is drawn in browse from the thumbnail its registration names, fetched from where its pictures may come")
    func pictures() async throws {
        let (root, server, home) = try makeSUT()
        defer {
            server.stop()
            home.remove()
        }
        let card = try await root.catalogs.named("tea").card(id: "1").value
        let image = try #require(card.links.first { $0.label == "Image" }?.url)
        #expect(root.pictures.thumbnailURL(for: card) == image.appendingPathComponent("small"))
        #expect(RecipePictures.thumbnailURL(for: card, registry: registry) == image.appendingPathComponent("small"))
        let session = SessionRoot { root }
        let library = BrowseLibrary(
            session: session,
            pictures: BrowseHalfBlockPictures.choose(.blocks, environment: ["TERM": "xterm-256color"], session: session))
        let item = BrowseItem(catalog: .teas, id: "1", name: "Sencha")
        guard case .pictureLoaded(_, let rows) = await library.picture(item, card: card, maxColumns: 40) else {
            Issue.record("no picture event")
            return
        }
        #expect(!rows.isEmpty, "Sencha's thumbnail drawn in half blocks")
        #expect(server.requests.map(\.path).contains("/tea/img/sencha.png/small"))
    }

    @Test("browse stars its favorites, lists them in the Favorites tab, and f adds and removes one")
    func browseFavorites() async throws {
        let (root, server, home) = try makeSUT()
        defer {
            server.stop()
            home.remove()
        }
        let library = BrowseLibrary(session: SessionRoot { root })
        let sencha = BrowseItem(catalog: .teas, id: "1", name: "Sencha")
        guard case .favoriteChanged(.teas, "1", true, let message, _) = await library.toggleFavorite(sencha) else {
            Issue.record("Sencha did not become a favorite")
            return
        }
        #expect(message == "added to favorites: Sencha (teas/1)")
        guard case .listLoaded(.catalog(.teas), let teas, _) = await library.list(.catalog(.teas)) else {
            Issue.record("no teas")
            return
        }
        #expect(teas.map(\.name) == ["Assam", "Sencha"] && teas.map(\.isFavorite) == [false, true])
        guard case .listLoaded(.favorites, let favorites, _) = await library.list(.favorites) else {
            Issue.record("no favorites")
            return
        }
        #expect(favorites.map { "\($0.catalog)/\($0.id) \($0.name) \($0.kind)" } == ["teas/1 Sencha recipe"])
        var sencha2 = sencha
        sencha2.isFavorite = true
        guard case .favoriteChanged(.teas, "1", false, _, _) = await library.toggleFavorite(sencha2) else {
            Issue.record("Sencha is still a favorite")
            return
        }
        #expect(try root.favorites.summaries().isEmpty)
    }
}
