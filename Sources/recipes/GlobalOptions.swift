import ArgumentParser
import RecipesApp

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
        if let problem = values.problem { throw ValidationError(problem) }
    }

    /// The options as the application takes them.
    var values: RunOptions {
        var values = RunOptions()
        values.json = json
        values.timeout = timeout
        values.offline = offline
        values.snapshot = snapshot
        values.noSnapshot = noSnapshot
        values.noCache = noCache
        values.colour = color
        values.quiet = quiet
        values.verbose = verbose
        values.noPager = noPager
        values.maxAge = maxAge
        return values
    }

    /// The run these options ask for: settings resolved once, the modules wired on first use.
    func context() throws -> RunContext { try RunContext(values) }

    /// The run for a command whose whole point is the live answer (`favorites refresh`).
    func liveContext() throws -> RunContext { try RunContext(live: values) }
}

extension ColourChoice: ExpressibleByArgument {
    /// Spelled out: the default goes through `String(describing:)` of every case, a reflection that
    /// every run paid for, since every command takes --color.
    public static var allValueStrings: [String] { words }
    /// None: each value is its own description. Spelled out, as the default builds a dictionary by
    /// asking every case, generic work each run paid for (~0.14 M instructions a type).
    public static var allValueDescriptions: [String: String] { [:] }
}
