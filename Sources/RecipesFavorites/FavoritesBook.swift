import RecipesCatalog

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The pure rules over a favorites document: finding, adding, notes, merging. No files here.
public enum FavoritesBook {
    public enum NoteChange: Sendable, Equatable {
        case replace(String)
        case append(String)
        case clear
    }

    public struct MergeSummary: Sendable, Equatable {
        public var added = 0
        public var updated = 0
        public var unchanged = 0
        /// Entries of the file that were not imported: an unknown catalog, or an id no catalog would give.
        public var skipped = 0
        public init(added: Int = 0, updated: Int = 0, unchanged: Int = 0, skipped: Int = 0) {
            self.added = added
            self.updated = updated
            self.unchanged = unchanged
            self.skipped = skipped
        }
    }

    /// Alphabetical, optionally one catalog only.
    public static func listed(_ document: FavoritesDocument, catalog: CatalogName? = nil) -> [Favorite] {
        document.favorites.filter { catalog == nil || $0.catalog == catalog }.sortedAlphabetically()
    }

    /// The index of the favorite a person meant: `catalog/id`, an id, or a name (exact, then
    /// case-insensitive, then unique prefix). A file edited by hand or merged by a sync tool may
    /// hold one favorite twice (the same catalog and id): that is one favorite, found at its first
    /// entry, not a choice the person cannot make.
    public static func find(_ query: String, in document: FavoritesDocument, catalog: CatalogName? = nil) throws -> Int {
        try find(query, in: document.favorites, catalog: catalog)
    }

    /// `find` over any listing of favorites: the file's summaries find the one entry to decode.
    static func find<Item: FavoriteListing>(_ query: String, in favorites: [Item], catalog: CatalogName? = nil) throws -> Int {
        let pool = favorites.indices.filter { catalog == nil || favorites[$0].catalog == catalog }
        // `key` is built only for an entry whose id ends the query: 20,000 favorites, 20,000 strings otherwise.
        let mayBeKey = query.utf8.contains(UInt8(ascii: "/"))
        let byKey = pool.filter {
            favorites[$0].id == query || (mayBeKey && query.hasSuffix(favorites[$0].id) && favorites[$0].key == query)
        }
        if byKey.count == 1 || isOneFavorite(byKey, in: favorites) { return byKey[0] }
        if byKey.count > 1 {
            throw FavoritesError.ambiguous(query: query, candidates: byKey.map { favorites[$0].key })
        }
        let candidates = pool.map { IndexedFavorite(index: $0, favorite: favorites[$0]) }
        switch NameMatcher.match(query, in: candidates) {
        case .match(let found):
            return found.index
        case .ambiguous(let found) where isOneFavorite(found.map(\.index), in: favorites):
            return found.map(\.index).min() ?? found[0].index
        case .ambiguous(let found):
            throw FavoritesError.ambiguous(query: query, candidates: found.map { "\($0.favorite.key) \($0.name)" })
        case .none:
            throw FavoritesError.notAFavorite(query: query)
        }
    }

    /// True for two or more entries that are all the same favorite (one catalog and id).
    private static func isOneFavorite<Item: FavoriteListing>(_ indices: [Int], in favorites: [Item]) -> Bool {
        guard let first = indices.first else { return false }
        return indices.count > 1 && indices.allSatisfy { favorites[$0].identity == favorites[first].identity }
    }

    /// Adds a snapshot; `isNew` false when that recipe is already a favorite (nothing changes), with the one kept.
    public static func add(_ recipe: RecipeSnapshot, to document: inout FavoritesDocument, now: Date) -> (favorite: Favorite, isNew: Bool) {
        let favorite = Favorite(snapshot: recipe, addedAt: now)
        if let existing = document.favorites.first(where: { $0.identity == favorite.identity }) { return (existing, false) }
        document.favorites.append(favorite)
        return (favorite, true)
    }

    public static func changeNote(_ change: NoteChange, at index: Int, in document: inout FavoritesDocument, now: Date) throws {
        document.favorites[index] = try changedNote(change, of: document.favorites[index], now: now)
    }

    /// The favorite with its note changed, and `updatedAt` now.
    static func changedNote(_ change: NoteChange, of favorite: Favorite, now: Date) throws -> Favorite {
        var favorite = favorite
        switch change {
        case .replace(let text):
            guard !text.trimmed().isEmpty else { throw FavoritesError.emptyNote }
            favorite.note = text
        case .append(let text):
            guard !text.trimmed().isEmpty else { throw FavoritesError.emptyNote }
            favorite.note = favorite.hasNote ? "\(favorite.note!)\n\(text)" : text
        case .clear:
            favorite.note = nil
        }
        favorite.updatedAt = now
        return favorite
    }

    /// Replaces a favorite's snapshot with a fresh one, keeping its note and when it was added.
    public static func refresh(_ recipe: RecipeSnapshot, in document: inout FavoritesDocument, now: Date) {
        guard let index = document.favorites.firstIndex(where: { $0.catalog == recipe.catalog && $0.id == recipe.id }) else { return }
        var favorite = document.favorites[index]
        guard favorite.snapshot != recipe else { return }
        favorite.snapshot = recipe
        favorite.name = recipe.name
        favorite.updatedAt = now
        document.favorites[index] = favorite
    }

    /// Merges an export: new favorites are added; for one in both, the newer entry wins, and a note
    /// only the older one has, or a different note, is kept too — no note is ever dropped. O(n).
    public static func merge(_ imported: [Favorite], into document: inout FavoritesDocument) -> MergeSummary {
        var summary = MergeSummary()
        var positions = Dictionary(document.favorites.enumerated().map { ($1.identity, $0) }, uniquingKeysWith: { first, _ in first })
        for incoming in imported {
            guard let index = positions[incoming.identity] else {
                positions[incoming.identity] = document.favorites.count
                document.favorites.append(incoming)
                summary.added += 1
                continue
            }
            let existing = document.favorites[index]
            var winner = incoming.updatedAt > existing.updatedAt ? incoming : existing
            let loser = incoming.updatedAt > existing.updatedAt ? existing : incoming
            winner.note = mergedNote(winner.note, loser.note)
            winner.addedAt = min(existing.addedAt, incoming.addedAt)
            if winner == existing {
                summary.unchanged += 1
            } else {
                document.favorites[index] = winner
                summary.updated += 1
            }
        }
        return summary
    }

    static func mergedNote(_ newer: String?, _ older: String?) -> String? {
        let newer = (newer ?? "").isEmpty ? nil : newer
        let older = (older ?? "").isEmpty ? nil : older
        guard let newer else { return older }
        guard let older, older != newer, !newer.contains(older) else { return newer }
        return "\(newer)\n\(older)"
    }
}

/// What finding a favorite reads of one: a `Favorite`, or the summary the file's scan gives.
protocol FavoriteListing: CatalogItem {
    var catalog: CatalogName { get }
}

extension FavoriteListing {
    var key: String { "\(catalog.rawValue)/\(id)" }
    var identity: Favorite.Identity { Favorite.Identity(catalog: catalog, id: id) }
}

extension Favorite: FavoriteListing {}
extension FavoriteSummary: FavoriteListing {}

/// A favorite with its position, so the name matcher can find it.
private struct IndexedFavorite<Listed: FavoriteListing>: CatalogItem {
    let index: Int
    let favorite: Listed
    var id: String { favorite.key }
    var name: String { favorite.name }
}
