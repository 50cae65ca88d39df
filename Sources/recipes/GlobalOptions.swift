import ArgumentParser
import Foundation
import RecipesCore

/// Options every data command takes.
struct GlobalOptions: ParsableArguments {
    @Flag(help: "Print a versioned JSON document instead of text (see Docs/JSON.md).")
    var json = false

    @Option(help: ArgumentHelp("Seconds one request may take, start to last byte (default 10).", valueName: "seconds"))
    var timeout: Double?

    @Flag(help: "Never touch the network: answer from the cache, else the bundled sample catalog.")
    var offline = false

    @Flag(help: "Browse the sample catalog bundled with the tool, on purpose.")
    var snapshot = false

    @Flag(help: "Never fall back to the bundled sample catalog (also RECIPES_NO_SNAPSHOT=1).")
    var noSnapshot = false

    @Option(help: ArgumentHelp("Oldest cached copy to serve when offline: 7d, 12h, 30m, 90s (default 7d, also RECIPES_CACHE_MAX_AGE).",
                               valueName: "age"))
    var maxAge: String?

    func validate() throws {
        if let timeout, !(timeout > 0 && timeout <= 3600) {
            throw ValidationError("--timeout must be a number of seconds greater than 0 and at most 3600.")
        }
        if let maxAge, DurationText.parse(maxAge) == nil {
            throw ValidationError("--max-age takes a duration such as 7d, 12h, 30m or 90s.")
        }
        if snapshot && (offline || noSnapshot) {
            throw ValidationError("--snapshot cannot be combined with --offline or --no-snapshot.")
        }
    }

    /// The composition root for this run's settings.
    func compose() throws -> CompositionRoot {
        let flags = Settings.Flags(timeout: timeout, offline: offline, snapshot: snapshot, noSnapshot: noSnapshot, maxAge: maxAge)
        let settings = try Settings.resolve(environment: ProcessInfo.processInfo.environment, flags: flags)
        return CompositionRoot(settings: settings, warn: Terminal.writeError)
    }

    /// Notes where the answer came from (stderr), then prints it whole (stdout).
    func present<Resource>(_ loaded: Loaded<Resource>, catalog: CatalogName,
                           json: () throws -> String, text: () -> String) throws {
        if let note = ProvenanceNote.text(for: loaded, catalog: catalog, now: Date()) {
            Terminal.writeError(note)
        }
        Terminal.write(self.json ? try json() : text())
    }
}
