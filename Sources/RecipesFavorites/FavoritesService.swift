import RecipesBasics
import RecipesCatalog
import RecipesStorage

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The favorites feature: the store file plus the catalogs it fetches snapshots from. Network work
/// happens before the lock is taken; the lock covers only read-modify-write.
public struct FavoritesService: Sendable {
    public let store: JSONFileStore<FavoritesDocument>
    private let catalogs: CatalogDirectory
    private let types: RecipeTypes
    private let now: @Sendable () -> Date
    private let warn: @Sendable (String) -> Void

    public init(
        store: JSONFileStore<FavoritesDocument>, catalogs: CatalogDirectory,
        now: @escaping @Sendable () -> Date = Date.init, warn: @escaping @Sendable (String) -> Void
    ) {
        types = RecipeTypes(catalogs.all.map(\.registration))
        self.store = store.decoding(with: [RecipeTypes.userInfoKey: types])
        self.catalogs = catalogs
        self.now = now
        self.warn = warn
    }

    public struct Added: Sendable {
        public let favorite: Favorite
        public let isNew: Bool
        /// Where the snapshot came from, when one was fetched.
        public let loaded: Loaded<RecipeSnapshot>?
    }

    /// Fetches the full details once and stores the snapshot. Already a favorite: nothing changes.
    public func add(catalog catalogName: String, idOrName: String) async throws -> Added {
        try await add(catalog: catalogName, idOrName: idOrName, alongside: { _ in () }).added
    }

    /// `add`, with `work` (fetching the favorite's picture) started on the fetched recipe and run
    /// while the file is written: the whole file is written again, tens of milliseconds at 20,000
    /// favorites, and a picture is a request. `extra` is what `work` gave, nil when it did not run
    /// (the recipe was a favorite already). When the write fails, `work` is cancelled and left:
    /// nothing it fetched is used, and the error is not kept waiting for it.
    public func add<Extra: Sendable>(
        catalog catalogName: String, idOrName: String, alongside work: @escaping @Sendable (RecipeSnapshot) async -> Extra
    ) async throws -> (added: Added, extra: Extra?) {
        let catalog = try catalogs.named(catalogName)
        let id = try await catalog.resolveID(idOrName)
        var before = try current()
        if let scanned = before {
            do {
                if let favorite = try scanned.existing(Favorite.Identity(catalog: catalog.name, id: id)) {
                    return (Added(favorite: favorite, isNew: false, loaded: nil), nil)
                }
            } catch is FavoritesIndexFile.StaleIndex {
                FavoritesIndexFile.remove(of: store.file.path)
                before = nil // the change scans the file under the lock and finds it there
            }
        }
        let loaded: Loaded<RecipeSnapshot>
        do {
            loaded = try await catalog.recipe(id: id, askedAs: idOrName)
        } catch {
            // The look found it not there, and no write follows to hold the index to the file:
            // when the index does not hold, the file itself is asked before the error is said.
            if let scanned = before, (try? scanned.confirmIndex()) == nil {
                FavoritesIndexFile.remove(of: store.file.path)
                let identity = Favorite.Identity(catalog: catalog.name, id: id)
                if let favorite = try FavoritesIndexFile.$bypassed.withValue(true, operation: { try current()?.existing(identity) }) {
                    return (Added(favorite: favorite, isNew: false, loaded: nil), nil)
                }
            }
            throw error
        }
        let companion = Task { await work(loaded.value) }
        // The write holds its thread until it is done: the companion is let start (its request is
        // then on a thread of its own) even where the task pool has a single thread.
        await Task.yield()
        let added: Added
        do {
            // The file scanned for the check, if nothing changed it while the recipe was fetched, is not scanned again.
            added = try add(loaded, scanned: before)
        } catch {
            companion.cancel()
            throw error
        }
        // Awaited before the pair is made (Docs/Architecture.md, "Tuples and suspensions").
        let extra = await companion.value
        return (added, extra)
    }

    /// Stores a recipe already loaded (`show --favorite`).
    public func add<Recipe: RecipeCardConvertible>(_ loaded: Loaded<Recipe>) throws -> Added {
        try add(loaded.map { RecipeSnapshot($0) })
    }

    /// Stores a snapshot already loaded.
    public func add(_ loaded: Loaded<RecipeSnapshot>) throws -> Added {
        try add(loaded, scanned: nil)
    }

    private func add(_ loaded: Loaded<RecipeSnapshot>, scanned: ScannedFavorites?) throws -> Added {
        let favorite = Favorite(snapshot: loaded.value, addedAt: now())
        return try edit(reusing: scanned) { favorites in
            if let index = favorites.index(of: favorite.identity) {
                return Added(favorite: try favorites.favorite(at: index), isNew: false, loaded: loaded)
            }
            favorites.append(favorite)
            return Added(favorite: favorite, isNew: true, loaded: loaded)
        }
    }

    /// Favorites without their recipes, alphabetical: the list, without decoding every snapshot.
    /// Entries no command can read are left out with the same warning as everywhere else.
    public func summaries(catalog: String? = nil) throws -> [FavoriteSummary] {
        try listing(catalog: catalog).summaries
    }

    /// `recipes favorites`: the favorites of `catalog` (all when nil), alphabetical and then as
    /// `steering` orders and limits them, each as the reading holds it (from the index, its bytes).
    public func listing(catalog: String? = nil, steering: ListSteering = ListSteering()) throws -> FavoritesListing {
        let scope = try catalog.map { try catalogName($0) }
        let scanned = try allSummaries()
        FavoritesFile.leftOutWarning(scanned.unreadable, file: store.file.lastPathComponent).map(warn)
        return FavoritesListing(scanned.entries, scope: scope, steering: steering)
    }

    private func allSummaries() throws -> FavoritesIndexScanner.Result {
        let checkedAt = FileStamp.now()
        return try store.read(source: { source in
            try FavoritesIndexFile.scan(source, types: types, decoder: store.decoder, checkedAt: checkedAt, checking: .everything).result
        }) ?? FavoritesIndexScanner.Result()
    }

    /// `favorites --json`: the file's own format, one catalog's or all, alphabetical and then as
    /// `steering` orders and limits them. Each entry is written as the file holds it when its bytes
    /// say exactly that favorite, else encoded from the decoder's reading: only those are decoded.
    public func listDocument(catalog: String? = nil, steering: ListSteering = ListSteering()) throws -> Data {
        let scope = try catalog.map { try catalogName($0) }
        // The entries' bytes are copied out while the file is read, so a file written over in the
        // meantime (`AtomicFile.Spare`) is read again rather than printed half of each version.
        guard
            let (document, unreadable) = try scanned(then: { favorites in
                let listed = favorites.summaries.enumerated().compactMap { index, summary in
                    scope == nil || summary.catalog == scope ? ListedEntry(index: index, summary: summary) : nil
                }
                let order = steering.apply(listed.sortedAlphabetically()).map(\.index)
                return (try favorites.spliced(order: order).joined(), favorites.unreadable)
            })
        else {
            return try ScannedFavorites(emptyDecodingWith: store.decoder, file: store.file.path).spliced().joined()
        }
        FavoritesFile.leftOutWarning(unreadable, file: store.file.lastPathComponent).map(warn)
        return document
    }

    public func list(catalog: String? = nil) throws -> [Favorite] {
        FavoritesBook.listed(try document(), catalog: try catalog.map { try catalogName($0) })
    }

    /// One favorite, found from the file's scan and the only one decoded.
    public func find(_ query: String, catalog: String? = nil) throws -> Favorite {
        let scope = try catalog.map { try catalogName($0) }
        return try trustingIndexOnce {
            guard let favorites = try scanned(checking: .bounds) else { throw FavoritesError.notAFavorite(query: query) }
            FavoritesFile.leftOutWarning(favorites.unreadable, file: store.file.lastPathComponent).map(warn)
            return try favorites.favorite(at: try favorites.find(query, catalog: scope))
        }
    }

    /// What `remove` took out, note included, and how many favorites are left.
    public struct Removal: Sendable, Equatable {
        public var favorite: Favorite
        public var remaining: Int

        public init(favorite: Favorite, remaining: Int) {
            self.favorite = favorite
            self.remaining = remaining
        }
    }

    /// Which note a removal may take with it. What a person wrote is removed only when they agreed.
    public enum NoteConsent: Sendable, Equatable {
        /// A favorite with a note is refused (`FavoritesError.hasNote`), nothing removed.
        case none
        /// The note the person was shown and agreed to lose; a note changed since is refused.
        case seen(String)
        /// Any note (`--yes`).
        case any

        func allows(_ note: String) -> Bool {
            switch self {
            case .none: false
            case .seen(let seen): seen == note
            case .any: true
            }
        }
    }

    @discardableResult
    public func remove(_ query: String, catalog: String? = nil, notes consent: NoteConsent) throws -> Removal {
        let scope = try catalog.map { try catalogName($0) }
        return try edit { favorites in
            let found = try favorites.find(query, catalog: scope)
            let favorite = try favorites.favorite(at: found)
            // Each copy's note as its own bytes say, decoded: never as an index says.
            let (copies, places) = try favorites.copiesAndPlaces(of: favorite, at: found)
            if let note = copies.compactMap({ $0.hasNote ? $0.note : nil }).first(where: { !consent.allows($0) }) {
                throw FavoritesError.hasNote(name: favorite.name, key: favorite.key, note: note)
            }
            // Every entry of that favorite: a file may hold one twice, and removing one copy would leave it a favorite.
            favorites.remove(at: places)
            return Removal(favorite: favorite, remaining: favorites.count)
        }
    }

    /// Puts a removed favorite back as it was, note and dates included (browse's undo). False when
    /// it is a favorite again already (added meanwhile): that one is kept.
    @discardableResult
    public func restore(_ favorite: Favorite) throws -> Bool {
        try edit { favorites in
            guard favorites.index(of: favorite.identity) == nil else { return false }
            favorites.append(favorite)
            return true
        }
    }

    /// A favorite as the file holds it, to keep for `restore` (browse's undo of a removal).
    public func saved(_ favorite: Favorite) throws -> Data {
        try JSONFileStore<FavoritesDocument>.encoder.encode(favorite)
    }

    /// The favorite `saved` kept.
    public func favorite(saved data: Data) throws -> Favorite {
        try store.decoder.decode(Favorite.self, from: data)
    }

    public func note(_ query: String, catalog: String? = nil, change: FavoritesBook.NoteChange) throws -> Favorite {
        let scope = try catalog.map { try catalogName($0) }
        let now = now()
        return try edit(checking: .layout) { favorites in
            let index = try favorites.find(query, catalog: scope)
            let noted = try FavoritesBook.changedNote(change, of: try favorites.favorite(at: index), now: now)
            favorites.replace(at: index, with: noted)
            return noted
        }
    }

    /// Merges an export file (`favorites import`). A file from a newer version, or not an export at
    /// all, changes nothing. `imported` are the entries taken from the file, for the caller to keep
    /// their pictures.
    public func importFile(_ url: URL) throws -> (summary: FavoritesBook.MergeSummary, imported: [Favorite]) {
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw FileError.cannotRead(path: url.path, reason: "no such file")
        }
        let imported: FavoritesDocument
        do {
            imported = try store.reading(url).read()
        } catch StoreError.corrupt(_, let reason) {
            throw FavoritesError.notAnExport(path: url.path, reason: reason)
        } catch FileError.cannotRead(_, let reason) where FileContents.isNotAFile(url) {
            throw FavoritesError.notAnExport(path: url.path, reason: reason) // /dev/zero, a folder, a pipe
        }
        for entry in imported.unreadable {
            warn("warning: \(url.lastPathComponent): an entry that could not be read is skipped (\(entry.reason))")
        }
        var accepted: [Favorite] = []
        for (index, favorite) in imported.favorites.enumerated() {
            if let problem = catalogs.problem(with: favorite) {
                warn("warning: \(url.lastPathComponent): favorites[\(index)] is skipped: \(problem)")
            } else {
                accepted.append(favorite)
            }
        }
        var summary = try store.update { document in FavoritesBook.merge(accepted, into: &document) }
        summary.skipped = imported.favorites.count - accepted.count + imported.unreadable.count
        return (summary, accepted)
    }

    public struct RefreshReport: Sendable {
        public var refreshed: Int
        public var failures: [Failure]
        /// Each recipe fetched again, and whether its picture's address changed (the kept picture
        /// is then another recipe's look), for the caller to keep its picture.
        public var recipes: [(card: RecipeCard, pictureChanged: Bool)] = []
    }

    /// A favorite that could not be fetched: its key, its name as stored, and why.
    public struct Failure: Sendable {
        public var key: String
        public var name: String
        public var error: Error
    }

    /// Re-fetches every favorite's details (a few at a time), keeping notes. Failures are reported,
    /// never half-written: the favorites that did refresh are saved together at the end.
    public func refresh(concurrency: Int = 4) async throws -> RefreshReport {
        let favorites = try store.read().favorites
        var cards: [RecipeSnapshot] = []
        var recipes: [(card: RecipeCard, pictureChanged: Bool)] = []
        var failures: [Failure] = []
        await withTaskGroup(of: (Favorite, Result<RecipeSnapshot, Error>).self) { group in
            var pending = favorites.makeIterator()
            func startNext() {
                guard let favorite = pending.next() else { return }
                let catalog = catalogs.named(favorite.catalog)
                let known = catalogs.names.map(\.rawValue)
                group.addTask {
                    guard let catalog else {
                        return (favorite, .failure(CatalogError.unknownCatalog(favorite.catalog.rawValue, known: known)))
                    }
                    do {
                        let loaded = try await catalog.recipe(id: favorite.id)
                        guard loaded.source == .live else {
                            throw LoadError.notLive(reason: loaded.fallbackReason)
                        }
                        return (favorite, .success(loaded.value))
                    } catch {
                        return (favorite, .failure(error))
                    }
                }
            }
            for _ in 0..<max(1, concurrency) { startNext() }
            for await (favorite, result) in group {
                switch result {
                case .success(let card):
                    cards.append(card)
                    recipes.append((card.card, card.card.link("Image") != favorite.recipe.link("Image")))
                case .failure(let error): failures.append(Failure(key: favorite.key, name: favorite.name, error: error))
                }
                startNext()
            }
        }
        let now = now()
        if !cards.isEmpty {
            try store.update { document in
                for card in cards { FavoritesBook.refresh(card, in: &document, now: now) }
            }
        }
        return RefreshReport(refreshed: cards.count, failures: failures.sorted { $0.key < $1.key }, recipes: recipes)
    }

    /// Ids of one catalog's favorites, to mark them in lists. Never fails a list: a favorites file
    /// that cannot be read gives a warning and no marks.
    public func ids(in catalog: CatalogName) -> Set<String> {
        do {
            return Set(try allSummaries().favorites.filter { $0.catalog == catalog }.map(\.id))
        } catch {
            warn("warning: favorites are not marked: \(UserFacingError(error)?.message ?? "\(error)")")
            return []
        }
    }

    /// The favorite kept for this recipe, note and all, or nil when it is not a favorite (or the file cannot be read).
    public func favorite(in catalog: CatalogName, id: String) -> Favorite? {
        try? trustingIndexOnce {
            guard let favorites = try scanned(checking: .bounds),
                let index = favorites.index(of: Favorite.Identity(catalog: catalog, id: id))
            else {
                return nil
            }
            return try favorites.favorite(at: index)
        }
    }

    /// The document for reading, with a warning when an entry could not be read: it is left out,
    /// and the next change keeps it in a file of its own.
    private func document() throws -> FavoritesDocument {
        let document = try store.read()
        FavoritesFile.leftOutWarning(document.unreadable, file: store.file.lastPathComponent).map(warn)
        return document
    }

    /// The file as its scan finds it, or nil when there is none. Throws `StoreError` as `read()` does.
    /// `checking`: how much of the index is held to the file's bytes before it is used (`FavoritesIndexFile.Check`).
    /// `deferringCheck`: for the change that follows, which checks the index as it copies the file (`edit`).
    private func scanned(checking: FavoritesIndexFile.Check = .everything, deferringCheck: Bool = false) throws -> ScannedFavorites? {
        try scanned(checking: checking, deferringCheck: deferringCheck) { $0 }
    }

    /// `body` over the file's scan, while the file is read: a file that changed meanwhile is
    /// read, and `body` run, again.
    private func scanned<Value>(
        checking: FavoritesIndexFile.Check = .everything, deferringCheck: Bool = false, then body: (ScannedFavorites) throws -> Value
    ) throws -> Value? {
        let checkedAt = FileStamp.now()
        return try store.read(source: { source in
            try body(
                ScannedFavorites(
                    source, types: types, decoder: store.decoder, file: store.file.path, checkedAt: checkedAt, checking: checking,
                    deferringCheck: deferringCheck))
        })
    }

    /// `body` again, after a full scan, when the index of the file said what its bytes do not
    /// (`FavoritesIndexFile.StaleIndex`): the index is removed, and the scan writes it anew.
    private func trustingIndexOnce<Value>(_ body: () throws -> Value) throws -> Value {
        do {
            return try body()
        } catch is FavoritesIndexFile.StaleIndex, is SplicedBytes.Disagreed {
            FavoritesIndexFile.remove(of: store.file.path)
            return try FavoritesIndexFile.$bypassed.withValue(true) { try body() }
        }
    }

    /// A change made entry by entry under the lock, the entries it does not touch written back as
    /// they were. `reusing`: a scan made before the lock, used when the file is still that one, untouched.
    /// `checking`: how much of the index the change depends on (`FavoritesIndexFile.Check`): `.entries`
    /// unless it changes one entry it finds and decodes (`note`: `.layout`). It is checked while the
    /// write copies the file (one reading of it, not two), or, for a change that gives up, before
    /// its error is said; either way an index that does not hold has the change made again on a full scan.
    private func edit<Result>(
        reusing scanned: ScannedFavorites? = nil, checking: FavoritesIndexFile.Check = .entries,
        _ change: (inout ScannedFavorites) throws -> Result
    ) throws -> Result {
        let decoder = store.decoder
        let file = store.file.path
        let checkedAt = FileStamp.now()
        var reusable = scanned
        return try trustingIndexOnce {
            defer { reusable = nil } // a second try scans the file in full
            return try store.update(
                spliced: { source in
                    if let scanned = reusable, scanned.isScan(of: source) { return scanned }
                    return try ScannedFavorites(
                        source, types: types, decoder: decoder, file: file, checkedAt: checkedAt, checking: checking,
                        deferringCheck: true)
                },
                empty: ScannedFavorites(emptyDecodingWith: decoder, file: file, types: types)
            ) { favorites in
                do {
                    return try change(&favorites)
                } catch let error where !(error is FavoritesIndexFile.StaleIndex) {
                    try favorites.confirmIndex()
                    throw error
                }
            }
        }
    }

    /// The file for a check before writing: a corrupt one reads as none here, because the write
    /// that follows moves it aside (keeping its bytes) and starts afresh; one that cannot be read at
    /// all leaves the write to fail with what stands in its way. The index is held to the file as
    /// far as the change that may follow needs (`.entries`, as `edit` holds it): the check finds a
    /// favorite by catalog and id, and decodes it from its own bytes; names and notes are not shown.
    /// The check is left to the change's write, which reuses this scan (one reading of the file),
    /// or made before an answer given without a write (`confirmIndex`).
    private func current() throws -> ScannedFavorites? {
        do {
            return try scanned(checking: .entries, deferringCheck: true)
        } catch StoreError.corrupt {
            return nil
        } catch FileError.cannotRead {
            return nil
        }
    }

    private func catalogName(_ text: String) throws -> CatalogName {
        try catalogs.named(text).name
    }
}

/// A favorite of the file's list by its place there, ordered as the list orders favorites.
private struct ListedEntry: CatalogItem {
    let index: Int
    let summary: FavoriteSummary
    var id: String { summary.id }
    var name: String { summary.name }
}
