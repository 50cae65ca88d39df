import RecipesBasics

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A recipe from any catalog, as one shape: what favorites store (a full snapshot, so they browse
/// offline), what the cookbook export and the shopping list read, and what `show` renders. Each
/// catalog's detail model says how it becomes a card; nothing else about a catalog is needed.
public struct RecipeCard: Codable, Sendable, Equatable {
    public struct Fact: Codable, Sendable, Equatable {
        public var label: String
        public var value: String
        public init(_ label: String, _ value: String) {
            self.label = label
            self.value = value
        }
    }

    public struct Link: Codable, Sendable, Equatable {
        public var label: String
        public var url: URL
        public init(_ label: String, _ url: URL) {
            self.label = label
            self.url = url
        }
    }

    public var catalog: CatalogName
    public var id: String
    public var name: String
    /// Short labelled facts in display order: Category, Area, Glass, Price...
    public var facts: [Fact]
    public var tags: [String]
    public var ingredients: [Ingredient]
    @NullEncoded public var instructions: String?
    public var links: [Link]

    public init(
        catalog: CatalogName, id: String, name: String, facts: [Fact] = [], tags: [String] = [],
        ingredients: [Ingredient] = [], instructions: String? = nil, links: [Link] = []
    ) {
        self.catalog = catalog
        self.id = id
        self.name = name
        self.facts = facts
        self.tags = tags
        self.ingredients = ingredients
        self.instructions = instructions
        self.links = links
    }
}

extension RecipeCard {
    /// The value of the fact labelled `label`, if the card has one.
    public func fact(_ label: String) -> String? { facts.first { $0.label == label }?.value }

    /// The link labelled `label`, if the card has one.
    public func link(_ label: String) -> URL? { links.first { $0.label == label }?.url }
}

/// A catalog's full recipe model: what `show --json` gives as `item` and what a favorite keeps
/// (favorites.json version 2). It can become a card, and be read back from a version-1 card.
public protocol RecipeCardConvertible: CatalogItem, Codable, Hashable {
    var card: RecipeCard { get }

    /// The recipe a favorites.json version-1 card held, when the card holds all of it; nil when it
    /// does not (a pizza's card has no ingredient ids), and the favorite keeps the card. Readers use
    /// `exactly(_:)`, which also keeps a card that holds more than the recipe.
    init?(card: RecipeCard)
}

extension RecipeCardConvertible {
    /// The recipe a version-1 card holds when it holds nothing else: the recipe's own card is the
    /// same card. A card with a fact, a link or a label twice that the recipe has no place for
    /// (written by hand, or by another program) is nil, and stays a card rather than lose it.
    public static func exactly(_ card: RecipeCard) -> Self? {
        guard let recipe = Self(card: card), recipe.card == card else { return nil }
        return recipe
    }
}

/// A recipe model that can check its stored bytes against what its decoder accepts without
/// building it (the favorites list reads thousands). One that does not conform has every stored
/// recipe judged by the decoder.
package protocol StoredShapeChecking {
    /// Leaves `shape.understood` false for anything it is not sure its decoder reads, and the
    /// decoder judges; false only when the bytes are not JSON.
    static func checkStored(_ scanner: inout StrictJSONScanner, _ shape: inout JSONShape) -> Bool

    /// How this program writes the recipe (an object of every key its encoder writes), so a file
    /// the program wrote is checked by its layout first (`WrittenLayout`); nil: always by `checkStored`.
    static var writtenLayout: WrittenLayout? { get }
}

extension StoredShapeChecking {
    package static var writtenLayout: WrittenLayout? { nil }
}

/// What a favorite keeps of a recipe: the catalog's own recipe, and the card every view renders.
/// `detail` is nil only when there is no recipe to keep but a card: a favorite saved by version 1
/// of favorites.json whose card cannot be read back as its recipe (a pizza), until it is refreshed,
/// or one of a catalog this build does not know.
public struct RecipeSnapshot: Sendable, Equatable {
    public let card: RecipeCard
    public let detail: (any RecipeCardConvertible)?

    public init(_ detail: any RecipeCardConvertible) {
        self.detail = detail
        card = detail.card
    }

    /// A card that is not (yet) a recipe.
    public init(card: RecipeCard) {
        detail = nil
        self.card = card
    }

    public var catalog: CatalogName { card.catalog }
    public var id: String { card.id }
    public var name: String { card.name }

    public static func == (lhs: RecipeSnapshot, rhs: RecipeSnapshot) -> Bool {
        lhs.card == rhs.card && lhs.detail.map { AnyHashable($0) } == rhs.detail.map { AnyHashable($0) }
    }
}

/// Each catalog's recipe type, for reading what favorites keep (`CatalogRegistration.recipe`).
public struct RecipeTypes: Sendable {
    private let types: [CatalogName: any RecipeCardConvertible.Type]

    public init(_ registrations: [CatalogRegistration]) {
        types = Dictionary(registrations.map { ($0.name, $0.recipe) }, uniquingKeysWith: { first, _ in first })
    }

    public subscript(catalog: CatalogName) -> (any RecipeCardConvertible.Type)? { types[catalog] }

    /// Where a decoder finds them.
    public static let userInfoKey = CodingUserInfoKey(rawValue: "recipeTypes")!
}

extension RecipeCard.Fact {
    /// A fact only when there is a value.
    package static func optional(_ label: String, _ value: String?) -> RecipeCard.Fact? {
        value.map { RecipeCard.Fact(label, $0) }
    }
}

extension RecipeCard.Link {
    package static func optional(_ label: String, _ url: URL?) -> RecipeCard.Link? {
        url.map { RecipeCard.Link(label, $0) }
    }
}
