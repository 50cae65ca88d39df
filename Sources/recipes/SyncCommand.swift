import ArgumentParser
import RecipesApp

struct SyncCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sync",
        abstract: "Store every list and recipe of a catalog, so everything opens offline.",
        discussion: """
            Answers already cached and younger than --max-age are skipped (so an interrupted sync \
            resumes), unless --force. TheCocktailDB is asked one letter at a time (about 36 requests \
            for every drink), at most --concurrency at once and --rate a second, each tried three times. --timeout bounds the \
            whole sync's wait on the network (default 300 s here): once it is spent nothing more is asked \
            or tried again, and what was not asked is reported as failed. Ctrl-C keeps what was stored and \
            says how far it got. Exits 69 only when requests failed and nothing is stored (65 when every \
            request was answered with invalid data, which is not asked again).

            Examples:
              recipes sync
              recipes sync desserts --force
              recipes sync cocktails --pictures
              recipes sync cocktails --json
            """
    ).topLevel()

    @OptionGroup(title: "Global Options") var options: GlobalOptions
    @Argument(help: "desserts, cocktails, pizza or all.") var catalog: String = "all"
    @Flag(help: "Fetch again what is cached and still fresh.") var force = false
    @Flag(help: "Keep each recipe's thumbnail too, so pictures show offline.") var pictures = false
    @Option(help: "Requests at once (default 4).") var concurrency = CatalogSync.defaultConcurrency
    @Option(help: "Requests started per second at most (default 10).") var rate = CatalogSync.defaultRate

    func validate() throws {
        if !(1...16).contains(concurrency) { throw ValidationError("--concurrency must be between 1 and 16.") }
        if !(rate >= 0.1 && rate <= 100) { throw ValidationError("--rate must be between 0.1 and 100 requests a second.") }
        // A sync fetches into the cache: from the cache or the sample alone it could only fail, slowly.
        for (flag, given) in [("--offline", options.offline), ("--snapshot", options.snapshot), ("--no-cache", options.noCache)] where given
        {
            throw ValidationError("sync fetches answers into the cache; \(flag) does not apply to it.")
        }
    }

    func run() async throws {
        var options = options
        options.timeout = options.timeout ?? CatalogSync.defaultTimeout // the whole sync's wait, not one request's
        try await options.context().sync(catalog, force: force, pictures: pictures, concurrency: concurrency, rate: rate)
    }
}
