import RecipesBasics
import RecipesCatalog
import RecipesCocktails
import RecipesDesserts
import RecipesHTTP
import RecipesStorage

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `recipes sync`: every list and every recipe of the chosen catalogs stored in the cache, so that
/// everything opens offline afterwards. Resumable: an answer already cached and younger than
/// `--max-age` is skipped unless `force`. Each answer is saved as it arrives (the loader chain's
/// cache), so an interrupted sync keeps what it fetched. A failed request is reported, never fatal.
public struct CatalogSync: Sendable {
    public static let defaultConcurrency = 4
    /// Requests started per second at most.
    public static let defaultRate = 10.0
    /// The whole sync's wait on the network when --timeout is not given (any other command: 10 s).
    public static let defaultTimeout = 300.0
    /// Tries of one request whose server could not answer.
    static let attempts = 3

    private let root: CompositionRoot
    private let force: Bool
    private let pictures: Bool
    private let concurrency: Int
    private let tally = SyncTally()
    private let pacer: RequestPacer
    private let progress: (@Sendable (Int, Int) -> Void)?

    public init(
        root: CompositionRoot, force: Bool, pictures: Bool = false, concurrency: Int = CatalogSync.defaultConcurrency,
        rate: Double = CatalogSync.defaultRate,
        progress: (@Sendable (Int, Int) -> Void)? = nil
    ) {
        self.root = root
        self.force = force
        self.pictures = pictures
        self.concurrency = concurrency
        pacer = RequestPacer(perSecond: rate)
        self.progress = progress
    }

    /// Syncs `catalogs` (desserts, cocktails, pizza) in that order.
    /// Ctrl-C meanwhile keeps every answer stored so far and says how far the sync got.
    public func run(_ catalogs: [CatalogName]) async -> SyncReport {
        defer { InterruptNotice.shared.clear() }
        tally.observe { tally in
            InterruptNotice.shared.set(
                "interrupted: \(tally.done) of \(tally.expected) answers done, \(tally.storedCount) stored now and kept. "
                    + "Run recipes sync again to fetch the rest.")
        }
        for catalog in catalogs {
            let before = tally.counts
            switch catalog {
            case .desserts: await desserts()
            case .cocktails: await cocktails()
            default: await pizza()
            }
            let after = tally.counts
            remember(
                SyncRun(
                    catalog: catalog.rawValue, finishedAt: Date(), stored: after.stored - before.stored,
                    skipped: after.skipped - before.skipped, failed: after.failed - before.failed))
        }
        return tally.report(catalogs: catalogs)
    }

    /// The dessert list, then each dessert's lookup.
    private func desserts() async {
        let browser = root.desserts
        tally.expect(1)
        guard let list = await fetch(browser.provider.listEndpoint(), load: browser.load) else { return }
        let ids = list.items.compactMap { RecipeID($0.id) }
        await fan(ids) { id in
            guard let dessert = await fetch(browser.provider.detailEndpoint(for: id), load: browser.load) ?? nil,
                let image = dessert.imageURL
            else { return }
            await keepPicture(catalog: .desserts, image: image)
        }
    }

    /// TheCocktailDB's lists, then every drink by first letter: `search.php?f=` answers full records,
    /// so about 36 requests cover every drink; each record is also kept as its `lookup.php?i=` answer.
    private func cocktails() async {
        let browser = root.cocktails.browser
        let provider = browser.provider
        // The lists the commands ask (the alcohol contents are never checked against a list).
        await fan([CocktailNameList.categories, .glasses, .ingredients]) { list in
            _ = await fetch(provider.namesEndpoint(list), load: browser.load)
        }
        await fan(CocktailCatalog.letters) { letter in
            let endpoint = provider.letterEndpoint(letter)
            guard let drinks = await fetch(endpoint, load: browser.load), let entry = root.cache.entry(for: endpoint.url) else { return }
            keepLookups(from: entry, provider: provider)
            for drink in drinks.items { if let image = drink.thumbnailURL { await keepPicture(catalog: .cocktails, image: image) } }
        }
    }

    /// With --pictures, the recipe's thumbnail too: counted as an answer, skipped when cached.
    private func keepPicture(catalog: CatalogName, image: URL) async {
        guard pictures else { return }
        tally.expect(1)
        let address = RecipePictures.thumbnailURL(catalog: catalog, image: image).absoluteString
        if root.pictures.hasThumbnail(catalog: catalog, image: image) {
            tally.skip()
        } else {
            await pacer.turn()
            if await root.pictures.keepThumbnail(catalog: catalog, image: image) {
                tally.store()
            } else {
                tally.fail(address, reason: "the picture could not be fetched")
            }
        }
        progress?(tally.done, tally.expected)
    }

    /// The menu's three documents.
    private func pizza() async {
        let shop = root.pizza
        let endpoints = [shop.nameListEndpoints[0].url, shop.ingredientNamesEndpoint.url, shop.drinkNamesEndpoint.url]
        tally.expect(endpoints.count)
        if !force && endpoints.allSatisfy(isFresh) {
            for _ in endpoints { tally.skip() }
            return
        }
        for _ in endpoints { await pacer.turn() }
        do {
            let menu = try await shop.menu()
            for url in endpoints {
                if menu.source == .live { tally.store() } else { tally.fail(url.absoluteString, reason: menu.fallbackReason ?? "not live") }
            }
        } catch {
            for url in endpoints { tally.fail(url.absoluteString, reason: Self.reason(error)) }
        }
    }

    /// Each drink of a letter's answer, stored as the answer `lookup.php?i=ID` would give: the same
    /// record, alone in the envelope, dated as the letter's answer.
    private func keepLookups(from entry: CacheEntry, provider: CocktailCatalog) {
        guard let answer = try? JSONDecoder().decode([String: [[String: String?]]?].self, from: entry.body),
            let drinks = answer["drinks"] ?? nil
        else { return }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        for drink in drinks {
            guard let id = (drink["idDrink"] ?? nil).flatMap(RecipeID.init),
                let body = try? encoder.encode(["drinks": [drink]])
            else { continue }
            try? root.cache.save(
                CacheEntry(url: provider.detailEndpoint(for: id).url.absoluteString, fetchedAt: entry.fetchedAt, body: body))
        }
    }

    /// `cache info` says what each catalog's last sync did; a history that cannot be written costs only that.
    private func remember(_ run: SyncRun) {
        _ = try? root.syncHistory.update { $0.record(run) }
    }

    /// A cached answer young enough is kept (and read back); else it is fetched live. Nil when neither.
    private func fetch<Resource>(_ endpoint: Endpoint<Resource>, load: (Endpoint<Resource>) async throws -> Loaded<Resource>) async
        -> Resource?
    {
        if !force, isFresh(endpoint.url), let entry = root.cache.entry(for: endpoint.url),
            let value = try? endpoint.map(entry.body, HTTPResponse(statusCode: 200))
        {
            tally.skip()
            return value
        }
        var reason = "no live answer"
        for attempt in 0..<Self.attempts {
            // A server's bad moment (a 5xx, a dropped connection) gets two more tries, 0.5 s then 1 s later.
            if attempt > 0 { try? await Task.sleep(for: .milliseconds(250 << attempt)) }
            await pacer.turn()
            do {
                let loaded = try await load(endpoint)
                if loaded.source == .live {
                    tally.store()
                    return loaded.value
                }
                reason = loaded.fallbackReason ?? reason
            } catch let error as LoadError where error.isUnavailable {
                reason = error.shortReason
            } catch {
                reason = Self.reason(error) // invalid data, not found: asking again would not change it
                break
            }
        }
        tally.fail(endpoint.url.absoluteString, reason: reason)
        return nil
    }

    private func isFresh(_ url: URL) -> Bool {
        root.cache.entry(for: url).map { root.settings.cachePolicy.isFresh(fetchedAt: $0.fetchedAt, now: Date()) } ?? false
    }

    private func fan<Input: Sendable>(_ inputs: [Input], _ work: @escaping @Sendable (Input) async -> Void) async {
        tally.expect(inputs.count)
        progress?(tally.done, tally.expected)
        _ = try? await BoundedConcurrency.map(inputs, limit: concurrency) { input in
            await work(input)
            progress?(tally.done, tally.expected)
        }
    }

    private static func reason(_ error: Error) -> String {
        (error as? LoadError)?.shortReason ?? UserFacingError.message(for: error)
    }
}
