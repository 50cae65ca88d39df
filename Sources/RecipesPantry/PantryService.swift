import RecipesCatalog
import RecipesKitchen
import RecipesStorage

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The shelf kept between runs in `pantry.json`: every change is one read-modify-write under the
/// store's lock, and a change that fails writes nothing.
public struct PantryService: Sendable {
    public let store: JSONFileStore<PantryDocument>
    /// Read when a pantry command first asks, not when the service is built: every run builds one, and
    /// `desserts list` has no use for the vocabulary.
    private let makeVocabulary: @Sendable () -> KitchenVocabulary
    public var vocabulary: KitchenVocabulary { makeVocabulary() }

    public init(store: JSONFileStore<PantryDocument>, vocabulary: @escaping @autoclosure @Sendable () -> KitchenVocabulary = .standard) {
        self.store = store
        self.makeVocabulary = vocabulary
    }

    /// A name added that no catalog is known to use, and the known names nearest to it.
    public struct Unknown: Sendable, Equatable {
        public let name: String
        public let nearest: [String]

        public init(name: String, nearest: [String]) {
            self.name = name
            self.nearest = nearest
        }
    }

    /// What a change did, by the names as the pantry spells them, and the items after it.
    public struct Change: Sendable, Equatable {
        public var added: [String] = []
        /// Names asked to add that were already there, as the pantry spells them.
        public var unchanged: [String] = []
        public var removed: [String] = []
        public var items: [PantryItem] = []
        /// Names added that the vocabulary does not know (they went in as written).
        public var unknown: [Unknown] = []
    }

    /// The items, alphabetically, however the file orders them (one reading of the file; a warning
    /// for items it could not read).
    public func items() throws -> [PantryItem] {
        try store.readWarningOfUnreadable().items.sortedAlphabetically()
    }

    /// Adds each name not already there in any spelling ("eggs" is "Egg"), in the vocabulary's
    /// spelling when it knows the name, else as written (and `Change.unknown` says so); a name that
    /// cannot be an item refuses the whole change before the file is touched.
    public func add(_ names: [String]) throws -> Change {
        let items = try names.map { text in
            guard let written = PantryItem(text) else { throw PantryError.badName(text, problem: PantryItem.problem(with: text) ?? "") }
            let item = vocabulary.canonicalName(of: written.name).flatMap(PantryItem.init) ?? written
            return (item: item, key: key(for: item.name)) // a key is worth computing once: it folds case, accents and spellings
        }
        // More different names than the pantry may hold are refused before the file is read.
        guard Set(items.map(\.key)).count <= PantryDocument.maximumItems else { throw PantryError.full(limit: PantryDocument.maximumItems) }
        return try store.update { document in
            var change = Change()
            var held = Dictionary(document.items.map { (key(for: $0.name), $0.name) }, uniquingKeysWith: { first, _ in first })
            var addedKeys: Set<String> = []
            for (item, key) in items {
                if addedKeys.contains(key) { continue } // another spelling of a name this add took
                if let there = held[key] {
                    if !change.unchanged.contains(there) { change.unchanged.append(there) }
                } else {
                    guard document.items.count + document.unreadable.count < PantryDocument.maximumItems else {
                        throw PantryError.full(limit: PantryDocument.maximumItems)
                    }
                    addedKeys.insert(key)
                    held[key] = item.name
                    document.items.append(item)
                    change.added.append(item.name)
                    if vocabulary.canonicalName(of: item.name) == nil {
                        change.unknown.append(Unknown(name: item.name, nearest: vocabulary.names(near: item.name)))
                    }
                }
            }
            document.items = document.items.sortedAlphabetically()
            change.items = document.items
            return change
        }
    }

    /// What two names are one item by: what they are ("eggs" and "Egg"), or, for a name the
    /// vocabulary does not know, the name with case, accents and spaces aside.
    private func key(for name: String) -> String {
        vocabulary.identity(of: PantryItem.tidied(name)).key
    }

    /// Removes each name, in every spelling the file holds; if any is not there, nothing is removed.
    public func remove(_ names: [String]) throws -> Change {
        try store.update { document in
            var change = Change()
            var absent: [String] = []
            for name in names {
                let wanted = key(for: name)
                let matching = document.items.filter { key(for: $0.name) == wanted }
                if !matching.isEmpty {
                    change.removed += matching.map(\.name)
                    document.items.removeAll { key(for: $0.name) == wanted }
                } else if !change.removed.contains(where: { key(for: $0) == wanted }), !absent.contains(name) {
                    absent.append(name)
                }
            }
            guard absent.isEmpty else { throw PantryError.notInPantry(absent) }
            document.items = document.items.sortedAlphabetically()
            change.items = document.items
            return change
        }
    }

    /// Empties the shelf.
    public func clear() throws -> Change {
        try store.update { document in
            defer { document.items = [] }
            return Change(removed: document.items.map(\.name))
        }
    }
}
