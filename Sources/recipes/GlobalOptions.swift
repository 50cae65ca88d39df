import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import RecipesApp
import RecipesBasics
import RecipesCatalog
import RecipesOutput

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

    @Option(help: "Colour: auto (on a terminal, unless NO_COLOR or TERM=dumb), always or never.")
    var color: ColourChoice?

    @Flag(name: [.short, .long], help: "No notes or warnings on stderr (errors still show).")
    var quiet = false

    @Flag(name: [.short, .long], help: "Log every HTTP request on stderr: method, URL, status, bytes, time.")
    var verbose = false

    @Flag(help: "Never send long output through $PAGER.")
    var noPager = false

    @Option(help: ArgumentHelp("Oldest cached copy to serve when offline: 7d, 12h, 30m, 90s (default 7d, also RECIPES_CACHE_MAX_AGE).",
                               valueName: "age"))
    var maxAge: String?

    /// stdout's layout and colour for this run.
    var style: TextStyle { Terminal.style(colour: color ?? .auto) }

    func validate() throws {
        if quiet && verbose { throw ValidationError("--quiet and --verbose cannot be combined.") }
        if let timeout, !(timeout > 0 && timeout <= 3600) {
            throw ValidationError("--timeout must be a number of seconds greater than 0 and at most 3600.")
        }
        if let maxAge, DurationText.parse(maxAge) == nil {
            throw ValidationError("--max-age takes a duration such as 7d, 12h, 30m or 90s (at most 100 years).")
        }
        if snapshot && (offline || noSnapshot) {
            throw ValidationError("--snapshot cannot be combined with --offline or --no-snapshot.")
        }
    }

    var flags: Settings.Flags {
        Settings.Flags(timeout: timeout, offline: offline, snapshot: snapshot, noSnapshot: noSnapshot, maxAge: maxAge)
    }

    func settings() throws -> Settings {
        try Settings.resolve(environment: Terminal.environment, flags: flags)
    }

    /// The composition root for this run's settings. Starts the spinner (shown only if the work
    /// takes longer than 150 ms, on a terminal, without --json or --quiet).
    func compose() throws -> CompositionRoot {
        let settings = try settings()
        if !json && !quiet && settings.mode != .snapshot { Terminal.activity.start(label: "loading…") }
        let log: (@Sendable (String) -> Void)? = verbose ? { @Sendable line in Terminal.writeError(line) } : nil
        return CompositionRoot(settings: settings, warn: { [quiet] line in if !quiet { Terminal.writeError(line) } }, log: log)
    }

    /// Long text for a person: paged on a terminal unless --no-pager.
    func page(_ text: String) throws {
        noPager ? try Terminal.write(text) : try Terminal.page(text)
    }

    /// A note or warning for stderr, unless --quiet.
    func note(_ text: String, terminator: String = "\n") {
        if !quiet { Terminal.writeError(text, terminator: terminator) }
    }

    /// A change's confirmation: the note for people on stderr (unless --quiet) and, with --json, the
    /// document saying what changed on stdout, so a script always gets JSON for asking.
    func confirm(_ note: String, json: () throws -> String) throws {
        self.note(note)
        if self.json { try Terminal.write(try json()) }
    }

    /// Notes where the answer came from and what it left out (stderr), then prints it whole
    /// (stdout); `paged` text goes through the pager on a terminal unless --no-pager.
    func present<Resource>(_ loaded: Loaded<Resource>, catalog: CatalogName, paged: Bool = false,
                           json: () throws -> String, text: () -> String) throws {
        if let note = ProvenanceNote.text(for: loaded, catalog: catalog, now: Date()) {
            self.note(note)
        }
        if let warning = SkippedRecordsNote.text(for: loaded, catalog: catalog) { self.note(warning) }
        if self.json { return try Terminal.write(try json()) }
        paged && !noPager ? try Terminal.page(text()) : try Terminal.write(text())
    }
}

extension ColourChoice: ExpressibleByArgument {
    /// Spelled out: the default goes through `String(describing:)` of every case, a reflection that
    /// every run paid for, since every command takes --color.
    public static var allValueStrings: [String] { allCases.map(\.rawValue) }
}
