import RecipesCatalog
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

    public init(store: JSONFileStore<PantryDocument>) {
        self.store = store
    }

    /// What a change did, by the names as the pantry spells them, and the items after it.
    public struct Change: Sendable, Equatable {
        public var added: [String] = []
        /// Names asked to add that were already there, as the pantry spells them.
        public var unchanged: [String] = []
        public var removed: [String] = []
        public var items: [PantryItem] = []
    }

    /// The items, alphabetically, however the file orders them (one reading of the file; a warning
    /// for items it could not read).
    public func items() throws -> [PantryItem] {
        try store.readWarningOfUnreadable().items.sortedAlphabetically()
    }

    /// Adds each name not already there (case, accents and spaces aside); a name that cannot be an
    /// item refuses the whole change before the file is touched.
    public func add(_ names: [String]) throws -> Change {
        let items = try names.map { text in
            guard let item = PantryItem(text) else { throw PantryError.badName(text, problem: PantryItem.problem(with: text) ?? "") }
            return (item: item, key: item.key) // a key is worth computing once: it folds case, accents and spellings
        }
        // More different names than the pantry may hold are refused before the file is read.
        guard Set(items.map(\.key)).count <= PantryDocument.maximumItems else { throw PantryError.full(limit: PantryDocument.maximumItems) }
        return try store.update { document in
            var change = Change()
            var held = Dictionary(document.items.map { ($0.key, $0.name) }, uniquingKeysWith: { first, _ in first })
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
                }
            }
            document.items = document.items.sortedAlphabetically()
            change.items = document.items
            return change
        }
    }

    /// Removes each name, in every spelling the file holds; if any is not there, nothing is removed.
    public func remove(_ names: [String]) throws -> Change {
        try store.update { document in
            var change = Change()
            var absent: [String] = []
            for name in names {
                let key = PantryItem.key(for: name)
                let matching = document.items.filter { $0.key == key }
                if !matching.isEmpty {
                    change.removed += matching.map(\.name)
                    document.items.removeAll { $0.key == key }
                } else if !change.removed.contains(where: { PantryItem.key(for: $0) == key }), !absent.contains(name) {
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
