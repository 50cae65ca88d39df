import RecipesBasics
import RecipesCatalog

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A favorite: a complete snapshot of the recipe (so it browses offline) and the person's note.
public struct Favorite: CatalogItem, Codable, Equatable {
    public var catalog: CatalogName
    public var id: String
    public var name: String
    @NullEncoded public var note: String?
    public var addedAt: Date
    /// When the snapshot or the note last changed; on import, the newer entry wins.
    public var updatedAt: Date
    /// The recipe as its catalog gives it (`show --json`'s `item`), and the card views render.
    public var snapshot: RecipeSnapshot

    public init(snapshot: RecipeSnapshot, note: String? = nil, addedAt: Date, updatedAt: Date? = nil) {
        catalog = snapshot.catalog
        id = snapshot.id
        name = snapshot.name
        self.note = note
        self.addedAt = addedAt
        self.updatedAt = updatedAt ?? addedAt
        self.snapshot = snapshot
    }

    /// A favorite that keeps only a card (a test's, or one a version-1 file held).
    public init(recipe: RecipeCard, note: String? = nil, addedAt: Date, updatedAt: Date? = nil) {
        self.init(snapshot: RecipeSnapshot(card: recipe), note: note, addedAt: addedAt, updatedAt: updatedAt)
    }

    /// The recipe in the shape every catalog shares: what lists, cookbooks and the shopping list read.
    public var recipe: RecipeCard { snapshot.card }

    /// `desserts/52917`: unique across catalogs.
    public var key: String { "\(catalog.rawValue)/\(id)" }

    /// What makes two entries the same favorite: the catalog and the id, never `key`, whose string a
    /// file's catalog "pizza/A" with id "B" shares with the pizza "A/B".
    public struct Identity: Hashable, Sendable {
        public let catalog: CatalogName
        public let id: String
    }

    public var identity: Identity { Identity(catalog: catalog, id: id) }

    public var hasNote: Bool { !(note ?? "").isEmpty }

    enum CodingKeys: String, CodingKey { case catalog, id, name, note, addedAt, updatedAt, recipe }

    /// `recipe` is the catalog's own recipe (favorites.json version 2), read as the type its
    /// catalog registers (`RecipeTypes` in the decoder's userInfo). A version-1 card (it has
    /// `facts`, which no recipe model has) is read as a card, then as the recipe when that recipe
    /// gives back the very same card; else the favorite keeps the card, so a rewrite drops nothing.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        catalog = try container.decode(CatalogName.self, forKey: .catalog)
        id = try container.decode(String.self, forKey: .id)
        name = try container.decode(String.self, forKey: .name)
        _note = try container.decode(NullEncoded<String>.self, forKey: .note)
        addedAt = try container.decode(Date.self, forKey: .addedAt)
        updatedAt = try container.decode(Date.self, forKey: .updatedAt)
        let type = (decoder.userInfo[RecipeTypes.userInfoKey] as? RecipeTypes)?[catalog]
        if try container.nestedContainer(keyedBy: AnyKey.self, forKey: .recipe).contains(AnyKey(stringValue: "facts")) {
            let card = try container.decode(RecipeCard.self, forKey: .recipe)
            snapshot = (type?.exactly(card)).map { RecipeSnapshot($0) } ?? RecipeSnapshot(card: card)
        } else if let type {
            snapshot = RecipeSnapshot(try container.decode(type, forKey: .recipe))
        } else {
            throw DecodingError.dataCorruptedError(
                forKey: .catalog, in: container,
                debugDescription: "no catalog \(catalog.rawValue) to read its recipe as")
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(catalog, forKey: .catalog)
        try container.encode(id, forKey: .id)
        try container.encode(name, forKey: .name)
        try container.encode(_note, forKey: .note)
        try container.encode(addedAt, forKey: .addedAt)
        try container.encode(updatedAt, forKey: .updatedAt)
        if let detail = snapshot.detail {
            try container.encode(detail, forKey: .recipe)
        } else {
            try container.encode(snapshot.card, forKey: .recipe)
        }
    }
}
