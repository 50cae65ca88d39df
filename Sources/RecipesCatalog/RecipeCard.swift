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

    public init(catalog: CatalogName, id: String, name: String, facts: [Fact] = [], tags: [String] = [],
                ingredients: [Ingredient] = [], instructions: String? = nil, links: [Link] = []) {
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

/// A catalog's full recipe model: it can become a card.
public protocol RecipeCardConvertible: CatalogItem, Codable {
    var card: RecipeCard { get }
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
