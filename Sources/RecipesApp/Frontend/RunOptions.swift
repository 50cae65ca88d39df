import RecipesBasics
import RecipesOutput

/// The options every data command takes (`--json`, `--offline`, `--timeout`, ...), as parsed: what
/// a run is made from (`RunContext.init(_:)`).
public struct RunOptions: Sendable {
    public var json = false
    /// Seconds the whole command may wait on the network.
    public var timeout: Double?
    public var offline = false
    public var snapshot = false
    public var noSnapshot = false
    public var noCache = false
    public var colour: ColourChoice?
    public var quiet = false
    public var verbose = false
    public var noPager = false
    /// `--max-age` as typed: 7d, 12h, 30m, 90s.
    public var maxAge: String?

    public init() {}

    /// What is wrong with these options together, as a sentence; nil when nothing is.
    public var problem: String? {
        if quiet && verbose { return "--quiet and --verbose cannot be combined." }
        if let timeout, !(timeout > 0 && timeout <= 3600) {
            return "--timeout must be a number of seconds greater than 0 and at most 3600."
        }
        // The one check of --max-age: `flags` carries the seconds it reads.
        if let maxAge, DurationText.parse(maxAge) == nil {
            return "--max-age takes a duration such as 7d, 12h, 30m or 90s (at most 100 years)."
        }
        if snapshot && (offline || noSnapshot) { return "--snapshot cannot be combined with --offline or --no-snapshot." }
        if noCache && (offline || snapshot) { return "--no-cache cannot be combined with --offline or --snapshot." }
        return nil
    }

    /// The flags that settle where answers come from.
    var flags: Settings.Flags {
        Settings.Flags(
            timeout: timeout, offline: offline, snapshot: snapshot, noSnapshot: noSnapshot, noCache: noCache,
            maxAge: maxAge.flatMap(DurationText.parse))
    }

    /// The settings these options ask for, resolved with the process's environment and config.toml.
    func settings() throws -> Settings {
        try Settings.resolve(environment: Terminal.environment, flags: flags)
    }
}

extension RunContext {
    /// The run `options` ask for: settings resolved once, the modules wired on first use.
    public convenience init(_ options: RunOptions) throws {
        self.init(
            settings: try options.settings(), json: options.json, quiet: options.quiet, verbose: options.verbose,
            noPager: options.noPager, style: Terminal.style(colour: options.colour ?? .auto))
    }

    /// The run for a command whose whole point is the live answer (`favorites refresh`): no stored
    /// copy stands in, so a catalog that cannot be reached says so, never "no pizza is called …"
    /// from a sample menu that lacks it.
    public convenience init(live options: RunOptions) throws {
        var settings = try options.settings()
        settings.liveOnly = true
        settings.snapshotFallback = false
        self.init(
            settings: settings, json: options.json, quiet: options.quiet, verbose: options.verbose, noPager: options.noPager,
            style: Terminal.style(colour: options.colour ?? .auto))
    }
}
