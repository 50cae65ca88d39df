import RecipesCatalog

/// One row of a tab: a recipe of a catalog, a pizza, or a drink from Nenno's, or a line of the cart.
public struct BrowseItem: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// A dessert or a cocktail: its detail comes from its catalog.
        case recipe
        /// A pizza on Nenno's menu: it goes in the cart.
        case pizza
        /// A drink on Nenno's menu: it goes in the cart and has no recipe.
        case drink
        /// A line of the cart holding a pizza (its `id` the line's): its ingredients can be edited.
        case pizzaLine
        /// A line of the cart holding a drink: only how many can change.
        case drinkLine
    }

    public var catalog: CatalogName
    public var id: String
    public var name: String
    public var kind: Kind
    /// The price as the menu shows it ("5.20"), for pizzas and drinks.
    public var price: String?
    public var isFavorite: Bool
    /// A favorite with a note (the favorites tab marks it).
    public var hasNote: Bool
    /// How many a cart line holds; 1 for anything else.
    public var quantity: Int
    /// A pizza's ingredients ("Mozzarella, Tomato Sauce"), shown in its row when the terminal is wide enough.
    public var ingredients: String?
    /// In a list that is not live: its recipe opens without a connection (cached or bundled), marked
    /// as `desserts list --offline` marks it.
    public var opensOffline = false
    /// The name as name lookup compares it (case, accents and width folded), computed once.
    let key: String

    public init(
        catalog: CatalogName, id: String, name: String, kind: Kind = .recipe, price: String? = nil,
        isFavorite: Bool = false, hasNote: Bool = false, quantity: Int = 1, ingredients: String? = nil
    ) {
        self.catalog = catalog
        self.id = id
        self.name = name
        self.kind = kind
        self.price = price
        self.isFavorite = isFavorite
        self.hasNote = hasNote
        self.quantity = quantity
        self.ingredients = ingredients
        key = AlphabeticalOrder.key(for: name)
    }

    /// Whether `a` adds it to the cart.
    public var goesInCart: Bool { kind == .pizza || kind == .drink }

    /// A line of the cart (the Cart tab's rows).
    public var isCartLine: Bool { kind == .pizzaLine || kind == .drinkLine }

    func isSame(as other: BrowseItem) -> Bool { catalog == other.catalog && id == other.id && kind == other.kind }
}
