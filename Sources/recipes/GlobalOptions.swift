import ArgumentParser
import RecipesApp
import RecipesBasics
import RecipesCatalog
import RecipesOutput

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Options every data command takes.
struct GlobalOptions: ParsableArguments {
    @Flag(help: "Print a versioned JSON document instead of text.")
    var json = false

    @Option(
        help: ArgumentHelp(
            "Seconds the whole command may wait on the network, retries and fan-outs included (default 10).", valueName: "seconds"))
    var timeout: Double?

    @Flag(help: "Never touch the network: answer from the cache, else the bundled sample catalog.")
    var offline = false

    @Flag(help: "Browse the sample catalog bundled with the tool, on purpose.")
    var snapshot = false

    @Flag(help: "Never fall back to the bundled sample catalog (also RECIPES_NO_SNAPSHOT=1).")
    var noSnapshot = false

    @Flag(help: "The live answer or its error: no cached or bundled copy stands in for an unusable one.")
    var noCache = false

    @Option(help: "Colour: auto (on a terminal, unless NO_COLOR or TERM=dumb), always or never.")
    var color: ColourChoice?

    @Flag(name: [.short, .long], help: "No notes or warnings on stderr (errors still show).")
    var quiet = false

    @Flag(name: [.short, .long], help: "Log every HTTP request on stderr: method, URL, status, bytes, time.")
    var verbose = false

    @Flag(help: "Never send long output through $PAGER.")
    var noPager = false

    @Option(
        help: ArgumentHelp(
            "Oldest cached copy to serve: 7d, 12h, 30m, 90s (default 7d offline; for an unusable live answer, any age unless given; also RECIPES_CACHE_MAX_AGE).",
            valueName: "age"))
    var maxAge: String?

    func validate() throws {
        if quiet && verbose { throw ValidationError("--quiet and --verbose cannot be combined.") }
        if let timeout, !(timeout > 0 && timeout <= 3600) {
            throw ValidationError("--timeout must be a number of seconds greater than 0 and at most 3600.")
        }
        // The one check of --max-age: `flags` carries the seconds it reads.
        if let maxAge, DurationText.parse(maxAge) == nil {
            throw ValidationError("--max-age takes a duration such as 7d, 12h, 30m or 90s (at most 100 years).")
        }
        if snapshot && (offline || noSnapshot) {
            throw ValidationError("--snapshot cannot be combined with --offline or --no-snapshot.")
        }
        if noCache && (offline || snapshot) {
            throw ValidationError("--no-cache cannot be combined with --offline or --snapshot.")
        }
    }

    var flags: Settings.Flags {
        Settings.Flags(
            timeout: timeout, offline: offline, snapshot: snapshot, noSnapshot: noSnapshot, noCache: noCache,
            maxAge: maxAge.flatMap(DurationText.parse))
    }

    func settings() throws -> Settings {
        try Settings.resolve(environment: Terminal.environment, flags: flags)
    }

    /// The run these options ask for: settings resolved once, the modules wired on first use.
    func context() throws -> RunContext {
        RunContext(
            settings: try settings(), json: json, quiet: quiet, verbose: verbose, noPager: noPager,
            style: Terminal.style(colour: color ?? .auto))
    }

    /// The run for a command whose whole point is the live answer (`favorites refresh`): no stored
    /// copy stands in, so a catalog that cannot be reached says so, never "no pizza is called …"
    /// from a sample menu that lacks it.
    func liveContext() throws -> RunContext {
        var settings = try settings()
        settings.liveOnly = true
        settings.snapshotFallback = false
        return RunContext(
            settings: settings, json: json, quiet: quiet, verbose: verbose, noPager: noPager,
            style: Terminal.style(colour: color ?? .auto))
    }
}

extension ColourChoice: ExpressibleByArgument {
    /// Spelled out: the default goes through `String(describing:)` of every case, a reflection that
    /// every run paid for, since every command takes --color.
    public static var allValueStrings: [String] { allCases.map(\.rawValue) }
    /// None: each value is its own description. Spelled out, as the default builds a dictionary by
    /// asking every case, generic work each run paid for (~0.14 M instructions a type).
    public static var allValueDescriptions: [String: String] { [:] }
}
