import RecipesBasics
import RecipesCatalog
import RecipesOutput
import RecipesShopping
import RecipesText

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What one run works with, made from the parsed `RunOptions`: the settings (resolved once), the
/// modules wired for them (`app`, built on first use), and how results reach the person or script:
/// notes on stderr unless --quiet, JSON or text on stdout, long text through the pager.
public final class RunContext {
    let settings: Settings
    let json: Bool
    let quiet: Bool
    let verbose: Bool
    let noPager: Bool
    /// stdout's layout and colour for this run.
    let style: TextStyle

    init(settings: Settings, json: Bool, quiet: Bool, verbose: Bool, noPager: Bool, style: TextStyle) {
        self.settings = settings
        self.json = json
        self.quiet = quiet
        self.verbose = verbose
        self.noPager = noPager
        self.style = style
    }

    /// The composition root. Building it starts the spinner (shown only if the work takes longer
    /// than 150 ms, on a terminal, without --json or --quiet).
    lazy var app: CompositionRoot = {
        if !json && !quiet && settings.mode != .snapshot { Terminal.activity.start(label: "loading…") }
        let log: (@Sendable (String) -> Void)? = verbose ? { @Sendable line in Terminal.writeError(line) } : nil
        return CompositionRoot(settings: settings, warn: { [quiet] line in if !quiet { Terminal.writeError(line) } }, log: log)
    }()

    /// Long text for a person: paged on a terminal unless --no-pager.
    func page(_ text: String) throws {
        noPager ? try Terminal.write(text) : try Terminal.page(text)
    }

    /// A note or warning for stderr, unless --quiet.
    func note(_ text: String, terminator: String = "\n") {
        if !quiet { Terminal.writeError(text, terminator: terminator) }
    }

    /// A note for each amount on `card` that `adjustment` could not scale or convert (said once each).
    func noteMeasures(of card: RecipeCard, _ adjustment: MeasureAdjustment) {
        for line in MeasureNotesOutput.lines(adjustment.notes(for: card)) { note(line) }
    }

    /// A change's confirmation: the note for people on stderr (unless --quiet) and, with --json, the
    /// document saying what changed on stdout, so a script always gets JSON for asking.
    func confirm(_ note: String, json: () throws -> String) throws {
        self.note(note)
        if self.json { try Terminal.write(try json()) }
    }

    /// Notes where the answer came from and what it left out (stderr), then prints it whole
    /// (stdout); `paged` text goes through the pager on a terminal unless --no-pager, and so does a
    /// `list` longer than the terminal is high.
    func present<Resource>(
        _ loaded: Loaded<Resource>, catalog: CatalogName, paged: Bool = false, list: Bool = false, provenance: Bool = true,
        json: () throws -> String, text: () -> String
    ) throws {
        if provenance, let note = ProvenanceNote.text(for: loaded, catalog: catalog, now: Date()) {
            self.note(note)
        }
        if let warning = SkippedRecordsNote.text(for: loaded, catalog: catalog) { self.note(warning) }
        if self.json { return try Terminal.write(try json()) }
        if noPager { return try Terminal.write(text()) }
        if paged { return try Terminal.page(text()) }
        list ? try Terminal.pageIfLong(text()) : try Terminal.write(text())
    }

    /// A list for a person: paged when longer than the terminal, unless --no-pager.
    func pageIfLong(_ text: String) throws {
        noPager ? try Terminal.write(text) : try Terminal.pageIfLong(text)
    }

    /// `open`: the link in the browser when stdout is a terminal, through `BrowserOpener` (no
    /// shell); otherwise, with no opener, or when it fails, the link on stdout. --json prints the
    /// link's document and opens nothing.
    func open<Item: CatalogItem>(_ loaded: Loaded<Item>, catalog: CatalogName, kind: String, url: URL) throws {
        let text = url.absoluteString
        guard SafeLink.isSafe(text) else { throw LinkError.unsafe(text) }
        if let note = ProvenanceNote.text(for: loaded, catalog: catalog, now: Date()) { self.note(note) }
        if json { return try Terminal.write(try JSONOutput.link(loaded, catalog: catalog, kind: kind, url: url)) }
        guard Terminal.isOutputTerminal else { return try Terminal.write(text + "\n") }
        Terminal.activity.stop()
        switch BrowserOpener.open(text) {
        case .opened:
            note("opened \(kind) of \(TerminalSanitizer.sanitizeLine(loaded.value.name)) in the browser")
        case .noOpener:
            note("no \(BrowserOpener.program) to open a browser with; the link:")
            try Terminal.write(text + "\n")
        case .failed(let status):
            note("\(BrowserOpener.program) failed (exit \(status)); the link:")
            try Terminal.write(text + "\n")
        }
    }

    /// A list of names (categories, areas, glasses, ingredients): one per line, paged when longer
    /// than the terminal as every list is, or the names envelope with --json.
    func presentNames(_ loaded: Loaded<[String]>, catalog: CatalogName, list: String) throws {
        if loaded.value.isEmpty { note("\(catalog.rawValue): the service lists no \(list)") }
        try present(
            loaded, catalog: catalog, list: true, json: { try JSONOutput.names(loaded, catalog: catalog, list: list) },
            text: { ListOutput.names(loaded.value, style: style) })
    }
}
