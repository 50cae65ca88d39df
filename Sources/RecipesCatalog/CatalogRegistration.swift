#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A catalog before it is built: everything the program knows of it that differs per catalog. Help,
/// `recipes config`, the settings, the composition root, browse's tabs, the picture lookup, the
/// units, `can-make` and the command line's preload read it here and never name a catalog. Each catalog
/// declares its own; `CatalogRegistry` lists them.
public struct CatalogRegistration: Sendable {
    public let name: CatalogName
    /// Other words people type for it: "dessert" for "desserts".
    public let aliases: [String]
    /// The words of its own top-level command, as the command line spells them (`recipes desserts`,
    /// `recipes dessert`): every subcommand of it asks its host first, so the command line loads
    /// libcurl while it parses them (`RequestForecast`). Empty for a catalog without a command of
    /// its own, which `search` and the other commands across catalogs still ask.
    public let commandNames: [String]
    /// What its base URL points at, for help: "TheMealDB base URL".
    public let summary: String
    /// The environment variable that overrides the base URL: `RECIPES_MEALDB_URL`.
    public let urlVariable: String
    public let defaultURL: URL
    /// The hosts its pictures are served from, fetched over https only: where its answers' thumbnail
    /// addresses may point. A picture elsewhere is not fetched (the configured base URL's own host
    /// aside: `PictureSources`).
    public let pictureHosts: [String]
    /// Its recipe model: what `show --json` gives as `item` and favorites keep.
    public let recipe: any RecipeCardConvertible.Type
    /// Builds the catalog over its base URL and the shared loader (cache, offline, sample).
    public let build: @Sendable (URL, ResourceLoader) -> any Catalog
    /// Its tab in `recipes browse`: "Desserts".
    public let tabTitle: String
    /// What its list holds, for browse's status line: "1 dessert", "12 desserts".
    public let noun: CatalogNoun
    /// The small picture of one of its recipes' pictures.
    public let thumbnail: ThumbnailRule
    /// Whether "oz" in its recipes is a weight ounce (TheMealDB weighs chocolate and butter in
    /// ounces); elsewhere "oz" is a fluid ounce (`--units`).
    public let weighsOunces: Bool
    /// Whether its recipes also go in the cart (Nenno's pizzas): browse's `a` works on its favorites.
    public let recipesGoInCart: Bool
    /// What its browse tab lists; nil for a catalog browse has no tab for.
    public let browseList: CatalogListing?
    /// How it finds the recipes that use an ingredient, for `can-make`; nil for a catalog `can-make`
    /// does not ask (Nenno's menu is ordered, not cooked from a pantry).
    public let ingredientSearch: IngredientSearch?
    /// The lists whose cached answers complete its commands' options (`--area`'s areas).
    public let valueLists: [CatalogValueList]

    public init(
        name: CatalogName, aliases: [String], commandNames: [String] = [], summary: String, urlVariable: String, defaultURL: URL,
        pictureHosts: [String] = [],
        recipe: any RecipeCardConvertible.Type, tabTitle: String? = nil, noun: CatalogNoun? = nil, thumbnail: ThumbnailRule = .asServed,
        weighsOunces: Bool = false, recipesGoInCart: Bool = false, browseList: CatalogListing? = nil,
        ingredientSearch: IngredientSearch? = nil, valueLists: [CatalogValueList] = [],
        build: @escaping @Sendable (URL, ResourceLoader) -> any Catalog
    ) {
        self.name = name
        self.aliases = aliases
        self.commandNames = commandNames
        self.summary = summary
        self.urlVariable = urlVariable
        self.defaultURL = defaultURL
        self.pictureHosts = pictureHosts
        self.recipe = recipe
        self.build = build
        self.tabTitle = tabTitle ?? name.rawValue.prefix(1).uppercased() + name.rawValue.dropFirst()
        self.noun = noun ?? CatalogNoun(one: name.singular, many: name.plural)
        self.thumbnail = thumbnail
        self.weighsOunces = weighsOunces
        self.recipesGoInCart = recipesGoInCart
        self.browseList = browseList
        self.ingredientSearch = ingredientSearch
        self.valueLists = valueLists
    }

    /// Its line in `recipes config`: `RECIPES_MEALDB_URL` → `mealdb-url`.
    public var configName: String {
        var stem = Substring(urlVariable)
        if stem.hasPrefix("RECIPES_") { stem = stem.dropFirst("RECIPES_".count) }
        if stem.hasSuffix("_URL") { stem = stem.dropLast("_URL".count) }
        return stem.lowercased().replacing("_", with: "-") + "-url"
    }

    /// The words that name it where a count or a tab is meant: its name, its singular and its plural
    /// ("desserts", "dessert"; "pizza", "pizzas").
    public var countedNames: [String] {
        var seen = Set<String>()
        return [name.rawValue, name.singular, name.plural].filter { seen.insert($0).inserted }
    }
}

/// How many of a catalog's items a count says: "1 dessert", "12 desserts".
public struct CatalogNoun: Sendable, Hashable {
    public let one: String
    public let many: String

    public init(one: String, many: String) {
        self.one = one
        self.many = many
    }

    public func counted(_ count: Int) -> String { count == 1 ? "1 \(one)" : "\(count) \(many)" }
}

/// Where a recipe's thumbnail is, from the address of its picture.
public enum ThumbnailRule: Sendable, Hashable {
    /// The picture itself is small enough (Nenno's PNGs).
    case asServed
    /// A path component after the picture's address: TheMealDB's and TheCocktailDB's `<image>/preview`
    /// (250 × 250 instead of 700 × 700).
    case appendingPath(String)

    public func thumbnail(of image: URL) -> URL {
        switch self {
        case .asServed: image
        case .appendingPath(let component): image.appendingPathComponent(component)
        }
    }
}

/// What a catalog's browse tab loads: its rows, alphabetical, with where they came from.
public struct CatalogListing: Sendable {
    /// One row of the tab, before browse marks its favorites.
    public struct Row: Sendable, Equatable {
        public enum Kind: Sendable, Equatable {
            /// A recipe: its detail comes from its catalog.
            case recipe
            /// A recipe that also goes in the cart (a pizza on Nenno's menu).
            case orderableRecipe
            /// Goes in the cart and has no recipe (a drink on Nenno's menu).
            case orderable
        }

        public var id: String
        public var name: String
        public var kind: Kind
        /// The price as the menu shows it ("5.20").
        public var price: String?
        /// What it is made of, for a row wide enough ("Mozzarella, Tomato Sauce").
        public var ingredients: String?
        /// In a list that is not live: its recipe opens without a connection (cached or bundled).
        public var opensOffline: Bool

        public init(
            id: String, name: String, kind: Kind = .recipe, price: String? = nil, ingredients: String? = nil, opensOffline: Bool = false
        ) {
            self.id = id
            self.name = name
            self.kind = kind
            self.price = price
            self.ingredients = ingredients
            self.opensOffline = opensOffline
        }
    }

    private let load: @Sendable (any Catalog) async throws -> Loaded<[Row]>

    /// The rows `load` makes of the catalog the registration builds, a `Concrete`.
    public init<Concrete: Catalog>(_ type: Concrete.Type, load: @escaping @Sendable (Concrete) async throws -> Loaded<[Row]>) {
        self.load = { catalog in
            // The registration's own `build` made it, so it is a `Concrete`; a directory built
            // otherwise gets an error, never a crash.
            guard let concrete = catalog as? Concrete else {
                throw CatalogError.unknownCatalog(catalog.name.rawValue, known: [])
            }
            return try await load(concrete)
        }
    }

    /// A `CatalogBrowser`'s list of recipe summaries: when it is not live, the rows whose recipe opens
    /// offline are marked, as `desserts list` marks them (a cache lookup a row, so never for a live list).
    public static func summaries<Provider: CatalogProvider>(
        of provider: Provider.Type, _ list: @escaping @Sendable (CatalogBrowser<Provider>) async throws -> Loaded<[RecipeSummary]>
    ) -> CatalogListing {
        CatalogListing(CatalogBrowser<Provider>.self) { browser in
            let loaded = try await list(browser)
            let offline = loaded.source == .live ? [] : browser.openOffline(loaded.value.map(\.id))
            return loaded.map { summaries in
                summaries.map { Row(id: $0.id, name: $0.name, opensOffline: offline.contains($0.id)) }
            }
        }
    }

    public func rows(of catalog: any Catalog) async throws -> Loaded<[Row]> {
        try await load(catalog)
    }
}
