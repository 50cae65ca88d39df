import Foundation
import RecipesCatalog
import RecipesHTTP

// A fourth catalog, defined outside the app's modules as a new catalog would be: a model, a mapper,
// a provider with its endpoints and its registration. Nothing else is written for it; the features
// that work across catalogs, browse's tabs and the picture lookup among them, pick it up from the
// registry (FourthCatalogTests).

extension CatalogName {
    static let teas = CatalogName(rawValue: "teas")
}

/// 1. The model: what the catalog means, and how it becomes a card.
struct Tea: RecipeCardConvertible, Hashable {
    var id: String
    var name: String
    var steepMinutes: Int
    var leaves: String
    /// Its picture; the tea house serves a thumbnail of each at `<image>/small`.
    var image: URL?

    var card: RecipeCard {
        RecipeCard(
            catalog: .teas, id: id, name: name, facts: [RecipeCard.Fact("Steep", "\(steepMinutes) min")],
            ingredients: [Ingredient(name: leaves, measure: "1 tsp"), Ingredient(name: "Water", measure: "250 ml")],
            links: image.map { [RecipeCard.Link("Image", $0)] } ?? [])
    }

    /// A card from favorites.json version 1 holds all of a tea.
    init?(card: RecipeCard) {
        guard let steep = card.facts.first(where: { $0.label == "Steep" }), let minutes = Int(steep.value.prefix { $0.isNumber }),
            let leaves = card.ingredients.first?.name
        else { return nil }
        self.init(
            id: card.id, name: card.name, steepMinutes: minutes, leaves: leaves,
            image: card.links.first { $0.label == "Image" }?.url)
    }

    init(id: String, name: String, steepMinutes: Int, leaves: String, image: URL? = nil) {
        self.id = id
        self.name = name
        self.steepMinutes = steepMinutes
        self.leaves = leaves
        self.image = image
    }
}

/// 2. The mapper: the wire format stays private to it.
enum TeaMapper {
    private struct Wire: Decodable {
        let teas: [Item]
        struct Item: Decodable {
            let id: Int
            let name: String
            let minutes: Int
            let leaves: String
            let image: String?
        }
    }

    static func teas(_ data: Data, _ response: HTTPResponse) throws -> [Tea] {
        try JSONDecoder().decode(Wire.self, from: data).teas.map {
            Tea(id: String($0.id), name: $0.name, steepMinutes: $0.minutes, leaves: $0.leaves, image: $0.image.flatMap(URL.init(string:)))
        }
    }
}

/// 3. The provider: its registration (everything that differs per catalog: its tab, its noun, its
/// thumbnail rule, what its tab lists, how `can-make` finds its recipes by ingredient, the lists its options complete from) and endpoints.
struct TeaCatalog: CatalogProvider {
    static let registration = CatalogRegistration(
        name: .teas, aliases: ["tea"], summary: "The tea house", urlVariable: "RECIPES_TEA_URL",
        defaultURL: URL(string: "https://tea.invalid/api/")!, pictureHosts: ["tea.invalid"], recipe: Tea.self,
        tabTitle: "Teas", noun: CatalogNoun(one: "tea", many: "teas"), thumbnail: .appendingPath("small"),
        browseList: .summaries(of: TeaCatalog.self) { browser in try await browser.load(browser.provider.listEndpoint) },
        // `can-make`: the teas of the leaves on the shelf.
        ingredientSearch: IngredientSearch(CatalogBrowser<TeaCatalog>.self) { browser, leaves in
            try await browser.load(browser.provider.leavesEndpoint(leaves))
        },
        // What an option of its own would complete from: the leaves its teas are steeped from.
        valueLists: [CatalogValueList("leaves", of: CatalogBrowser<TeaCatalog>.self) { $0.provider.leavesNamesEndpoint }],
        build: { url, loader in CatalogBrowser(provider: TeaCatalog(baseURL: url), loader: loader) }
    )

    let baseURL: URL

    private var allTeas: Endpoint<[Tea]> {
        Endpoint(base: baseURL, service: "teas", path: "teas.json", map: TeaMapper.teas)
    }

    /// Every tea, alphabetically: the Teas tab of browse.
    var listEndpoint: Endpoint<[RecipeSummary]> {
        allTeas.mapped { teas in
            teas.map { RecipeSummary(id: $0.id, name: $0.name, thumbnailURL: $0.image) }.sorted { $0.name < $1.name }
        }
    }

    /// The teas steeped from these leaves (any case), for `can-make`.
    func leavesEndpoint(_ leaves: String) -> Endpoint<[RecipeSummary]> {
        allTeas.mapped { teas in
            teas.filter { $0.leaves.caseInsensitiveCompare(leaves) == .orderedSame }
                .map { RecipeSummary(id: $0.id, name: $0.name, thumbnailURL: $0.image) }
        }
    }

    /// Every kind of leaves, once each.
    var leavesNamesEndpoint: Endpoint<[String]> {
        allTeas.mapped { teas in Array(Set(teas.map(\.leaves))).sorted() }
    }

    func detailEndpoint(for id: RecipeID) -> Endpoint<Tea?> {
        allTeas.mapped { teas in teas.first { $0.id == id.rawValue } }
    }

    func nameCandidatesEndpoint(for name: String) -> Endpoint<[RecipeSummary]> {
        allTeas.mapped { teas in teas.map { RecipeSummary(id: $0.id, name: $0.name, thumbnailURL: nil) } }
    }

    func searchResultsEndpoint(_ text: String) -> Endpoint<[SearchResult]> {
        allTeas.mapped { teas in
            teas.filter { $0.name.localizedCaseInsensitiveContains(text) }
                .map { SearchResult(catalog: .teas, id: $0.id, name: $0.name, detail: "\($0.steepMinutes) min") }
        }
    }

    var nameListEndpoints: [Endpoint<[String]>] {
        [allTeas.mapped { $0.map(\.name) }]
    }
}
