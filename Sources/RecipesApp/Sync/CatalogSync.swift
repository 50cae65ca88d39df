import RecipesBasics
import RecipesCatalog
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
/// `--timeout` bounds the whole sync's wait on the network: once it is spent no request is sent or
/// tried again, and each one still to ask is reported as not asked, so the sync ends then.
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

    /// Syncs `catalogs` in the order given, each by the plan it describes (`Catalog.syncPlan`).
    /// Ctrl-C meanwhile keeps every answer stored so far and says how far the sync got.
    public func run(_ catalogs: [CatalogName]) async -> SyncReport {
        defer { InterruptNotice.shared.clear() }
        InterruptNotice.shared.set { [tally] in Self.interrupted(tally) }
        for catalog in catalogs {
            let before = tally.counts
            if let plan = root.catalogs.named(catalog)?.syncPlan { await run(plan, catalog: catalog) }
            let after = tally.counts
            remember(
                SyncRun(
                    catalog: catalog.rawValue, finishedAt: Date(), stored: after.stored - before.stored,
                    skipped: after.skipped - before.skipped, failed: after.failed - before.failed))
        }
        return tally.report(catalogs: catalogs)
    }

    /// What Ctrl-C says: exactly what the next sync will find stored. The counts are taken first,
    /// then no more answers are put in place, then each fetch that was under way is looked up: one
    /// that landed in between is counted once, and none lands after.
    private static func interrupted(_ tally: SyncTally) -> String {
        let counted = tally.snapshot()
        PendingFiles.shared.endWrites()
        let landed = counted.fetching.filter { $0() }.count
        return "interrupted: \(counted.done + landed) of \(counted.expected) answers done, \(counted.stored + landed) stored now and kept. "
            + "Run recipes sync again to fetch the rest."
    }

    /// One piece of a sync's work: an answer, or (with --pictures) a recipe's picture.
    private enum Work: Sendable {
        case request(SyncRequest)
        case picture(URL)
    }

    /// The plan's requests, then what each answer leads to, at most `concurrency` at once, in the
    /// order they became known (a list before its recipes).
    private func run(_ plan: SyncPlan, catalog: CatalogName) async {
        var queue = plan.requests.map(Work.request)[...]
        tally.expect(queue.count)
        progress?(tally.done, tally.expected)
        await withTaskGroup(of: SyncFollowUp?.self) { group in
            var running = 0
            func startNext() {
                while running < max(1, concurrency), let work = queue.popFirst() {
                    running += 1
                    group.addTask {
                        switch work {
                        case .request(let request): return await sync(request)
                        case .picture(let image):
                            await keepPicture(catalog: catalog, image: image)
                            return nil
                        }
                    }
                }
            }
            startNext()
            while let followUp = await group.next() {
                running -= 1
                if let followUp {
                    let more = followUp.requests.map(Work.request) + (pictures ? followUp.pictures.map(Work.picture) : [])
                    tally.expect(more.count)
                    queue.append(contentsOf: more)
                }
                progress?(tally.done, tally.expected)
                startNext()
            }
        }
    }

    /// With --pictures, the recipe's thumbnail too: counted as an answer, skipped when cached.
    private func keepPicture(catalog: CatalogName, image: URL) async {
        let address = root.pictures.thumbnailURL(catalog: catalog, image: image).absoluteString
        if root.pictures.hasThumbnail(catalog: catalog, image: image) {
            tally.skip()
        } else if await !waitForTurn(attempt: 0) {
            tally.fail(address, reason: notAsked)
        } else {
            let pictures = root.pictures
            let fetch = tally.begin { pictures.hasThumbnail(catalog: catalog, image: image) }
            defer { tally.end(fetch) }
            if await pictures.keepThumbnail(catalog: catalog, image: image) {
                tally.store(fetch)
            } else {
                tally.fail(address, reason: "the picture could not be fetched")
            }
        }
    }

    /// `cache info` says what each catalog's last sync did; a history that cannot be written costs only that.
    private func remember(_ run: SyncRun) {
        _ = try? root.syncHistory.update { $0.record(run) }
    }

    /// A cached answer young enough is kept (and read back); else it is fetched live, and the answers
    /// derived from it stored beside it. What follows from the answer; nil when there is none.
    private func sync(_ request: SyncRequest) async -> SyncFollowUp? {
        if !force, isFresh(request.url), let entry = root.cache.entry(for: request.url), let followUp = try? request.follow(entry.body) {
            tally.skip()
            keepDerived(request, from: entry)
            return followUp
        }
        var reason: String?
        var invalidData = false
        for attempt in 0..<Self.attempts {
            guard await waitForTurn(attempt: attempt) else { break }
            let fetch = tally.begin { [cache = root.cache, url = request.url, began = Date()] in
                cache.entry(for: url).map { $0.fetchedAt >= began.addingTimeInterval(-1) } ?? false
            }
            defer { tally.end(fetch) }
            do {
                let loaded = try await request.load()
                if loaded.source == .live {
                    tally.store(fetch)
                    if let entry = root.cache.entry(for: request.url) { keepDerived(request, from: entry) }
                    return loaded.value
                }
                reason = loaded.fallbackReason ?? "no live answer"
                // An unusable answer that a stored copy stood in for: asking again gets the same.
                if loaded.fallbackIsInvalidData {
                    invalidData = true
                    break
                }
            } catch let error as LoadError where error.isUnavailable {
                reason = error.shortReason
            } catch {
                reason = Self.reason(error) // invalid data, not found: asking again would not change it
                invalidData = (error as? LoadError)?.isInvalidData ?? false
                break
            }
        }
        tally.fail(request.url.absoluteString, reason: reason ?? notAsked, invalidData: invalidData)
        return nil
    }

    /// Waits for a try's turn: a retry first waits out its backoff (a server's bad moment, a 5xx or a
    /// dropped connection, gets two more tries, 0.5 s then 1 s later), then every try the rate cap.
    /// False once `--timeout` is spent, before the wait or during it: that try is not sent (it could
    /// only time out at once), so what is left of the sync ends without pauses or retries.
    private func waitForTurn(attempt: Int) async -> Bool {
        if attempt > 0, !budget.isSpent { try? await Task.sleep(for: .milliseconds(250 << attempt)) }
        if !budget.isSpent { await pacer.turn() }
        return !budget.isSpent
    }

    /// The run's network time, shared with every request the sync sends (`BudgetedHTTPClient`).
    private var budget: NetworkBudget { NetworkBudget.action ?? root.networkBudget }

    /// Why a request was not sent: the sync's network time ran out before its turn.
    private var notAsked: String { "not asked: the --timeout of \(DurationText.amount(budget.seconds)) was spent" }

    /// The answers derived from `entry`'s (a letter's drinks as their lookups), dated as it is.
    private func keepDerived(_ request: SyncRequest, from entry: CacheEntry) {
        for answer in request.derived(entry.body) {
            try? root.cache.save(CacheEntry(url: answer.url.absoluteString, fetchedAt: entry.fetchedAt, body: answer.body))
        }
    }

    private func isFresh(_ url: URL) -> Bool {
        root.cache.entry(for: url).map { root.settings.cachePolicy.isFresh(fetchedAt: $0.fetchedAt, now: Date()) } ?? false
    }

    private static func reason(_ error: Error) -> String {
        (error as? LoadError)?.shortReason ?? UserFacingError.message(for: error)
    }
}
